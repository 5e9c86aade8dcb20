/**
 * Market data (issue 18): where the coins' prices and network figures come from. One interface,
 * `MarketDataProvider`, and one HTTP implementation whose base address is the setting
 * `MARKET_DATA_URL` (docs/decisions/040). The contract a provider answers:
 *
 *   GET {MARKET_DATA_URL}/coins  ->  200, application/json
 *   { "coins": [ { "symbol": "BTC", "name": "Bitcoin", "algorithm": "SHA-256",
 *                  "priceUsd": 90000, "priceEur": 78000, "blockReward": 3.125,
 *                  "blockTimeSec": 600, "blockHeight": 972500,
 *                  "difficulty": 1.55e14, "hashesPerDifficulty": 4294967296 }, … ] }
 *
 * Each coin states its network as `networkHashrateHs` (H/s), or as `difficulty` (with
 * `hashesPerDifficulty`, 2^32 when left out), or both. `algorithm` is spelled as the catalogue
 * spells it (SHA-256, Scrypt, kHeavyHash, Etchash, Equihash, X11, Blake3, Eaglesong…). Unknown
 * fields are ignored.
 *
 * Every answer is checked: a body that is not that JSON (an HTML error page, another shape) is
 * refused whole; each coin is checked on its own (a negative, zero or missing price, a fractional
 * height, no network figure…), so one bad coin is left out and the others still count. A provider
 * slower than the timeout is given up on; a redirect is followed only on the same origin (never to
 * another host); a body over 1 MB is refused. The caller keeps its last good data on any error.
 */
import { z } from "zod";
import type { CoinData } from "../../common/economics.ts";

export interface MarketDataProvider {
  /** The coins the provider answers now; throws `MarketDataError` when it cannot be used at all. */
  fetchCoins(signal: AbortSignal): Promise<CoinData[]>;
}

export type MarketDataFailure = "unreachable" | "timeout" | "status" | "redirect" | "garbage";

export class MarketDataError extends Error {
  constructor(
    readonly reason: MarketDataFailure,
    message: string,
  ) {
    super(`market data provider: ${message}`);
  }
}

/** At most this many coins in one answer, and this many bytes. */
export const MARKET_MAX_COINS = 200;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

const positive = z.number().positive();

/** One coin as the provider states it; a coin failing this is left out (the others still count). */
export const providerCoinSchema = z
  .object({
    symbol: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,12}$/)
      .transform((s) => s.toUpperCase()),
    name: z.string().trim().min(1).max(80),
    algorithm: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9 ()/_.+-]+$/),
    // Generous bounds (orders of magnitude above today's figures) that still refuse absurd ones.
    priceUsd: positive.max(1e9),
    priceEur: positive.max(1e9),
    blockReward: positive.max(1e12),
    blockTimeSec: positive.max(86_400),
    blockHeight: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    networkHashrateHs: positive.max(1e30).optional(),
    difficulty: positive.max(1e30).optional(),
    hashesPerDifficulty: positive.max(2 ** 64).optional(),
  })
  .refine((c) => c.networkHashrateHs !== undefined || c.difficulty !== undefined, {
    message: "needs networkHashrateHs or difficulty",
  });

/** The answer's envelope: an object with a list of coins (each checked apart). */
const answerSchema = z.object({ coins: z.array(z.unknown()).min(1).max(MARKET_MAX_COINS) });

export interface RejectedCoin {
  index: number;
  symbol?: string;
  problems: string[];
}

/**
 * The coins of a provider's answer that pass the checks (first of each symbol), and those left out.
 * Throws `MarketDataError("garbage")` when the envelope is wrong or no coin is usable.
 */
export function parseMarketAnswer(body: unknown): { coins: CoinData[]; rejected: RejectedCoin[] } {
  const envelope = answerSchema.safeParse(body);
  if (!envelope.success) throw new MarketDataError("garbage", "the answer is not { coins: [...] }");
  const coins: CoinData[] = [];
  const rejected: RejectedCoin[] = [];
  const seen = new Set<string>();
  envelope.data.coins.forEach((raw, index) => {
    const coin = providerCoinSchema.safeParse(raw);
    const symbol = (raw as { symbol?: unknown } | null)?.symbol;
    const named = typeof symbol === "string" ? symbol.slice(0, 12) : undefined;
    if (!coin.success) {
      const problems = coin.error.issues.map((i) => `${i.path.join(".") || "coin"}: ${i.message}`);
      rejected.push({ index, symbol: named, problems });
    } else if (seen.has(coin.data.symbol)) {
      rejected.push({ index, symbol: named, problems: ["symbol: given twice"] });
    } else {
      seen.add(coin.data.symbol);
      coins.push(coin.data);
    }
  });
  if (coins.length === 0) throw new MarketDataError("garbage", "no coin of the answer passed the checks");
  return { coins, rejected };
}

export interface HttpMarketDataOptions {
  /** MARKET_DATA_URL: the provider's base address (http or https), `/coins` is appended. */
  baseUrl: string;
  timeoutMs: number;
  /** Told about the coins an answer had that failed the checks. */
  onRejected?: (rejected: RejectedCoin[]) => void;
}

/** The provider over HTTP (see the file comment for the contract). */
export function createHttpMarketData(options: HttpMarketDataOptions): MarketDataProvider {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, "")}/coins`);
  return {
    async fetchCoins(signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const res = await get(url, AbortSignal.any([signal, timeout]), timeout);
      if (res.status !== 200) {
        await res.body?.cancel().catch(() => {});
        throw new MarketDataError("status", `GET ${url.pathname} answered ${res.status}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(await readCapped(res));
      } catch (err) {
        if (err instanceof MarketDataError) throw err;
        if (timeout.aborted) throw new MarketDataError("timeout", `no answer within ${options.timeoutMs} ms`);
        throw new MarketDataError("garbage", "the answer is not JSON");
      }
      const { coins, rejected } = parseMarketAnswer(body);
      if (rejected.length) options.onRejected?.(rejected);
      return coins;
    },
  };
}

/** GET with redirects followed by hand, on the provider's own origin only. */
async function get(start: URL, signal: AbortSignal, timeout: AbortSignal): Promise<Response> {
  let url = start;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(url, { signal, redirect: "manual", headers: { accept: "application/json" } });
    } catch (err) {
      if (timeout.aborted) throw new MarketDataError("timeout", "no answer in time");
      throw new MarketDataError("unreachable", (err as Error).message);
    }
    if (res.status < 300 || res.status >= 400) return res;
    await res.body?.cancel().catch(() => {});
    const location = res.headers.get("location");
    const next = location && URL.canParse(location, url) ? new URL(location, url) : null;
    if (!next || next.origin !== start.origin || hop >= MAX_REDIRECTS)
      throw new MarketDataError("redirect", `refused a redirect to ${next?.origin ?? "nowhere"}`);
    url = next;
  }
}

/** The body as text, refused past MAX_BODY_BYTES. */
async function readCapped(res: Response): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new MarketDataError("garbage", "the answer is too large");
  }
  if (!res.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new MarketDataError("garbage", "the answer is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
