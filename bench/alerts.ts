/**
 * The saved-search matching bench (issue 22, decision 053): 10,000 saved searches (a mix of
 * categories, brands, price bounds, regions, hashrate and texts, as buyers save them) and the
 * matching of one new public product against all of them: the job's work (the candidates by the
 * indexed columns, then the search's own conditions on those, the model identity of texts that
 * name a model, decision 064), median of 5 runs. Every other user chose instant alerts, so the
 * match also queues their instant jobs in its transaction.
 */
import { sql } from "drizzle-orm";
import { canonicalQuery } from "../src/api/modules/alerts/service.ts";
import { filtersFromQuery } from "../src/api/modules/search/public.ts";
import { productSearchQuery } from "../src/common/api/catalog.ts";
import type { StartedServer } from "../src/server.ts";

export interface AlertsBenchResult {
  searches: number;
  candidates: number;
  matched: number;
  medianMs: number;
  rangeMs: [number, number];
}

const TEXTS = [
  "antminer",
  "whatsminer s19",
  "s21 hydro",
  "avalon",
  "immersion",
  "l7",
  "ks3",
  "used s19j pro",
  "s21 pro",
  "s21+",
];

/** A saved query as a buyer would make one (seeded by i). */
function queryOf(i: number, categories: number[], brands: number[]) {
  const q: Record<string, unknown> = {};
  if (i % 2 === 0) q.category_id__terms = [categories[i % categories.length]];
  if (i % 3 === 0) q.brand_id__terms = [brands[i % brands.length]];
  if (i % 4 === 0) q.price_max = 1000 + (i % 50) * 200;
  if (i % 5 === 0) q.sales_locations__terms = [["NA", "EU", "AS"][i % 3]];
  if (i % 7 === 0) q.search = TEXTS[i % TEXTS.length];
  if (i % 11 === 0) q.hashrate_min = 50 + (i % 10) * 20;
  return q;
}

export async function benchAlerts(
  server: StartedServer,
  opts: { searches?: number } = {},
): Promise<AlertsBenchResult> {
  const n = opts.searches ?? 10_000;
  const db = server.database;
  const tag = `bench-alerts-${Date.now()}`;
  const categories = (
    await db.rows<{ id: number }>(sql`select id from categories where kind = 'product'`)
  ).map((r) => r.id);
  const brands = (await db.rows<{ id: number }>(sql`select id from brands`)).map((r) => r.id);
  const tree = await server.app.services.catalog.listCategories("product", "en");
  const [product] = await db.rows<{ id: number }>(
    sql`select id from product_search where public order by created_at desc limit 1`,
  );
  if (!product || !categories.length) throw new Error("No public product: seed the database first.");
  // 200 users with 50 saved searches each (the per-user limit).
  const users = await db.rows<{ id: number }>(sql`insert into users (email, name, email_verified_at)
    select ${tag} || '-' || g || '@bench.test', 'Bench buyer', now() from generate_series(1, ${Math.ceil(n / 50)}) g
    returning id`);
  const rows = Array.from({ length: n }, (_, i) => {
    const query = productSearchQuery.parse(queryOf(i, categories, brands));
    const f = filtersFromQuery(query, tree);
    return {
      user: users[Math.floor(i / 50)]?.id ?? 0,
      query: JSON.stringify(canonicalQuery(query)),
      cats: `{${(f.categoryIds?.length ? f.categoryIds : [0]).join(",")}}`,
      brands: `{${(f.brandIds?.length ? f.brandIds : [0]).join(",")}}`,
      min: f.price?.min ?? null,
      max: f.price?.max ?? null,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await db.rows(sql`insert into saved_searches (user_id, kind, name, query, category_keys, brand_keys, price_min, price_max, delivery)
      select u, 'search', 'bench', q::jsonb, c::int[], b::int[], mn, mx, case when u % 2 = 0 then 'instant' else 'digest' end
      from unnest(${sql.param(chunk.map((r) => r.user))}::int[], ${sql.param(chunk.map((r) => r.query))}::text[],
        ${sql.param(chunk.map((r) => r.cats))}::text[], ${sql.param(chunk.map((r) => r.brands))}::text[],
        ${sql.param(chunk.map((r) => r.min))}::numeric[], ${sql.param(chunk.map((r) => r.max))}::numeric[]) as t(u, q, c, b, mn, mx)`);
  }
  await db.rows(sql`analyze saved_searches`);
  const userIds = users.map((u) => u.id);
  const times: number[] = [];
  let matched = 0;
  for (let run = 0; run < 5; run++) {
    await db.rows(sql`delete from alert_items where user_id = any(${sql.param(userIds)}::int[])`);
    const start = performance.now();
    matched = await server.app.services.alerts.matchProduct(product.id);
    times.push(performance.now() - start);
  }
  const [facts] = await db.rows<{ category_id: number; brand_id: number | null }>(
    sql`select category_id, brand_id from product_search where id = ${product.id}`,
  );
  const [cand] = await db.rows<{ n: number }>(sql`select count(*)::int as n from saved_searches
    where kind = 'search' and not paused and user_id = any(${sql.param(userIds)}::int[])
      and category_keys && ${`{0,${facts?.category_id ?? 0}}`}::int[]
      and brand_keys && ${`{0${facts?.brand_id ? `,${facts.brand_id}` : ""}}`}::int[]`);
  await db.rows(sql`delete from users where id = any(${sql.param(userIds)}::int[])`);
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    searches: n,
    candidates: cand?.n ?? 0,
    matched,
    medianMs: round(times[2] ?? 0),
    rangeMs: [round(times[0] ?? 0), round(times[4] ?? 0)],
  };
}
