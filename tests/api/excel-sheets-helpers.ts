/**
 * Helpers of the spreadsheet tests over committed fixture files (tests/fixtures/README.md): upload
 * a file as a seller, run the job, read the open import and the annotated errors file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { ImportBatch } from "../../src/common/api/excel.ts";
import { nextIp, type TestApp } from "../setup/app.ts";
import type { helpers } from "./seller-products-helpers.ts";

export const X = "/api/products-catalog/excel";
export const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../fixtures", name)) as Buffer;

export function sheetHelpers(t: TestApp, h: ReturnType<typeof helpers>) {
  async function upload(headers: Record<string, string>, data: Buffer, name = "catalogue.xlsx") {
    const body = h.multipart("file", name, "application/octet-stream", data);
    const res = await t.app.inject({
      method: "POST",
      url: `${X}/import/`,
      payload: body.payload,
      headers: { ...headers, ...body.headers, "accept-language": "en" },
      remoteAddress: nextIp(),
    });
    // biome-ignore lint/suspicious/noExplicitAny: checked by the assertions
    return { status: res.statusCode, body: res.json() as any };
  }

  async function pending(headers: Record<string, string>): Promise<ImportBatch | null> {
    const r = await h.call("GET", `${X}/pending/`, { headers });
    expect(r.status).toBe(200);
    return r.body as ImportBatch | null;
  }

  /** Uploads a file as a new seller and runs the job: the seller and the import where it stopped. */
  async function imported(data: Buffer, name: string) {
    const u = await h.seller();
    const up = await upload(u.headers, data, name);
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    await t.drain();
    const batch = await pending(u.headers);
    if (!batch) throw new Error("no open import");
    return { u, up: up.body as ImportBatch, batch };
  }

  /**
   * The annotated errors file: its first sheet and the addresses of the cells filled red. The
   * first call answers 202 (the job builds it, decision 066), the one after the job the file.
   */
  async function errorsFile(headers: Record<string, string>) {
    const get = () =>
      t.app.inject({
        method: "GET",
        url: `${X}/pending/errors-file/`,
        headers: { ...headers, "accept-language": "en" },
        remoteAddress: nextIp(),
      });
    expect((await get()).statusCode).toBe(202);
    await t.drain();
    const res = await get();
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("no sheet");
    const red: string[] = [];
    for (const sheet of wb.worksheets)
      sheet.eachRow({ includeEmpty: true }, (row) =>
        row.eachCell({ includeEmpty: true }, (cell) => {
          if ((cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb === "FFFF9C9C")
            red.push(cell.address);
        }),
      );
    return { ws, red };
  }

  /** The products a seller has, by external SKU, with the fields the fixtures set. */
  async function products(sellerId: number) {
    return t.database.rows<{
      external_sku: string;
      negotiable: boolean;
      discount_amount: number;
      stock_quantity: number | null;
      country_of_origin: string | null;
    }>(
      sql`select external_sku, negotiable, discount_amount::float as discount_amount, stock_quantity,
                 country_of_origin
          from products where seller_id = ${sellerId} order by external_sku`,
    );
  }

  return { upload, pending, imported, errorsFile, products };
}

/** The errors of an import as [row, column, message], in order. */
export const errorList = (b: ImportBatch) => b.errors.map((e) => [e.row, e.column, e.message]);
