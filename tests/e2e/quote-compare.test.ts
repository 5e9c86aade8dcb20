/**
 * The quote comparison a buyer can act on (issue 30, items 1, 3, 7 and 11): two companies created
 * minutes ago quote a request (one $123,600 with "30% deposit, balance before shipping"); the
 * buyer sees each quote's terms and each seller's record ("Member since today", "Not verified",
 * "No reviews yet", "0 completed orders"), as a table at 1366 px and as cards at 375 and 320 px
 * with Accept on screen and nothing wider than the screen; "Accept" only opens the confirmation
 * (total, terms, seller) — one click places no order —; a price revised meanwhile is refused in
 * words, and the confirmed total places the order, without JavaScript too; the request form's
 * errors read as sentences. English and French,
 * axe on every state. Set up through the API.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  baseUrl,
  expectAccessible,
  hydrated,
  journeyForFile,
  recordConsoleErrors,
  withoutJavaScript,
} from "./browser.ts";
import {
  apiJson,
  hashrateCategory,
  productSentForVerification,
  registerVerified,
  signInPage,
  verifiedSeller,
} from "./journey-api.ts";

const stamp = Date.now().toString(36);
const names = [`Fresh Rigs ${stamp}`, `Second Rigs ${stamp}`];
const sellerUsers = names.map((_n, i) => ({
  name: `Compare seller ${i}`,
  email: `compare-seller${i}-${stamp}@example.com`,
  password: "Seller-pass1",
}));
const buyer = { name: "Quinn Buyer", email: `compare-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const TERMS = "30% deposit, balance before shipping";
const tokens: string[] = [];
let buyerToken = "";
let requestId = 0;
let quoteIds: number[] = [];
const skus: string[] = [];

let page: Page;
let consoleErrors: string[];
journeyForFile((j) => {
  page = j.page;
  consoleErrors = j.consoleErrors;
});

const quoteBody = (price: number, paymentTerms = "") => ({
  tiers: [{ min_quantity: 1, unit_price: price }],
  currency: "USD",
  lead_time_days: 21,
  incoterm: "DAP",
  warranty_months: 12,
  valid_until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  payment_terms: paymentTerms,
  terms: "Pickup possible at our Almaty warehouse",
});

type RequestView = { quotes: { id: number; status: string; order_id: number | null }[] };
const requestNow = () =>
  apiJson<RequestView>("GET", `/api/orders/requests/${requestId}/`, undefined, buyerToken);

/** The page is no wider than its screen, and `button` sits wholly on it. */
async function expectOnScreen(p: Page, button: ReturnType<Page["getByRole"]>) {
  const width = p.viewportSize()?.width ?? 0;
  const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
}

