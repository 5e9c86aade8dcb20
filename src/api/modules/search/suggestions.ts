/**
 * Suggestions as you type: model, brand, category, seller, product and service names that contain
 * the text or resemble it (pg_trgm word similarity, so "antminr" suggests Antminer). Each source is
 * read through its trigram index and capped; the merged list keeps the best ten distinct texts.
 *
 * A text typed so far is also matched word by word, the last word as a prefix: "antminr s2" is
 * "antminr" (resembling a word of the name) and "s2" (the start of one: S21), which the whole-text
 * similarity misses (0.57, under pg_trgm's 0.6) because "s2" is cut. The small lists (models,
 * brands, categories, companies) also accept a looser resemblance per word (0.45: "bitmian" ->
 * Bitmain, a swap of two letters), read without an index; products and services keep the indexed
 * operators.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Suggestion } from "../../../common/api/search.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { escapeLike, localized } from "../../db/sql.ts";
import { PUBLIC_PRODUCT } from "../catalog/public.ts";
import { LOOSE_WORD_SIMILARITY, MIN_FUZZY_WORD, type TextQuery, textWords, wordMatches } from "./products.ts";

type Row = { kind: Suggestion["kind"]; id: number; text: string; key: string; sim: number; prefix: boolean };

/** Kinds that lead to many results come first when equally similar. */
const KIND_BONUS: Record<Suggestion["kind"], number> = {
  model: 0.3,
  brand: 0.3,
  category: 0.25,
  service_category: 0.2,
  seller: 0.2,
  product: 0.1,
  service: 0.1,
};

const PER_SOURCE = 6;
/** At most this many words are matched one by one (the rest still count in the whole-text match). */
const MAX_WORDS = 6;

/** The words of a normalised text (letters and digits only, as parseSearchText makes its tsquery). */
export function suggestionWords(plain: string): string[] {
  return textWords(plain, MAX_WORDS);
}

function target(r: Row): string {
  switch (r.kind) {
    case "model":
      return `/products-catalog?search=${encodeURIComponent(r.text)}`;
    case "brand":
      return `/products-catalog?brand_id__terms=${r.id}`;
    case "category":
      return `/products-catalog?category_id__terms=${r.id}`;
    case "service_category":
      return `/services-catalog?category=${r.id}`;
    case "seller":
      return `/company/${r.id}`;
    case "product":
      return `/product/${encodeURIComponent(r.key)}`;
    case "service":
      return `/service/${r.id}`;
  }
}

export async function suggest(
  database: Database,
  text: TextQuery,
  locale: Locale,
  limit: number,
): Promise<Suggestion[]> {
  const t = text.plain;
  const contains = `%${escapeLike(t)}%`;
  const starts = `${escapeLike(t)}%`;
  const words = suggestionWords(t);
  /** Every word matches the name: resembles a word of it, or is inside it (the last one as typed so far). */
  const byWords = (name: SQL, loose: boolean) => {
    if (words.length < 2) return sql`false`;
    return sql.join(
      words.map((w) => wordMatches(w, name, loose)),
      sql` and `,
    );
  };
  /** Matching, similarity and prefix of a normalised name expression. */
  const match = (name: SQL, loose: boolean) => ({
    where: sql`(${t} <% ${name} or ${name} like ${contains} or ${byWords(name, loose)}${
      loose && words.length === 1 && t.length >= MIN_FUZZY_WORD + 1
        ? sql` or word_similarity(${t}, ${name}) >= ${LOOSE_WORD_SIMILARITY}`
        : sql``
    })`,
    sim: sql`word_similarity(${t}, ${name})`,
    prefix: sql`(${name} like ${starts})`,
  });
  const norm = (column: SQL) => sql`rm_unaccent(lower(${column}))`;
  const source = (kind: Suggestion["kind"], select: SQL, name: SQL, from: SQL) => {
    const m = match(norm(name), kind !== "product" && kind !== "service");
    return sql`(select ${kind}::text as kind, ${select}, ${m.sim} as sim, ${m.prefix} as prefix ${from} and ${m.where}
      order by ${m.prefix} desc, ${m.sim} desc, length(${name}) limit ${PER_SOURCE})`;
  };

  const rows = await database.rows<Row>(sql`
    ${source("model", sql`m.id, m.name as text, m.slug as key`, sql`m.name`, sql`from miner_models m where true`)}
    union all
    ${source("brand", sql`b.id, b.name as text, b.slug as key`, sql`b.name`, sql`from brands b where true`)}
    union all
    ${source(
      "category",
      sql`c.id, ${localized("c", "name", locale)} as text, c.slug as key`,
      localized("c", "name", locale),
      sql`from categories c where c.kind = 'product'`,
    )}
    union all
    ${source(
      "service_category",
      sql`c.id, ${localized("c", "name", locale)} as text, c.slug as key`,
      localized("c", "name", locale),
      sql`from categories c where c.kind = 'service'`,
    )}
    union all
    ${source("seller", sql`s.id, s.company_name as text, '' as key`, sql`s.company_name`, sql`from sellers s where s.status = 'active'`)}
    union all
    ${source(
      "product",
      sql`p.id, p.name as text, p.sku as key`,
      sql`p.name`,
      sql`from products p join sellers s on s.id = p.seller_id where ${PUBLIC_PRODUCT}`,
    )}
    union all
    ${source(
      "service",
      sql`v.id, v.name as text, '' as key`,
      sql`v.name`,
      sql`from services v join sellers s on s.id = v.seller_id where v.status = 'approved' and s.status = 'active'`,
    )}`);

  const scored = rows
    .map((r) => ({ r, score: Number(r.sim) + (r.prefix ? 0.5 : 0) + KIND_BONUS[r.kind] }))
    .sort((a, b) => b.score - a.score || a.r.text.length - b.r.text.length);
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const { r } of scored) {
    const key = r.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: r.text, kind: r.kind, id: r.id, target: target(r) });
    if (out.length >= limit) break;
  }
  return out;
}
