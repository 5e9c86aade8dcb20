/**
 * All field errors in one round (issue 17, decision 034): a bad create or edit of the seller's
 * forms (product, service, company) answers every failing field at once, each under its own name,
 * in the request's language; verification names every gap at once, as the shared rule does.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationGaps } from "../../src/common/api/seller-products.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, loadFixtures, P } from "./seller-products-helpers.ts";

const S = "/api/services-catalog/services";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
});
afterAll(async () => {
  await t?.close();
});

describe("field errors in one round", () => {
  it("names every bad field of a product create and edit at once, the tier rules included", async () => {
    const u = await h.seller();
    const bad = {
      name: "",
      category_id: fx.minerCategory,
      country_of_origin: "USA",
      price_tiers: [
        { min_quantity: 1, max_quantity: 10, unit_price: -5 },
        { min_quantity: 5, max_quantity: null, unit_price: 4 },
      ],
      videos: ["not a link"],
      discount_amount: "ten",
      colour: "red",
    };
    const created = await h.call("POST", `${P}/?source=manual`, { headers: u.headers, payload: bad });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      name: ["This field is required."],
      country_of_origin: ["Use two-letter country codes (ISO 3166-1), e.g. US, DE."],
      "price_tiers.0.unit_price": ["The price can't be negative."],
      "price_tiers.1.min_quantity": [
        "Quantity tiers overlap: each tier must start after the previous one ends.",
      ],
      "videos.0": ["Enter a valid URL starting with http:// or https://."],
      discount_amount: ["A valid number is required."],
      colour: ["Unknown field."],
    });

    const draft = await h.create(u.headers, { name: "One round", category_id: fx.minerCategory });
    const { category_id: _c, ...edit } = bad;
    const patched = await h.call("PATCH", `${P}/${draft.id}/`, {
      headers: u.headers,
      payload: edit,
      lang: "fr",
    });
    expect(patched.status).toBe(400);
    expect(Object.keys(patched.body).sort()).toEqual(Object.keys(created.body).sort());
    expect(patched.body.name).toEqual(["Ce champ est obligatoire."]);
    // Nothing of the refused edit was saved.
    expect((await h.call("GET", `${P}/${draft.id}/edit`, { headers: u.headers })).body.name).toBe(
      "One round",
    );
  });

  it("names every gap of a draft sent for verification at once, as the shared rule does", async () => {
    const u = await h.seller();
    const draft = await h.create(u.headers, { name: "Bare draft", category_id: fx.minerCategory });
    const verify = await h.call("POST", `${P}/verify/`, {
      headers: u.headers,
      payload: { products_ids: [draft.id] },
    });
    expect(verify.status).toBe(400);
    const [category] = await t.database.rows<{ spec_keys: string[] }>(
      sql`select spec_keys from categories where id = ${fx.minerCategory}`,
    );
    const expected = verificationGaps(
      { name: "Bare draft", description: "", price_tiers: [], delivery_regions: [], specs: {} },
      { photos: 0, specKeys: new Set(category?.spec_keys ?? []) },
    );
    expect(Object.keys(verify.body).sort()).toEqual(Object.keys(expected).sort());
    expect(Object.keys(verify.body).length).toBeGreaterThanOrEqual(6);
  });

  it("names every bad field of a service and of a company at once", async () => {
    const u = await h.seller();
    const [category] = await t.database.rows<{ id: number }>(
      sql`select id from categories where kind = 'service' order by id limit 1`,
    );
    const service = await h.call("POST", `${S}/?source=manual`, {
      headers: u.headers,
      payload: {
        name: "",
        category_id: category?.id,
        price_from: -1,
        service_regions: ["XX"],
        country: "Germany",
      },
    });
    expect(service.status).toBe(400);
    expect(Object.keys(service.body).sort()).toEqual(["country", "name", "price_from", "service_regions.0"]);

    const buyer = await t.createUser();
    const pair = await t.login(buyer.email, buyer.password);
    const company = await h.call("POST", "/api/sellers/", {
      headers: pair.headers,
      payload: { website: "ftp:x" },
    });
    expect(company.status).toBe(400);
    expect(Object.keys(company.body)).toEqual(
      expect.arrayContaining([
        "company_name",
        "legal_name",
        "head_office_address",
        "country_iso",
        "phone",
        "website",
      ]),
    );
  });
});
