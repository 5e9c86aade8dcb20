// Temporary probe (not committed): times exceljs's read, our reader and readRows on the bench's file.
import { readFile, writeFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { openDatabase } from "../src/api/db/client.ts";
import { lookups, templateColumns } from "../src/api/modules/excel/columns.ts";
import { loadRefs } from "../src/api/modules/excel/queries.ts";
import { readRows, sheetFacts, writeWorkbook } from "../src/api/modules/excel/workbook.ts";
import { EMPTY_PRODUCT } from "../src/api/modules/seller-products/service.ts";

const at = "/tmp/imp2/bench.xlsx";
let file: Buffer;
try {
  file = await readFile(at);
} catch {
  const db = await openDatabase({ url: process.env.DATABASE_URL } as never);
  const l = lookups(await loadRefs(db.db));
  const category = l.refs.categories.find((c) => c.parentId !== null && c.specKeys.includes("hashrate"));
  const models = l.refs.models;
  const n = 10_000;
  async function* pages() {
    for (let i = 0; i < n; i += 1000)
      yield Array.from({ length: Math.min(1000, n - i) }, (_, k) => {
        const j = i + k;
        const model = models[j % models.length];
        return {
          ...EMPTY_PRODUCT,
          external_sku: `t-${j}`,
          name: `${model?.name ?? "Miner"} lot ${j}`,
          category_id: category?.id ?? null,
          brand_id: model?.brandId ?? null,
          model_id: model?.id ?? null,
          country_of_origin: "CN",
          description: "Sealed boxes, shipped within 3 days from our warehouse; every unit tested 24 hours.",
          price_tiers: [
            { min_quantity: 1, max_quantity: 9, unit_price: 1000 + (j % 5000) },
            { min_quantity: 10, max_quantity: null, unit_price: 900 + (j % 5000) },
          ],
          negotiable: j % 2 === 0,
          delivery_regions: ["NA", "EU"],
          stock_quantity: j % 300,
          specs: model?.specs ?? {},
        };
      });
  }
  file = await writeWorkbook({ locale: "en", columns: templateColumns(), lookups: l, rows: pages() as never });
  await writeFile(at, file);
  await db.close();
}
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(at, { sharedStrings: "cache", hyperlinks: "ignore", styles: "cache", worksheets: "emit", entries: "emit" });
  let rows = 0;
  for await (const sheet of reader) { for await (const _r of sheet) rows++; break; }
  const ex = performance.now() - t;
  t = performance.now();
  const scan = await sheetFacts(file);
  const facts = performance.now() - t;
  t = performance.now();
  let ours = 0;
  if (!scan.ok) throw new Error("scan");
  await readRows(at, scan.facts, async (r) => { ours += r.length; return true; }, 100);
  const rr = performance.now() - t;
  console.log(`exceljs ${ex.toFixed(0)} ms (${rows}); sheetFacts ${facts.toFixed(0)} ms; readRows ${rr.toFixed(0)} ms (${ours})`);
}
process.exit(0);
