/**
 * Bulk sellers and services for benchmarks (`npm run db:seed -- --sellers N --services N`), written
 * like bulk products (bulk.ts): set-based SQL over generate_series, every choice a hash of the row
 * number, so the same call writes the same rows and needs no round trip per row. Requires the demo
 * data (places and categories). Sellers sit in the 600 most populous cities of the catalogue's
 * countries, with a head office, two photos and a logo drawn once per name pattern; services are the
 * demo's templates filled in with their seller's city and country.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Storage } from "../../infra/storage.ts";
import type { Database } from "../client.ts";
import { SERVICES } from "./data/services.ts";
import { ImageSet, logoImage, sceneIllustration } from "./images.ts";
import { SEED_BASE_DATE } from "./random.ts";

export interface BulkSellerOptions {
  /** When given, makes sure the logos and scenes exist in the media storage's `seed` folder. */
  media?: Storage;
  log?: (msg: string) => void;
}

const PREFIXES = ["Volt", "Hash", "Block", "Nord", "Arctic", "Granite", "Summit", "Delta", "Solar", "Atlas"];
const SUFFIXES = ["Mining", "Hosting", "Compute", "Digital", "Power", "Systems", "Hashworks", "Supply"];
const LEGAL_FORMS = ["Ltd", "LLC", "GmbH", "Inc.", "S.A.", "Pte Ltd"];
const COLORS: [string, string][] = [
  ["#14213d", "#fca311"],
  ["#1b4332", "#95d5b2"],
  ["#3a0ca3", "#f72585"],
  ["#0b3954", "#bfd7ea"],
  ["#582f0e", "#ffe8d6"],
];

/** Adds `n` active sellers with offices, photos and logos; returns the ids written. */
export async function seedBulkSellers(
  database: Database,
  n: number,
  opts: BulkSellerOptions = {},
): Promise<{ first: number; last: number }> {
  if (!Number.isInteger(n) || n <= 0) return { first: 0, last: -1 };
  const images = new ImageSet();
  const names: SQL[] = [];
  PREFIXES.forEach((p, i) => {
    SUFFIXES.forEach((s, j) => {
      const idx = i * SUFFIXES.length + j;
      const logo = logoImage(
        images,
        `bulk-logo-${idx}`,
        `${p} ${s}`,
        COLORS[idx % COLORS.length] ?? ["#000", "#fff"],
      );
      names.push(sql`(${idx}::int, ${`${p} ${s}`}::text, ${logo.url}::text, ${logo.url2x}::text)`);
    });
  });
  const office = sceneIllustration(images, "photo-office");
  const warehouse = sceneIllustration(images, "photo-warehouse");
  if (opts.media) await images.render(opts.media);
  const forms = sql`array[${sql.join(
    LEGAL_FORMS.map((f) => sql`${f}::text`),
    sql`, `,
  )}]`;
  const base = SEED_BASE_DATE.toISOString();
  const [row] = await database.rows<{ first: number; last: number }>(sql`
    with nm (idx, name, logo, logo_2x) as (values ${sql.join(names, sql`, `)}),
    c as (
      select row_number() over (order by ci.population desc, ci.id) - 1 as idx, ci.id, ci.name, ci.country_iso,
             ci.latitude, ci.longitude, co.region_code
      from cities ci join countries co on co.iso = ci.country_iso
      order by ci.population desc, ci.id limit 600
    ),
    nc as (select count(*) as k from c),
    g as (
      select n, abs(hashint8(n + 7919)::bigint) as h1, abs(hashint8(n * 17 + 3)::bigint) as h2
      from generate_series(1::bigint, ${n}::bigint) as n
    ),
    src as (
      select g.n, g.h2, nm.name as base_name, nm.logo, nm.logo_2x, c.*,
             (${forms})[1 + (g.h2 % ${LEGAL_FORMS.length})] as form,
             ${base}::timestamptz - make_interval(days => (30 + g.h2 % 1500)::int) as created
      from g
      join nm on nm.idx = g.h1 % ${names.length}
      join c on c.idx = (g.h1 / ${names.length}) % (select k from nc)
    ),
    ins as (
      insert into sellers (status, company_name, legal_name, website, head_office_address, country_iso, city_id,
                           latitude, longitude, region_code, about, logo_url, logo_url_2x, verified, onboarding_step,
                           activated_at, created_at, updated_at)
      select 'active', base_name || ' ' || name || ' ' || n, base_name || ' ' || name || ' ' || form,
             'https://' || lower(replace(base_name, ' ', '')) || n || '.example', (1 + h2 % 180) || ' Industrial Road, ' || name,
             country_iso, id, round((latitude + ((h2 % 400) - 200) / 10000.0)::numeric, 5),
             round((longitude + (((h2 / 400) % 400) - 200) / 10000.0)::numeric, 5), region_code,
             base_name || ' sells, hosts and services ASIC miners from ' || name || '.', logo, logo_2x, h2 % 3 = 0, 3,
             created, created, created + interval '2 days'
      from src order by n
      returning id, head_office_address, city_id, country_iso
    ),
    offices as (
      insert into seller_offices (seller_id, name, address, city_id, country_iso)
      select id, 'Head office', head_office_address, city_id, country_iso from ins
    ),
    photos as (
      insert into seller_photos (seller_id, position, url, url_2x, width, height)
      select ins.id, p.position, p.url, p.url_2x, p.width, p.height
      from ins cross join (values
        (0, ${office.url}::text, ${office.url2x}::text, ${office.width}::int, ${office.height}::int),
        (1, ${warehouse.url}::text, ${warehouse.url2x}::text, ${warehouse.width}::int, ${warehouse.height}::int)
      ) as p (position, url, url_2x, width, height)
    )
    select min(id) as first, max(id) as last from ins`);
  await database.rows(sql`analyze sellers`);
  const ids = { first: Number(row?.first ?? 0), last: Number(row?.last ?? -1) };
  opts.log?.(`bulk: ${n.toLocaleString("en-US")} sellers (ids ${ids.first}–${ids.last})`);
  return ids;
}

