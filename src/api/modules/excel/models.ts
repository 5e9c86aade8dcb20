/**
 * Matching the model names sellers type to the miner models (decision 019): "S21 Pro 234T",
 * "antminer s21pro" -> Antminer S21 Pro. Exact: the model's name (or brand + name, or slug) typed
 * as it is. Loose: the same name once brand words, spaces, dashes and the hashrate are removed, or
 * the closest name by trigrams when it stands out; the seller confirms loose matches. Nothing
 * close: unknown.
 */
import { HASHRATE_UNITS } from "../../../common/catalog.ts";
import type { Refs } from "./columns.ts";

export type ModelMatch =
  | { kind: "exact"; modelId: number }
  | { kind: "loose"; modelId: number; score: number; matched: string }
  | { kind: "none" };

const FAMILY_WORDS = [
  "antminer",
  "whatsminer",
  "avalonminer",
  "bitmain",
  "microbt",
  "canaan",
  "miner",
  "asic",
];
const HASHRATE = /(\d+(?:[.,]\d+)?)\s*(?:([kmgtp])(?:h(?:\/s)?)?|(h\/s)|(k?sol\/s))(?=\s|$)/gi;

const squash = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^a-z0-9]+/g, "");

export function createModelMatcher(refs: Refs) {
  const brandWords = new Set([...FAMILY_WORDS, ...refs.brands.map((b) => b.name.toLowerCase())]);
  /** Lower case, no brand words, no hashrate, no spaces or dashes ("+" kept as "plus"). */
  const key = (s: string) => {
    const words = s
      .toLowerCase()
      .replace(HASHRATE, " ")
      .split(/[\s\-_/]+/)
      .filter((w) => w && !brandWords.has(w));
    return squash(words.join(" "));
  };
  const brandName = new Map(refs.brands.map((b) => [b.id, b.name]));
  /** "Antminer S21 Pro 234 TH/s": the model's name and its hashrate. */
  const display = (m: Refs["models"][number]) => {
    const h = m.specs.hashrate;
    return h ? `${m.name} ${h.value} ${h.unit}` : m.name;
  };
  const exact = new Map<string, number>();
  const byKey = new Map<string, Refs["models"][number][]>();
  for (const m of refs.models) {
    const brand = brandName.get(m.brandId) ?? "";
    for (const s of [m.name, `${brand} ${m.name}`, m.slug, display(m)])
      exact.set(s.toLowerCase().replace(/\s+/g, " ").trim(), m.id);
    const k = key(m.name);
    byKey.set(k, [...(byKey.get(k) ?? []), m]);
  }
  const trigrams = (s: string) => {
    const p = `  ${s} `;
    const out = new Set<string>();
    for (let i = 0; i < p.length - 2; i++) out.add(p.slice(i, i + 3));
    return out;
  };
  const modelTrigrams = refs.models.map((m) => ({ m, t: trigrams(key(m.name)) }));
  const similarity = (a: Set<string>, b: Set<string>) => {
    let common = 0;
    for (const x of a) if (b.has(x)) common++;
    return common / (a.size + b.size - common);
  };
  /** The hashrate typed, in hashes per second. */
  const typedHashrate = (s: string): number | undefined => {
    HASHRATE.lastIndex = 0;
    const m = HASHRATE.exec(s.toLowerCase());
    if (!m) return undefined;
    const value = Number((m[1] ?? "").replace(",", "."));
    const prefix = m[2] ? m[2].toUpperCase().replace("K", "k") : "";
    const unit = m[4] ? (m[4].startsWith("k") ? "kSol/s" : "Sol/s") : `${prefix}H/s`;
    return value * (HASHRATE_UNITS[unit as keyof typeof HASHRATE_UNITS] ?? 1);
  };
  const hs = (m: Refs["models"][number]) =>
    m.specs.hashrate ? m.specs.hashrate.value * HASHRATE_UNITS[m.specs.hashrate.unit] : undefined;

  const cache = new Map<string, ModelMatch>();
  function match(typed: string): ModelMatch {
    const plain = typed.toLowerCase().replace(/\s+/g, " ").trim();
    const cached = cache.get(plain);
    if (cached) return cached;
    let out: ModelMatch = { kind: "none" };
    const id = exact.get(plain);
    if (id) out = { kind: "exact", modelId: id };
    else {
      const k = key(typed);
      const want = typedHashrate(typed);
      const same = k ? (byKey.get(k) ?? []) : [];
      // Several variants with one name: the typed hashrate picks one.
      const pick = same.length > 1 && want ? same.find((m) => hs(m) === want) : same[0];
      if (pick) out = { kind: "loose", modelId: pick.id, score: 1, matched: display(pick) };
      else if (k.length >= 2) {
        const t = trigrams(k);
        const ranked = modelTrigrams
          .map(({ m, t: mt }) => ({ m, s: similarity(t, mt) }))
          .sort((a, b) => b.s - a.s);
        const [best, second] = ranked;
        if (best && best.s >= 0.45 && best.s - (second?.s ?? 0) >= 0.08)
          out = {
            kind: "loose",
            modelId: best.m.id,
            score: Math.round(best.s * 100) / 100,
            matched: display(best.m),
          };
      }
    }
    cache.set(plain, out);
    return out;
  }
  return { match, display };
}
export type ModelMatcher = ReturnType<typeof createModelMatcher>;
