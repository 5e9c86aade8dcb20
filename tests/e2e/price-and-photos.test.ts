/**
 * Issue 30, items 5 and 9, in the browser (English and French, axe on every page visited):
 * - one price rule (decision 063): a miner sold at $3,490 for 1–9 units and $3,350 from 10, with a
 *   special offer of $150 off, shows per quantity band the offer's price and the price it was; the
 *   headline says which quantity it is for, the card in the search says the same, and the payback
 *   names the price it uses (one unit, the offer applied);
 * - photos keep their upload order: a seller uploads three photos in order through the product form
 *   on a new product; the first stays the main one, and the public page shows them in that order.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import {
  apiJson,
  minerDraft,
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
  name: "Price Seller",
  email: `price-photos-${stamp}@example.com`,
  password: "Seller-pass1",
  token: "",
};
const offerName = `Tiered offer rig ${stamp}`;
let offer = { id: 0, sku: "" };

async function approve(ids: number[]) {
  const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
  await apiJson("POST", "/api/moderation/products/approve/", { ids }, pair.access);
}

/** A guest's page (no cookies), closed by the caller. */
async function guestPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guest = await context.newPage();
  const res = await guest.goto(`${baseUrl()}${path}`);
  expect(res?.status()).toBe(200);
  return guest;
}

/** The rows of the "price by quantity" table: [quantity, cell text] (the cell's text includes its sr-only sentence). */
async function tierRows(p: Page, caption: string): Promise<string[][]> {
  const rows = p.getByRole("table", { name: caption }).locator("tbody tr");
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator("td");
    out.push([((await cells.nth(0).textContent()) ?? "").trim(), (await cells.nth(1).textContent()) ?? ""]);
  }
  return out;
}

journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

describe("one price rule for an offer and quantity tiers", () => {
  it("has a miner with two tiers and a special offer for sale (set up through the API)", async () => {
    seller.token = await verifiedSeller(seller, { name: `Price Rigs ${stamp}` });
    const endsAt = new Date(Date.now() + 5 * 86_400_000);
    endsAt.setUTCHours(18, 0, 0, 0);
    offer = await productSentForVerification(seller.token, {
      name: offerName,
      categoryId: await sha256MinersCategoryId(),
      deliveryRegions: ["NA"],
      photoColor: { r: 120, g: 40, b: 40 },
      consumptionW: 3500,
      priceTiers: [
        { min_quantity: 1, max_quantity: 9, unit_price: 3490 },
        { min_quantity: 10, max_quantity: null, unit_price: 3350 },
      ],
      offer: { discount: 150, endsAt: endsAt.toISOString() },
    });
    await approve([offer.id]);
  });

  it("shows the offer's price and the former price per quantity band, and the headline's quantity", async () => {
    const guest = await guestPage(`/product/${offer.sku}`);
    const headline = guest.locator("[data-offer]");
    expect(await headline.count()).toBe(1);
    // The headline is the price for 1–9 units with the offer: not the 10+ price ("Was $3,350, now $3,200").
    expect(await headline.textContent()).toContain("Was $3,490, now $3,340 per unit for 1–9 pcs, offer ends");
    expect(await headline.locator("s").textContent()).toBe("$3,490");
    expect(await headline.innerText()).toContain("per unit for 1–9 pcs");
    const rows = await tierRows(guest, "Price by quantity");
    expect(rows.map(([qty]) => qty)).toEqual(["1–9 pcs", "10+ pcs"]);
    expect(rows[0]?.[1]).toContain("Was $3,490, now $3,340");
    expect(rows[1]?.[1]).toContain("Was $3,350, now $3,200");
    expect(
      await guest.getByRole("table", { name: "Price by quantity" }).locator("s").allTextContents(),
    ).toEqual(["$3,490", "$3,350"]);
    // The payback uses the price of one unit with the offer, and says so.
    const profit = guest.locator("section[aria-labelledby='profit-heading']");
    expect(await profit.textContent()).toContain("Price used$3,340 per unit for 1–9 pcs");
    await expectAccessible(guest);
    await guest.context().close();
  });

  it("says the same on the search's card", async () => {
    const guest = await guestPage(`/search?q=${encodeURIComponent(offerName)}`);
    const card = guest.locator("article").filter({ hasText: offerName }).locator("[data-offer]");
    expect(await card.textContent()).toContain("Was $3,490, now $3,340 per unit for 1–9 pcs, offer ends");
    await expectAccessible(guest);
    await guest.context().close();
  });

  it("shows the same in French", async () => {
    const guest = await guestPage(`/fr/product/${offer.sku}`);
    const text = (await guest.locator("[data-offer]").textContent()) ?? "";
    expect(text).toMatch(
      /Avant 3\s490\s\$US, maintenant 3\s340\s\$US l’unité pour 1 à 9 pcs, fin de l’offre/,
    );
    const rows = await tierRows(guest, "Prix par quantité");
    expect(rows.map(([qty]) => qty)).toEqual(["1 à 9 pcs", "10 pcs et plus"]);
    expect(rows[0]?.[1]).toMatch(/Avant 3\s490\s\$US, maintenant 3\s340\s\$US/);
    expect(rows[1]?.[1]).toMatch(/Avant 3\s350\s\$US, maintenant 3\s200\s\$US/);
    expect(await guest.locator("section[aria-labelledby='profit-heading']").textContent()).toMatch(
      /Prix retenu3\s340\s\$US l’unité pour 1 à 9 pcs/,
    );
    await expectAccessible(guest);
    await guest.context().close();
  });
});