/** Adds `n` services (90 % approved) of the active sellers, from the demo's templates. */
export async function seedBulkServices(
  database: Database,
  n: number,
  opts: BulkSellerOptions = {},
): Promise<number> {
  if (!Number.isInteger(n) || n <= 0) return 0;
  const images = new ImageSet();
  const templates: SQL[] = SERVICES.map((t, idx) => {
    const img = sceneIllustration(images, t.image);
    return sql`(${idx}::int, ${t.category}::text, ${t.name}::text, ${t.description}::text, ${t.priceFrom}::float8,
      ${t.priceUnit}::text, ${JSON.stringify(t.properties)}::jsonb, ${img.url}::text, ${img.url2x}::text,
      ${img.width}::int, ${img.height}::int)`;
  });
  if (opts.media) await images.render(opts.media);
  const base = SEED_BASE_DATE.toISOString();
  await database.rows(sql`
    with t (idx, category, name, description, price_from, price_unit, properties, image, image_2x, width, height)
      as (values ${sql.join(templates, sql`, `)}),
    s as (
      select row_number() over (order by se.id) - 1 as idx, se.id, se.country_iso, se.city_id, se.region_code,
             se.head_office_address, ci.name as city, co.name_en as country
      from sellers se join cities ci on ci.id = se.city_id join countries co on co.iso = se.country_iso
      where se.status = 'active'
    ),
    ns as (select count(*) as k from s),
    first as (select coalesce(max(id), 0) as id from services),
    g as (
      select n, abs(hashint8(n + 104729)::bigint) as h1, abs(hashint8(n * 13 + 5)::bigint) as h2
      from generate_series(1::bigint, ${n}::bigint) as n
    ),
    src as (
      select (select id from first) + g.n as id, g.n, g.h2, t.*, s.id as seller_id, s.country_iso, s.city_id, s.region_code, s.head_office_address,
             s.city as city_name, s.country as country_name,
             ${base}::timestamptz - make_interval(days => (1 + g.h2 % 320)::int) as created
      from g
      join t on t.idx = g.h1 % ${templates.length}
      join s on s.idx = (g.h1 / ${templates.length}) % (select k from ns)
    ),
    ins as (
      insert into services (id, seller_id, category_id, status, name, description, country_iso, city_id, address,
                            service_regions, price_from, price_unit, currency, properties, published_at, created_at,
                            updated_at)
      select id, seller_id, (select id from categories c where c.kind = 'service' and c.slug = category),
             case when h2 % 10 = 0 then 'draft' else 'approved' end::service_status,
             replace(replace(name, '{city}', city_name), '{country}', country_name),
             replace(replace(description, '{city}', city_name), '{country}', country_name),
             country_iso, city_id, head_office_address,
             array(select r from unnest(array['NA','SA','EU','AF','AS','OC']::char(2)[]) with ordinality as x(r, i)
                   where r = src.region_code or (((h2 / 10) >> (i::int - 1)) & 1) = 1 and (h2 / 1000) % 3 = 0 order by i),
             case when price_from < 1 then round((price_from * (0.85 + (h2 % 30) / 100.0))::numeric, 2)
                  else round((price_from * (0.85 + (h2 % 30) / 100.0))::numeric, 0) end,
             price_unit, 'USD', properties,
             case when h2 % 10 = 0 then null else created + interval '6 hours' end, created, created + interval '6 hours'
      from src order by n
      returning id
    )
    insert into service_images (service_id, position, url, url_2x, width, height)
    select ins.id, 0, src.image, src.image_2x, src.width, src.height
    from ins join src on src.id = ins.id`);
  await database.rows(
    sql`select setval(pg_get_serial_sequence('services', 'id'), coalesce((select max(id) from services), 0) + 1, false)`,
  );
  await database.rows(sql`analyze services`);
  await database.rows(sql`analyze service_images`);
  opts.log?.(`bulk: ${n.toLocaleString("en-US")} services`);
  return n;
}
