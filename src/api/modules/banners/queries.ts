/** SQL of the banners: the ones of a kind that are active now, in their order. */
import { sql } from "drizzle-orm";
import type { Banner } from "../../../common/api/banners.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { isoOrNull, localized, sqlList } from "../../db/sql.ts";

type Row = {
  id: number;
  title: string;
  subtitle: string;
  image_url: string;
  image_url_2x: string;
  image_width: number;
  image_height: number;
  link_url: string;
  placement: string;
  category_id: number | null;
  position: number;
  starts_at: unknown;
  ends_at: unknown;
};

/** Active banners of a kind inside their window (now), optionally of some categories and the general ones. */
export async function selectActiveBanners(
  database: Database,
  kind: "menu" | "advertising",
  locale: Locale,
  categoryIds?: number[],
): Promise<Banner[]> {
  const byCategory = categoryIds
    ? sql`and (b.category_id is null ${categoryIds.length ? sql`or b.category_id in ${sqlList(categoryIds)}` : sql``})`
    : sql``;
  const rows = await database.rows<Row>(sql`
    select b.id, ${localized("b", "title", locale)} as title, ${localized("b", "subtitle", locale)} as subtitle,
      b.image_url, b.image_url_2x, b.image_width, b.image_height, b.link_url, b.placement, b.category_id, b.position,
      b.starts_at, b.ends_at
    from banners b
    where b.kind = ${kind} and b.is_active
      and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now())
      ${byCategory}
    order by b.position, b.id`);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    image: {
      url: r.image_url,
      url_2x: r.image_url_2x,
      width: r.image_width,
      height: r.image_height,
      alt: r.title,
    },
    link: r.link_url,
    external: /^https?:\/\//i.test(r.link_url),
    placement: r.placement,
    category_id: r.category_id,
    position: r.position,
    starts_at: isoOrNull(r.starts_at),
    ends_at: isoOrNull(r.ends_at),
  }));
}
