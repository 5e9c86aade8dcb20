/**
 * The chat journey (issue 8): a guest presses "Contact seller" on a product page, signs in and
 * comes back; as a buyer opens the chat and sends a message (after the link rule's warning and the
 * server's refusal); the seller, in a second browser context, gets the toast and the badge on
 * another page, opens /seller-chats and answers; the buyer sees the answer and the read mark.
 * A seller is told to use a buyer account (also in "View as user" mode); the buyer's support chat
 * is answered from /admin/support-chats as the support team; one page in French; axe on every
 * chat page. The seller and its approved product are set up through the API.
 */
import type { Browser, BrowserContext, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, launch, PAGE_OPTIONS, recordConsoleErrors } from "./browser.ts";
import {
  apiJson,
  hashrateCategory,
  productSentForVerification,
  registerVerified,
  verifiedSeller,
} from "./journey-api.ts";

const stamp = Date.now().toString(36);
const seller = { name: "Sam Seller", email: `chat-seller-${stamp}@example.com`, password: "Seller-pass1" };
const buyer = { name: "Bea Buyer", email: `chat-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const productName = `Chat rig ${stamp}`;
let product = { id: 0, sku: "" };

/** The seller's company and an approved product/** The seller's company and an approved product (approved by the admin of global-setup.ts). */
async function sellerWithApprovedProduct() {
  const token = await verifiedSeller(seller, { name: `Chat Rigs ${stamp}` });
  product = await productSentForVerification(token, {
    name: productName,
    categoryId: await hashrateCategory(),
    deliveryRegions: ["NA", "EU"],
    photoColor: { r: 20, g: 90, b: 200 },
  });
  const admin = inject("admin");
  const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", admin);
  await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, pair.access);
}

let browser: Browser;
const contexts: BrowserContext[] = [];
let buyerPage: Page;
let sellerPage: Page;
let adminPage: Page;
const consoleErrors: string[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext(PAGE_OPTIONS);
  contexts.push(context);
  const page = await context.newPage();
  recordConsoleErrors(page, consoleErrors);
  return page;
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await hydrated(page);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const messageItem = (page: Page, text: string) =>
  page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });

beforeAll(async () => {
  browser = await launch();
  buyerPage = await newPage();
  sellerPage = await newPage();
  adminPage = await newPage();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

describe("chat journey", () => {
  it("has a seller with an approved product and a buyer (through the API)", async () => {
    await sellerWithApprovedProduct();
    await registerVerified(buyer);
    expect(product.sku).toMatch(/^RM-\d+$/);
  });

  it("sends a guest who presses Contact seller to sign in, and back to the product", async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl()}/product/${product.sku}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Contact seller" }).click();
    await page.waitForURL(new RegExp(`/sign-in\\?next=%2Fproduct%2F${product.sku}$`));
    await signIn(page, buyer);
    await page.waitForURL(new RegExp(`/product/${product.sku}$`));
  });

  it("has the seller signed in elsewhere on the site, with the chat connected", async () => {
    const page = sellerPage;
    await page.goto(`${baseUrl()}/sign-in?next=${encodeURIComponent("/seller-chats")}`);
    await signIn(page, seller);
    await page.waitForURL(/\/seller-chats$/);
    await expect
      .poll(() => page.getByText("No buyer has written to you yet.", { exact: false }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(page);
    // Somewhere else on the site (client-side navigation: the tab's socket stays open).
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "Marketplace" })
      .click();
    await page.waitForURL(/\/marketplace$/);
  });

  it("opens the buyer's chat from the product page; warns about a foreign link and shows the server's refusal", async () => {
    const page = buyerPage;
    await hydrated(page);
    await page.getByRole("link", { name: "Contact seller" }).click();
    await page.waitForURL(/\/buyer-chats\?room=\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 2, name: productName }).count()).toBe(1);
    expect(await page.getByText(`with Chat Rigs ${stamp}`).count()).toBe(1);

    const box = page.getByLabel("Your message");
    await box.fill("Cheaper at https://elsewhere.example/deal");
    await expect
      .poll(() => page.getByText("You can only share links inside the product's domain.").count())
      .toBe(1);
    expect(await page.getByText("41 of 4,000 characters").count()).toBe(1);
    await page.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(() => page.getByText("Not sent: You can only share links inside the product's domain.").count())
      .toBe(1);
    await page.getByRole("button", { name: "Remove" }).click();

    await box.fill("Is the unit still sealed?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => messageItem(page, "Is the unit still sealed?").textContent()).toContain("Sent");
    expect(await page.getByLabel("Your message").inputValue()).toBe("");
    await expectAccessible(page);
  });

  it("notifies the seller with a toast and the badge; the seller answers in /seller-chats", async () => {
    const page = sellerPage;
    const toast = page.locator("[data-chat-toast]");
    await expect
      .poll(() => toast.textContent(), { timeout: 15_000 })
      .toContain(`New message from ${buyer.name}`);
    expect(await toast.textContent()).toContain("Is the unit still sealed?");
    await expect.poll(() => page.getByRole("link", { name: "Chats, 1 unread" }).count()).toBe(1);

    await toast.getByRole("link", { name: "Open the chat" }).click();
    await page.waitForURL(/\/seller-chats\?room=\d+$/);
    await expect.poll(() => messageItem(page, "Is the unit still sealed?").count()).toBe(1);
    const list = page.getByRole("navigation", { name: "Conversations" });
    expect(await list.getByRole("link").filter({ hasText: productName }).textContent()).toContain(buyer.name);
    // Read after a second on screen: the badge goes.
    await expect.poll(() => page.getByRole("link", { name: "Chats", exact: true }).count()).toBe(1);

    await page.getByLabel("Your message").fill("Yes, factory sealed. Ships tomorrow.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => messageItem(page, "Yes, factory sealed.").textContent()).toContain("Sent");
    await expectAccessible(page);
  });

  it("shows the buyer the answer and the read mark", async () => {
    const page = buyerPage;
    await expect.poll(() => messageItem(page, "Yes, factory sealed. Ships tomorrow.").count()).toBe(1);
    expect(await messageItem(page, "Yes, factory sealed.").textContent()).toContain("Sam Seller");
    await expect.poll(() => messageItem(page, "Is the unit still sealed?").textContent()).toContain("Read");
    // The buyer has seen the answer: the seller's message gets its read mark too.
    await expect.poll(() => messageItem(sellerPage, "Yes, factory sealed.").textContent()).toContain("Read");
    // A reload keeps the room.
    await page.reload();
    await expect.poll(() => messageItem(page, "Yes, factory sealed.").count()).toBe(1);
  });

  it("keeps a message sent while the connection is lost and sends it once after reconnecting", async () => {
    const page = buyerPage;
    // Every chat socket of the buyer goes through the test, which can drop it.
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/ws\/chat$/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    // The session refresh after a 4401 waits until the test lets it through.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/session-refresh", async (route) => {
      await gate;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => messageItem(page, "Yes, factory sealed.").count(), { timeout: 15_000 }).toBe(1);
    expect(sockets).toHaveLength(1);

    // The server ends the socket as when the access token expires.
    await sockets[0]?.close({ code: 4401, reason: "unauthorized" });
    await expect
      .poll(() => page.getByText("Connection lost: reconnecting", { exact: false }).count())
      .toBe(1);
    await page.getByLabel("Your message").fill("Can you ship to Montreal?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(() => messageItem(page, "Can you ship to Montreal?").textContent())
      .toContain("Sending…");

    release();
    await expect
      .poll(() => messageItem(page, "Can you ship to Montreal?").textContent(), { timeout: 15_000 })
      .toContain("Sent");
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(await page.getByText("Connection lost: reconnecting", { exact: false }).count()).toBe(0);
    // Exactly once, for both parties.
    expect(await messageItem(page, "Can you ship to Montreal?").count()).toBe(1);
    await expect.poll(() => messageItem(sellerPage, "Can you ship to Montreal?").count()).toBe(1);
    await page.unroute("**/session-refresh");
  });

  it("tells a seller to use a separate buyer account, in View as user mode too", async () => {
    const page = sellerPage;
    await page.goto(`${baseUrl()}/product/${product.sku}`);
    const notice = "Seller accounts cannot start chats, in “View as user” mode either.";
    expect(await page.getByText(notice, { exact: false }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Contact seller" }).count()).toBe(0);
    await hydrated(page);
    await page.getByRole("button", { name: "View as user" }).click();
    await page.waitForURL(/\/buyer-account$/);
    await page.goto(`${baseUrl()}/product/${product.sku}`);
    expect(await page.getByRole("button", { name: "Back to the seller view" }).count()).toBe(1);
    expect(await page.getByText(notice, { exact: false }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Contact seller" }).count()).toBe(0);
    // The buyer chats say the same, and keep the seller's own support room.
    await page.goto(`${baseUrl()}/buyer-chats`);
    expect(await page.getByText("Seller accounts cannot start chats", { exact: false }).count()).toBe(1);
    await hydrated(page);
    await page.getByRole("button", { name: "Back to the seller view" }).click();
    await expect.poll(() => page.getByRole("button", { name: "View as user" }).count()).toBe(1);
  });

  it("answers the buyer's support chat from /admin/support-chats as the support team", async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl()}/buyer-chats`);
    const support = page
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link", { name: /Support/ });
    await expect.poll(() => support.count(), { timeout: 15_000 }).toBe(1);
    await support.click();
    await page.waitForURL(/\/buyer-chats\?room=\d+$/);
    await expect.poll(() => page.getByText("Ask our team anything", { exact: false }).count()).toBe(1);
    await page.getByLabel("Your message").fill("How do I change my company name?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(() => messageItem(page, "How do I change my company name?").textContent())
      .toContain("Sent");

    const admin = inject("admin");
    await adminPage.goto(`${baseUrl()}/sign-in?next=${encodeURIComponent("/admin/support-chats")}`);
    await signIn(adminPage, admin);
    await adminPage.waitForURL(/\/admin\/support-chats$/);
    const room = adminPage
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link")
      .filter({ hasText: buyer.name });
    await expect.poll(() => room.count(), { timeout: 15_000 }).toBe(1);
    expect(await room.textContent()).toContain("How do I change my company name?");
    await expectAccessible(adminPage);
    await room.click();
    await adminPage.waitForURL(/\/admin\/support-chats\?room=\d+$/);
    await expect.poll(() => messageItem(adminPage, "How do I change my company name?").count()).toBe(1);
    await adminPage
      .getByLabel("Your message")
      .fill("Write to us from your settings page; we update it within a day.");
    await adminPage.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(() => messageItem(adminPage, "we update it within a day").textContent())
      .toContain("Sent");

    await expect
      .poll(() => messageItem(page, "we update it within a day").textContent())
      .toContain("Support team");
    await expect
      .poll(() => messageItem(page, "How do I change my company name?").textContent())
      .toContain("Read");
  });

  it("shows the buyer's chats in French", async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl()}/fr/buyer-chats`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Mes conversations");
    const list = page.getByRole("navigation", { name: "Conversations" });
    await expect.poll(() => list.getByRole("link").filter({ hasText: productName }).count()).toBe(1);
    expect(await list.getByRole("link", { name: /Assistance/ }).count()).toBe(1);
    await expectAccessible(page);
    // A room that is not the buyer's: a message, no error.
    await page.goto(`${baseUrl()}/fr/buyer-chats?room=999999`);
    await expect
      .poll(() => page.getByText("Cette conversation n’est pas disponible.").count(), { timeout: 15_000 })
      .toBe(1);
  });

  it("logged no errors in any browser", () => {
    expect(consoleErrors).toEqual([]);
  });
});
