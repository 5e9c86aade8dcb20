/** The French messages every page may show (see public.en.ts). */

import { accountsFr } from "./accounts.fr.ts";
import { adsFr } from "./ads.fr.ts";
import { alertsPublicFr } from "./alerts-public.fr.ts";
import { apiFr } from "./api.fr.ts";
import { blogFr } from "./blog.fr.ts";
import { blogWebFr } from "./blog-web.fr.ts";
import { browseFr } from "./browse.fr.ts";
import { chatFr } from "./chat.fr.ts";
import { chatPublicFr } from "./chat-public.fr.ts";
import { consentFr } from "./consent.fr.ts";
import { contactFr } from "./contact.fr.ts";
import { dealsFr } from "./deals.fr.ts";
import { directoryPublicFr } from "./directory-public.fr.ts";
import { economicsFr } from "./economics.fr.ts";
import { historyFr } from "./history.fr.ts";
import { ordersPublicFr } from "./orders-public.fr.ts";
import { profitFr } from "./profit.fr.ts";
import { sellersFr } from "./sellers.fr.ts";
import { webFr } from "./web.fr.ts";

export const publicMessagesFr = {
  ...apiFr,
  ...webFr,
  ...browseFr,
  ...accountsFr,
  ...adsFr,
  ...sellersFr,
  ...chatFr,
  ...chatPublicFr,
  ...historyFr,
  ...economicsFr,
  ...profitFr,
  ...blogFr,
  ...blogWebFr,
  ...contactFr,
  ...dealsFr,
  ...alertsPublicFr,
  ...ordersPublicFr,
  ...directoryPublicFr,
  ...consentFr,
};
