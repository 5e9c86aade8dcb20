/**
 * Requests and orders can be found from the site (issue 30, item 2; docs/decisions/061): a seller
 * signs in and sees "Requests 1" in its workspace's navigation and in the account menu, follows it
 * to the request; the step's chat notice links to the request's page; the buyer sees "Orders 1"
 * once its quote is accepted, also from the small screens' menu at 375 px. In English and in
 * French (a French seller, whose notice, e-mail and Telegram message are French and link to the
 * /fr page). Axe on every page. Sellers, products, the requests and the quote are set up through
 * the API.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import {
  apiJson,
  hashrateCategory,
  productSentForVerification,
  registerVerified,
  signInPage,
  verifiedSeller,
  waitForMail,
} from "./journey-api.ts";

const stamp = Date.now().toString(36);
const sellerEn = {
  name: "Nina Seller",
  email: `nav-seller-en-${stamp}@example.com`,
  password: "Seller-pass1",
};
const sellerFr = {
  name: "Luc Vendeur",
  email: `nav-seller-fr-${stamp}@example.com`,
  password: "Seller-pass1",
};
const buyer = { name: "Omar Buyer", email: `nav-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const frChat = `-100${Date.now() % 1_000_000_000}`;

let page: Page;
let consoleErrors: string[];
journeyForFile((j) => {
  page = j.page;
  consoleErrors = j.consoleErrors;
});

const tokens = { en: "", fr: "", buyer: "" };
const requests = { en: 0, fr: 0 };

/** A request for quote of the buyer about `productId` (its seller only). */
async function requestFor(productId: number): Promise<number> {
  const created = await apiJson<{ id: number }>(
    "POST",
    "/api/orders/requests/",
    { product_id: productId, quantity: 3, delivery_country: "DE", delivery_city: "Leipzig", notes: "" },
    tokens.buyer,
  );
  return created.id;
}

/** The seller's quote and chat room on a request (as that seller sees it). */
async function ownQuote(token: string, requestId: number) {
  const seen = await apiJson<{ quotes: { id: number; chat_room_id: number }[] }>(
    "GET",
    `/api/orders/requests/${requestId}/`,
    undefined,
    token,
  );
  const quote = seen.quotes[0];
  if (!quote) throw new Error(`no quote on request ${requestId}`);
  return quote;
}

const telegramTexts = async (chatId: string) =>
  ((await (await fetch(`${inject("telegramUrl")}/sent`)).json()) as { chat_id: string; text: string }[])
    .filter((m) => m.chat_id === chatId)
    .map((m) => m.text);

/** What the eye reads on a navigation link: its label, then its count in the badge. */
async function expectBadge(link: Locator, label: string, count: string) {
  await expect(link.innerText()).resolves.toMatch(new RegExp(`^${label}\\s*${count}\\b`));
  await expect(link.locator('[aria-hidden="true"]').textContent()).resolves.toBe(count);
  await expect(link.locator('[aria-hidden="true"]').isVisible()).resolves.toBe(true);
}

