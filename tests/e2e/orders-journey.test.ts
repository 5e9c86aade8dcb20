/**
 * The orders journey (issue 21): a buyer presses "Request a quote" on a product, asks its seller
 * and two other sellers of the same model, two answer (one in the browser) and one declines; the
 * buyer compares the answers in one table and accepts one, after its one confirmation; the seller confirms the payment and
 * marks the order shipped; the buyer confirms delivery and writes a verified review, which shows on
 * the product and the company pages with the seller's one answer (English and French), until a
 * moderator hides it. A file sent with the request is listed and downloaded by a seller. Axe on
 * every new page; /orders in French.
 * The sellers, their approved products of one model and the buyer are set up through the API.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  baseUrl,
  expectAccessible,
  hydrated,
  journeyForFile,
  PAGE_OPTIONS,
  recordConsoleErrors,
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
const names = ["Alpha", "Bravo", "Charlie"].map((n) => `${n} Rigs ${stamp}`);
const sellerUsers = names.map((_name, i) => ({
  name: `Seller ${i}`,
  email: `orders-seller${i}-${stamp}@example.com`,
  password: "Seller-pass1",
}));
const buyer = { name: "Olga Buyer", email: `orders-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const tokens: string[] = [];
const skus: string[] = [];

let page: Page;
let consoleErrors: string[];
journeyForFile((j) => {
  page = j.page;
  consoleErrors = j.consoleErrors;
});

/** The miner model with the fewest listings (at most 6): its other sellers all fit on the request form. */
async function quietModel(): Promise<number> {
  const models = await apiJson<{ id: number }[]>("GET", "/api/models/miners/simple/");
  let best = { id: 0, count: Number.POSITIVE_INFINITY };
  for (const m of models) {
    const offers = await apiJson<{ count: number }>("GET", `/api/models/miners/${m.id}/offers/?page_size=1`);
    if (offers.count < best.count) best = { id: m.id, count: offers.count };
    if (best.count === 0) break;
  }
  expect(best.count).toBeLessThanOrEqual(6);
  return best.id;
}

const quoteBody = (price: number) => ({
  tiers: [{ min_quantity: 1, unit_price: price }],
  currency: "USD",
  lead_time_days: 10,
  incoterm: "DAP",
  warranty_months: 12,
  valid_until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  terms: "",
});

