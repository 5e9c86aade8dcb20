/** Rules of the public services: approved services of active sellers; categories include their subcategories. */
import type { Category } from "../../../common/api/catalog.ts";
import {
  SERVICE_PROPERTY_UNITS,
  type ServiceDetail,
  type ServicePropertyDefinition,
  type ServiceSearchQuery,
  type ServiceSearchResult,
} from "../../../common/api/services.ts";
import { REGIONS } from "../../../common/catalog.ts";
import { isMessageKey, type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import { VersionedCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { CatalogService } from "../catalog/service.ts";
import { parseSearchText, type TextQuery, withDescendants } from "../search/products.ts";
import { sellerCards } from "../sellers/service.ts";
import {
  type ServiceFilters,
  searchServiceIds,
  selectServiceCards,
  selectServiceDetail,
  selectServicePropertyStats,
  serviceFacetRows,
} from "./queries.ts";

export function serviceFiltersFromQuery(q: ServiceSearchQuery, categories: Category[]): ServiceFilters {
  const categoryIds =
    q.category || q.category_id__terms ? [...(q.category ?? []), ...(q.category_id__terms ?? [])] : undefined;
  const regions = q.regions__terms;
  return {
    text: parseSearchText(q.search),
    categoryIds: categoryIds && withDescendants(categoryIds, categories),
    regions: regions && !regions.includes("AW") ? regions : undefined,
    countries: q.additional_country_iso__terms,
    cityIds: q.city,
    sellerIds: q.seller_id__terms,
  };
}

/** "turnaround_days" -> "Turnaround days", for properties without a translated label. */
function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function propertyLabel(locale: Locale, key: string): string {
  const messageKey = `serviceProperty.${key}`;
  return isMessageKey(messageKey) ? translate(locale, messageKey) : humanize(key);
}

export function propertyUnit(locale: Locale, key: string): string | null {
  const unit = SERVICE_PROPERTY_UNITS[key];
  return unit ? translate(locale, `serviceUnit.${unit}` as MessageKey) : null;
}

/**
 * What the public services offer the other modules (the README's module map): the public services
 * matching a text, best first, one page of ids with the count of all (the grouped search's part),
 * and the cards of services.
 */
export function searchServicesByText(database: Database, text: TextQuery, page: number, pageSize: number) {
  return searchServiceIds(database, { text }, "relevance", page, pageSize);
}

/** Service cards by id, in the order of the ids (the caller picks public ones). */
export function serviceCards(database: Database, ids: number[], locale: Locale) {
  return selectServiceCards(database, ids, locale);
}

export function createServicesService(database: Database, catalog: CatalogService) {
  const categoriesOf = (locale: Locale) => catalog.listCategories("service", locale);
  // The page's ids, the total and the facets of a filter set: kept while the catalogue's data
  // version is unchanged (services, their sellers and categories bump it); cards are read live.
  const pages = new VersionedCache<
    [Awaited<ReturnType<typeof searchServiceIds>>, Awaited<ReturnType<typeof serviceFacetRows>>]
  >(database, 1000);
  // What the services of each category state (a service page shows its category's): every service
  // of the category is read, so it is kept like the pages above.
  const propertyStats = new VersionedCache<Awaited<ReturnType<typeof selectServicePropertyStats>>>(
    database,
    100,
  );

  async function search(
    q: ServiceSearchQuery,
    locale: Locale,
  ): Promise<Omit<ServiceSearchResult, "next" | "previous">> {
    const categories = await categoriesOf(locale);
    const f = serviceFiltersFromQuery(q, categories);
    const ordering = q.ordering ?? (f.text ? "relevance" : "-created_at");
    const [page, [catRows, regionRows, countryRows, cityRows]] = await pages.get(
      JSON.stringify([f, ordering, q.page, q.page_size, locale]),
      () =>
        Promise.all([
          searchServiceIds(database, f, ordering, q.page, q.page_size),
          serviceFacetRows(database, f, locale),
        ]),
    );
    const own = new Map(catRows.map((r) => [r.id, r.n]));
    const regionCount = new Map(regionRows.map((r) => [r.code.trim(), r.n]));
    return {
      count: page.count,
      results: await selectServiceCards(database, page.ids, locale),
      facets: {
        categories: categories
          .map((c) => ({
            id: c.id,
            name: c.name,
            count: withDescendants([c.id], categories).reduce((acc, id) => acc + (own.get(id) ?? 0), 0),
          }))
          .filter((c) => c.count > 0),
        regions: REGIONS.map((r) => ({ code: r.code, name: r[locale], count: regionCount.get(r.code) ?? 0 })),
        countries: countryRows.map((c) => ({ iso: c.iso.trim(), name: c.name, count: c.n })),
        cities: cityRows.map((c) => ({
          id: c.id,
          name: c.name,
          country_iso: c.country_iso.trim(),
          count: c.n,
        })),
      },
    };
  }

  async function detail(id: number, locale: Locale): Promise<ServiceDetail> {
    const row = await selectServiceDetail(database, id, locale);
    if (!row) throw notFound("error.serviceNotFound");
    const [[seller], definitions] = await Promise.all([
      sellerCards(database, [row.card.seller.id], locale),
      properties([row.category_id], locale),
    ]);
    if (!seller) throw notFound("error.serviceNotFound");
    const order = (definitions[0]?.properties ?? []).map((d) => d.key);
    const keys = Object.keys(row.properties).sort((a, b) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      return (ia < 0 ? 1e6 : ia) - (ib < 0 ? 1e6 : ib) || a.localeCompare(b);
    });
    return {
      ...row.card,
      description: row.description,
      address: row.address,
      images: row.images,
      additional_countries_detail: row.additional_countries,
      regions_detail: REGIONS.filter((r) => row.card.regions.includes(r.code)).map((r) => ({
        code: r.code,
        name: r[locale],
      })),
      properties: keys.map((key) => ({
        key,
        label: propertyLabel(locale, key),
        value: row.properties[key] as string | number | boolean,
        unit: propertyUnit(locale, key),
      })),
      seller: { ...seller, website: row.seller_website, member_since: seller.created_at },
      published_at: row.published_at,
      updated_at: row.updated_at,
    };
  }

  async function category(id: number, locale: Locale): Promise<Category> {
    const found = (await categoriesOf(locale)).find((c) => c.id === id);
    if (!found) throw notFound("error.categoryNotFound");
    return found;
  }

  /** Property definitions per service category, from what the services of each category state. */
  async function properties(categoryIds: number[] | undefined, locale: Locale) {
    const categories = await categoriesOf(locale);
    const wanted = categoryIds
      ? categories.filter((c) => withDescendants(categoryIds, categories).includes(c.id))
      : categories;
    const ids = wanted.map((c) => c.id);
    const stats = ids.length
      ? await propertyStats.get(ids.join(","), () => selectServicePropertyStats(database, ids))
      : [];
    return wanted.map((c) => ({
      category: { id: c.id, name: c.name, slug: c.slug },
      properties: stats
        .filter((s) => s.category_id === c.id)
        .map(
          (s): ServicePropertyDefinition => ({
            key: s.key,
            label: propertyLabel(locale, s.key),
            type: s.type === "boolean" ? "boolean" : s.type === "number" ? "number" : "text",
            unit: propertyUnit(locale, s.key),
            count: s.n,
            range: s.min !== null && s.max !== null ? { min: s.min, max: s.max } : null,
            values: [...(s.text_values ?? [])].sort((a, b) => a.localeCompare(b)).slice(0, 20),
          }),
        )
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    }));
  }

  return {
    search,
    detail,
    category,
    properties,
    listCategories: categoriesOf,
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
