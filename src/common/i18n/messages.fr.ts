/** Every French message: the area files merged, one text for each English key. */
import { accountsFr } from "./accounts.fr.ts";
import { apiFr } from "./api.fr.ts";
import { browseFr } from "./browse.fr.ts";
import type { MessageKey } from "./index.ts";
import { moderationFr } from "./moderation.fr.ts";
import { sellerProductsFr } from "./seller-products.fr.ts";
import { sellersFr } from "./sellers.fr.ts";
import { webFr } from "./web.fr.ts";

export const messagesFr: Record<MessageKey, string> = {
  ...apiFr,
  ...webFr,
  ...browseFr,
  ...accountsFr,
  ...sellersFr,
  ...sellerProductsFr,
  ...moderationFr,
};
