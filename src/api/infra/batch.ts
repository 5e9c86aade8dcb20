/**
 * Counts gathered in memory and written together: product views, article views, banner displays
 * and clicks. A request only adds to the batch and never waits for the database; the batch is
 * written within `flushMs` in one statement (a hot row is locked once per write, not once per
 * count). `flush()` writes what is gathered and waits for the writes under way (the app calls it
 * before closing the database). A failed write is logged, not retried.
 */
import type { FastifyBaseLogger } from "fastify";

export interface BatchOptions<K, V> {
  flushMs: number;
  /** What is counted, for the log: "product views". */
  what: string;
  log: FastifyBaseLogger;
  /** The value kept for a key counted again (e.g. a sum). */
  merge: (kept: V | undefined, added: V) => V;
  /** Writes one batch (called on each flush, also with no entries). */
  write: (entries: [K, V][]) => Promise<void>;
}

export function createBatch<K, V>(options: BatchOptions<K, V>) {
  let entries = new Map<K, V>();
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<void>>();

  async function run() {
    timer = null;
    const batch = [...entries];
    entries = new Map();
    await options.write(batch);
  }

  function track(promise: Promise<void>) {
    const p = promise.catch((error: unknown) =>
      options.log.warn({ err: error }, `${options.what} not recorded`),
    );
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  return {
    /** Counts `value` under `key` (written within flushMs). */
    add(key: K, value: V) {
      entries.set(key, options.merge(entries.get(key), value));
      timer ??= setTimeout(() => track(run()), options.flushMs).unref();
    },
    /** Writes what was counted so far and waits for the writes under way. */
    async flush() {
      if (timer) clearTimeout(timer);
      track(run());
      await Promise.all([...pending]);
    },
  };
}
