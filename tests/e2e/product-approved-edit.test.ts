/**
 * Editing a product that is for sale (issue 6: "the approved version stays public until the change
 * is approved"): the seller's form says the change goes to moderation; after "Save changes" the
 * public product page still shows the approved name; once the moderator approves the change on
 * its side-by-side review, the public page shows the new one.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, journeyForFile } from "./browser.ts";
import {
  productSentForVerification,
  sha256MinersCategoryId,
  signInPage,
  verifiedSeller,
} from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];

const stamp = Date.now().toString(36);
const seller = {
  name: "Approved Edit Seller",
  email: `approved-edit-${stamp}@example.com`,
  password: "Seller-pass1",
  token: "",
};
const approvedName = `Approved rig ${stamp}`;
const changedName = `Approved rig ${stamp}, repriced`;
let product = { id: 0, sku: "" };

async function signIn(email: string, password: string, next: string) {
  await signInPage(page, { email, password }, next);
}

/** The public product page's heading, as a guest sees it. */
async function publicHeading(): Promise<string | null> {
  const guest = await browser.newPage();
  try {
    const res = await guest.goto(`${baseUrl()}/product/${product.sku}`);
    expect(res?.status()).toBe(200);
    return await guest.getByRole("heading", { level: 1 }).textContent();
  } finally {
    await guest.close();
  }
}

async function approveOnReview() {
  const admin = inject("admin");
  await signIn(admin.email, admin.password, "/admin");
  await page.goto(`${baseUrl()}/admin/products/${product.id}`);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/admin\?kind=product&done=approved$/);
}

journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

describe("editing an approved product", () => {
  it("has a seller's product approved (set up through the API, approved in the console)", async () => {
    seller.token = await verifiedSeller(seller, { name: `Approved Edit Rigs ${stamp}` });
    product = await productSentForVerification(seller.token, {
      name: approvedName,
      categoryId: await sha256MinersCategoryId(),
      deliveryRegions: ["NA"],
      photoColor: { r: 90, g: 60, b: 20 },
    });
    await approveOnReview();
    expect(await publicHeading()).toContain(approvedName);
  });

  it("tells the seller the change goes to moderation; the public page keeps the approved version", async () => {
    await signIn(seller.email, seller.password, "/seller-products");
    await page.goto(`${baseUrl()}/seller-products/edit/${product.sku}`);
    await expect
      .poll(() => page.getByText(/^This product is for sale\. Your changes go to moderation;/).count())
      .toBe(1);
    await expectAccessible(page);
    await page.getByLabel(/^Name( \*)?$/).fill(changedName);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(() => page.getByText(/^Changes waiting for moderation: /).count(), { timeout: 10_000 })
      .toBe(1);
    await page.goto(`${baseUrl()}/seller-products`);
    const row = page.locator(`tbody tr[data-sku="${product.sku}"]`);
    expect(await row.getByText("Pending moderation").count()).toBe(1);
    expect(await row.locator("[data-status]").textContent()).toBe("For sale");

    const heading = await publicHeading();
    expect(heading).toContain(approvedName);
    expect(heading).not.toContain("repriced");
  });

  it("shows the new version once the moderator approves the change", async () => {
    const admin = inject("admin");
    await signIn(admin.email, admin.password, "/admin");
    const queued = page.getByRole("row").filter({ hasText: changedName });
    expect(await queued.textContent()).toContain("Change of a listing");
    await page.goto(`${baseUrl()}/admin/products/${product.id}`);
    const nameRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Name/ }) });
    expect(await nameRow.textContent()).toContain(approvedName);
    expect(await nameRow.textContent()).toContain(changedName);
    await approveOnReview();
    expect(await publicHeading()).toContain(changedName);
    expect(consoleErrors).toEqual([]);
  });
});