describe("requests and orders in the navigation", () => {
  it("has two sellers with an approved miner each (one reads French) and a buyer who asks both", async () => {
    const categoryId = await hashrateCategory();
    const admin = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
    const products: number[] = [];
    for (const [key, user] of [
      ["en", sellerEn],
      ["fr", sellerFr],
    ] as const) {
      tokens[key] = await verifiedSeller(user, { name: `${user.name} Rigs ${stamp}` });
      const product = await productSentForVerification(tokens[key], {
        name: `Nav rig ${key} ${stamp}`,
        categoryId,
        deliveryRegions: ["EU"],
        photoColor: { r: 200, g: 80, b: key === "en" ? 20 : 160 },
      });
      await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, admin.access);
      products.push(product.id);
    }
    // The French seller reads French and gets its company's messages in a Telegram chat.
    const me = await apiJson<{ id: number }>("GET", "/api/accounts/users/me/", undefined, tokens.fr);
    await apiJson("PATCH", `/api/accounts/users/${me.id}/`, { locale: "fr" }, tokens.fr);
    await apiJson("POST", "/api/sellers/telegram-chats/", { chat_id: frChat }, tokens.fr);
    tokens.buyer = await registerVerified(buyer);
    requests.en = await requestFor(products[0] as number);
    requests.fr = await requestFor(products[1] as number);
  });

  it("the seller sees “Requests 1” in its workspace and account menu and follows it to the request", async () => {
    await signInPage(page, sellerEn, "/seller-products");
    await hydrated(page);
    const workspace = page.getByRole("navigation", { name: "Seller workspace" }).first();
    const link = workspace.getByRole("link", { name: "Requests (1 request waiting for you)" });
    await expectBadge(link, "Requests", "1");
    // Nothing waits behind "Orders": no count.
    await expect(workspace.getByRole("link", { name: "Orders", exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);
    // The account menu has them too.
    await page.locator("header summary", { hasText: `Account menu of ${sellerEn.name}` }).click();
    await expect(
      page.getByRole("link", { name: "Requests (1 request waiting for you)" }).nth(1).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    await link.click();
    await page.waitForURL(/\/orders\?tab=requests&status=waiting$/);
    await expect(page.getByRole("combobox", { name: "Status" }).inputValue()).resolves.toBe("waiting");
    await expectAccessible(page);
    const rows = page.getByRole("table").getByRole("link", { name: new RegExp(`^#${requests.en} `) });
    await rows.click();
    await page.waitForURL(new RegExp(`/orders/requests/${requests.en}$`));
    await page.getByRole("button", { name: "Send the quote" }).waitFor();
    await expectAccessible(page);
  });

  it("the chat notice of the request links to the request's page", async () => {
    const { chat_room_id: room } = await ownQuote(tokens.en, requests.en);
    await page.goto(`${baseUrl()}/seller-chats?room=${room}`);
    await hydrated(page);
    const messages = page.getByRole("list", { name: "Messages" });
    const notice = messages.getByRole("link", { name: `/orders/requests/${requests.en}` });
    await notice.waitFor();
    await expectAccessible(page);
    await notice.click();
    await page.waitForURL(new RegExp(`/orders/requests/${requests.en}$`));
    await page.getByRole("button", { name: "Send the quote" }).waitFor();
  });

  it("the buyer sees “Orders 1” once a quote is accepted, from the menu of a 375 px screen too", async () => {
    const quote = await ownQuote(tokens.en, requests.en);
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await apiJson(
      "POST",
      `/api/orders/quotes/${quote.id}/submit/`,
      {
        tiers: [{ min_quantity: 1, unit_price: 5000 }],
        currency: "USD",
        lead_time_days: 7,
        incoterm: "DAP",
        warranty_months: 12,
        valid_until: validUntil,
        terms: "",
      },
      tokens.en,
    );
    await signInPage(page, buyer, "/buyer-account");
    await hydrated(page);
    const workspace = page.getByRole("navigation", { name: "Buyer account" });
    // The quote waits for the buyer's answer.
    await workspace.getByRole("link", { name: "Requests (1 request waiting for you)" }).waitFor();
    // Accepted as the request's page does: with the total the buyer was shown (3 × 5,000).
    await apiJson("POST", `/api/orders/quotes/${quote.id}/accept/`, { confirm_total: 15000 }, tokens.buyer);
    await page.reload();
    await hydrated(page);
    const orders = workspace.getByRole("link", { name: "Orders (1 order waiting for you)" });
    await expectBadge(orders, "Orders", "1");
    await expect(workspace.getByRole("link", { name: "Requests", exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);

    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.locator("header summary", { hasText: /^Menu$/ }).click();
      const small = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: "Orders (1 order waiting for you)",
      });
      await expect(small.isVisible()).resolves.toBe(true);
      await expectAccessible(page);
      await small.click();
      await page.waitForURL(/\/orders\?tab=orders&status=waiting$/);
      // The order's row, named after the request (the product's name).
      await page
        .getByRole("table")
        .getByRole("link", { name: new RegExp(`Nav rig en ${stamp}`) })
        .waitFor();
      await expectAccessible(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("in French: “Demandes 1”, the French notice's link, the e-mail and Telegram message to the /fr page", async () => {
    const mail = await waitForMail(sellerFr.email, new RegExp(`^Demande de devis n°${requests.fr}`));
    expect(mail.text).toContain(`${baseUrl()}/fr/orders/requests/${requests.fr}`);
    await expect
      .poll(async () => (await telegramTexts(frChat)).join("\n"), { timeout: 20_000, interval: 250 })
      .toContain(`${baseUrl()}/fr/orders/requests/${requests.fr}`);

    await signInPage(page, sellerFr, "/fr/seller-products");
    await hydrated(page);
    const workspace = page.getByRole("navigation", { name: "Espace vendeur" }).first();
    const link = workspace.getByRole("link", { name: "Demandes (1\u00a0demande vous attend)" });
    await expectBadge(link, "Demandes", "1");
    await expectAccessible(page);
    await link.click();
    await page.waitForURL(/\/fr\/orders\?tab=requests&status=waiting$/);
    await expect(page.getByRole("combobox", { name: "Statut" }).inputValue()).resolves.toBe("waiting");
    await expectAccessible(page);

    const { chat_room_id: room } = await ownQuote(tokens.fr, requests.fr);
    await page.goto(`${baseUrl()}/fr/seller-chats?room=${room}`);
    await hydrated(page);
    const notice = page.getByRole("list", { name: "Messages" }).getByRole("link", {
      name: `/orders/requests/${requests.fr}`,
    });
    await notice.waitFor();
    await expect(notice.getAttribute("href")).resolves.toBe(`/fr/orders/requests/${requests.fr}`);
    await expect(
      page.getByRole("list", { name: "Messages" }).getByText("Ouvrir la demande\u00a0:").count(),
    ).resolves.toBe(1);
    await expectAccessible(page);
    await notice.click();
    await page.waitForURL(new RegExp(`/fr/orders/requests/${requests.fr}$`));
    await page.getByRole("button", { name: "Envoyer le devis" }).waitFor();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
