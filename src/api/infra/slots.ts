/**
 * Bounded concurrency in one process: the chat's calls in flight per user (docs/decisions/023) and
 * the share images drawn at once (docs/decisions/071).
 */

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
