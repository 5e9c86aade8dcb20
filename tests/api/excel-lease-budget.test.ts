/**
 * The catalogue import bounded and resumable by hand (issue 31 items 5 and 7, decision 067): a file
 * that takes more than its budget of work to read is refused (at the upload) or failed (in the
 * job) with a message telling the seller to split it; every upload counts against the seller's
 * budget (429); an import whose job died (its lease lapsed) is shown as interrupted, and a new
 * upload is accepted at once.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXCEL_LIMITS, type ImportBatch } from "../../src/common/api/excel.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { fixture, sheetHelpers, X } from "./excel-sheets-helpers.ts";
import { type Fixtures, helpers, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let s: ReturnType<typeof sheetHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  s = sheetHelpers(t, h);
});
afterAll(async () => {
  await t?.close();
});

const XLSX = "sheets-exceljs.xlsx";
const ODS = "sheets-libreoffice.ods";

/** An upload in a language (the sheet helpers upload in English). */
async function uploadIn(headers: Record<string, string>, name: string, lang: "en" | "fr") {
  const body = h.multipart("file", name, "application/octet-stream", fixture(name));
  const res = await t.app.inject({
    method: "POST",
    url: `${X}/import/`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, "accept-language": lang },
    remoteAddress: nextIp(),
  });
  // biome-ignore lint/suspicious/noExplicitAny: checked by the assertions
  return { status: res.statusCode, body: res.json() as any, headers: res.headers };
}

async function pendingIn(headers: Record<string, string>, lang: "en" | "fr", url = `${X}/pending/`) {
  const r = await h.call("GET", url, { headers, lang });
  expect(r.status).toBe(200);
  return r.body as ImportBatch | null;
}

/** With the budget of work per file set to `ms` (the settings are read at each use). */
async function withBudget<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.settings.excelImport.parseBudgetMs = ms;
  try {
    return await work();
  } finally {
    t.settings.excelImport.parseBudgetMs = EXCEL_LIMITS.parseBudgetMs;
  }
}

describe("the budget of work per file", () => {
  for (const name of [XLSX, ODS])
    it(`refuses at the upload a file slower to read than the budget, in the seller's language (${name})`, async () => {
      const u = await h.seller();
      const [en, fr] = await withBudget(0, async () => [
        await uploadIn(u.headers, name, "en"),
        await uploadIn(u.headers, name, "fr"),
      ]);
      expect(en.status, JSON.stringify(en.body)).toBe(400);
      expect(en.body.file.join(" ")).toMatch(/takes too long to read .* Split it into smaller files/);
      expect(fr.status).toBe(400);
      expect(fr.body.file.join(" ")).toMatch(/trop long à lire .* Découpez-le en fichiers plus petits/);
      // Nothing was kept: no import.
      expect(await s.pending(u.headers)).toBeNull();
    });

  for (const name of [XLSX, ODS])
    it(`fails the import in the job when reading the file goes over the budget, with the same message (${name})`, async () => {
      const u = await h.seller();
      const up = await uploadIn(u.headers, name, "en");
      expect(up.status, JSON.stringify(up.body)).toBe(202);
      await withBudget(0, () => t.drain());
      const en = await pendingIn(u.headers, "en");
      expect(en?.stage).toBe("failed");
      expect(en?.message).toMatch(/takes too long to read .* Split it into smaller files/);
      const fr = await pendingIn(u.headers, "fr");
      expect(fr?.message).toMatch(/trop long à lire/);
      // The seller can send the split file at once.
      const again = await uploadIn(u.headers, name, "en");
      expect(again.status).toBe(202);
    });
});

