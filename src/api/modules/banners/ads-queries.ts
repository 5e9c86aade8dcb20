/**
 * SQL of the advertising banners (kind `advertising` of `banners`): the weighted draw of a
 * placement's live banners, and the moderators' list, reads and writes. Private to the module.
 */
import { sql } from "drizzle-orm";
import {
  AD_PLACEMENTS,
  type AdBanner,
  type AdminAdBanner,
  type AdPlacement,
  type CreateAdBannerBody,
  type UpdateAdBannerBody,
} from "../../../common/api/banners.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { isoOrNull } from "../../db/sql.ts";

/** Live: active, with its (English) image, inside its schedule now. */
const LIVE = sql`b.is_active and b.image_url <> ''
  and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now())`;

/** A banner as shown: its id, placement, and the title and image columns of `shownColumns`. */
interface ShownRow {
  id: number;
  placement: AdPlacement;
  title: string;
  url: string;
  url_2x: string;
  width: number;
  height: number;
}

/**
 * The title and image columns of banner `b` as shown in a language: the French image when asked
 * in French and there is one, else the English one.
 */
function shownColumns(locale: Locale) {
  const fr = locale === "fr";
  return sql`${fr ? sql`b.title_fr` : sql`b.title_en`} as title,
    ${fr ? sql`coalesce(b.image_fr_url, b.image_url)` : sql`b.image_url`} as url,
    ${fr ? sql`coalesce(b.image_fr_url_2x, b.image_url_2x)` : sql`b.image_url_2x`} as url_2x,
    ${fr ? sql`coalesce(b.image_fr_width, b.image_width)` : sql`b.image_width`} as width,
    ${fr ? sql`coalesce(b.image_fr_height, b.image_height)` : sql`b.image_height`} as height`;
}

/** A row of `shownColumns` as the API's banner, its link through `clickHref`. */
function shownBanner(r: ShownRow, clickHref: (id: number) => string): AdBanner {
  return {
    id: r.id,
    placement: r.placement,
    image: { url: r.url, url_2x: r.url_2x, width: r.width, height: r.height, alt: r.title },
    href: clickHref(r.id),
  };
}

/** The most banners a moderator's list shows (newest first): far more than a marketplace runs at once. */
export const ADMIN_LIST_MAX = 500;

/**
 * Up to `limit` live banners of a placement, drawn by weight without repeats: each banner's key
 * is -ln(u)/weight with u uniform in (0, 1] and the smallest keys win (Efraimidis–Spirakis), so
 * the first banner is banner i with probability weight_i / Σ weights. The French image when
 * asked in French and there is one, else the English one.
 */
export async function drawBanners(
  database: Database,
  placement: AdPlacement,
  locale: Locale,
  limit: number,
  clickHref: (id: number) => string,
): Promise<AdBanner[]> {
  const rows = await database.rows<ShownRow>(sql`
    select b.id, b.placement, ${shownColumns(locale)}
    from banners b
    where b.kind = 'advertising' and b.placement = ${placement} and ${LIVE}
    order by -ln(1 - random()) / b.weight
    limit ${limit}`);
  return rows.map((r) => shownBanner(r, clickHref));
}

/**
 * Every live banner, grouped by placement (in the order of AD_PLACEMENTS), the heaviest first in
 * each, then the oldest; at most `perPlacement` of each when given. Not a draw: the same answer
 * until a moderator changes something or a schedule starts or ends.
 */
export async function listLiveBanners(
  database: Database,
  locale: Locale,
  perPlacement: number | undefined,
  clickHref: (id: number) => string,
): Promise<AdBanner[]> {
  const rows = await database.rows<ShownRow>(sql`
    select id, placement, title, url, url_2x, width, height from (
      select b.id, b.placement, ${shownColumns(locale)},
        array_position(${sql.param([...AD_PLACEMENTS])}::text[], b.placement) as rank,
        b.weight,
        row_number() over (partition by b.placement order by b.weight desc, b.id) as nth
      from banners b
      where b.kind = 'advertising' and ${LIVE}
    ) live
    where ${perPlacement === undefined ? sql`true` : sql`nth <= ${perPlacement}`}
    order by rank, nth
    limit ${ADMIN_LIST_MAX}`);
  return rows.map((r) => shownBanner(r, clickHref));
}

/** The link of an advertising banner (whatever its schedule: a cached page may still show it), or null. */
export async function selectLink(database: Database, id: number): Promise<string | null> {
  const [row] = await database.rows<{ link_url: string }>(sql`
    select link_url from banners where id = ${id} and kind = 'advertising'`);
  return row?.link_url ?? null;
}

type AdminRow = {
  id: number;
  placement: AdPlacement;
  title_en: string;
  title_fr: string;
  link_url: string;
  weight: number;
  starts_at: unknown;
  ends_at: unknown;
  is_active: boolean;
  image_url: string;
  image_url_2x: string;
  image_width: number;
  image_height: number;
  image_fr_url: string | null;
  image_fr_url_2x: string | null;
  image_fr_width: number | null;
  image_fr_height: number | null;
  live: boolean;
  impressions: number;
  clicks: number;
};

const adminSelect = (where: ReturnType<typeof sql>) => sql`
  select b.id, b.placement, b.title_en, b.title_fr, b.link_url, b.weight, b.starts_at, b.ends_at, b.is_active,
    b.image_url, b.image_url_2x, b.image_width, b.image_height,
    b.image_fr_url, b.image_fr_url_2x, b.image_fr_width, b.image_fr_height,
    (${LIVE}) as live,
    coalesce((select sum(s.impressions) from banner_stats s where s.banner_id = b.id), 0)::int as impressions,
    coalesce((select sum(s.clicks) from banner_stats s where s.banner_id = b.id), 0)::int as clicks
  from banners b
  where b.kind = 'advertising' and ${where}`;

