/**
 * The order page's next step, terms and delivery (issue 30, items 1, 6 and 11; decision 059): a
 * seller quotes in the browser with payment terms "30% deposit, balance before shipping" and its
 * bank details; once the buyer accepted (through the API: the comparison is its own journey), the
 * buyer's order page says at the top to pay the seller, with those instructions, shows the terms
 * frozen at acceptance and the delivery, takes the street address; cancelling stays a closed
 * disclosure. The seller's page says to confirm the payment, then to ship to that address; the
 * timeline names the payment method and dates in the page's language (English and French); a
 * moderator reads it all without a form. Axe on every page.
 * The seller, its approved product, the buyer and the request are set up through the API.
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
const company = `Terms Rigs ${stamp}`;
const seller = { name: "Tess Seller", email: `terms-seller-${stamp}@example.com`, password: "Seller-pass1" };
const buyer = { name: "Bruno Buyer", email: `terms-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const paymentTerms = "30% deposit, balance before shipping";
const instructions = `IBAN DE89 3704 0044 0532 0130 00 — reference ${stamp}`;
const address = "Hafenstraße 12, 04109";
const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const longDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

let page: Page;
let consoleErrors: string[];
journeyForFile((j) => {
  page = j.page;
  consoleErrors = j.consoleErrors;
});

let buyerToken = "";
let requestId = 0;
let orderPath = "";

async function newPage(user: { email: string; password: string }, path: string): Promise<Page> {
  const other = await page.context().browser()?.newPage(PAGE_OPTIONS);
  if (!other) throw new Error("no page");
  recordConsoleErrors(other, consoleErrors);
  await signInPage(other, user, path);
  await hydrated(other);
  return other;
}

const nextStep = (p: Page) => p.getByRole("region", { name: /^(Next step|Prochaine étape)/ });

describe("the order's next step, terms and delivery", () => {
  it("has a seller with an approved product, a buyer and its request (through the API)", async () => {
    const token = await verifiedSeller(seller, { name: company });
    const product = await productSentForVerification(token, {
      name: `Terms rig ${stamp}`,
      categoryId: await hashrateCategory(),
      deliveryRegions: ["EU"],
      photoColor: { r: 200, g: 90, b: 30 },
    });
    const admin = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
    await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, admin.access);
    buyerToken = await registerVerified(buyer);
    const request = await apiJson<{ id: number }>(
      "POST",
      "/api/orders/requests/",
      { product_id: product.id, quantity: 8, delivery_country: "DE", delivery_city: "Leipzig" },
      buyerToken,
    );
    requestId = request.id;
  });

  it("the seller quotes with its payment terms and instructions in the browser", async () => {
    const sellerPage = await newPage(seller, `/orders/requests/${requestId}`);
    await sellerPage.getByLabel("Unit price").first().fill("3200");
    await sellerPage.getByLabel("Valid until").fill(validUntil);
    await sellerPage.getByLabel("Payment terms").fill(paymentTerms);
    await sellerPage.getByLabel(/^Payment instructions/).fill(instructions);
    await sellerPage.getByLabel("Other terms").fill("Units tested before shipping.");
    await expectAccessible(sellerPage);
    await sellerPage.getByRole("button", { name: "Send the quote" }).click();
    await sellerPage.getByRole("button", { name: "Revise the quote" }).waitFor();
    await expect(sellerPage.getByLabel("Payment terms").inputValue()).resolves.toBe(paymentTerms);
    await sellerPage.context().close();
  });

  it("accepted, the buyer's page says to pay the seller, with its instructions, terms and delivery", async () => {
    const request = await apiJson<{ quotes: { id: number; payment_instructions: string }[] }>(
      "GET",
      `/api/orders/requests/${requestId}/`,
      undefined,
      buyerToken,
    );
    // Bank details reach the buyer only with the order.
    expect(request.quotes[0]?.payment_instructions).toBe("");
    const accepted = await apiJson<{ quotes: { order_id: number }[] }>(
      "POST",
      `/api/orders/quotes/${request.quotes[0]?.id}/accept/`,
      undefined,
      buyerToken,
    );
    orderPath = `/orders/${accepted.quotes[0]?.order_id}`;

    await signInPage(page, buyer, orderPath);
    await hydrated(page);
    const step = nextStep(page);
    await expect(step.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "Next stepPay the seller",
    );
    const stepText = await step.textContent();
    expect(stepText).toContain("Pay $25,600 to");
    expect(stepText).toContain(paymentTerms);
    expect(stepText).toContain(instructions);
    expect(stepText).toContain("Give your delivery address below before paying");
    // The next step comes first; cancelling is last, a closed disclosure that warns first.
    const summary = page.getByText("Cancel the order…");
    const [stepBox, cancelBox] = [await step.boundingBox(), await summary.boundingBox()];
    expect(stepBox?.y).toBeLessThan(cancelBox?.y ?? 0);

    const terms = page.getByRole("region", { name: "Terms of the order" });
    const termsText = await terms.textContent();
    expect(termsText).toContain(paymentTerms);
    expect(termsText).toContain("Units tested before shipping.");
    expect(termsText).toContain("DAP");
    expect(termsText).toContain(longDay("en", validUntil));
    const delivery = page.getByRole("region", { name: "Delivery" });
    await expect(delivery.textContent()).resolves.toMatch(/Germany.*Leipzig.*Not given yet/);

    const confirm = page.getByRole("button", { name: "Yes, cancel the order" });
    await expect(confirm.isVisible()).resolves.toBe(false);
    await summary.click();
    await expect(confirm.isVisible()).resolves.toBe(true);
    await expect(page.getByText("Cancelling ends the order for both sides").count()).resolves.toBe(1);
    await expectAccessible(page);

    await delivery.getByLabel("Street address for the delivery").fill(address);
    await delivery.getByRole("button", { name: "Save the address" }).click();
    await delivery.getByRole("button", { name: "Change the address" }).waitFor();
    await expect(delivery.textContent()).resolves.toContain(address);
    await expect(nextStep(page).textContent()).resolves.not.toContain("Give your delivery address");
    await expectAccessible(page);
  });

  it("the seller confirms the payment, then is told to ship to the address; labels, not codes", async () => {
    const sellerPage = await newPage(seller, orderPath);
    const step = nextStep(sellerPage);
    await expect(step.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "Next stepConfirm when the payment arrives",
    );
    await expect(step.textContent()).resolves.toContain(paymentTerms);
    await expect(sellerPage.getByRole("region", { name: "Delivery" }).textContent()).resolves.toContain(
      address,
    );
    await expectAccessible(sellerPage);
    await step.getByLabel("Payment method").selectOption("bank_transfer");
    await step.getByRole("button", { name: "Confirm the payment arrived" }).click();
    await nextStep(sellerPage)
      .getByRole("heading", { name: /Ship and enter tracking/ })
      .waitFor();
    await expect(nextStep(sellerPage).textContent()).resolves.toContain(
      `Ship to ${address}, Leipzig, Germany`,
    );
    const timeline = await sellerPage.getByRole("region", { name: "Timeline" }).textContent();
    expect(timeline).toContain("Payment confirmed");
    expect(timeline).toContain("Bank transfer");
    expect(timeline).not.toContain("bank_transfer");
    expect(timeline).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(timeline).toContain(`valid until ${longDay("en", validUntil)}`);
    await expectAccessible(sellerPage);

    // In French too.
    await sellerPage.goto(`${baseUrl()}/fr${orderPath}`);
    await hydrated(sellerPage);
    await expect(nextStep(sellerPage).getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "Prochaine étapeExpédier et saisir le suivi",
    );
    await expectAccessible(sellerPage);
    await sellerPage.context().close();
  });

  it("the buyer, in French, waits for the shipment; terms, labels and dates in French", async () => {
    await page.goto(`${baseUrl()}/fr${orderPath}`);
    await hydrated(page);
    await expect(nextStep(page).getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "Prochaine étapeAttendre l’expédition",
    );
    const terms = await page.getByRole("region", { name: "Conditions de la commande" }).textContent();
    expect(terms).toContain("Conditions de paiement");
    expect(terms).toContain(paymentTerms);
    expect(terms).toContain(longDay("fr", validUntil));
    await expect(page.getByText("Payée par Virement bancaire").count()).resolves.toBe(1);
    const timeline = await page.getByRole("region", { name: "Historique" }).textContent();
    expect(timeline).toContain("Virement bancaire");
    expect(timeline).not.toContain("bank_transfer");
    expect(timeline).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const today = new Intl.DateTimeFormat("fr", { timeZone: "UTC", day: "numeric", month: "short" }).format(
      new Date(),
    );
    expect(timeline).toContain(today);
    // Cancelling is no longer the buyer's to do once paid.
    await expect(page.getByText("Annuler la commande…").count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it("a moderator reads the order: a read-only next step, no form", async () => {
    const moderatorPage = await newPage(inject("admin"), orderPath);
    await expect(nextStep(moderatorPage).getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "Next stepRead only: waiting for the shipment",
    );
    await expect(nextStep(moderatorPage).getByRole("button").count()).resolves.toBe(0);
    await expect(
      moderatorPage.getByRole("region", { name: "Delivery" }).getByRole("button").count(),
    ).resolves.toBe(0);
    await expect(moderatorPage.getByText("Cancel the order…").count()).resolves.toBe(0);
    await expect(
      moderatorPage.getByRole("region", { name: "Terms of the order" }).textContent(),
    ).resolves.toContain(paymentTerms);
    await expectAccessible(moderatorPage);
    await moderatorPage.context().close();
    expect(consoleErrors).toEqual([]);
  });
});