describe("the seller's upload budget", () => {
  it("counts every upload, accepted or refused: past the budget a 429 with Retry-After, for this seller only", async () => {
    const u = await h.seller();
    const accepted = await uploadIn(u.headers, XLSX, "en");
    expect(accepted.status).toBe(202);
    // Refused files count too (each was read to be refused).
    const refused: number[] = [];
    for (let i = 0; i < 4; i++)
      refused.push((await s.upload(u.headers, Buffer.from("sku;name\nA;B\nC;D\n"))).status);
    expect(refused).toEqual([400, 400, 400, 400]);
    const over = await uploadIn(u.headers, XLSX, "en");
    expect(over.status).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.body.detail).toMatch(/Too many attempts/);
    const overFr = await uploadIn(u.headers, XLSX, "fr");
    expect(overFr.status).toBe(429);
    expect(overFr.body.detail).toMatch(/Trop de tentatives/);
    // Another seller is not held back.
    const other = await h.seller();
    expect((await uploadIn(other.headers, XLSX, "en")).status).toBe(202);
  });
});

describe("an import whose job died (issue 31 item 7)", () => {
  /** What a job that died mid-way leaves: the import taken (`processing`), its lease over. */
  async function jobDied(importId: number) {
    await t.database.rows(
      sql`update product_imports set stage = 'processing', rows_processed = 2,
            lease_until = now() - interval '5 minutes' where id = ${importId}`,
    );
  }

  it("is shown as interrupted, and a new upload is accepted at once (the old job, run late, changes nothing)", async () => {
    const u = await h.seller();
    const first = await uploadIn(u.headers, XLSX, "en");
    expect(first.status).toBe(202);
    await jobDied(first.body.id);

    const en = await pendingIn(u.headers, "en");
    expect([en?.id, en?.stage, en?.stage_label]).toEqual([first.body.id, "interrupted", "Interrupted"]);
    expect(en?.message).toMatch(/interrupted.*Nothing was saved\. Start again: upload the file once more/);
    const fr = await pendingIn(u.headers, "fr");
    expect([fr?.stage_label, fr?.message]).toEqual([
      "Interrompu",
      expect.stringMatching(/interrompu.*Recommencez : importez le fichier une nouvelle fois/),
    ]);
    expect((await pendingIn(u.headers, "en", `${X}/last/`))?.stage).toBe("interrupted");

    const second = await uploadIn(u.headers, XLSX, "en");
    expect(second.status, JSON.stringify(second.body)).toBe(202);
    expect(second.body.stage).toBe("queued");
    // The first import's job is still queued (a retry, or a job delivered again): it finds nothing to do.
    await t.drain();
    const [old] = await t.database.rows<{ stage: string; closed: boolean }>(
      sql`select stage, closed_at is not null as closed from product_imports where id = ${first.body.id}`,
    );
    expect(old).toEqual({ stage: "interrupted", closed: true });
    const now = await s.pending(u.headers);
    expect([now?.id, now?.stage]).toEqual([second.body.id, "errors"]);
  });

  it("stays processing while its job holds the lease: a second upload is still a 409", async () => {
    const u = await h.seller();
    const first = await uploadIn(u.headers, XLSX, "en");
    expect(first.status).toBe(202);
    await t.database.rows(
      sql`update product_imports set stage = 'processing', lease_until = now() + interval '5 minutes'
          where id = ${first.body.id}`,
    );
    expect((await s.pending(u.headers))?.stage).toBe("processing");
    expect((await uploadIn(u.headers, XLSX, "en")).status).toBe(409);
  });

  it("a job that throws mid-way leaves the import interrupted, not processing", async () => {
    const u = await h.seller();
    const first = await uploadIn(u.headers, XLSX, "en");
    expect(first.status).toBe(202);
    // The job reads every row, then its last write fails (as a lost connection would).
    await t.database.rows(sql`
      create function fail_import_end() returns trigger language plpgsql as $$
      begin
        if new.stage = 'errors' then raise exception 'connection lost'; end if;
        return new;
      end $$`);
    await t.database.rows(sql`
      create trigger fail_import_end before update on product_imports
      for each row execute function fail_import_end()`);
    try {
      await expect(t.app.services.excel.run(first.body.id)).rejects.toThrow(/update "product_imports"/);
    } finally {
      await t.database.rows(sql`drop trigger fail_import_end on product_imports`);
      await t.database.rows(sql`drop function fail_import_end()`);
    }
    expect((await s.pending(u.headers))?.stage).toBe("interrupted");
    expect((await uploadIn(u.headers, XLSX, "en")).status).toBe(202);
  });
});
