/**
 * The sitemap's SQL (issue 22): for each kind of public page, the first key of every file (one pass
 * over the kind's public keys, kept while the catalogue's data version holds) and the rows of a file
 * read in key order by a keyset cursor, a batch at a time, never with OFFSET.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { PUBLIC_ARTICLE } from "../blog/public.ts";
import { PUBLIC_PRODUCT } from "../catalog/public.ts";
import { PUBLIC_SELLER } from "../sellers/public.ts";
import { PUBLIC_SERVICE } from "../services/public.ts";

export const SITEMAP_KINDS = ["products", "services", "companies", "articles"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface KindSql {
  /** The tables, with their aliases as the public condition names them. */
  from: SQL;
  where: SQL;
  /** The keyset column (unique, indexed). */
  key: SQL;
  /** What the page's path is made of. */
  slug: SQL;
  updated: SQL;
}

const KINDS: Record<SitemapKind, KindSql> = {
  products: {
    from: sql`products p join sellers s on s.id = p.seller_id`,
    where: PUBLIC_PRODUCT,
    key: sql`p.id`,
    slug: sql`p.sku`,
    updated: sql`p.updated_at`,
  },
  services: {
    from: sql`services v join sellers s on s.id = v.seller_id`,
    where: PUBLIC_SERVICE,
    key: sql`v.id`,
    slug: sql`v.id::text`,
    updated: sql`v.updated_at`,
  },
  companies: {
    from: sql`sellers s`,
    where: PUBLIC_SELLER,
    key: sql`s.id`,
    slug: sql`s.id::text`,
    updated: sql`s.updated_at`,
  },
  articles: {
    from: sql`articles a`,
    where: PUBLIC_ARTICLE,
    key: sql`a.id`,
    slug: sql`a.slug`,
    updated: sql`a.updated_at`,
  },
};

export interface SitemapRow {
  key: number;
  slug: string;
  updated: string;
}

/** The first key of each file of `perFile` pages (an empty list: no public page of the kind). */
export async function fileStarts(database: Database, kind: SitemapKind, perFile: number): Promise<number[]> {
  const k = KINDS[kind];
  const rows = await database.rows<{ key: number }>(
    sql`select key from (
          select ${k.key} as key, row_number() over (order by ${k.key}) as n
          from ${k.from} where ${k.where}
        ) t where (n - 1) % ${perFile} = 0 order by key`,
    { name: `sitemap_starts_${kind}` },
  );
  return rows.map((r) => Number(r.key));
}

/** Up to `limit` public rows with a key in [from, before), in key order (`before` null: no end). */
export function sitemapBatch(
  database: Database,
  kind: SitemapKind,
  range: { from: number; before: number | null },
  limit: number,
): Promise<SitemapRow[]> {
  const k = KINDS[kind];
  const end = range.before === null ? sql`true` : sql`${k.key} < ${range.before}`;
  return database.rows<SitemapRow>(
    sql`select ${k.key} as key, ${k.slug} as slug,
               to_char(${k.updated} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated
        from ${k.from}
        where ${k.where} and ${k.key} >= ${range.from} and ${end}
        order by ${k.key} limit ${limit}`,
    { name: `sitemap_batch_${kind}_${range.before === null ? "last" : "inner"}` },
  );
}
