/**
 * Special offers in the browser (issue 20): a seller puts an offer (a discount with an end date)
 * on a product that is for sale, through the product form; once the moderator approves the change,
 * a guest sees it on the landing page and the marketplace with the old price struck through and
 * the end date (and in French); both pages pass axe. When the offer's end passes, the product page
 * shows its normal price again.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import {
  apiJson,
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
  name: "Deals Seller",
  email: `deals-${stamp}@example.com`,
  password: "Seller-pass1",
  token: "",
};
const productName = `Offer rig ${stamp}`;
let product = { id: 0, sku: "" };

/** Approves the product (or its pending change) as the moderator, through the API. */
async function approve() {
  const admin = inject("admin");
  const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", admin);
  await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, pair.access);
}

/** A guest's page (no cookies), closed by the caller. */
async function guestPage(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const guest = await context.newPage();
  const res = await guest.goto(`${baseUrl()}${path}`);
  expect(res?.status()).toBe(200);
  return guest;
}

/** The offers widget's card of the product on a page, or none. */
const offerCard = (p: Page) =>
  p.locator('[data-widget="special-offers"] li').filter({ hasText: productName });

journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

describe("special offers", () => {
  it("has a seller's product for sale (set up through the API)", async () => {
    seller.token = await verifiedSeller(seller, { name: `Deals Rigs ${stamp}` });
    product = await productSentForVerification(seller.token, {
      name: productName,
      categoryId: await sha256MinersCategoryId(),
      deliveryRegions: ["NA"],
      photoColor: { r: 20, g: 90, b: 60 },
    });
    await approve();
  });

  it("lets the seller set a discount with an end date in the product form; it goes to moderation", async () => {
    await signInPage(page, seller, `/seller-products/edit/${product.sku}`);
    await hydrated(page);
    const end = new Date(Date.now() + 5 * 86_400_000);
    end.setUTCHours(18, 0, 0, 0);
    await page.getByLabel(/^Discount, USD/).fill("520");
    // An end in the past is refused, next to the field.
    const offerEnds = page.getByLabel(/^Offer ends \(UTC\)/);
    await offerEnds.fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 16));
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("The offer must end in the future.").count()).toBe(1);
    expect(await offerEnds.getAttribute("aria-invalid")).toBe("true");
    await offerEnds.fill(end.toISOString().slice(0, 16));
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(() => page.getByText(/^Changes waiting for moderation: /).count(), { timeout: 10_000 })
      .toBe(1);
    await approve();
  });

  it("shows a guest the offer on / and /marketplace with the old price and the end date", async () => {
    for (const path of ["/", "/marketplace"]) {
      const guest = await guestPage(path);
      const card = offerCard(guest);
      expect(await card.count(), path).toBe(1);
      const text = (await card.textContent()) ?? "";
      expect(text).toContain("Was $5,200, now $4,680 per unit for 1+ pcs, offer ends");
      expect(await card.locator("s").textContent()).toBe("$5,200");
      expect(text).toMatch(/Offer ends \w{3} \d{1,2}, \d{4}, 06:00 PM UTC/);
      // The other widgets are there too, with their headings.
      expect(await guest.getByRole("heading", { name: "Best deals" }).count()).toBe(1);
      expect(await guest.getByRole("heading", { name: "Trending companies" }).count()).toBe(1);
      await expectAccessible(guest);
      await guest.context().close();
    }
    // Server-rendered: the same without JavaScript.
    const noJs = await guestPage("/marketplace", false);
    expect(await offerCard(noJs).textContent()).toContain(
      "Was $5,200, now $4,680 per unit for 1+ pcs, offer ends",
    );
    await noJs.context().close();
    const fr = await guestPage("/fr");
    const card = offerCard(fr);
    expect(await fr.getByRole("heading", { name: "Offres spéciales" }).count()).toBe(1);
    expect(await card.textContent()).toMatch(/Avant 5\s200\s\$US, maintenant 4\s680\s\$US/);
    expect(await card.textContent()).toContain("Fin de l’offre\u00a0:");
    await expectAccessible(fr);
    await fr.context().close();
  });

  it("shows the normal price again once the offer's end has passed", async () => {
    const product_ = await guestPage(`/product/${product.sku}`);
    expect(await product_.locator("[data-offer]").count()).toBe(1);
    await product_.context().close();

    const res = await fetch(`${inject("testControlUrl")}/expire-offer?sku=${product.sku}`, {
      method: "POST",
    });
    expect(res.status).toBe(204);
    const after = await guestPage(`/product/${product.sku}`);
    expect(await after.locator("[data-offer]").count()).toBe(0);
    expect(await after.getByText("Was $5,200").count()).toBe(0);
    expect(await after.getByText("$5,200").first().isVisible()).toBe(true);
    await after.context().close();
    const home = await guestPage("/");
    expect(await offerCard(home).count()).toBe(0);
    await home.context().close();
    expect(consoleErrors).toEqual([]);
  });
});
