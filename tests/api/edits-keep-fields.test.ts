/**
 * An edit changes only the fields it carries (issue 30, decision 062): a property over every
 * listing field. fast-check draws a complete listing and puts it on sale (or leaves it a draft),
 * then draws a second listing and a random subset of the fields, and edits those fields only:
 * - products and services through the API's edit (PATCH): a draft's columns at once, an approved
 *   listing's pending change, which the moderator approves;
 * - products through the spreadsheet path: a sheet of the product's SKU where each changed field's
 *   columns hold its new value, and each column of the other fields (each specification, each
 *   dimension) is either absent (kept) or holds the value as it is; the pending change is approved.
 * Then every field of the public page (the seller's view for a draft) is the new value where it was
 * changed and the original value everywhere else.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Column, type Lookups, lookups, templateColumns } from "../../src/api/modules/excel/columns.ts";
import { loadRefs } from "../../src/api/modules/excel/queries.ts";
import type { ProductDetail } from "../../src/common/api/catalog.ts";
import type { ImportBatch } from "../../src/common/api/excel.ts";
import {
  PRODUCT_FIELDS,
  type ProductField,
  type ProductFields,
} from "../../src/common/api/seller-products.ts";
import {
  SERVICE_FIELDS,
  type ServiceField,
  type ServiceFields,
} from "../../src/common/api/seller-services.ts";
import type { ServiceDetail } from "../../src/common/api/services.ts";
import { COOLING_TYPES, PAYMENT_METHODS, REGION_CODES } from "../../src/common/catalog.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures, P } from "./seller-products-helpers.ts";

const S = "/api/services-catalog/services";
const X = "/api/products-catalog/excel";
/** Runs per property: enough to draw every field changed and kept many times, under a minute in all. */
const RUNS = Number(process.env.EDITS_RUNS ?? 8);
/** A failure prints its seed and path: `EDITS_SEED=<seed> EDITS_PATH=<path>` replays it. */
const RUN = {
  numRuns: RUNS,
  ...(process.env.EDITS_SEED
    ? { seed: Number(process.env.EDITS_SEED), path: process.env.EDITS_PATH, endOnFailure: true }
    : {}),
};

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let moderatorId: number;
let photo: Buffer;
let l: Lookups;
/** What the draws pick from: miner categories, two models with their brands, algorithms, service places. */
let pool: {
  minerCategories: number[];
  models: { id: number; brandId: number }[];
  algorithms: string[];
  serviceCategories: number[];
  places: { country: string; city: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderatorId = (await t.createUser({ role: "moderator" })).id;
  photo = await image("jpeg");
  l = lookups(await loadRefs(t.database.db));
  const ids = async (q: ReturnType<typeof sql>) =>
    (await t.database.rows<{ id: number }>(q)).map((r) => r.id);
  const models = await t.database.rows<{ id: number; brand_id: number }>(
    sql`select distinct on (brand_id) id, brand_id from miner_models order by brand_id, id limit 2`,
  );
  const places = await t.database.rows<{ country: string; city: number }>(
    sql`select distinct on (country_iso) country_iso as country, id as city from cities
        where country_iso in ('US', 'DE', 'CA') order by country_iso, population desc`,
  );
  pool = {
    minerCategories: await ids(
      sql`select id from categories where kind = 'product' and parent_id is not null
          and 'hashrate' = any(spec_keys) order by id limit 3`,
    ),
    models: models.map((m) => ({ id: m.id, brandId: m.brand_id })),
    algorithms: l.refs.algorithms.slice(0, 3),
    serviceCategories: await ids(sql`select id from categories where kind = 'service' order by id limit 3`),
    places: places.map((p) => ({ country: p.country.trim(), city: p.city })),
  };
  expect(pool.models.length).toBe(2);
  expect(pool.places.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- draws
const word = fc.stringMatching(/^[A-Za-z][a-z0-9]{1,9}$/);
const text = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((w) => w.join(" "));
const int = (min: number, max: number) => fc.integer({ min, max });
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

/** 1 to 3 price tiers that do not overlap, every price above any discount drawn. */
const tiers = fc
  .tuple(int(1, 3), int(2, 20), fc.array(int(1000, 9000), { minLength: 3, maxLength: 3 }), fc.boolean())
  .map(([n, step, prices, open]) =>
    Array.from({ length: n }, (_, i) => ({
      min_quantity: 1 + i * step,
      max_quantity: i === n - 1 && open ? null : (i + 1) * step,
      unit_price: prices[i] as number,
    })),
  );

/** A future minute within the offer's 90 days, as the form sends it (UTC, no seconds). */
const offerEnd = int(2, 80 * 24).map((hours) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  d.setUTCSeconds(0, 0);
  return `${d.toISOString().slice(0, 16)}Z`;
});

const specs = () =>
  fc
    .record(
      {
        hashrate: fc.record({ value: int(1, 500), unit: fc.constantFrom("TH/s", "GH/s", "MH/s") }),
        algorithm: fc.constantFrom(...pool.algorithms),
        minableCoins: fc.uniqueArray(fc.stringMatching(/^[A-Z]{3,4}$/), { minLength: 1, maxLength: 3 }),
        consumption: int(100, 6000),
        efficiency: fc.record({ value: int(5, 60), unit: fc.constantFrom("J/TH", "J/GH") }),
        coolingType: fc.constantFrom(...COOLING_TYPES),
        waterblockCompatible: fc.boolean(),
        immersionCompatible: fc.boolean(),
        fanCount: int(0, 8),
        dimensions: fc.constantFrom("400 x 195 x 290", "570 x 316 x 430"),
        temperatureRange: fc.record({ min: int(-20, 5), max: int(30, 45) }),
        humidityRange: fc.record({ min: int(5, 10), max: int(80, 95) }),
        interface: fc.constantFrom("Ethernet", "Ethernet, Wi-Fi"),
        noiseLevel: int(30, 90),
        weight: int(1, 40),
        releaseDate: fc.constantFrom("2023-05", "2024-11"),
      },
      { requiredKeys: ["hashrate", "algorithm"] },
    )
    .map((s) => JSON.parse(JSON.stringify(s)) as ProductFields["specs"]);

const dimensions = fc.record(
  {
    length: int(100, 600),
    width: int(100, 400),
    height: int(100, 500),
    weight: int(1, 40),
    packageLength: int(100, 700),
    packageWidth: int(100, 500),
    packageHeight: int(100, 600),
    packageWeight: int(1, 50),
  },
  { requiredKeys: [] },
);

/** The brand and the model go together (a model names its brand): one of two models, or a brand alone. */
const brandModel = () =>
  fc
    .constantFrom(...pool.models)
    .chain((m) =>
      fc.boolean().map((withModel) => ({ brand_id: m.brandId, model_id: withModel ? m.id : null })),
    );

/** A complete product (every field a buyer relies on); `external_sku` is made unique by the caller. */
const product = () =>
  fc.record({
    name: text(5),
    category_id: fc.constantFrom(...pool.minerCategories),
    brandModel: brandModel(),
    external_sku: word,
    condition: fc.constantFrom("new", "used", "tested" as const),
    country_of_origin: maybe(fc.constantFrom("CN", "US", "MY", "DE")),
    description: text(12),
    price_tiers: tiers,
    discount_amount: int(1, 500),
    discount_ends_at: maybe(offerEnd),
    negotiable: fc.boolean(),
    dimensions,
    specs: specs(),
    videos: fc.uniqueArray(
      word.map((w) => `https://www.youtube.com/watch?v=${w}`),
      { maxLength: 2 },
    ),
    delivery_regions: fc.shuffledSubarray([...REGION_CODES], { minLength: 1 }),
    difference_from_others: text(6),
    additional_terms: fc.array(fc.record({ name: text(2), value: text(4) }), { maxLength: 2 }),
    payment_methods: fc.shuffledSubarray([...PAYMENT_METHODS]),
    lead_time_days: maybe(int(0, 60)),
    warranty_months: maybe(int(0, 36)),
    stock_quantity: maybe(int(0, 500)),
  });

type Drawn = ReturnType<typeof product> extends fc.Arbitrary<infer T> ? T : never;
let skuCount = 0;
function productFields(d: Drawn): ProductFields {
  const { brandModel: bm, external_sku, ...rest } = d;
  skuCount += 1;
  return { ...rest, ...bm, external_sku: `${external_sku}-${skuCount}` } as ProductFields;
}

/**
 * The fields to change: a non-empty subset; the brand and the model change together, and so do an
 * offer's end and its discount (an end needs one).
 */
function changed<F extends string>(fields: readonly F[], pairs: [F, F][], except: F[] = []) {
  return fc
    .subarray(
      fields.filter((f) => !except.includes(f)),
      { minLength: 1 },
    )
    .map((list) => {
      const out = new Set(list);
      for (const [a, b] of pairs) if (out.has(a) || out.has(b)) for (const f of [a, b]) out.add(f);
      return [...out];
    });
}
const PRODUCT_PAIRS: [ProductField, ProductField][] = [
  ["brand_id", "model_id"],
  ["discount_amount", "discount_ends_at"],
];

const pick = <F extends object>(from: F, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k as keyof F]])) as Partial<F>;

