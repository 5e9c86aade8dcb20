/** Every English message: the area files merged (keys are unique across them). */
import { chatWebEn } from "./chat-web.en.ts";
import { excelEn } from "./excel.en.ts";
import { excelWebEn } from "./excel-web.en.ts";
import { moderationEn } from "./moderation.en.ts";
import { publicMessagesEn } from "./public.en.ts";
import { sellerProductsEn } from "./seller-products.en.ts";
import { sellerServicesEn } from "./seller-services.en.ts";

export const messagesEn = {
  ...publicMessagesEn,
  ...sellerProductsEn,
  ...sellerServicesEn,
  ...moderationEn,
  ...chatWebEn,
  ...excelEn,
  ...excelWebEn,
};
