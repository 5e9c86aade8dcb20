/** How the economics pages write hashrates and block times (pure, unit-tested). */

const HASH_PREFIXES = ["", "k", "M", "G", "T", "P", "E", "Z"] as const;

/**
 * A hashrate in H/s split into a value and the largest unit that keeps it at 1 or more
 * (2.8e15 -> 2.8 PH/s); "Sol/s" for Equihash, whose miners count solutions.
 */
export function scaleHashrate(hs: number, algorithm?: string): { value: number; unit: string } {
  const base = algorithm?.toLowerCase() === "equihash" ? "Sol/s" : "H/s";
  if (!(hs > 0) || !Number.isFinite(hs)) return { value: 0, unit: base };
  const power = Math.min(HASH_PREFIXES.length - 1, Math.max(0, Math.floor(Math.log10(hs) / 3 + 1e-9)));
  return { value: hs / 1000 ** power, unit: `${HASH_PREFIXES[power]}${base}` };
}

/** Seconds between blocks in minutes, to one decimal place where it is not whole (600 -> 10). */
export function blockMinutes(seconds: number): number {
  return Math.round((seconds / 60) * 10) / 10;
}
