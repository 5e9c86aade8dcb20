/**
 * The job's side of the check worker (check-worker.ts, decision 055): a large import reads and
 * checks its rows in a worker thread, so that the job's own thread only writes the drafts and the
 * database is never kept waiting by the checks (issue 16). The worker sends each chunk's results;
 * the job answers "ack" once it has taken them (at most `WINDOW` chunks wait), "stop" to end the
 * reading (cancelled), and the seller's products that a chunk's SKUs name (the database stays
 * with the job).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Locale } from "../../../common/i18n/index.ts";
import type { ChunkResult, KnownRows } from "./check-rows.ts";
import type { Refs } from "./columns.ts";
import type { SheetFacts } from "./workbook.ts";

/** Chunks the worker may send ahead of the job (each about 50 KB a row while it waits). */
export const WINDOW = 4;

/** What the worker starts from: the file, and what the row checks need besides the database. */
export interface WorkerInit {
  file: string;
  facts: SheetFacts;
  refs: Refs;
  skus: Map<string, number>;
  sellerId: number;
  confirmed: Set<string>;
  locale: Locale;
  chunkSize: number;
  rowsMax: number;
}

export type FromWorker =
  | { type: "chunk"; chunk: ChunkResult }
  | { type: "known"; id: number; skus: string[] }
  | { type: "end"; header: boolean; tooMany: boolean }
  | { type: "failed"; message: string };

export type ToWorker =
  | { type: "init"; init: WorkerInit }
  | { type: "ack" }
  | { type: "stop" }
  | { type: "known"; id: number; known: KnownRows };

/** What the job does with the worker's messages. */
export interface WorkerHandlers {
  /** A chunk checked; answers false to stop the reading. */
  chunk: (chunk: ChunkResult) => Promise<boolean>;
  known: (skus: string[]) => Promise<KnownRows>;
}

/**
 * The worker's entry: the compiled `excel-check-worker.js` beside the server's bundle, or, from
 * the sources (tests, `npm run dev`), check-worker.ts through tsx's loader.
 */
function workerEntry(): URL {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) {
    const tsx = path.join(
      path.dirname(createRequire(here).resolve("tsx/package.json")),
      "dist/esm/api/index.mjs",
    );
    const entry = pathToFileURL(path.join(path.dirname(here), "check-worker.ts")).href;
    const boot = `import { register } from ${JSON.stringify(pathToFileURL(tsx).href)};\nregister();\nawait import(${JSON.stringify(entry)});`;
    return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
  }
  // The bundle: main.js and excel-check-worker.js at its root, shared code in chunks/.
  const dir = path.dirname(here);
  const root = path.basename(dir) === "chunks" ? path.dirname(dir) : dir;
  return pathToFileURL(path.join(root, "excel-check-worker.js"));
}

/** A check worker started ahead: its modules load while the job reads the import and its references. */
export interface CheckWorker {
  /**
   * Reads and checks the rows (once); answers whether a header was found and whether the sheet
   * had too many rows. Rejects with what failed in the worker (an unreadable file).
   */
  run(init: WorkerInit, on: WorkerHandlers): Promise<{ header: boolean; tooMany: boolean }>;
  /** Ends the thread (again: nothing). */
  stop(): void;
}

export function startCheckWorker(): CheckWorker {
  const worker = new Worker(workerEntry());
  // What went wrong before `run`, kept for it.
  let early: unknown;
  let onError = (err: unknown) => {
    early ??= err;
  };
  let onExit = (code: number) => onError(new Error(`the row checks stopped (exit code ${code})`));
  worker.on("error", (err) => onError(err));
  worker.on("exit", (code) => onExit(code));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    worker.terminate().catch(() => {});
  };
  const run: CheckWorker["run"] = (init, on) =>
    new Promise((resolve, reject) => {
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        stop();
        fn();
      };
      const fail = (err: unknown) => finish(() => reject(err));
      if (early) return fail(early);
      onError = fail;
      onExit = (code) => fail(new Error(`the row checks stopped (exit code ${code})`));
      const send = (m: ToWorker) => worker.postMessage(m);
      // One message at a time, in order: a chunk is taken (and its drafts handed to the writer)
      // before the next.
      let queue = Promise.resolve();
      const handle = async (m: FromWorker) => {
        if (m.type === "chunk") send((await on.chunk(m.chunk)) ? { type: "ack" } : { type: "stop" });
        else if (m.type === "known") send({ type: "known", id: m.id, known: await on.known(m.skus) });
        else if (m.type === "end") finish(() => resolve({ header: m.header, tooMany: m.tooMany }));
        else fail(new Error(m.message));
      };
      worker.on("message", (m: FromWorker) => {
        queue = queue.then(() => (settled ? undefined : handle(m))).catch(fail);
      });
      send({ type: "init", init });
    });
  return { run, stop };
}
