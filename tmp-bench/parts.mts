import { monitorEventLoopDelay } from "node:perf_hooks";
import ExcelJS from "exceljs";
const mode = process.argv[2];
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
const start = performance.now();
let n = 0;
if (mode === "read") {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader((await import("node:fs")).createReadStream("/tmp/errfile-bench/50k.xlsx", { highWaterMark: 8 * 1024 }) as any, { worksheets: "emit", sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", entries: "ignore" });
  for await (const ws of reader) for await (const row of ws as any) { if (++n % 100 === 0) await new Promise((r) => setImmediate(r)); }
} else {
  const w = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: "/tmp/errfile-bench/w.xlsx", useStyles: true, useSharedStrings: false });
  const ws = w.addWorksheet("P");
  for (let i = 0; i < 50000; i++) {
    const r = ws.getRow(i + 3);
    for (let c = 1; c <= 10; c++) r.getCell(c).value = `value ${i} ${c}`;
    if (mode === "notes") { const cell = r.getCell(3); cell.style = { fill: { type: "pattern", pattern: "solid", fgColor: { argb: "FFFF9C9C" } } }; cell.note = "Unknown category"; }
    r.commit();
    if (++n % 100 === 0) await new Promise((r) => setImmediate(r));
  }
  ws.commit();
  const c0 = performance.now();
  await w.commit();
  console.log("commit ms", Math.round(performance.now() - c0));
}
h.disable();
console.log(JSON.stringify({ mode, rows: n, seconds: +((performance.now() - start) / 1000).toFixed(1), maxDelayMs: Math.round(h.max / 1e6), p99DelayMs: Math.round(h.percentile(99) / 1e6) }));
