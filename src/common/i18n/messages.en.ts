/** Every English message: the area files merged (keys are unique across them). */
import { accountPageEn } from "./account-page.en.ts";
import { adsAdminEn } from "./ads-admin.en.ts";
import { alertsEn } from "./alerts.en.ts";
import { alertsMailEn } from "./alerts-mail.en.ts";
import { apiServerEn } from "./api-server.en.ts";
import { blogEditorEn } from "./blog-editor.en.ts";
import { chatWebEn } from "./chat-web.en.ts";
import { contactAdminEn } from "./contact-admin.en.ts";
import { contactMailEn } from "./contact-mail.en.ts";
import { directoryEn } from "./directory.en.ts";
import { directoryAdminEn } from "./directory-admin.en.ts";
import { excelEn } from "./excel.en.ts";
import { excelWebEn } from "./excel-web.en.ts";
import { moderationEn } from "./moderation.en.ts";
import { notifyEn } from "./notify.en.ts";
import { ordersEn } from "./orders.en.ts";
import { ordersWebEn } from "./orders-web.en.ts";
import { publicMessagesEn } from "./public.en.ts";
import { reviewsEn } from "./reviews.en.ts";
import { reviewsPublicEn } from "./reviews-public.en.ts";
import { reviewsWebEn } from "./reviews-web.en.ts";
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
  ...notifyEn,
  ...ordersEn,
  ...ordersWebEn,
  ...apiServerEn,
  ...blogEditorEn,
  ...contactAdminEn,
  ...contactMailEn,
  ...accountPageEn,
  ...adsAdminEn,
  ...alertsEn,
  ...alertsMailEn,
  ...directoryEn,
  ...directoryAdminEn,
  ...reviewsEn,
  ...reviewsPublicEn,
  ...reviewsWebEn,
};
