/**
 * The import's write (decision 019, update 031): on PostgreSQL the drafts of valid rows are
 * written while the next rows are read, in one transaction rolled back unless every row is valid
 * and every model match confirmed; on PGlite after the read. Either way the seller sees the same
 * thing: an error or a match to confirm in the last rows leaves nothing written. Also what the
 * import's own reader of the sheet XML fixed: a formula's cached 0 and TRUE are values.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportBatch } from "../../src/common/api/excel.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, importRow, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;

const X = "/api/products-catalog/excel";

/** A workbook with a header row (the template's English titles) and these rows. */
async function workbook(rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Products");
  const titles = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  ws.addRow(titles);
  for (const r of rows) ws.addRow(titles.map((k) => (r[k] ?? null) as ExcelJS.CellValue));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importFile(headers: Record<string, string>, data: Buffer): Promise<ImportBatch | null> {
  const body = h.multipart("file", "catalogue.xlsx", "application/octet-stream", data);
  const res = await t.app.inject({
    method: "POST",
    url: `${X}/import/`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, "accept-language": "en" },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.drain();
  return pendingOf(headers);
}

async function pendingOf(headers: Record<string, string>) {
  const r = await h.call("GET", `${X}/pending/`, { headers });
  return r.body as ImportBatch | null;
}

const written = async (sellerId: number) => {
  const [row] = await t.database.rows<{ products: number; items: number }>(sql`
    select (select count(*)::int from products where seller_id = ${sellerId}) as products,
           (select count(*)::int from product_import_items i join product_imports pi on pi.id = i.import_id
             where pi.seller_id = ${sellerId}) as items`);
  return row;
};

/** Rows past several read chunks (100 rows each), SKUs in row order. */
const many = (n: number, last: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) =>
    importRow({ "Your SKU": `W-${String(i).padStart(4, "0")}`, ...(i === n - 1 ? last : {}) }),
  );

describe("the import's write", () => {
  beforeAll(async () => {
    t = await createTestApp();
    fx = await loadFixtures(t);
    h = helpers(t, () => fx);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes nothing when the last row of many has an error", async () => {
    const u = await h.seller();
    const p = await importFile(u.headers, await workbook(many(350, { Category: "Toasters" })));
    expect(p?.stage, JSON.stringify(p?.errors)).toBe("errors");
    expect(new Set(p?.errors.map((e) => e.row))).toEqual(new Set([351]));
    expect(p?.errors[0]?.column).toBe("Category");
    expect(await written(u.sellerId)).toEqual({ products: 0, items: 0 });
  });

  it("writes nothing until a loose model match in the last row is confirmed, then every row in order", async () => {
    const u = await h.seller();
    const [m] = await t.database.rows<{ name: string }>(
      sql`select name from miner_models where id = ${fx.model.id}`,
    );
    const messy = (m?.name ?? "").replace(/^\S+ /, "").replace(/ /g, "-").toLowerCase();
    let p = await importFile(u.headers, await workbook(many(350, { Model: messy })));
    expect(p?.stage, JSON.stringify(p?.errors)).toBe("confirm");
    expect(await written(u.sellerId)).toEqual({ products: 0, items: 0 });
    expect((await h.call("POST", `${X}/pending/confirm/`, { headers: u.headers })).status).toBe(200);
    await t.drain();
    p = await pendingOf(u.headers);
    expect(p?.stage, JSON.stringify(p?.errors)).toBe("draft_success");
    expect(p?.counts.created).toBe(350);
    expect(await written(u.sellerId)).toEqual({ products: 350, items: 350 });
    const rows = await t.database.rows<{ external_sku: string }>(
      sql`select external_sku from products where seller_id = ${u.sellerId} order by id`,
    );
    expect(rows.map((r) => r.external_sku)).toEqual(many(350).map((r) => r["Your SKU"]));
  });

  it("writes every row once and in order past several INSERTs of drafts (1,100 rows)", async () => {
    const u = await h.seller();
    const p = await importFile(u.headers, await workbook(many(1100)));
    expect(p?.stage, JSON.stringify(p?.errors)).toBe("draft_success");
    expect(p?.counts.created).toBe(1100);
    expect(await written(u.sellerId)).toEqual({ products: 1100, items: 1100 });
    const rows = await t.database.rows<{ external_sku: string; row: number }>(
      sql`select p.external_sku, i.row from products p join product_import_items i on i.product_id = p.id
           where p.seller_id = ${u.sellerId} order by p.id`,
    );
    expect(rows.map((r) => r.external_sku)).toEqual(many(1100).map((r) => r["Your SKU"]));
    expect(rows.map((r) => r.row)).toEqual(rows.map((_, i) => i + 2));
  });

  it("updates the products whose SKUs the seller already has, and adds the others", async () => {
    const u = await h.seller();
    const known = ["W-0007", "W-0107", "W-0207"];
    for (const sku of known) await h.create(u.headers, h.complete({ external_sku: sku }));
    const rows = many(300).map((r, i) => (i % 100 === 7 ? { ...r, Name: `Renamed ${i}` } : r));
    const p = await importFile(u.headers, await workbook(rows));
    expect(p?.stage, JSON.stringify(p?.errors)).toBe("draft_success");
    expect(p?.counts).toMatchObject({ created: 297, updated: 3 });
    const renamed = await t.database.rows<{ external_sku: string; name: string }>(
      sql`select external_sku, name from products where seller_id = ${u.sellerId} and external_sku in (${sql.join(
        known.map((k) => sql`${k}`),
        sql`, `,
      )}) order by external_sku`,
    );
    expect(renamed).toEqual([
      { external_sku: "W-0007", name: "Renamed 7" },
      { external_sku: "W-0107", name: "Renamed 107" },
      { external_sku: "W-0207", name: "Renamed 207" },
    ]);
    expect((await written(u.sellerId))?.products).toBe(300);
  });

  it("reads a formula's cached 0 and TRUE as values", async () => {
    const u = await h.seller();
    const p = await importFile(
      u.headers,
      await workbook([
        importRow({
          "Your SKU": "F-0",
          "Units in stock": { formula: "5-5", result: 0 },
          "Negotiable price": { formula: "TRUE()", result: true },
        }),
      ]),
    );
    expect(p?.stage, JSON.stringify(p?.errors)).toBe("draft_success");
    const [row] = await t.database.rows<{ stock_quantity: number; negotiable: boolean }>(
      sql`select stock_quantity, negotiable from products where seller_id = ${u.sellerId}`,
    );
    expect(row).toEqual({ stock_quantity: 0, negotiable: true });
  });
});
