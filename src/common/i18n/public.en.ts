/**
 * The English messages every page may show (API errors, the shell, catalogues, accounts, company
 * pages). The seller's product pages and the moderator console add theirs (workspace.en.ts), so
 * public pages do not download them; e-mails and Telegram notices (notify.en.ts) are the server's.
 */

import { accountsEn } from "./accounts.en.ts";
import { adsEn } from "./ads.en.ts";
import { alertsPublicEn } from "./alerts-public.en.ts";
import { apiEn } from "./api.en.ts";
import { blogEn } from "./blog.en.ts";
import { blogWebEn } from "./blog-web.en.ts";
import { browseEn } from "./browse.en.ts";
import { chatEn } from "./chat.en.ts";
import { chatPublicEn } from "./chat-public.en.ts";
import { consentEn } from "./consent.en.ts";
import { contactEn } from "./contact.en.ts";
import { dealsEn } from "./deals.en.ts";
import { directoryPublicEn } from "./directory-public.en.ts";
import { economicsEn } from "./economics.en.ts";
import { historyEn } from "./history.en.ts";
import { ordersPublicEn } from "./orders-public.en.ts";
import { profitEn } from "./profit.en.ts";
import { sellersEn } from "./sellers.en.ts";
import { webEn } from "./web.en.ts";

export const publicMessagesEn = {
  ...apiEn,
  ...webEn,
  ...browseEn,
  ...accountsEn,
  ...adsEn,
  ...sellersEn,
  ...chatEn,
  ...chatPublicEn,
  ...historyEn,
  ...economicsEn,
  ...profitEn,
  ...blogEn,
  ...blogWebEn,
  ...contactEn,
  ...dealsEn,
  ...alertsPublicEn,
  ...ordersPublicEn,
  ...directoryPublicEn,
  ...consentEn,
};
