/**
 * In-memory budgets of the chat hub (docs/decisions/023-chat-budgets.md): token buckets for the
 * calls of a socket and of a user (the count of a user's calls running at once: infra/slots.ts). Per process.
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
