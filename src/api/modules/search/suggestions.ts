/**
 * Suggestions as you type: model, brand, category, seller, product and service names that contain
 * the text or resemble it (pg_trgm word similarity, so "antminr" suggests Antminer). Each source is
 * read through its trigram index and capped; the merged list keeps the best ten distinct texts.
 */
import { sql } from "drizzle-orm";
import type { Suggestion } from "../../../common/api/search.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { localized } from "../../db/sql.ts";
import { escapeLike, PUBLIC_PRODUCT } from "../catalog/queries.ts";
import type { TextQuery } from "./products.ts";

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
  /** Matching, similarity and prefix of a normalised name expression. */
  const match = (name: ReturnType<typeof sql>) => ({
    where: sql`(${t} <% ${name} or ${name} like ${contains})`,
    sim: sql`word_similarity(${t}, ${name})`,
    prefix: sql`(${name} like ${starts})`,
  });
  const norm = (column: ReturnType<typeof sql>) => sql`rm_unaccent(lower(${column}))`;
  const source = (
    kind: Suggestion["kind"],
    select: ReturnType<typeof sql>,
    name: ReturnType<typeof sql>,
    from: ReturnType<typeof sql>,
  ) => {
    const m = match(norm(name));
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
