/**
 * The messages of the seller's product and service pages (with the catalogue upload), the moderator
 * console, the orders pages and the buyer's saved searches, in both languages,
 * registered when a workspace layout loads (before its pages render, on first load and on
 * client-side navigation alike). Public pages never import this module, so they do not download
 * these messages (the first-load JavaScript budget of public pages is 150 KB).
 */
import { accountPageEn } from "../../common/i18n/account-page.en.ts";
import { accountPageFr } from "../../common/i18n/account-page.fr.ts";
import { adsAdminEn } from "../../common/i18n/ads-admin.en.ts";
import { adsAdminFr } from "../../common/i18n/ads-admin.fr.ts";
import { alertsEn } from "../../common/i18n/alerts.en.ts";
import { alertsFr } from "../../common/i18n/alerts.fr.ts";
import { blogEditorEn } from "../../common/i18n/blog-editor.en.ts";
import { blogEditorFr } from "../../common/i18n/blog-editor.fr.ts";
import { contactAdminEn } from "../../common/i18n/contact-admin.en.ts";
import { contactAdminFr } from "../../common/i18n/contact-admin.fr.ts";
import { directoryAdminEn } from "../../common/i18n/directory-admin.en.ts";
import { directoryAdminFr } from "../../common/i18n/directory-admin.fr.ts";
import { excelWebEn } from "../../common/i18n/excel-web.en.ts";
import { excelWebFr } from "../../common/i18n/excel-web.fr.ts";
import { registerMessages } from "../../common/i18n/index.ts";
import { moderationEn } from "../../common/i18n/moderation.en.ts";
import { moderationFr } from "../../common/i18n/moderation.fr.ts";
import { ordersWebEn } from "../../common/i18n/orders-web.en.ts";
import { ordersWebFr } from "../../common/i18n/orders-web.fr.ts";
import { sellerProductsEn } from "../../common/i18n/seller-products.en.ts";
import { sellerProductsFr } from "../../common/i18n/seller-products.fr.ts";
import { sellerServicesEn } from "../../common/i18n/seller-services.en.ts";
import { sellerServicesFr } from "../../common/i18n/seller-services.fr.ts";

registerMessages("en", {
  ...accountPageEn,
  ...adsAdminEn,
  ...alertsEn,
  ...ordersWebEn,
  ...sellerProductsEn,
  ...sellerServicesEn,
  ...moderationEn,
  ...excelWebEn,
  ...blogEditorEn,
  ...contactAdminEn,
  ...directoryAdminEn,
});
registerMessages("fr", {
  ...accountPageFr,
  ...adsAdminFr,
  ...alertsFr,
  ...ordersWebFr,
  ...sellerProductsFr,
  ...sellerServicesFr,
  ...moderationFr,
  ...excelWebFr,
  ...blogEditorFr,
  ...contactAdminFr,
  ...directoryAdminFr,
});
