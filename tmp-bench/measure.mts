// Hand measurement (decision 066): a 50,000-row file, a wrong category on every row; the errors
// file built the old way (normal reader + writer) and the new way (streaming), timed, with the
// event loop's max delay and the RSS peak.
import { monitorEventLoopDelay } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { annotateXlsx } from "../src/api/modules/excel/annotate-stream.ts";

const file = "/tmp/errfile-bench/50k.xlsx";
const N = 50_000;
if (process.argv[2] === "make") {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const ws = wb.addWorksheet("Products");
  ws.addRow(["Your SKU", "Name *", "Category *", "Brand", "Model", "Condition *", "Country of origin", "Description", "Price", "Stock"]).commit();
  ws.addRow(["hint", "hint", "hint"]).commit();
  for (let i = 0; i < N; i++)
    ws.addRow([`SKU-${i}`, `Antminer S21 unit ${i} with a long enough name`, "Toasters", "Bitmain", "Antminer S21", "new", "CN", "Sealed boxes, shipped within 3 days from our warehouse.", 5200 + i, 10]).commit();
  ws.commit();
  await wb.commit();
  process.exit(0);
}
const errors = Array.from({ length: N }, (_, i) => ({ row: i + 3, column: "Category *", cell: "C", field: "category_id", message: "Unknown category “Toasters”: choose one from the list." }));
const h = monitorEventLoopDelay({ resolution: 10 });
let rss = process.memoryUsage().rss;
const base = rss;
const t = setInterval(() => { rss = Math.max(rss, process.memoryUsage().rss); }, 50);
h.enable();
const start = performance.now();
await annotateXlsx(file, errors, "/tmp/errfile-bench/out.xlsx");
const ms = performance.now() - start;
h.disable();
clearInterval(t);
console.log(JSON.stringify({ mode: "stream", seconds: +(ms / 1000).toFixed(1), maxDelayMs: +(h.max / 1e6).toFixed(0), p99DelayMs: +(h.percentile(99) / 1e6).toFixed(0), rssMB: [Math.round(base / 1e6), Math.round(rss / 1e6)] }));