function toAdmin(r: AdminRow): AdminAdBanner {
  return {
    id: r.id,
    placement: r.placement,
    title_en: r.title_en,
    title_fr: r.title_fr,
    link: r.link_url,
    weight: r.weight,
    starts_at: isoOrNull(r.starts_at),
    ends_at: isoOrNull(r.ends_at),
    is_active: r.is_active,
    image_en: r.image_url
      ? { url: r.image_url, url_2x: r.image_url_2x, width: r.image_width, height: r.image_height }
      : null,
    image_fr:
      r.image_fr_url && r.image_fr_url_2x
        ? {
            url: r.image_fr_url,
            url_2x: r.image_fr_url_2x,
            width: r.image_fr_width ?? 0,
            height: r.image_fr_height ?? 0,
          }
        : null,
    live: r.live,
    impressions: r.impressions,
    clicks: r.clicks,
  };
}

export async function listAdmin(database: Database): Promise<AdminAdBanner[]> {
  const rows = await database.rows<AdminRow>(
    sql`${adminSelect(sql`true`)} order by b.id desc limit ${ADMIN_LIST_MAX}`,
  );
  return rows.map(toAdmin);
}

export async function selectAdmin(database: Database, id: number): Promise<AdminAdBanner | null> {
  const [row] = await database.rows<AdminRow>(adminSelect(sql`b.id = ${id}`));
  return row ? toAdmin(row) : null;
}

export async function insertBanner(database: Database, body: CreateAdBannerBody): Promise<number> {
  const [row] = await database.rows<{ id: number }>(sql`
    insert into banners (kind, placement, title_en, title_fr, image_url, image_url_2x, image_width, image_height,
      link_url, weight, starts_at, ends_at, is_active)
    values ('advertising', ${body.placement}, ${body.title_en}, ${body.title_fr}, '', '', 0, 0,
      ${body.link}, ${body.weight}, ${body.starts_at}::timestamptz, ${body.ends_at}::timestamptz, ${body.is_active})
    returning id`);
  return row?.id ?? 0;
}

const COLUMNS: Record<keyof UpdateAdBannerBody, string> = {
  placement: "placement",
  title_en: "title_en",
  title_fr: "title_fr",
  link: "link_url",
  weight: "weight",
  starts_at: "starts_at",
  ends_at: "ends_at",
  is_active: "is_active",
};

/** Sets the fields sent; false when there is no such banner. */
export async function updateBanner(
  database: Database,
  id: number,
  body: UpdateAdBannerBody,
): Promise<boolean> {
  const sets = (Object.keys(COLUMNS) as (keyof UpdateAdBannerBody)[])
    .filter((k) => body[k] !== undefined)
    .map((k) => {
      const v = body[k];
      const cast = k === "starts_at" || k === "ends_at" ? sql`::timestamptz` : sql``;
      return sql`${sql.raw(COLUMNS[k])} = ${v}${cast}`;
    });
  const [row] = await database.rows<{ id: number }>(sql`
    update banners set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
    where id = ${id} and kind = 'advertising' returning id`);
  return row !== undefined;
}

/** The schedule a change would leave, to check that it ends after it starts. */
export async function selectSchedule(
  database: Database,
  id: number,
): Promise<{ starts_at: string | null; ends_at: string | null } | null> {
  const [row] = await database.rows<{ starts_at: unknown; ends_at: unknown }>(sql`
    select starts_at, ends_at from banners where id = ${id} and kind = 'advertising'`);
  return row ? { starts_at: isoOrNull(row.starts_at), ends_at: isoOrNull(row.ends_at) } : null;
}

export type StoredImage = { url: string; url2x: string; width: number; height: number };

/** Sets one language's image; answers the replaced image's files (to delete), or null when there is no such banner. */
export async function setImage(
  database: Database,
  id: number,
  lang: Locale,
  image: StoredImage,
): Promise<string[] | null> {
  const cols =
    lang === "fr"
      ? sql`image_fr_url = ${image.url}, image_fr_url_2x = ${image.url2x}, image_fr_width = ${image.width}, image_fr_height = ${image.height}`
      : sql`image_url = ${image.url}, image_url_2x = ${image.url2x}, image_width = ${image.width}, image_height = ${image.height}`;
  const [row] = await database.rows<{ old: string | null; old_2x: string | null }>(sql`
    update banners b set ${cols}, updated_at = now()
    from (select id, ${lang === "fr" ? sql`image_fr_url` : sql`image_url`} as old,
            ${lang === "fr" ? sql`image_fr_url_2x` : sql`image_url_2x`} as old_2x
          from banners where id = ${id} and kind = 'advertising' for update) o
    where b.id = o.id
    returning o.old, o.old_2x`);
  if (!row) return null;
  return [row.old, row.old_2x].filter((u): u is string => Boolean(u));
}

/** Deletes a banner (its statistics go with it); answers its image files, or null when there is no such banner. */
export async function deleteBanner(database: Database, id: number): Promise<string[] | null> {
  const [row] = await database.rows<{ urls: (string | null)[] }>(sql`
    delete from banners where id = ${id} and kind = 'advertising'
    returning array[image_url, image_url_2x, image_fr_url, image_fr_url_2x] as urls`);
  if (!row) return null;
  return row.urls.filter((u): u is string => Boolean(u));
}

export async function selectStats(database: Database, id: number, days: number) {
  return database.rows<{ day: string; impressions: number; clicks: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, impressions, clicks from banner_stats
    where banner_id = ${id} and day > (now() at time zone 'utc')::date - ${days}::int
    order by day`);
}
