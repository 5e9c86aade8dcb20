/**
 * What the product filters can offer: the specification keys of some categories with labels,
 * units, value options (with counts) and ranges taken from the public products, the algorithms
 * with their usual units, and the miner models of the seller form.
 */
import { sql } from "drizzle-orm";
import {
  type Category,
  EFFICIENCY_UNITS,
  type MinerModelSimple,
  type PropertiesResult,
  type PropertyDefinition,
} from "../../../common/api/catalog.ts";
import { COOLING_TYPES, HASHRATE_UNITS, SPEC_KEYS, type SpecKey } from "../../../common/catalog.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { escapeLike, sqlList } from "../../db/sql.ts";
import { type MinerModelRow, minerModelFields } from "./miner-model.ts";
import { PUBLIC_PRODUCT } from "./queries.ts";
import { LABELS, SHAPES } from "./spec-shapes.ts";

/** Numeric specifications and how to read their lowest and highest value from `specs`. */
const NUMERIC: Partial<Record<SpecKey, [string, string]>> = {
  consumption: ["specs->>'consumption'", "specs->>'consumption'"],
  fanCount: ["specs->>'fanCount'", "specs->>'fanCount'"],
  noiseLevel: ["specs->>'noiseLevel'", "specs->>'noiseLevel'"],
  weight: ["specs->>'weight'", "specs->>'weight'"],
  temperatureRange: ["specs->'temperatureRange'->>'min'", "specs->'temperatureRange'->>'max'"],
  humidityRange: ["specs->'humidityRange'->>'min'", "specs->'humidityRange'->>'max'"],
};

/** Rounds a converted bound for display (12 significant digits hide binary noise such as 0.30000000000000004). */
const tidy = (n: number) => Number(n.toPrecision(12));

