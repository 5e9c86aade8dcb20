/**
 * Every spreadsheet parse works in slices and within a budget (issue 31 item 5, decision 067): a
 * `ParseClock` counts the time a parse spends on the event loop (the synchronous work between its
 * awaits, summed with performance.now, never the time it waits for zlib or the database) and lets
 * the other requests in at least every `SLICE_MS` of it. Past its budget the parse throws
 * `ParseBudgetError`, which the upload and the job turn into a message for the seller
 * (`excel.tooSlow`), never a 500.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { EXCEL_LIMITS } from "../../../common/api/excel.ts";
import type { FileProblem } from "./files.ts";

/** Work on the event loop between two yields (health answers within about this). */
export const SLICE_MS = 8;
/** Items a loop handles between two looks at the clock (performance.now costs little, but not nothing). */
const CHECK_EVERY = 64;

export class ParseBudgetError extends Error {
  constructor(readonly budgetMs: number) {
    super(`the file took more than ${budgetMs} ms to read`);
  }
}

/** What the seller is told when a file takes too long to read. */
export const tooSlowProblem = (budgetMs: number): FileProblem => ({
  key: "excel.tooSlow",
  params: { seconds: Math.max(1, Math.round(budgetMs / 1000)) },
});

export class ParseClock {
  /** Milliseconds of work counted so far. */
  used = 0;
  /** Work counted since the last turn given to the event loop. */
  private sinceYield = 0;

  constructor(readonly budgetMs: number = EXCEL_LIMITS.parseBudgetMs) {}

  /** Adds `ms` of work; throws once the budget is spent. */
  private charge(ms: number) {
    this.used += ms;
    this.sinceYield += ms;
    if (this.used >= this.budgetMs) throw new ParseBudgetError(this.budgetMs);
  }

  /**
   * Synchronous work (a chunk of a stream, which yields between chunks by itself, or a step of a
   * loop that calls `pause`): counted against the budget.
   */
  time<T>(work: () => T): T {
    const start = performance.now();
    try {
      return work();
    } finally {
      this.charge(performance.now() - start);
    }
  }

  /**
   * A sink of inflated chunks whose work counts against the budget. The inflation's data events
   * must not throw: an error of `work` (the budget spent) is kept in `failed.error`, the sink
   * answers false (which stops the inflation), and the caller throws it once the inflation is over.
   */
  sink<R>(failed: { error?: unknown }, work: (chunk: Buffer) => R): (chunk: Buffer) => R | false {
    return (chunk) => {
      if (failed.error) return false;
      try {
        return this.time(() => work(chunk));
      } catch (error) {
        failed.error = error;
        return false;
      }
    };
  }

  /** A turn of the event loop once SLICE_MS of work were counted since the last one. */
  async pause(): Promise<void> {
    if (this.sinceYield < SLICE_MS) return;
    this.sinceYield = 0;
    await nextTurn();
  }

  /**
   * Runs `step` until it answers false, yielding to the event loop every SLICE_MS of work and
   * counting that work against the budget.
   */
  async loop(step: () => boolean): Promise<void> {
    let from = performance.now();
    for (let n = 1; ; n++) {
      if (!step()) break;
      if (n % CHECK_EVERY !== 0) continue;
      const now = performance.now();
      if (now - from + this.sinceYield < SLICE_MS) continue;
      this.charge(now - from);
      await this.pause();
      from = performance.now();
    }
    this.charge(performance.now() - from);
  }
}
