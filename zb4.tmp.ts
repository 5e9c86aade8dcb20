import { readFileSync } from "node:fs";
import { createProductBody } from "./src/common/api/seller-products.ts";
const inputs = JSON.parse(readFileSync("/tmp/inputs.json", "utf8")).slice(0, 2000);
for (let r = 0; r < 6; r++) { const t = performance.now(); let ok = 0; for (let k = 0; k < 5; k++) for (const x of inputs) if (createProductBody.safeParse(x).success) ok++; console.log((performance.now() - t).toFixed(0), "ms per 10k", ok); }
