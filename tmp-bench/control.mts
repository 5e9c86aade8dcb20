import { monitorEventLoopDelay } from "node:perf_hooks";
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
// Work in 2 ms slices with a turn between them, for 10 s: what the machine's load alone adds.
const end = Date.now() + 10_000;
while (Date.now() < end) {
  const s = performance.now();
  while (performance.now() - s < 2) {}
  await new Promise((r) => setImmediate(r));
}
h.disable();
console.log(JSON.stringify({ mode: "control-2ms-slices", maxDelayMs: Math.round(h.max / 1e6), p99DelayMs: Math.round(h.percentile(99) / 1e6) }));