export async function selectProperties(
  database: Database,
  categories: Category[],
  locale: Locale,
): Promise<PropertiesResult> {
  const ids = categories.map((c) => c.id);
  const specKeyRows = ids.length
    ? await database.rows<{ id: number; spec_keys: string[] }>(
        sql`select id, spec_keys from categories where id in ${sqlList(ids)}`,
      )
    : [];
  const keys = new Set(specKeyRows.flatMap((r) => r.spec_keys));
  const specKeys = SPEC_KEYS.filter((k) => keys.has(k));

  const inCategories = ids.length ? sql`p.category_id in ${sqlList(ids)}` : sql`false`;
  const from = sql`from products p join sellers s on s.id = p.seller_id where ${PUBLIC_PRODUCT} and ${inCategories}`;
  const numeric = Object.entries(NUMERIC).map(
    ([key, [lo, hi]]) => sql`min((${sql.raw(lo)})::float8) as ${sql.identifier(`${key}_min`)},
      max((${sql.raw(hi)})::float8) as ${sql.identifier(`${key}_max`)}`,
  );
  const [[ranges], options, algorithms] = await Promise.all([
    database.rows<Record<string, number | null>>(sql`
      select min(p.price_min)::float8 as price_min, max(p.price_min)::float8 as price_max, ${sql.join(numeric, sql`, `)} ${from}`),
    database.rows<{ key: string; value: string; n: number }>(sql`
      select 'coolingType' as key, p.specs->>'coolingType' as value, count(*)::int as n ${from} and p.specs ? 'coolingType' group by 2
      union all
      select 'waterblockCompatible', p.specs->>'waterblockCompatible', count(*)::int ${from} and p.specs ? 'waterblockCompatible' group by 2
      union all
      select 'immersionCompatible', p.specs->>'immersionCompatible', count(*)::int ${from} and p.specs ? 'immersionCompatible' group by 2
      union all
      select 'minableCoins', c.coin, count(*)::int ${sql`from products p join sellers s on s.id = p.seller_id
        cross join lateral jsonb_array_elements_text(case when jsonb_typeof(p.specs->'minableCoins') = 'array'
          then p.specs->'minableCoins' else '[]'::jsonb end) as c(coin)
        where ${PUBLIC_PRODUCT} and ${inCategories}`} group by 2`),
    database.rows<{
      value: string;
      n: number;
      hashrate_unit: string | null;
      hashrate_min: number | null;
      hashrate_max: number | null;
      efficiency_unit: string | null;
    }>(sql`
      select p.algorithm as value, count(*)::int as n,
        mode() within group (order by p.specs->'hashrate'->>'unit') as hashrate_unit,
        min(p.hashrate_hs) as hashrate_min, max(p.hashrate_hs) as hashrate_max,
        mode() within group (order by p.specs->'efficiency'->>'unit') as efficiency_unit
      ${from} and p.algorithm is not null group by p.algorithm order by n desc, p.algorithm`),
  ]);

  // Efficiency ranges in each algorithm's usual unit: the products that state that unit.
  const efficiencyRows = await database.rows<{ value: string; unit: string; min: number; max: number }>(sql`
    select p.algorithm as value, p.specs->'efficiency'->>'unit' as unit, min(p.efficiency) as min, max(p.efficiency) as max
    ${from} and p.algorithm is not null and p.efficiency is not null group by 1, 2`);

  const optionsOf = (key: string, label: (value: string) => string) =>
    options
      .filter((o) => o.key === key && o.value !== null)
      .sort((a, b) => b.n - a.n || a.value.localeCompare(b.value))
      .map((o) => ({ value: o.value, label: label(o.value), count: o.n }));
  const yesNo = (v: string) => translate(locale, v === "true" ? "common.yes" : "common.no");
  const coolingLabel = (v: string) =>
    (COOLING_TYPES as readonly string[]).includes(v)
      ? translate(locale, `cooling.${v as (typeof COOLING_TYPES)[number]}`)
      : v;

  const properties: PropertyDefinition[] = specKeys.map((key) => {
    const shape = SHAPES[key];
    const bounds = NUMERIC[key]
      ? { min: ranges?.[`${key}_min`] ?? null, max: ranges?.[`${key}_max`] ?? null }
      : null;
    let opts: PropertyDefinition["options"] = [];
    if (key === "algorithm") opts = algorithms.map((a) => ({ value: a.value, label: a.value, count: a.n }));
    if (key === "coolingType") opts = optionsOf(key, coolingLabel);
    if (key === "waterblockCompatible" || key === "immersionCompatible") opts = optionsOf(key, yesNo);
    if (key === "minableCoins") opts = optionsOf(key, (v) => v);
    return {
      key,
      label: translate(locale, LABELS[key]),
      ...shape,
      range:
        bounds && bounds.min !== null && bounds.max !== null ? { min: bounds.min, max: bounds.max } : null,
      options: opts,
    };
  });

  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      spec_keys: specKeyRows.find((r) => r.id === c.id)?.spec_keys ?? [],
    })),
    properties,
    algorithms: algorithms.map((a) => {
      const hashFactor = a.hashrate_unit
        ? HASHRATE_UNITS[a.hashrate_unit as keyof typeof HASHRATE_UNITS]
        : undefined;
      const eff = efficiencyRows.find((r) => r.value === a.value && r.unit === a.efficiency_unit);
      return {
        value: a.value,
        count: a.n,
        hashrate:
          a.hashrate_unit && hashFactor && a.hashrate_min !== null && a.hashrate_max !== null
            ? {
                unit: a.hashrate_unit,
                min: tidy(a.hashrate_min / hashFactor),
                max: tidy(a.hashrate_max / hashFactor),
              }
            : null,
        efficiency:
          eff && a.efficiency_unit && a.efficiency_unit in EFFICIENCY_UNITS
            ? { unit: eff.unit, min: eff.min, max: eff.max }
            : null,
      };
    }),
    price:
      ranges && ranges.price_min !== null && ranges.price_max !== null
        ? { min: Number(ranges.price_min), max: Number(ranges.price_max) }
        : null,
  };
}

/** Miner models (optionally of some brands or algorithms, or matching a text), by brand and name. */
export async function selectMinerModels(
  database: Database,
  opts: { brandIds?: number[]; algorithms?: string[]; search?: string },
): Promise<MinerModelSimple[]> {
  const parts = [sql`true`];
  if (opts.brandIds)
    parts.push(opts.brandIds.length ? sql`m.brand_id in ${sqlList(opts.brandIds)}` : sql`false`);
  if (opts.algorithms) {
    parts.push(
      opts.algorithms.length
        ? sql`lower(m.algorithm) in ${sqlList(opts.algorithms.map((a) => a.toLowerCase()))}`
        : sql`false`,
    );
  }
  if (opts.search) {
    const t = opts.search
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .trim()
      .slice(0, 200);
    const name = sql`rm_unaccent(lower(b.name || ' ' || m.name))`;
    parts.push(sql`(${t} <% ${name} or ${name} like ${`%${escapeLike(t)}%`})`);
  }
  const rows = await database.rows<
    MinerModelRow & {
      n: number;
    }
  >(sql`
    select m.id, m.name, m.slug, b.id as brand_id, b.name as brand_name, m.algorithm, m.hashrate_hs, m.power_w, m.specs,
      m.released_on,
      (select count(*)::int from products p join sellers s on s.id = p.seller_id where p.model_id = m.id and ${PUBLIC_PRODUCT}) as n
    from miner_models m join brands b on b.id = m.brand_id
    where ${sql.join(parts, sql` and `)}
    order by b.name, m.name, m.id`);
  return rows.map((r) => ({ ...minerModelFields(r), public_products_count: r.n }));
}
