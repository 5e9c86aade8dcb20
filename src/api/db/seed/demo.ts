/**
 * Builds every row of the demo data in memory, deterministically: the same code gives the same rows
 * on every run and machine (seeded random streams, dates as offsets from a fixed base date, explicit
 * ids). `index.ts` writes them; nothing here touches the database or the disk (the images are only
 * registered in the ImageSet).
 */
import type {
  brands,
  categories,
  faqEntries,
  minerModels,
  productPhotos,
  productPriceTiers,
  productReviews,
  products,
  sellerOffices,
  sellerPhotos,
  sellers,
  serviceImages,
  services,
} from "../schema.ts";
import { buildProducts } from "./build-products.ts";
import { buildSellers } from "./build-sellers.ts";
import { buildServices } from "./build-services.ts";
import { buildBrands, buildCategories, buildModels } from "./catalogue.ts";
import { type BrandRow, type CityRow, distanceKm, type SeedContext } from "./context.ts";
import { SELLERS } from "./data/sellers.ts";
import type { ImageSet } from "./images.ts";
import {
  buildCityRows,
  buildCountryRows,
  buildRegionRows,
  type CountryRow,
  type RegionRow,
} from "./places.ts";

/** Places and the catalogue's reference rows: what the marketplace needs even without demo data. */
export interface ReferenceData {
  regions: RegionRow[];
  countries: CountryRow[];
  cities: CityRow[];
  categories: (typeof categories.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  minerModels: (typeof minerModels.$inferInsert)[];
}

export interface DemoData extends ReferenceData {
  sellers: (typeof sellers.$inferInsert)[];
  sellerOffices: (typeof sellerOffices.$inferInsert)[];
  sellerPhotos: (typeof sellerPhotos.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  priceTiers: (typeof productPriceTiers.$inferInsert)[];
  productPhotos: (typeof productPhotos.$inferInsert)[];
  reviews: (typeof productReviews.$inferInsert)[];
  faq: (typeof faqEntries.$inferInsert)[];
  services: (typeof services.$inferInsert)[];
  serviceImages: (typeof serviceImages.$inferInsert)[];
}

/** The reference rows, and the lookups into them that the demo builders use. */
export async function buildReferenceData(): Promise<{
  data: ReferenceData;
  lookups: Omit<SeedContext, "images">;
}> {
  // ---------------------------------------------------------------- places
  const regions = buildRegionRows();
  const countries = buildCountryRows();
  const requiredCities = SELLERS.flatMap((s) => [
    { country: s.country, city: s.city },
    ...s.offices.map((o) => ({ country: o.country, city: o.city })),
  ]);
  const cities = await buildCityRows(new Set(countries.map((c) => c.iso)), requiredCities);

  const countryNames = new Map(countries.map((c) => [c.iso, c.nameEn]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const cityByName = new Map<string, CityRow>();
  // Each country's largest city stands for the country when looking for neighbours.
  const countryAnchor = new Map<string, CityRow>();
  for (const c of [...cities].sort((a, b) => (a.population ?? 0) - (b.population ?? 0) || a.id - b.id)) {
    cityByName.set(`${c.countryIso}|${c.name}`, c); // the most populous city of a name wins
    countryAnchor.set(c.countryIso, c);
  }

  // ---------------------------------------------------------------- catalogue
  const categoryIndex = buildCategories();
  const brandRows = buildBrands();
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, b]));
  const brandOf = (slug: string): BrandRow => {
    const b = brandBySlug.get(slug);
    if (!b) throw new Error(`unknown brand ${slug}`);
    return b;
  };

  const lookups: Omit<SeedContext, "images"> = {
    categoryId(kind, slug) {
      const id = categoryIndex.bySlug.get(`${kind}:${slug}`);
      if (!id) throw new Error(`unknown ${kind} category ${slug}`);
      return id;
    },
    brandOf,
    cityOf(country, name) {
      const c = cityByName.get(`${country}|${name}`);
      if (!c) throw new Error(`seed city ${name} (${country}) missing`);
      return c;
    },
    countryName: (iso) => countryNames.get(iso) ?? iso,
    nearestCountries(cityId, exclude, count) {
      const from = cityById.get(cityId);
      if (!from) return [];
      return [...countryAnchor.values()]
        .filter((c) => c.countryIso !== exclude)
        .map((c) => ({ iso: c.countryIso, km: distanceKm(from, c) }))
        .sort((a, b) => a.km - b.km || a.iso.localeCompare(b.iso))
        .slice(0, count)
        .map((c) => c.iso);
    },
  };

  return {
    data: {
      regions,
      countries,
      cities,
      categories: categoryIndex.rows,
      brands: brandRows,
      minerModels: buildModels(brandOf),
    },
    lookups,
  };
}

/** Everything: the reference rows, then sellers, products and services. */
export async function buildDemoData(images: ImageSet): Promise<DemoData> {
  const { data, lookups } = await buildReferenceData();
  const ctx: SeedContext = { images, ...lookups };
  const sellerRows = buildSellers(ctx);
  const productRows = buildProducts(ctx, sellerRows.infos);
  const serviceRows = buildServices(ctx, sellerRows.infos);
  return {
    ...data,
    sellers: sellerRows.sellers,
    sellerOffices: sellerRows.offices,
    sellerPhotos: sellerRows.photos,
    products: productRows.products,
    priceTiers: productRows.priceTiers,
    productPhotos: productRows.photos,
    reviews: productRows.reviews,
    faq: productRows.faq,
    services: serviceRows.services,
    serviceImages: serviceRows.images,
  };
}