// ---------------------------------------------------------------- what the public sees
/** The public page of a product as its fields. */
function publicProduct(p: ProductDetail): ProductFields {
  return {
    name: p.name,
    category_id: p.category.id,
    brand_id: p.brand?.id ?? null,
    model_id: p.model?.id ?? null,
    external_sku: p.external_sku,
    condition: p.condition,
    country_of_origin: p.country_of_origin?.iso ?? null,
    description: p.description,
    price_tiers: p.price_tiers,
    discount_amount: p.discount_amount,
    discount_ends_at: p.discount_ends_at,
    negotiable: p.negotiable,
    dimensions: p.dimensions,
    specs: p.specs,
    videos: p.videos,
    delivery_regions: p.delivery_regions as ProductFields["delivery_regions"],
    difference_from_others: p.difference_from_others,
    additional_terms: p.additional_terms,
    payment_methods: p.payment_methods as ProductFields["payment_methods"],
    lead_time_days: p.lead_time_days,
    warranty_months: p.warranty_months,
    stock_quantity: p.stock_quantity,
  };
}

/** A date-time as an instant (the API answers ISO with seconds, the form sends minutes). */
const instant = (v: unknown) => (typeof v === "string" && v.endsWith("Z") ? Date.parse(v) : v);

/** Each field: the new value if it was changed, else the original one. */
function expectFields<F extends object>(seen: F, original: F, next: F, change: readonly string[]) {
  for (const f of Object.keys(original) as (keyof F & string)[]) {
    const want = change.includes(f) ? next[f] : original[f];
    const label = `${f} ${change.includes(f) ? "changed" : "kept"} (changed: ${change.join(", ")})`;
    if (f === "discount_ends_at") expect(instant(seen[f]), label).toBe(instant(want));
    else expect(seen[f], label).toEqual(want);
  }
}

