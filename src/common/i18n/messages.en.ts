/** Every English message: the area files merged (keys are unique across them). */
import { accountsEn } from "./accounts.en.ts";
import { apiEn } from "./api.en.ts";
import { browseEn } from "./browse.en.ts";
import { moderationEn } from "./moderation.en.ts";
import { sellerProductsEn } from "./seller-products.en.ts";
import { sellersEn } from "./sellers.en.ts";
import { webEn } from "./web.en.ts";

export const messagesEn = {
  ...apiEn,
  ...webEn,
  ...browseEn,
  ...accountsEn,
  ...sellersEn,
  ...sellerProductsEn,
  ...moderationEn,
};
