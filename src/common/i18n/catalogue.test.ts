/**
 * The catalogue is real in both languages: every key has a French text, with the same
 * placeholders, and French is not English copied (short names such as "Europe" or "RigMarket" may
 * be the same in both).
 */
import { describe, expect, it } from "vitest";
import { accountsEn } from "./accounts.en.ts";
import { adsEn } from "./ads.en.ts";
import { apiEn } from "./api.en.ts";
import { apiServerEn } from "./api-server.en.ts";
import { blogEn } from "./blog.en.ts";
import { blogEditorEn } from "./blog-editor.en.ts";
import { blogWebEn } from "./blog-web.en.ts";
import { browseEn } from "./browse.en.ts";
import { chatEn } from "./chat.en.ts";
import { chatPublicEn } from "./chat-public.en.ts";
import { chatWebEn } from "./chat-web.en.ts";
import { contactEn } from "./contact.en.ts";
import { contactAdminEn } from "./contact-admin.en.ts";
import { contactMailEn } from "./contact-mail.en.ts";
import { dealsEn } from "./deals.en.ts";
import { economicsEn } from "./economics.en.ts";
import { excelEn } from "./excel.en.ts";
import { excelWebEn } from "./excel-web.en.ts";
import { historyEn } from "./history.en.ts";
import { isMessageKey, LOCALES, type MessageKey, translate } from "./index.ts";
import { moderationEn } from "./moderation.en.ts";
import { notifyEn } from "./notify.en.ts";
import { profitEn } from "./profit.en.ts";
import { reviewsEn } from "./reviews.en.ts";
import { reviewsPublicEn } from "./reviews-public.en.ts";
import { reviewsWebEn } from "./reviews-web.en.ts";
import { sellerProductsEn } from "./seller-products.en.ts";
import { sellerServicesEn } from "./seller-services.en.ts";
import { sellersEn } from "./sellers.en.ts";
import { webEn } from "./web.en.ts";

const keys = [
  ...Object.keys(apiEn),
  ...Object.keys(webEn),
  ...Object.keys(browseEn),
  ...Object.keys(accountsEn),
  ...Object.keys(adsEn),
  ...Object.keys(sellersEn),
  ...Object.keys(sellerProductsEn),
  ...Object.keys(sellerServicesEn),
  ...Object.keys(moderationEn),
  ...Object.keys(chatEn),
  ...Object.keys(chatPublicEn),
  ...Object.keys(chatWebEn),
  ...Object.keys(economicsEn),
  ...Object.keys(excelEn),
  ...Object.keys(excelWebEn),
  ...Object.keys(notifyEn),
  ...Object.keys(apiServerEn),
  ...Object.keys(historyEn),
  ...Object.keys(profitEn),
  ...Object.keys(blogEn),
  ...Object.keys(blogWebEn),
  ...Object.keys(blogEditorEn),
  ...Object.keys(contactEn),
  ...Object.keys(contactAdminEn),
  ...Object.keys(contactMailEn),
  ...Object.keys(dealsEn),
  ...Object.keys(reviewsEn),
  ...Object.keys(reviewsPublicEn),
  ...Object.keys(reviewsWebEn),
] as MessageKey[];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("i18n catalogue", () => {
  it("has no key twice across the area files", () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every(isMessageKey)).toBe(true);
  });

  it("has a non-empty text with the same placeholders in every locale", () => {
    for (const key of keys) {
      const en = translate("en", key);
      for (const locale of LOCALES) {
        const text = translate(locale, key);
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en));
      }
    }
  });

  it("is translated: French equals English only for short names", () => {
    const words = (s: string) => s.replace(/\{\w+\}/g, "").match(/\p{L}+/gu)?.length ?? 0;
    const same = keys.filter(
      (k) => translate("fr", k) === translate("en", k) && words(translate("en", k)) > 2,
    );
    expect(same).toEqual([]);
  });

  it("fills placeholders", () => {
    expect(translate("fr", "validation.min", { min: 1 })).toContain("1");
  });
});
