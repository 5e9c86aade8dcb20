/**
 * The moderator's journey (issue 6, "Moderator side"): a seller (set up through the API) sends a
 * product for verification; guests are sent to sign in and sellers get a 403 page; the moderator
 * (the admin of global-setup.ts) signs in, finds the product in the queue, reads it side by side
 * and rejects it with a reason; the seller fixes and resends; the moderator approves it with the
 * bulk "Approve selected"; the product page is public; the decision log lists both decisions; the
 * queue once in French. Axe on the queue and review pages.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, clearCookies, expectAccessible, journeyForFile } from "./browser.ts";
import { apiJson, hashrateCategory, productSentForVerification, verifiedSeller } from "./journey-api.ts";

let page: Page;
let consoleErrors: string[];

const stamp = Date.now().toString(36);
const seller = {
  name: "Moderated Seller",
  email: `mod-seller-${stamp}@example.com`,
  password: "Seller-pass1",
  token: "",
};
const productName = `Moderated rig ${stamp}`;
const fixedName = `Moderated rig ${stamp} fixed`;
let product = { id: 0, sku: "" };

/** A JSON call to the API as the seller (Bearer: no CSRF token needed). */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  apiJson<T>(method, path, body, seller.token);

/** A seller with an active company and a complete product sent for verification, all through the API. */
async function sellerSendsProduct() {
  seller.token = await verifiedSeller(seller, { name: `Moderated Rigs ${stamp}` });
  // A miner subcategory: its form asks for the hashrate.
  product = await productSentForVerification(seller.token, {
    name: productName,
    categoryId: await hashrateCategory(),
    deliveryRegions: ["NA", "EU"],
    photoColor: { r: 200, g: 60, b: 20 },
  });
}

async function signIn(email: string, password: string, next: string) {
  await clearCookies(page);
  await page.goto(`${baseUrl()}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

journeyForFile((opened) => ({ page, consoleErrors } = opened));

describe("moderator journey", () => {
  it("has a seller send a product for verification (through the API)", async () => {
    await sellerSendsProduct();
    expect(product.sku).toMatch(/^RM-\d+$/);
  });

  it("sends guests to sign in and shows sellers a 403 page", async () => {
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(/\/sign-in\?next=%2Fadmin$/);
    await signIn(seller.email, seller.password, "/marketplace");
    await page.waitForURL(/\/marketplace$/);
    const res = await page.goto(`${baseUrl()}/admin`);
    expect(res?.status()).toBe(403);
    expect(await page.getByText("This page is for moderators and administrators.").count()).toBe(1);
  });

  it("signs the moderator in and shows the product in the queue, with its age", async () => {
    const admin = inject("admin");
    await signIn(admin.email, admin.password, "/admin");
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Moderation queue");
    const tab = page.getByRole("navigation", { name: "Queues" }).getByRole("link", { name: /^Products/ });
    expect(await tab.getAttribute("aria-current")).toBe("page");
    const row = page.getByRole("row").filter({ hasText: productName });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("New listing");
    // Its age in days, hours or minutes (t.duration, decision 034), not "7580.5 h".
    expect(await row.textContent()).toMatch(/\d+ (min|h|d)$/);
    expect(await row.getByText("Over 24 h").count()).toBe(0);
    await expectAccessible(page);
  });

  it("shows the product side by side and rejects it with a reason", async () => {
    await page.getByRole("link", { name: `${product.sku} ${productName}` }).click();
    await page.waitForURL(new RegExp(`/admin/products/${product.id}$`));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Review: ${productName}`);
    const nameRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Name" }) });
    expect(await nameRow.textContent()).toContain(productName);
    expect(await page.getByRole("img", { name: /Photo 1|photo/i }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // The reason is required: the browser refuses an empty one before the server would.
    const reason = page.getByLabel("Reason for the seller");
    expect(await reason.getAttribute("required")).not.toBeNull();
    await reason.fill("The name must say the hashrate, e.g. 200 TH/s.");
    await page.getByRole("button", { name: "Reject" }).click();
    await page.waitForURL(/\/admin\?kind=product&done=rejected$/);
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain("The seller has been notified");
    expect(await page.getByRole("row").filter({ hasText: productName }).count()).toBe(0);
  });

  it("lets the seller fix and resend; the moderator approves it with Approve selected", async () => {
    await api("PATCH", `/api/products-catalog/products/${product.id}/`, { name: fixedName });
    await api("POST", "/api/products-catalog/products/verify/", { products_ids: [product.id] });

    await page.goto(`${baseUrl()}/admin`);
    const row = page.getByRole("row").filter({ hasText: fixedName });
    expect(await row.count()).toBe(1);
    await page.getByLabel(`Select ${product.sku} ${fixedName}`).check();
    await page.getByRole("button", { name: "Approve selected" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain(product.sku);
    await expect.poll(() => page.getByRole("row").filter({ hasText: fixedName }).count()).toBe(0);
  });

  it("lists both decisions in the log", async () => {
    await page.goto(`${baseUrl()}/admin/decisions?kind=product`);
    const rows = page.getByRole("row").filter({ hasText: product.sku });
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Approved");
    expect(await rows.nth(1).textContent()).toContain("The name must say the hashrate");
    expect(await rows.nth(1).textContent()).toContain("moderator-e2e@example.com");
  });

  it("shows the queue in French", async () => {
    await page.goto(`${baseUrl()}/fr/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("File de modération");
    const tabs = page.getByRole("navigation", { name: "Files" });
    expect(await tabs.getByRole("link", { name: /^Modifications d’entreprise/ }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("makes the approved product public", async () => {
    await clearCookies(page);
    const res = await page.goto(`${baseUrl()}/product/${product.sku}`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(fixedName);
    expect(consoleErrors).toEqual([]);
  });
});