describe("orders journey", () => {
  it("has three sellers of one model with approved products and a buyer (through the API)", async () => {
    const modelId = await quietModel();
    const categoryId = await hashrateCategory();
    const admin = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
    for (const [i, user] of sellerUsers.entries()) {
      const token = await verifiedSeller(user, { name: names[i] as string });
      const product = await productSentForVerification(token, {
        name: `Order rig ${i} ${stamp}`,
        categoryId,
        deliveryRegions: ["EU"],
        photoColor: { r: 40 * i, g: 120, b: 60 },
        modelId,
      });
      await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, admin.access);
      tokens.push(token);
      skus.push(product.sku);
    }
    await registerVerified(buyer);
  });

  let requestPath = "";
  it("the buyer requests quotes from three sellers from the product page", async () => {
    await signInPage(page, buyer, `/product/${skus[0]}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Request a quote" }).click();
    await page.waitForURL(/\/orders\/new\?sku=/);
    await hydrated(page);
    await expectAccessible(page);
    await expect(page.getByLabel(names[0] as string).isChecked()).resolves.toBe(true);
    await page.getByLabel(names[1] as string).check();
    await page.getByLabel(names[2] as string).check();
    await page.getByLabel("Quantity").fill("12");
    await page.getByLabel("Delivery country").selectOption("DE");
    await page.getByLabel("Delivery city").fill("Leipzig");
    // A file goes with the request (decision 057).
    await page.getByLabel("Files (optional)").setInputFiles({
      name: "site-plan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1"),
    });
    await expect(page.getByText("You can send 5 requests per hour (5 left now)").count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Send the request" }).click();
    await page.waitForURL(/\/orders\/requests\/\d+$/);
    requestPath = new URL(page.url()).pathname;
    const rows = page.getByRole("table").getByRole("row");
    await rows.nth(3).waitFor();
    await expect(rows.count()).resolves.toBe(4);
    await expect(page.getByRole("link", { name: "Download site-plan.pdf" }).count()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it("two sellers answer (one in the browser) and one declines", async () => {
    const id = Number(requestPath.split("/").pop());
    const seen = await apiJson<{ quotes: { id: number }[] }>(
      "GET",
      `/api/orders/requests/${id}/`,
      undefined,
      tokens[1],
    );
    await apiJson("POST", `/api/orders/quotes/${seen.quotes[0]?.id}/submit/`, quoteBody(4800), tokens[1]);
    const third = await apiJson<{ quotes: { id: number }[] }>(
      "GET",
      `/api/orders/requests/${id}/`,
      undefined,
      tokens[2],
    );
    await apiJson(
      "POST",
      `/api/orders/quotes/${third.quotes[0]?.id}/decline/`,
      { reason: "No stock this month" },
      tokens[2],
    );

    const sellerPage = await page.context().browser()?.newPage(PAGE_OPTIONS);
    if (!sellerPage) throw new Error("no page");
    recordConsoleErrors(sellerPage, consoleErrors);
    await signInPage(sellerPage, sellerUsers[0] as (typeof sellerUsers)[0], requestPath);
    await hydrated(sellerPage);
    await expectAccessible(sellerPage);
    // The seller it was sent to downloads the buyer's file.
    const file = await sellerPage.request.get(
      `${baseUrl()}${await sellerPage.getByRole("link", { name: "Download site-plan.pdf" }).getAttribute("href")}`,
    );
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    await sellerPage.getByLabel("Unit price").first().fill("5100");
    await sellerPage.getByLabel("Valid until").fill(quoteBody(0).valid_until);
    await sellerPage.getByRole("button", { name: "Send the quote" }).click();
    await sellerPage.getByRole("button", { name: "Revise the quote" }).waitFor();
    await sellerPage.context().close();
  });

  let orderPath = "";
  let productPath = "";
  it("the buyer compares the answers and accepts one", async () => {
    await page.goto(`${baseUrl()}${requestPath}`);
    await hydrated(page);
    const table = page.getByRole("table");
    await expect(
      table.getByRole("row", { name: new RegExp(names[1] as string) }).textContent(),
    ).resolves.toContain("Quoted");
    await expect(
      table.getByRole("row", { name: new RegExp(names[2] as string) }).textContent(),
    ).resolves.toContain("No stock this month");
    await expect(
      table.getByRole("row", { name: new RegExp(names[0] as string) }).textContent(),
    ).resolves.toContain("$5,100");
    await expectAccessible(page);
    // Accepting asks for confirmation once (issue 30), with the total: only that places the order.
    await page.getByRole("button", { name: `Accept the quote of ${names[1]}` }).click();
    const confirm = page.getByRole("region", { name: "Confirm your order" });
    await expect(confirm.textContent()).resolves.toContain("$57,600");
    await confirm.getByRole("button", { name: "Confirm and place the order" }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    orderPath = new URL(page.url()).pathname;
    await page.getByText("Awaiting payment").first().waitFor();
    await expectAccessible(page);
  });

  it("the seller confirms the payment and ships; the buyer confirms delivery", async () => {
    const sellerPage = await page.context().browser()?.newPage(PAGE_OPTIONS);
    if (!sellerPage) throw new Error("no page");
    recordConsoleErrors(sellerPage, consoleErrors);
    await signInPage(sellerPage, sellerUsers[1] as (typeof sellerUsers)[0], orderPath);
    await hydrated(sellerPage);
    await sellerPage.getByLabel("Payment method").selectOption("bank_transfer");
    await sellerPage.getByRole("button", { name: "Confirm the payment arrived" }).click();
    await sellerPage.getByLabel("Carrier").waitFor();
    await hydrated(sellerPage);
    await sellerPage.getByLabel("Carrier").fill("DHL");
    await sellerPage.getByLabel("Tracking number").fill("JD014600");
    await sellerPage.getByRole("button", { name: "Mark shipped" }).click();
    await sellerPage.getByText("Shipped with DHL, tracking JD014600").waitFor();
    await expectAccessible(sellerPage);
    await sellerPage.context().close();

    await page.goto(`${baseUrl()}${orderPath}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm delivery" }).click();
    await page.getByRole("button", { name: "Confirm delivery" }).waitFor({ state: "detached" });
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.textContent()).resolves.toMatch(/Payment confirmed.*Shipped.*Delivered/s);
  });

  const reviewText = `Twelve rigs arrived racked and tested, ${stamp}.`;
  it("the buyer writes a verified review of the delivered order; it shows on the product", async () => {
    await page.getByRole("heading", { name: "Write a review" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Publish the review" }).click();
    await page.getByText("This field is required.").first().waitFor();
    await page.getByRole("group", { name: "Rating" }).getByLabel("4 stars").check();
    await page.getByLabel("Your review").fill(reviewText);
    await page.getByRole("button", { name: "Publish the review" }).click();
    await page.getByText("Thank you: your review is published.").waitFor();
    // The action's answer comes first, the page's data right after it.
    await page.getByRole("heading", { name: "Write a review" }).waitFor({ state: "detached" });
    const mineHere = page.getByRole("region", { name: "Your review" });
    await expect(mineHere.getByText("Verified purchase", { exact: true }).count()).resolves.toBe(1);
    await expect(mineHere.getByText(reviewText).count()).resolves.toBe(1);
    await expectAccessible(page);

    await page.getByRole("link", { name: "See it on the product page" }).click();
    await page.waitForURL(/\/product\/.+\?tab=reviews$/);
    const panel = page.getByRole("tabpanel", { name: /Reviews/ });
    const mine = panel.getByRole("listitem").filter({ hasText: reviewText });
    await mine.waitFor();
    await expect(mine.getByText("Verified purchase", { exact: true }).count()).resolves.toBe(1);
    await expect(mine.getByText("Rated 4 out of 5").count()).resolves.toBe(1);
    await expectAccessible(page);
    productPath = new URL(page.url()).pathname;
  });

  it("the seller answers the review once; the answer shows on the product, in French too", async () => {
    const sellerPage = await page.context().browser()?.newPage(PAGE_OPTIONS);
    if (!sellerPage) throw new Error("no page");
    recordConsoleErrors(sellerPage, consoleErrors);
    await signInPage(sellerPage, sellerUsers[1] as (typeof sellerUsers)[0], orderPath);
    await hydrated(sellerPage);
    await sellerPage.getByRole("heading", { name: "The buyer's review" }).waitFor();
    await sellerPage.getByLabel("Answer the review").fill("Thank you, see you for the next batch.");
    await sellerPage.getByRole("button", { name: "Publish the answer" }).click();
    await sellerPage.getByText("Your answer is published.").waitFor();
    await sellerPage.getByRole("button", { name: "Publish the answer" }).waitFor({ state: "detached" });
    await expect(sellerPage.getByText("Thank you, see you for the next batch.").count()).resolves.toBe(1);
    await expectAccessible(sellerPage);
    await sellerPage.context().close();

    // A first load in French: the reviews tab, rendered by the server, with its badge and answer.
    await page.goto(`${baseUrl()}/fr${productPath}?tab=reviews`);
    await hydrated(page);
    const mine = page
      .getByRole("tabpanel", { name: /Avis/ })
      .getByRole("listitem")
      .filter({ hasText: reviewText });
    await expect(mine.getByText("Achat vérifié", { exact: true }).count()).resolves.toBe(1);
    await expect(mine.getByText(`Réponse de ${names[1]}`).count()).resolves.toBe(1);
    await expect(mine.getByText("Thank you, see you for the next batch.").count()).resolves.toBe(1);
    await expectAccessible(page);
    // The company page lists it too, with its average.
    const sku = decodeURIComponent(productPath.split("/").pop() as string);
    const product = await apiJson<{ seller: { id: number } }>("GET", `/api/products-catalog/products/${sku}`);
    for (const [prefix, title, badge] of [
      ["", "Reviews (1)", "Verified purchase"],
      ["/fr", "Avis (1)", "Achat vérifié"],
    ] as const) {
      await page.goto(`${baseUrl()}${prefix}/company/${product.seller.id}`);
      await hydrated(page);
      const section = page.getByRole("region", { name: title });
      await expect(section.getByText(reviewText).count()).resolves.toBe(1);
      await expect(section.getByText(badge, { exact: true }).count()).resolves.toBe(1);
      await expectAccessible(page);
      // Search engines read the company's rating from its structured data: one review of 4 stars.
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { "@type": string; aggregateRating?: unknown },
      );
      expect(blocks.find((b) => b["@type"] === "Organization")?.aggregateRating).toEqual({
        "@type": "AggregateRating",
        ratingValue: 4,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      });
    }
    await page.goto(`${baseUrl()}/fr${orderPath}`);
    await hydrated(page);
    await page.getByRole("heading", { name: "Votre avis" }).waitFor();
    await expect(page.getByText("Achat vérifié", { exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it("a moderator hides the review with a reason: it leaves the product page", async () => {
    const moderatorPage = await page.context().browser()?.newPage(PAGE_OPTIONS);
    if (!moderatorPage) throw new Error("no page");
    recordConsoleErrors(moderatorPage, consoleErrors);
    await signInPage(moderatorPage, inject("admin"), "/admin/reviews");
    await hydrated(moderatorPage);
    await expectAccessible(moderatorPage);
    const item = moderatorPage.getByRole("listitem").filter({ hasText: reviewText }).first();
    await item.getByLabel("Reason for hiding").fill("Test of the console.");
    await item.getByRole("button", { name: "Hide" }).click();
    await moderatorPage.getByText("The review is hidden.").waitFor();
    await moderatorPage.goto(`${baseUrl()}/admin/reviews?visibility=hidden`);
    await hydrated(moderatorPage);
    await expect(moderatorPage.getByText("Hidden on").first().textContent()).resolves.toContain(
      "Test of the console.",
    );
    await moderatorPage.context().close();

    await page.goto(`${baseUrl()}${productPath}?tab=reviews`);
    await hydrated(page);
    await expect(page.getByText(reviewText).count()).resolves.toBe(0);
  });

  it("lists the order on /orders, in English and in French", async () => {
    await page.goto(`${baseUrl()}/orders?tab=orders`);
    await hydrated(page);
    await expect(page.getByRole("link", { name: new RegExp(`Order rig 0 ${stamp}`) }).count()).resolves.toBe(
      1,
    );
    await expect(page.getByText("Delivered").count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/fr/orders?tab=orders`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Commandes et devis");
    await expect(page.getByText("Livrée").count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