/** The moderator approves the listing's pending change (an edit that drew the same values made none). */
async function approvePending(kind: "product" | "service", id: number, headers: Record<string, string>) {
  const view = await h.call("GET", `${kind === "product" ? P : S}/${id}/edit`, { headers });
  if (!view.body.pending_change) return;
  if (kind === "product") await t.app.services.sellerProducts.approveProducts(moderatorId, [id]);
  else await t.app.services.sellerServices.approveServices(moderatorId, [id]);
}
/** Each property's runs on a loaded machine: no tight bound (no timing is asserted). */
const LONG = { timeout: 600_000 };

// ---------------------------------------------------------------- set-up of a listing
type Seller = Awaited<ReturnType<ReturnType<typeof helpers>["seller"]>>;

async function productOnSale(u: Seller, fields: ProductFields, approve: boolean) {
  const created = await h.create(u.headers, fields);
  const up = await h.upload(u.headers, created.id, photo);
  expect(up.status).toBe(201);
  if (!approve) return created;
  await h.action(u.headers, "verify", [created.id], 200);
  await t.app.services.sellerProducts.approveProducts(moderatorId, [created.id]);
  const shown = await h.call<ProductDetail>("GET", `/api/products-catalog/products/${created.sku}`);
  expect(shown.status).toBe(200);
  expectFields(publicProduct(shown.body), fields, fields, []);
  return created;
}

async function publicOrSellerProduct(
  id: number,
  sku: string,
  approved: boolean,
  headers: Record<string, string>,
): Promise<ProductFields> {
  if (approved) {
    const r = await h.call<ProductDetail>("GET", `/api/products-catalog/products/${sku}`);
    expect(r.status).toBe(200);
    return publicProduct(r.body);
  }
  const r = await h.call<ProductFields>("GET", `${P}/${id}/edit`, { headers });
  expect(r.status).toBe(200);
  return pick(r.body, PRODUCT_FIELDS) as ProductFields;
}

