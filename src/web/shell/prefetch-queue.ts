/**
 * Route preloading with a cap (spec 9: at most 4 concurrent route preloads). Links report the
 * user's intent (hover, focus, touch); the queue lets at most `max` pages preload at once and
 * holds each slot for `holdMs`, then lets the next waiting page in. The shell renders one
 * <PrefetchPageLinks> per active page.
 */
export interface PrefetchQueueOptions {
  max?: number;
  /** How long a page keeps its slot (time for its modules and data to arrive). */
  holdMs?: number;
  /** A page preloaded this recently is not preloaded again. */
  freshMs?: number;
  /** Waiting pages beyond this are dropped, oldest first. */
  maxWaiting?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

export class PrefetchQueue {
  private active: readonly string[] = [];
  private waiting: string[] = [];
  private done = new Map<string, number>();
  private listeners = new Set<() => void>();
  private readonly max: number;
  private readonly holdMs: number;
  private readonly freshMs: number;
  private readonly maxWaiting: number;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;

  constructor(opts: PrefetchQueueOptions = {}) {
    this.max = opts.max ?? 4;
    this.holdMs = opts.holdMs ?? 5000;
    this.freshMs = opts.freshMs ?? 60_000;
    this.maxWaiting = opts.maxWaiting ?? 8;
    this.now = opts.now ?? Date.now;
    this.setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  }

  /** The pages preloading now (at most `max`); a new array whenever it changes. */
  snapshot = (): readonly string[] => this.active;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The user shows intent to open `page`. */
  request(page: string): void {
    if (this.active.includes(page) || this.waiting.includes(page)) return;
    const doneAt = this.done.get(page);
    if (doneAt !== undefined && this.now() - doneAt < this.freshMs) return;
    if (this.active.length < this.max) this.start(page);
    else {
      this.waiting.push(page);
      if (this.waiting.length > this.maxWaiting) this.waiting.shift();
    }
  }

  /** The intent went away before the page started preloading. */
  cancel(page: string): void {
    this.waiting = this.waiting.filter((p) => p !== page);
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  private start(page: string): void {
    this.active = [...this.active, page];
    this.emit();
    this.setTimer(() => this.finish(page), this.holdMs);
  }

  private finish(page: string): void {
    this.done.set(page, this.now());
    if (this.done.size > 200) {
      const oldest = this.done.keys().next().value;
      if (oldest !== undefined) this.done.delete(oldest);
    }
    this.active = this.active.filter((p) => p !== page);
    const next = this.waiting.shift();
    if (next === undefined) this.emit();
    else this.start(next);
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

/** The browser's one queue. */
export const prefetchQueue = new PrefetchQueue();
