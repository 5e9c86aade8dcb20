/**
 * In-memory budgets of the chat hub (docs/decisions/023-chat-budgets.md): token buckets for the
 * calls of a socket and of a user, and a count of a user's calls running at once. Per process.
 */

/** `burst` tokens at most, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    readonly burst: number,
    readonly perSecond: number,
  ) {
    this.tokens = burst;
    this.at = performance.now();
  }

  /** Tokens there now. */
  available(): number {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    return this.tokens;
  }

  /** Takes `n` tokens if they are all there. */
  take(n: number): boolean {
    if (this.available() < n) return false;
    this.tokens -= n;
    return true;
  }

  /** Whole seconds until `n` tokens are there (at least 1). */
  secondsUntil(n: number): number {
    return Math.max(1, Math.ceil((n - this.available()) / this.perSecond));
  }

  get full(): boolean {
    return this.available() >= this.burst;
  }
}

/** At most `max` holders at once; the others wait in order. */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {}

  acquire(): Promise<void> {
    if (this.running < this.max) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The next waiter takes the slot over. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  get idle(): boolean {
    return this.running === 0;
  }
}

/** Runs `fn` holding a slot. */
export async function withSlot<T>(slots: Slots, fn: () => Promise<T>): Promise<T> {
  await slots.acquire();
  try {
    return await fn();
  } finally {
    slots.release();
  }
}