// ---------------------------------------------------------------- products through the API
describe("an edit of a product keeps every field it did not change", () => {
  for (const approved of [true, false])
    it(
      `through the API (${approved ? "approved: pending change, moderator's approval" : "draft: direct edit"})`,
      LONG,
      async () => {
        const u = await h.seller();
        await fc.assert(
          fc.asyncProperty(
            product(),
            product(),
            changed(PRODUCT_FIELDS, PRODUCT_PAIRS),
            async (a, b, change) => {
              const original = productFields(a);
              const next = productFields(b);
              const p = await productOnSale(u, original, approved);
              const edit = await h.call("PATCH", `${P}/${p.id}/`, {
                headers: u.headers,
                payload: pick(next, change),
              });
              expect(edit.status, JSON.stringify(edit.body)).toBe(200);
              if (approved) await approvePending("product", p.id, u.headers);
              expectFields(
                await publicOrSellerProduct(p.id, p.sku, approved, u.headers),
                original,
                next,
                change,
              );
            },
          ),
          RUN,
        );
      },
    );
});

// ---------------------------------------------------------------- products through a spreadsheet
/** The columns of each field (specifications and dimensions have one per key). */
const COLUMNS = templateColumns();
function columnsOf(field: ProductField): Column[] {
  const key = (
    {
      category_id: "category",
      brand_id: "brand",
      model_id: "model",
    } as Record<string, string>
  )[field];
  if (field === "specs") return COLUMNS.filter((c) => c.key.startsWith("spec."));
  if (field === "dimensions")
    return COLUMNS.filter((c) =>
      ["length", "width", "height", "weight"].some((d) => c.key === d || c.key === `package_${d}`),
    );
  return COLUMNS.filter((c) => c.key === (key ?? field));
}

