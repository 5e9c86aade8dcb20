/**
 * The check worker's thread (row-worker.ts starts it): reads the kept file and checks each chunk
 * of rows exactly as the job does inline (check-rows.ts), then hands the chunk's results to the
 * job. The seller's products that a chunk's SKUs name are asked of the job (the database stays
 * there).
 */
import { parentPort } from "node:worker_threads";
// The columns' titles in both languages (the header is found by them), as in the server.
import "../../../common/i18n/all.ts";
import { checkImported } from "../seller-products/fields.ts";
import {
  checkChunk,
  emptyCollected,
  importRefs,
  type KnownRows,
  type RowChecks,
  takeChunk,
} from "./check-rows.ts";
import { lookups } from "./columns.ts";
import { createModelMatcher } from "./models.ts";
import type { FromWorker, ToWorker, WorkerInit } from "./row-worker.ts";
import { WINDOW } from "./row-worker.ts";
import { readRows } from "./workbook.ts";

const port = parentPort;
if (!port) throw new Error("check-worker.ts runs as a worker thread");
const post = (m: FromWorker) => port.postMessage(m);

let credits = WINDOW;
let stopped = false;
let wake: (() => void) | undefined;
const asked = new Map<number, (known: KnownRows) => void>();
let nextAsk = 0;

port.on("message", (m: ToWorker) => {
  if (m.type === "init") run(m.init);
  else if (m.type === "known") {
    asked.get(m.id)?.(m.known);
    asked.delete(m.id);
  } else {
    if (m.type === "ack") credits++;
    else stopped = true;
    wake?.();
  }
});

/** The row checks' state, as the job has it inline (the database aside). */
function checksOf(init: WorkerInit): RowChecks {
  const l = lookups(init.refs);
  return {
    known: (skus) =>
      new Promise((resolve) => {
        const id = nextAsk++;
        asked.set(id, resolve);
        post({ type: "known", id, skus });
      }),
    checkImported,
    sellerId: init.sellerId,
    l,
    refs: importRefs(l, init.skus),
    matcher: createModelMatcher(l.refs),
    confirmed: init.confirmed,
    skuRows: new Map(),
    out: emptyCollected(),
    locale: init.locale,
  };
}

/** Waits while `WINDOW` chunks wait for the job. */
async function backPressure() {
  credits--;
  while (credits <= 0 && !stopped)
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
}

async function run(init: WorkerInit) {
  const checks = checksOf(init);
  let rows = 0;
  let tooMany = false;
  try {
    const header = await readRows(
      init.file,
      init.facts,
      async (chunk, head) => {
        if (stopped) return false;
        rows += chunk.length;
        // Past the limit the reading stops there.
        if (rows > init.rowsMax) {
          tooMany = true;
          return false;
        }
        await checkChunk(checks, chunk, head);
        post({ type: "chunk", chunk: takeChunk(checks.out, chunk.length) });
        await backPressure();
        return !stopped;
      },
      init.chunkSize,
    );
    post({ type: "end", header: header !== undefined, tooMany });
  } catch (err) {
    post({ type: "failed", message: (err as Error).message });
  }
}
