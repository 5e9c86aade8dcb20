/** Every French message: the area files merged, one text for each English key. */
import { accountPageFr } from "./account-page.fr.ts";
import { adsAdminFr } from "./ads-admin.fr.ts";
import { alertsFr } from "./alerts.fr.ts";
import { alertsMailFr } from "./alerts-mail.fr.ts";
import { apiServerFr } from "./api-server.fr.ts";
import { blogEditorFr } from "./blog-editor.fr.ts";
import { chatWebFr } from "./chat-web.fr.ts";
import { contactAdminFr } from "./contact-admin.fr.ts";
import { contactMailFr } from "./contact-mail.fr.ts";
import { directoryFr } from "./directory.fr.ts";
import { directoryAdminFr } from "./directory-admin.fr.ts";
import { excelFr } from "./excel.fr.ts";
import { excelWebFr } from "./excel-web.fr.ts";
import type { MessageKey } from "./index.ts";
import { moderationFr } from "./moderation.fr.ts";
import { notifyFr } from "./notify.fr.ts";
import { ordersFr } from "./orders.fr.ts";
import { ordersWebFr } from "./orders-web.fr.ts";
import { publicMessagesFr } from "./public.fr.ts";
import { reviewsFr } from "./reviews.fr.ts";
import { reviewsPublicFr } from "./reviews-public.fr.ts";
import { reviewsWebFr } from "./reviews-web.fr.ts";
import { sellerProductsFr } from "./seller-products.fr.ts";
import { sellerServicesFr } from "./seller-services.fr.ts";

export const messagesFr: Record<MessageKey, string> = {
  ...publicMessagesFr,
  ...sellerProductsFr,
  ...sellerServicesFr,
  ...moderationFr,
  ...chatWebFr,
  ...excelFr,
  ...excelWebFr,
  ...notifyFr,
  ...ordersFr,
  ...ordersWebFr,
  ...apiServerFr,
  ...blogEditorFr,
  ...contactAdminFr,
  ...contactMailFr,
  ...accountPageFr,
  ...adsAdminFr,
  ...alertsFr,
  ...alertsMailFr,
  ...directoryFr,
  ...directoryAdminFr,
  ...reviewsFr,
  ...reviewsPublicFr,
  ...reviewsWebFr,
};