/** A sheet of one row in the template's layout: these columns, each with its value from `values`. */
async function sheetOf(columns: { column: Column; values: ProductFields }[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Products");
  ws.getRow(1).values = columns.map(({ column }) => column.header("en"));
  ws.getRow(2).values = columns.map(({ column }) => column.hint("en"));
  ws.getRow(3).values = columns.map(({ column, values }) => column.format(values, l, "en"));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importSheet(u: Seller, data: Buffer) {
  const body = h.multipart("file", "catalogue.xlsx", "application/octet-stream", data);
  const res = await t.app.inject({
    method: "POST",
    url: `${X}/import/`,
    payload: body.payload,
    headers: { ...u.headers, ...body.headers, "accept-language": "en" },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.drain();
  const last = (await h.call<ImportBatch>("GET", `${X}/last/`, { headers: u.headers })).body;
  expect(last.stage, last.message).not.toBe("failed");
  expect(last.errors, JSON.stringify(last.errors)).toEqual([]);
  // The next run's sheet is a new import.
  await h.call("POST", `${X}/cancel/`, { headers: u.headers });
}

describe("a spreadsheet that updates a product keeps every field it did not change", () => {
  it(
    "a missing column keeps its field, a column as it was keeps it, a changed one changes it",
    LONG,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          product(),
          product(),
          // The SKU is what names the product; no column holds an offer's end.
          changed(PRODUCT_FIELDS, PRODUCT_PAIRS, ["external_sku", "discount_ends_at"]),
          fc.func(fc.boolean()),
          async (a, b, change, shows) => {
            // A company per run: a seller's catalogue uploads have a budget (decision 067).
            const u = await h.seller();
            const original = productFields(a);
            const next = { ...productFields(b), external_sku: original.external_sku };
            // No column holds an offer's end: the sheet changes the discount of an offer that stays.
            next.discount_ends_at = original.discount_ends_at;
            const p = await productOnSale(u, original, true);
            const columns: { column: Column; values: ProductFields }[] = [];
            for (const field of PRODUCT_FIELDS) {
              if (field === "discount_ends_at") continue;
              if (change.includes(field)) {
                for (const column of columnsOf(field)) columns.push({ column, values: next });
              } else {
                // Each column of a kept field (each specification, each dimension) is there or not.
                for (const column of columnsOf(field))
                  if (field === "external_sku" || shows(column.key))
                    columns.push({ column, values: original });
              }
            }
            // A header row names at least three columns: a short sheet takes kept fields' columns too.
            for (const column of COLUMNS)
              if (columns.length < 3 && !columns.some((c) => c.column === column))
                columns.push({
                  column,
                  values: change.some((f) => columnsOf(f).includes(column)) ? next : original,
                });
            await importSheet(u, await sheetOf(columns));
            await approvePending("product", p.id, u.headers);
            expectFields(await publicOrSellerProduct(p.id, p.sku, true, u.headers), original, next, change);
          },
        ),
        RUN,
      );
    },
  );
});

// ---------------------------------------------------------------- services through the API
const service = () =>
  fc.record({
    name: text(5),
    category_id: fc.constantFrom(...pool.serviceCategories),
    description: text(12),
    place: fc.constantFrom(...pool.places),
    address: text(4),
    additional_countries: fc.shuffledSubarray(["CA", "MX", "FR", "IT", "KZ"]),
    service_regions: fc.shuffledSubarray([...REGION_CODES], { minLength: 1 }),
    price_from: int(1, 5000),
    price_unit: fc.constantFrom("per kW per month", "per unit", "per hour"),
    currency: fc.constantFrom("USD", "EUR"),
    properties: fc.dictionary(
      fc.stringMatching(/^[a-z][a-z_]{2,12}$/),
      fc.oneof(int(0, 1000), fc.boolean(), text(3)),
      { maxKeys: 3 },
    ),
  });
type DrawnService = ReturnType<typeof service> extends fc.Arbitrary<infer T> ? T : never;
function serviceFields(d: DrawnService): ServiceFields {
  const { place, ...rest } = d;
  return { ...rest, country: place.country, city_id: place.city };
}

function publicService(s: ServiceDetail): ServiceFields {
  return {
    name: s.name,
    category_id: s.category.id,
    description: s.description,
    country: s.country?.iso ?? null,
    city_id: s.city?.id ?? null,
    address: s.address,
    additional_countries: s.additional_countries,
    service_regions: s.regions as ServiceFields["service_regions"],
    price_from: s.price_from,
    price_unit: s.price_unit,
    currency: s.currency,
    properties: Object.fromEntries(s.properties.map((x) => [x.key, x.value])),
  };
}

/** Key order of the properties is the category's display order: compared as a set. */
const sortedProps = (f: ServiceFields) => ({
  ...f,
  properties: Object.fromEntries(Object.entries(f.properties).sort(([x], [y]) => x.localeCompare(y))),
});

describe("an edit of a service keeps every field it did not change", () => {
  for (const approved of [true, false])
    it(
      `through the API (${approved ? "approved: pending change, moderator's approval" : "draft: direct edit"})`,
      LONG,
      async () => {
        const u = await h.seller();
        const SERVICE_PAIRS: [ServiceField, ServiceField][] = [["country", "city_id"]];
        await fc.assert(
          fc.asyncProperty(
            service(),
            service(),
            changed(SERVICE_FIELDS, SERVICE_PAIRS),
            async (a, b, change) => {
              const original = serviceFields(a);
              const next = serviceFields(b);
              const created = await h.call<{ id: number }>("POST", `${S}/`, {
                headers: u.headers,
                payload: original,
              });
              expect(created.status, JSON.stringify(created.body)).toBe(201);
              const id = created.body.id;
              const up = h.multipart("image", "image.jpg", "image/jpeg", photo);
              const res = await t.app.inject({
                method: "POST",
                url: `${S}/${id}/images/`,
                payload: up.payload,
                headers: { ...u.headers, ...up.headers },
                remoteAddress: nextIp(),
              });
              expect(res.statusCode, res.body).toBe(201);
              if (approved) {
                const sent = await h.call("POST", `${S}/verify/`, {
                  headers: u.headers,
                  payload: { services_ids: [id] },
                });
                expect(sent.status, JSON.stringify(sent.body)).toBe(200);
                await t.app.services.sellerServices.approveServices(moderatorId, [id]);
              }
              const edit = await h.call("PATCH", `${S}/${id}/`, {
                headers: u.headers,
                payload: pick(next, change),
              });
              expect(edit.status, JSON.stringify(edit.body)).toBe(200);
              if (approved) await approvePending("service", id, u.headers);
              const seen = approved
                ? publicService((await h.call<ServiceDetail>("GET", `${S}/${id}`)).body)
                : (pick(
                    (await h.call<ServiceFields>("GET", `${S}/${id}/edit`, { headers: u.headers })).body,
                    SERVICE_FIELDS,
                  ) as ServiceFields);
              expectFields(sortedProps(seen), sortedProps(original), sortedProps(next), change);
            },
          ),
          RUN,
        );
      },
    );
});
