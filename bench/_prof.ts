import { readRows, sheetFacts } from "/work/wt-import2/src/api/modules/excel/workbook.ts";
import { readFile } from "node:fs/promises";
const at = "/tmp/imp2/bench.xlsx";
const file = await readFile(at);
const scan = await sheetFacts(file);
if (!scan.ok) throw new Error();
for (let k = 0; k < 8; k++) {
  const t = performance.now();
  await readRows(at, scan.facts, async () => true, 100);
  console.log((performance.now() - t).toFixed(0));
}
