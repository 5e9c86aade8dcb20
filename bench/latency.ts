/**
 * Latency of GET requests measured by autocannon in a worker thread (its own event loop: whatever
 * the bench's main thread does meanwhile — a flood, downloads, walkers — does not add to the
 * times). Used by the chat flood (bench/chat.ts) and the abuse mode (bench/abuse.ts).
 *
 * A request still unanswered when the time is up counts too, with the time it had waited so far
 * (a lower bound): a server whose event loop is blocked for longer than the window would otherwise
 * show only the quick answers from before the block. The timeout is longer than the window, so
 * that no request is dropped as a timeout before that.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface Latency {
  /** Requests answered, plus those still waiting at the end (`inFlight`). */
  requests: number;
  /** Answers per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors and answers other than 2xx. */
  errors: number;
  /** Requests still unanswered at the end of the window (one per connection at most; counted with their wait so far, a lower bound). */
  inFlight: number;
}

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const autocannon = require(workerData.autocannonPath);
const { connections, seconds } = workerData;
const times = [];
const lastAnswer = new Map();
let started = 0;
const instance = autocannon(
  Object.assign(
    { url: workerData.url, connections, duration: seconds, timeout: seconds + 600 },
    workerData.headers ? { headers: workerData.headers } : {},
    workerData.paths ? { requests: workerData.paths.map((path) => ({ method: "GET", path })) } : {},
  ),
  (err, res) => {
    if (err) return parentPort.postMessage({ error: String(err) });
    const end = Date.now();
    const answered = times.length;
    // Each connection has one request in flight; those that never answered wait since the start.
    for (const at of lastAnswer.values()) times.push(end - at);
    for (let i = lastAnswer.size; i < connections; i++) times.push(end - started);
    times.sort((a, b) => a - b);
    const round = (x) => Math.round((x || 0) * 10) / 10;
    const pct = (q) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
    parentPort.postMessage({
      requests: times.length,
      rps: Math.round(answered / seconds),
      p50: pct(0.5), p95: pct(0.95), p99: pct(0.99),
      max: round(times[times.length - 1]),
      errors: res.errors + res.non2xx,
      inFlight: times.length - answered,
    });
  },
);
instance.on("start", () => { started = Date.now(); });
started = Date.now();
instance.on("response", (client, _status, _bytes, t) => {
  times.push(t);
  lastAnswer.set(client, Date.now());
});
`;

/** GET `url` (or its `paths` in turn) with `connections` for `seconds`, from a worker thread. */
export function measureLatency(opts: {
  url: string;
  connections: number;
  seconds: number;
  paths?: string[];
  headers?: Record<string, string>;
}): Promise<Latency> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { ...opts, autocannonPath: createRequire(import.meta.url).resolve("autocannon") },
  });
  return new Promise<Latency>((resolve, reject) => {
    worker.once("message", (m) => (m?.error ? reject(new Error(m.error)) : resolve(m)));
    worker.once("error", reject);
  }).finally(() => worker.terminate());
}
