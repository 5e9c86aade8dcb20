/**
 * Editing a product that is for sale (issue 6: "the approved version stays public until the change
 * is approved"): the seller's form says the change goes to moderation; after "Save changes" the
 * public product page still shows the approved name; once the moderator approves the change on
 * its side-by-side review, the public page shows the new one.
 * Issue 30: a change of the price alone, in English and in French, keeps the miner's minable coins
 * (BTC, BCH, BSV) on the public page (the form's empty coins drop-down used to erase them).
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

describe("a change of the price alone keeps every other field (issue 30)", () => {
  const texts = {
    en: {
      coins: "Minable coins",
      approve: "Approve",
      price: /4,900/,
      pending: /^Changes waiting for moderation: /,
    },
    fr: {
      coins: "Cryptomonnaies minables",
      approve: "Approuver",
      price: /4\s?900/,
      pending: /^Modifications en attente de modération : /,
    },
  } as const;
  for (const locale of ["en", "fr"] as const) {
    const prefix = locale === "en" ? "" : "/fr";
    const tx = texts[locale];
    const name = `Coins rig ${locale} ${stamp}`;
    let miner = { id: 0, sku: "" };

    /** The public page's minable coins and prices, as a guest reads them. */
    async function publicCoins() {
      const guest = await browser.newPage();
      try {
        const res = await guest.goto(`${baseUrl()}${prefix}/product/${miner.sku}`);
        expect(res?.status()).toBe(200);
        await expectAccessible(guest);
        const coins = guest
          .locator("dl > div")
          .filter({ has: guest.locator("dt").getByText(tx.coins, { exact: true }) })
          .locator("dd");
        return {
          coins: (await coins.count()) ? await coins.first().textContent() : null,
          page: (await guest.locator("main").textContent()) ?? "",
        };
      } finally {
        await guest.close();
      }
    }

    it(`${locale}: the seller changes only the price; once approved, the coins are still on the public page`, async () => {
      if (!seller.token) seller.token = await verifiedSeller(seller, { name: `Approved Edit Rigs ${stamp}` });
      miner = await productSentForVerification(seller.token, {
        name,
        categoryId: await sha256MinersCategoryId(),
        deliveryRegions: ["NA"],
        photoColor: { r: 30, g: 90, b: 60 },
        specs: { minableCoins: ["BTC", "BCH", "BSV"] },
      });
      const admin = inject("admin");
      const approve = async () => {
        await signIn(admin.email, admin.password, `${prefix}/admin`);
        await page.goto(`${baseUrl()}${prefix}/admin/products/${miner.id}`);
        await page.getByRole("button", { name: tx.approve, exact: true }).click();
        await page.waitForURL(/\/admin\?kind=product&done=approved$/);
      };
      await approve();
      expect((await publicCoins()).coins).toContain("BTC, BCH, BSV");

      // The seller's form shows the coins and changes the price of the first tier only.
      await signIn(seller.email, seller.password, `${prefix}/seller-products`);
      await page.goto(`${baseUrl()}${prefix}/seller-products/edit/${miner.sku}`);
      expect.soft(await page.getByLabel(tx.coins, { exact: true }).inputValue()).toBe("BTC, BCH, BSV");
      await expectAccessible(page);
      await page.locator('input[name="price_tiers.0.unit_price"]').fill("4900");
      await page.locator('button[name="intent"][value="draft"]').click();
      await expect.poll(() => page.getByText(tx.pending).count(), { timeout: 10_000 }).toBe(1);

      await approve();
      const after = await publicCoins();
      expect(after.page).toMatch(tx.price);
      expect(after.coins).toContain("BTC, BCH, BSV");
      expect(consoleErrors).toEqual([]);
    });
  }
});
