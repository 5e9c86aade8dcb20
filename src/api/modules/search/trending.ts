/**
 * Trending products: the public products most viewed (`products.views`, counted on product pages
 * by catalog/views.ts), optionally those delivered to one region, most viewed first and newest id
 * on ties. There is no table of views by day, so this is views since listing, not views of the
 * last days: a long-listed product keeps its lead (see docs/decisions/008).
 *
 * Ordering every public product by a column of the wide `products` table reads that whole table,
 * so the ids are kept 60 s per region and size; the cards, and whether each product is still
 * public, are read on every call.
 */
import { sql } from "drizzle-orm";
import type { ProductCard } from "../../../common/api/catalog.ts";
import { ALL_WORLD } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { TtlCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { sqlArray, sqlList } from "../../db/sql.ts";
import { productCards } from "../catalog/public.ts";

const TRENDING_TTL_MS = 60_000;

/** Ids of the most viewed public products (delivered to `region` unless it is AW), best first. */
export async function selectTrendingProductIds(database: Database, region: string, limit: number) {
  const inRegion =
    region === ALL_WORLD.code ? sql`` : sql`and ps.delivery_regions && ${sqlArray([region], "char(2)")}`;
  const rows = await database.rows<{ id: number }>(sql`
    select ps.id from product_search ps join products p on p.id = ps.id
    where ps.public ${inRegion}
    order by p.views desc, ps.id desc limit ${limit}`);
  return rows.map((r) => r.id);
}

export function createTrending(database: Database) {
  const cache = new TtlCache<number[]>(TRENDING_TTL_MS, 100);
  return {
    async products(region: string, limit: number, locale: Locale): Promise<ProductCard[]> {
      const ids = await cache.get(`${region}:${limit}`, () =>
        selectTrendingProductIds(database, region, limit),
      );
      if (ids.length === 0) return [];
      // Still public (a product may have been withdrawn since the ids were read).
      const stillPublic = new Set(
        (
          await database.rows<{ id: number }>(
            sql`select id from product_search where public and id in ${sqlList(ids)}`,
          )
        ).map((r) => r.id),
      );
      return productCards(
        database,
        ids.filter((id) => stillPublic.has(id)),
        locale,
      );
    },
  };
}
