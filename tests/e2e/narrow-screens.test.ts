/**
 * What a buyer and a seller notice on a phone (issue 17): the product page leads to the seller's
 * company page (in the page's language), and the chats with a long message fit a 375 px and a
 * 320 px wide screen without scrolling sideways (the page is no wider than the viewport; every
 * page, empty, is measured by tests/e2e/overflow.test.ts). The
 * seller, its approved product and the buyer are set up through the API; the buyer opens a chat
 * about the product so both chat lists have a conversation in them.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, hydrated, launch, overflow, PAGE_OPTIONS, recordConsoleErrors } from "./browser.ts";
import {
  activeCompany,
  apiJson,
  hashrateCategory,
  productSentForVerification,
  registerVerified,
  signInPage,
} from "./journey-api.ts";

const stamp = Date.now().toString(36);
/** Pages render after a client-side navigation; the machine may be busy. */
const POLL = { timeout: 15_000 };
const seller = { name: "Nia Narrow", email: `narrow-seller-${stamp}@example.com`, password: "Seller-pass1" };
const buyer = { name: "Ben Narrow", email: `narrow-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const companyName = `Narrow Rigs ${stamp}`;
const productName = `Pocket rig ${stamp}`;
let companyId = 0;
let product = { id: 0, sku: "" };

let browser: Browser;
const contexts: BrowserContext[] = [];
const consoleErrors: string[] = [];

async function newPage(width = PAGE_OPTIONS.viewport.width): Promise<Page> {
  const context = await browser.newContext({ ...PAGE_OPTIONS, viewport: { width, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  recordConsoleErrors(page, consoleErrors);
  return page;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

it("has a seller with an approved product and a buyer (through the API)", async () => {
  const token = await registerVerified(seller);
  companyId = await activeCompany(token, { name: companyName });
  product = await productSentForVerification(token, {
    name: productName,
    categoryId: await hashrateCategory(),
    deliveryRegions: ["NA", "EU"],
    photoColor: { r: 200, g: 120, b: 20 },
  });
  const admin = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
  await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, admin.access);
  await registerVerified(buyer);
  expect(product.sku).not.toBe("");
});

describe("product page to company page", () => {
  it("follows the seller's link from a product page to the company page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/product/${product.sku}`);
    await hydrated(page);
    await page.getByRole("link", { name: `Company page of ${companyName}` }).click();
    await page.waitForURL(new RegExp(`/company/${companyId}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1, name: companyName }).count(), POLL).toBe(1);
  });

  it("keeps the language: the French product page links to the French company page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/fr/product/${product.sku}`);
    const link = page.getByRole("link", { name: `Page de l’entreprise ${companyName}` });
    expect(await link.getAttribute("href")).toBe(`/fr/company/${companyId}`);
    await hydrated(page);
    await link.click();
    await page.waitForURL(new RegExp(`/fr/company/${companyId}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1, name: companyName }).count(), POLL).toBe(1);
  });
});

describe("narrow screens", () => {
  for (const width of [375, 320]) {
    it(`fits the buyer's chat on a ${width} px wide screen`, async () => {
      const page = await newPage(width);
      await signInPage(page, buyer, `/buyer-chats?product=${product.id}`);
      await page.waitForURL(/\/buyer-chats\?room=\d+$/);
      await expect
        .poll(() => page.getByRole("heading", { level: 2, name: productName }).count(), POLL)
        .toBe(1);
      // A long word (a serial number) must wrap, not widen the conversation.
      const text = `Serial ${width}: ${"QX7".repeat(30)}`;
      await page.getByLabel("Your message").fill(text);
      await page.getByRole("button", { name: "Send" }).click();
      const messages = page.getByRole("list", { name: "Messages" });
      await expect.poll(() => messages.getByText(text).count(), POLL).toBe(1);
      const o = await overflow(page);
      expect({ ...o, fits: o.scrollWidth <= o.width }).toMatchObject({ fits: true });
      // The list of chats, once it has the conversation (it arrives over the chat's socket).
      await page.goto(`${baseUrl()}/buyer-chats`);
      await hydrated(page);
      await expect
        .poll(() => page.getByRole("link", { name: new RegExp(productName) }).count(), POLL)
        .toBe(1);
      const list = await overflow(page);
      expect({ ...list, fits: list.scrollWidth <= list.width }).toMatchObject({ fits: true });
    });

    // Every page (seller screens included) is measured empty by tests/e2e/overflow.test.ts; here
    // the chat with a long message in it.
    it(`fits the seller's chat on a ${width} px wide screen`, async () => {
      const page = await newPage(width);
      await signInPage(page, seller, "/seller-chats");
      // The list of chats with the buyer's conversation in it, then that chat.
      await page.goto(`${baseUrl()}/seller-chats`);
      await hydrated(page);
      const room = page.getByRole("link", { name: new RegExp(productName) });
      await expect.poll(() => room.count(), POLL).toBe(1);
      const list = await overflow(page);
      expect({ ...list, fits: list.scrollWidth <= list.width }).toMatchObject({ fits: true });
      await room.click();
      await page.waitForURL(/\/seller-chats\?room=\d+$/);
      await expect.poll(() => page.getByLabel("Your message").count(), POLL).toBe(1);
      await expect
        .poll(() => page.getByRole("list", { name: "Messages" }).getByText(`Serial ${width}: `).count(), POLL)
        .toBe(1);
      const o = await overflow(page);
      expect({ ...o, fits: o.scrollWidth <= o.width }).toMatchObject({ fits: true });
    });
  }

  it("keeps the seller's view switch in a phone's header, with a short label and its full name", async () => {
    const phone = await newPage(320);
    await signInPage(phone, seller, "/seller-products");
    await hydrated(phone);
    const banner = phone.getByRole("banner");
    const toBuyer = banner.getByRole("button", { name: "View as user" });
    expect(await toBuyer.count()).toBe(1);
    const short = (button: typeof toBuyer) => button.locator('[aria-hidden="true"]');
    expect(await short(toBuyer).isVisible()).toBe(true);
    expect(await short(toBuyer).textContent()).toBe("Buyer view");
    await toBuyer.click();
    await phone.waitForURL(/\/buyer-account$/);
    const back = banner.getByRole("button", { name: "Back to the seller view" });
    await expect.poll(() => back.count(), POLL).toBe(1);
    expect(await short(back).isVisible()).toBe(true);
    expect(await short(back).textContent()).toBe("Seller view");
    // The buyer view fits too, with its longer switch label.
    const o = await overflow(phone);
    expect({ ...o, fits: o.scrollWidth <= o.width }).toMatchObject({ fits: true });
    await back.click();
    await phone.waitForURL(/\/settings$/);
    await expect.poll(() => toBuyer.count(), POLL).toBe(1);

    // A wide screen shows the full label (the short one is hidden).
    const wide = await newPage();
    await signInPage(wide, seller, "/seller-products");
    const full = wide.getByRole("banner").getByRole("button", { name: "View as user" });
    await expect.poll(() => full.count(), POLL).toBe(1);
    expect(await short(full).isVisible()).toBe(false);
  });

  it("logs no error", () => {
    expect(consoleErrors).toEqual([]);
  });
});