/** A 64×64 JPEG of one colour. */
const jpeg = ([r, g, b]: readonly [number, number, number]) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/**
 * Uploads three photos in order through the product form (the seller's page, in `prefix`'s
 * language), touching nothing but the file input and the upload button; answers the photos' URLs
 * in upload order.
 */
async function uploadThree(
  sku: string,
  prefix: string,
  texts: { file: string; upload: string; alt: RegExp; asMain: string; main: string },
): Promise<string[]> {
  await page.goto(`${baseUrl()}${prefix}/seller-products/edit/${sku}`);
  await hydrated(page);
  // Before the first photo there is no "main" box: the first photo is the main one.
  expect(await page.getByLabel(texts.asMain).count()).toBe(0);
  const thumbs = page.getByRole("img", { name: texts.alt });
  const order: string[] = [];
  for (const [n, color] of [
    [1, [200, 30, 30]],
    [2, [30, 200, 30]],
    [3, [30, 30, 200]],
  ] as const) {
    await page.getByLabel(texts.file).setInputFiles({
      name: `photo-${n}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpeg(color),
    });
    await page.getByRole("button", { name: texts.upload }).click();
    await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBe(n);
    const srcs = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    const added = srcs.find((src) => !order.includes(src));
    expect(added).toBeDefined();
    order.push(added ?? "");
    // The "main" box is there from the second photo on, and clear.
    expect(await page.getByLabel(texts.asMain).isChecked()).toBe(false);
  }
  // The seller's list keeps the upload order, the first marked as the main photo.
  expect(await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual(order);
  expect(
    await page.locator("li", { has: thumbs.first() }).getByText(texts.main, { exact: true }).count(),
  ).toBe(1);
  await expectAccessible(page);
  return order;
}

describe("photos keep their upload order", () => {
  for (const [lang, prefix, texts, gallery] of [
    [
      "en",
      "",
      {
        file: "Photo file",
        upload: "Upload the photo",
        alt: /^Photo \d of the product$/,
        asMain: "Make it the main photo",
        main: "Main photo",
      },
      "Photos",
    ],
    [
      "fr",
      "/fr",
      {
        file: "Fichier de la photo",
        upload: "Téléverser la photo",
        alt: /^Photo \d du produit$/,
        asMain: "En faire la photo principale",
        main: "Photo principale",
      },
      "Photos",
    ],
  ] as const) {
    it(`keeps three photos uploaded in order on a new product, the first as main (${lang})`, async () => {
      const name = `Photo order rig ${lang} ${stamp}`;
      const draft = await minerDraft(seller.token, {
        name,
        categoryId: await sha256MinersCategoryId(),
        deliveryRegions: ["NA"],
      });
      await signInPage(page, seller, `${prefix}/seller-products/edit/${draft.sku}`);
      const order = await uploadThree(draft.sku, prefix, texts);
      await apiJson(
        "POST",
        "/api/products-catalog/products/verify/",
        { products_ids: [draft.id] },
        seller.token,
      );
      await approve([draft.id]);

      const guest = await guestPage(`${prefix}/product/${draft.sku}`);
      const path = (src: string) => new URL(src).pathname;
      // The main photo is the first upload; the thumbnails follow the upload order.
      const list = guest.getByRole("list", { name: gallery });
      const main = list.locator("xpath=preceding-sibling::div//img");
      expect(await main.count()).toBe(1);
      expect(path((await main.evaluate((i) => (i as HTMLImageElement).src)) ?? "")).toBe(
        path(order[0] ?? ""),
      );
      const thumbs = list.locator("img");
      const shown = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      expect(shown.map(path)).toEqual(order.map(path));
      await expectAccessible(guest);
      await guest.context().close();
    });
  }

  it("had no console errors", () => {
    expect(consoleErrors).toEqual([]);
  });
});
