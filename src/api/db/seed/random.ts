/**
 * A small seeded random number generator (mulberry32) and the helpers the seed draws with, so the
 * same seed gives the same rows on every run and every machine.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  }

  /** A new array in random order. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `count` distinct items (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

/** The fixed "now" of the demo data: dates are offsets back from it. */
export const SEED_BASE_DATE = new Date("2026-11-01T09:00:00Z");

export function daysBefore(days: number, from: Date = SEED_BASE_DATE): Date {
  return new Date(from.getTime() - Math.round(days * 86_400_000));
}

export function hoursAfter(hours: number, from: Date): Date {
  return new Date(from.getTime() + Math.round(hours * 3_600_000));
}