describe("quote comparison", () => {
  it("has two new companies of one model quoting a buyer's request (through the API)", async () => {
    const [model] = await apiJson<{ id: number }[]>("GET", "/api/models/miners/simple/");
    const categoryId = await hashrateCategory();
    const admin = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
    const sellerIds: number[] = [];
    for (const [i, user] of sellerUsers.entries()) {
      const token = await verifiedSeller(user, { name: names[i] as string });
      const product = await productSentForVerification(token, {
        name: `Compare rig ${i} ${stamp}`,
        categoryId,
        deliveryRegions: ["EU"],
        photoColor: { r: 90, g: 40 * i, b: 160 },
        modelId: model?.id,
      });
      await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, admin.access);
      const shown = await apiJson<{ seller: { id: number } }>(
        "GET",
        `/api/products-catalog/products/${product.sku}`,
      );
      sellerIds.push(shown.seller.id);
      skus.push(product.sku);
      tokens.push(token);
    }
    buyerToken = await registerVerified(buyer);
    const created = await apiJson<{ id: number; quotes: { id: number; seller: { id: number } }[] }>(
      "POST",
      "/api/orders/requests/",
      { model_id: model?.id, seller_ids: sellerIds, quantity: 12, delivery_country: "DE" },
      buyerToken,
    );
    requestId = created.id;
    quoteIds = sellerIds.map((id) => created.quotes.find((q) => q.seller.id === id)?.id as number);
    await apiJson("POST", `/api/orders/quotes/${quoteIds[0]}/submit/`, quoteBody(10_300, TERMS), tokens[0]);
    await apiJson("POST", `/api/orders/quotes/${quoteIds[1]}/submit/`, quoteBody(10_900), tokens[1]);
  });

  it("at 1366 px: a table with each quote's terms and seller's record; Accept only opens the confirmation", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInPage(page, buyer, `/orders/requests/${requestId}`);
    await hydrated(page);
    const row = page.getByRole("table").getByRole("row", { name: new RegExp(names[0] as string) });
    const text = (await row.textContent()) ?? "";
    for (const shown of [
      "$123,600",
      TERMS,
      "21 days",
      "DAP",
      "12 months",
      "Member since today",
      "Not verified",
      "No reviews yet",
      "0 completed orders",
      // It answered this one request within seconds.
      "Answered its one request in",
    ])
      expect(text).toContain(shown);
    await expectAccessible(page);

    await page.getByRole("button", { name: `Accept the quote of ${names[0]}` }).click();
    const confirm = page.getByRole("region", { name: "Confirm your order" });
    await confirm.waitFor();
    const confirmText = (await confirm.textContent()) ?? "";
    for (const shown of ["$123,600", TERMS, names[0] as string, "Member since today", "0 completed orders"])
      expect(confirmText).toContain(shown);
    await expect(confirm.getByRole("button", { name: "Confirm and place the order" }).count()).resolves.toBe(
      1,
    );
    await expectAccessible(page);
    // One click placed nothing.
    const now = await requestNow();
    expect(now.quotes.map((q) => [q.status, q.order_id])).toEqual([
      ["quoted", null],
      ["quoted", null],
    ]);
  });

  for (const width of [375, 320])
    it(`at ${width} px: one card per quote, Accept on screen, nothing wider than the screen`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseUrl()}/orders/requests/${requestId}`);
      await hydrated(page);
      await expect(page.getByRole("table").count()).resolves.toBe(0);
      const cards = page.getByRole("list", { name: "Quotes" }).getByRole("article");
      await expect(cards.count()).resolves.toBe(2);
      const card = cards.filter({ hasText: names[0] as string });
      const text = (await card.textContent()) ?? "";
      for (const shown of ["$123,600", TERMS, "Member since today", "Not verified", "0 completed orders"])
        expect(text).toContain(shown);
      const acceptButton = card.getByRole("button", { name: `Accept the quote of ${names[0]}` });
      await expectOnScreen(page, acceptButton);
      await expectAccessible(page);
      await acceptButton.click();
      const confirm = page.getByRole("region", { name: "Confirm your order" });
      await confirm.waitFor();
      await expectOnScreen(page, confirm.getByRole("button", { name: "Confirm and place the order" }));
      await expectAccessible(page);
    });

  it("in French at 375 px: the record and the confirmation in French; a revised price is refused in words", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl()}/fr/orders/requests/${requestId}`);
    await hydrated(page);
    const card = page
      .getByRole("list", { name: "Devis" })
      .getByRole("article")
      .filter({ hasText: names[0] as string });
    const text = (await card.textContent()) ?? "";
    for (const shown of [
      "Membre depuis aujourd’hui",
      "Non vérifié",
      "Aucun avis pour l’instant",
      "0\u00a0commande livrée",
      "Conditions de paiement",
      TERMS,
      "Autres conditions",
    ])
      expect(text).toContain(shown);
    await expectAccessible(page);
    await card.getByRole("button", { name: `Accepter le devis de ${names[0]}` }).click();
    const confirm = page.getByRole("region", { name: "Confirmez votre commande" });
    await confirm.waitFor();
    expect((await confirm.textContent())?.replace(/\s/g, " ")).toContain("123 600 $");
    await expectAccessible(page);

    // The seller revises its price while the confirmation is open: the old total is refused.
    await apiJson("POST", `/api/orders/quotes/${quoteIds[0]}/submit/`, quoteBody(10_500, TERMS), tokens[0]);
    await confirm.getByRole("button", { name: "Confirmer et passer la commande" }).click();
    await page.getByText("Le prix a changé depuis que vous l’avez vu").waitFor();
    await expect.poll(async () => (await confirm.textContent())?.replace(/\s/g, " ")).toContain("126 000 $");
    expect(page.url()).toContain("/fr/orders/requests/");
    const now = await requestNow();
    expect(now.quotes.every((q) => q.order_id === null)).toBe(true);
    await expectAccessible(page);
  });

  it("the request form's errors read as sentences, in English and French", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [prefix, words] of [
      [
        "",
        {
          seller: names[0] as string,
          quantity: "Quantity",
          send: "Send the request",
          errors: [
            "Tick at least one seller to ask.",
            "Enter a whole number of units, from 1 to 100,000.",
            "Choose the country to deliver to.",
          ],
        },
      ],
      [
        "/fr",
        {
          seller: names[0] as string,
          quantity: "Quantité",
          send: "Envoyer la demande",
          errors: [
            "Cochez au moins un vendeur à interroger.",
            "Saisissez un nombre entier d’unités, de 1 à 100\u202f000.",
            "Choisissez le pays de livraison.",
          ],
        },
      ],
    ] as const) {
      await page.goto(`${baseUrl()}${prefix}/orders/new?sku=${encodeURIComponent(skus[0] as string)}`);
      await hydrated(page);
      await page.getByLabel(words.seller).uncheck();
      await page.getByLabel(words.quantity).fill("0");
      await page.getByRole("button", { name: words.send }).click();
      for (const error of words.errors) await page.getByText(error).waitFor();
      await expect(page.getByText(/Ensure this|Assurez-vous|ISO 3166/).count()).resolves.toBe(0);
      await expectAccessible(page);
    }
  });

  it("without JavaScript: Accept, the confirmation, then the order at the total shown", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const plain = await withoutJavaScript(browser, page);
    recordConsoleErrors(plain, consoleErrors);
    await plain.setViewportSize({ width: 1366, height: 900 });
    await plain.goto(`${baseUrl()}/orders/requests/${requestId}`);
    await plain.getByRole("button", { name: `Accept the quote of ${names[0]}` }).click();
    const confirm = plain.getByRole("region", { name: "Confirm your order" });
    await confirm.waitFor();
    await expect(confirm.textContent()).resolves.toContain("$126,000");
    await confirm.getByRole("button", { name: "Confirm and place the order" }).click();
    await plain.waitForURL(/\/orders\/\d+$/);
    await plain.context().close();
    const now = await requestNow();
    const accepted = now.quotes.find((q) => q.id === quoteIds[0]);
    expect(accepted?.status).toBe("accepted");
    const order = await apiJson<{ total: number }>(
      "GET",
      `/api/orders/${accepted?.order_id}/`,
      undefined,
      buyerToken,
    );
    expect(order.total).toBe(126_000);
    expect(consoleErrors).toEqual([]);
  });
});
