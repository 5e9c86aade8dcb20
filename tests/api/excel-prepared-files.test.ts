/**
 * Errors files and exports built once by a job, stored and served (issue 31 item 1, decision 066):
 * the request only queues the build (202 with its status), a second request joins it, the job
 * builds it in a heavy-work slot (one per seller, a few across the server: the others wait their
 * turn), and the file is then streamed from storage.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHeavySlots } from "../../src/api/infra/heavy-slots.ts";
import type { PreparedFile } from "../../src/common/api/excel.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { fixture, sheetHelpers, X } from "./excel-sheets-helpers.ts";
import { type Fixtures, helpers, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let s: ReturnType<typeof sheetHelpers>;
beforeAll(async () => {
  // Two builds at once on the server, one per seller.
  t = await createTestApp({
    settings: { heavy: { global: 2, perAccount: 1, leaseSeconds: 60, waitSeconds: 3 } },
  });
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  s = sheetHelpers(t, h);
});
afterAll(async () => {
  await t?.close();
});

async function get(
  url: string,
  headers: Record<string, string>,
  method: "GET" | "POST" = "GET",
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...headers, "accept-language": "en" },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.rawPayload,
    json: () => res.json() as PreparedFile,
  };
}

/** Builds of prepared files waiting in the queue. */
async function queuedBuilds() {
  const [row] = await t.database.rows<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'prepared-file' and state in ('created', 'retry')`,
  );
  return row?.n ?? 0;
}

async function sheetOf(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no sheet");
  return ws;
}

/** Every row's values of the products sheet, as text. */
async function valuesOf(data: Buffer) {
  const ws = await sheetOf(data);
  const rows: string[][] = [];
  ws.eachRow((row) => rows.push(((row.values as unknown[]) ?? []).map((v) => JSON.stringify(v ?? null))));
  return rows;
}

const ERRORS = `${X}/pending/errors-file/`;

describe("the errors file", () => {
  it("is built by the job, not the request: 202 until it ran, one build however often it is asked for, then the file", async () => {
    const { u } = await s.imported(fixture("sheets-exceljs.xlsx"), "sheets-exceljs.xlsx");
    const before = await queuedBuilds();
    const first = await get(ERRORS, u.headers);
    expect(first.status).toBe(202);
    expect(first.headers["retry-after"]).toBe("2");
    const status = first.json();
    expect(status).toMatchObject({
      kind: "errors",
      status: "queued",
      size: null,
      file_name: "sheets-exceljs-errors.xlsx",
    });
    expect(first.headers.location).toBe(status.status_url);
    // Asked again (download, the page's ask, the status) while it waits: the same build, nothing built.
    const again = await get(ERRORS, u.headers);
    const asked = await get(ERRORS, u.headers, "POST");
    const polled = await get(status.status_url, u.headers);
    const early = await get(status.download_url, u.headers);
    for (const r of [again, asked, polled, early]) {
      expect(r.status).toBe(202);
      expect(r.json().id).toBe(status.id);
    }
    expect(await queuedBuilds()).toBe(before + 1);
    const stored = await t.database.rows<{ file_key: string | null }>(
      sql`select file_key from generated_files where id = ${status.id}`,
    );
    expect(stored).toEqual([{ file_key: null }]);

    await t.drain();
    const ready = await get(status.status_url, u.headers);
    expect(ready.status).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "ready",
      status_label: "Your file is ready.",
      retry_after: 0,
    });
    const file = await get(ERRORS, u.headers);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toMatch(/spreadsheetml/);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="sheets-exceljs-errors.xlsx"');
    const ws = await sheetOf(file.body);
    const red: string[] = [];
    ws.eachRow({ includeEmpty: true }, (row) =>
      row.eachCell({ includeEmpty: true }, (cell) => {
        if ((cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb === "FFFF9C9C")
          red.push(cell.address);
      }),
    );
    expect(red.sort()).toEqual(["C5", "I5", "L7"]);
    expect(JSON.stringify(ws.getCell("C5").note)).toMatch(/categor/i);
    // Served again from storage: no second build.
    expect((await get(ERRORS, u.headers)).status).toBe(200);
    expect(await queuedBuilds()).toBe(before);

    // Another seller cannot read it.
    const other = await h.seller();
    expect((await get(status.download_url, other.headers)).status).toBe(404);
    expect((await get(status.status_url, other.headers)).status).toBe(404);
  });

  it("is built again after “save the valid rows”, with only the failing rows; the old file is gone", async () => {
    const { u } = await s.imported(fixture("sheets-exceljs.xlsx"), "sheets-exceljs.xlsx");
    const whole = await s.errorsFile(u.headers);
    expect(String(whole.ws.getCell("A3").value)).toBe("LO-1");
    const [old] = await t.database.rows<{ id: number; file_key: string }>(
      sql`select id, file_key from generated_files where seller_id = ${u.sellerId} and kind = 'errors'`,
    );
    const saved = await h.call("POST", `${X}/pending/save-valid/`, { headers: u.headers });
    expect(saved.status).toBe(200);
    // The stored file of the import as it was is dropped at once.
    expect(await t.database.rows(sql`select id from generated_files where id = ${old?.id ?? 0}`)).toEqual([]);
    await t.drain();
    const after = await s.errorsFile(u.headers);
    const skus: string[] = [];
    after.ws.eachRow((row, n) => {
      if (n > 2 && row.getCell(1).value) skus.push(String(row.getCell(1).value));
    });
    expect(skus).toEqual(["LO-3", "LO-5"]);
    expect(after.red.sort()).toEqual(["C5", "I5", "L7"]);
  });

  it("of an .ods is built by the job too", async () => {
    const { u } = await s.imported(fixture("sheets-libreoffice.ods"), "sheets-libreoffice.ods");
    const { red, ws } = await s.errorsFile(u.headers);
    expect(red.sort()).toEqual(["C5", "I5", "L7"]);
    expect(String(ws.getCell("A3").value)).toBe("LO-1");
  });
});

describe("heavy work at once", () => {
  it("waits for a slot: one build per seller, a few on the server; a crashed holder's slot frees itself", async () => {
    const slots = createHeavySlots(t.database, t.settings.heavy);
    const a = await s.imported(fixture("sheets-exceljs.xlsx"), "sheets-exceljs.xlsx");
    const b = await s.imported(fixture("sheets-exceljs.xlsx"), "sheets-exceljs.xlsx");
    // Seller A is building something already (in another process, say).
    const held = await slots.take("test", `seller:${a.u.sellerId}`, "elsewhere");
    expect(held).toBeDefined();
    const fileA = (await get(ERRORS, a.u.headers)).json();
    const fileB = (await get(ERRORS, b.u.headers)).json();
    await t.drain();
    // B's build ran; A's second one waits its turn in the queue (not refused).
    expect((await get(fileB.status_url, b.u.headers)).json().status).toBe("ready");
    expect((await get(fileA.status_url, a.u.headers)).json().status).toBe("queued");
    expect(await queuedBuilds()).toBe(1);

    // The server's two slots taken (A's, and another's): B's export waits too.
    const other = await slots.take("test", "seller:someone-else", "elsewhere");
    expect(other).toBeDefined();
    const exp = await get(`${X}/export/`, b.u.headers, "POST", {});
    expect(exp.status).toBe(202);
    await t.drain({ includeDelayed: true });
    expect((await get(exp.json().status_url, b.u.headers)).json().status).toBe("queued");
    expect((await get(fileA.status_url, a.u.headers)).json().status).toBe("queued");

    // A's holder crashed: its lease runs out and the slot is free again; the other finished.
    await t.database.rows(
      sql`update heavy_slots set expires_at = now() - interval '1 second' where id = ${held ?? 0}`,
    );
    await slots.release(other ?? 0);
    await t.drain({ includeDelayed: true });
    expect((await get(fileA.status_url, a.u.headers)).json().status).toBe("ready");
    expect((await get(exp.json().status_url, b.u.headers)).json().status).toBe("ready");
    expect(await t.database.rows(sql`select id from heavy_slots`)).toEqual([]);
  });
});

describe("the export", () => {
  it("of the whole catalogue goes through the job and gives the same workbook as before", async () => {
    const u = await h.seller();
    const one = await h.create(u.headers, h.complete({ name: "Export one rig", external_sku: "EXP-1" }));
    const two = await h.create(u.headers, h.complete({ name: "Export two rig", external_sku: "EXP-2" }));
    // A small selection still comes at once, as before.
    const inline = await get(`${X}/export/?id=${one.id},${two.id}`, u.headers);
    expect(inline.status).toBe(200);
    const all = await get(`${X}/export/`, u.headers);
    expect(all.status).toBe(202);
    const status = all.json();
    expect(status).toMatchObject({ kind: "export", status: "queued" });
    // Asked again while it waits: the same build.
    expect((await get(`${X}/export/`, u.headers, "POST", {})).json().id).toBe(status.id);
    await t.drain();
    const file = await get(status.download_url, u.headers);
    expect(file.status).toBe(200);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="rigmarket-products.xlsx"');
    const rows = await valuesOf(file.body);
    expect(rows.length).toBe(4);
    expect(rows).toEqual(await valuesOf(inline.body));
    // A selection asked by POST, in French.
    const fr = await get(`${X}/export/`, u.headers, "POST", { id: [two.id], lang: "fr" });
    expect(fr.status).toBe(202);
    await t.drain();
    const frFile = await get(fr.json().download_url, u.headers);
    const frRows = await valuesOf(frFile.body);
    expect(frRows[0]?.[1]).toBe(JSON.stringify("Votre référence"));
    expect(frRows.length).toBe(3);
    // Another seller's ids: 400 naming them, nothing queued.
    const other = await h.seller();
    const foreign = await get(`${X}/export/`, other.headers, "POST", { id: [one.id] });
    expect(foreign.status).toBe(400);
  });
});
