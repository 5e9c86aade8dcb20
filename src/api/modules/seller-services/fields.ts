/**
 * A service's own fields and checks (issue 6, decision 013): its API fields <-> columns, the
 * references its fields name, and what verification needs. The lifecycle around them is the
 * listings core's (../listings/).
 */
import type { ServiceFields } from "../../../common/api/seller-services.ts";
import { serviceVerificationGaps } from "../../../common/api/seller-services.ts";
import { addError, type FieldErrors } from "../listings/status.ts";
import * as q from "./queries.ts";

export function fieldsOf(row: q.ServiceRow): ServiceFields {
  return {
    name: row.name,
    category_id: row.categoryId,
    description: row.description,
    country: row.countryIso?.trim() ?? null,
    city_id: row.cityId,
    address: row.address,
    additional_countries: row.additionalCountries.map((c) => c.trim()),
    service_regions: row.serviceRegions.map((r) => r.trim()) as ServiceFields["service_regions"],
    price_from: row.priceFrom === null ? null : Number(row.priceFrom),
    price_unit: row.priceUnit,
    currency: row.currency.trim(),
    properties: row.properties,
  };
}

export function toColumns(f: Partial<ServiceFields>): Partial<q.ServiceInsert> {
  const c: Partial<q.ServiceInsert> = {};
  if (f.name !== undefined) c.name = f.name;
  if (f.category_id !== undefined) c.categoryId = f.category_id;
  if (f.description !== undefined) c.description = f.description;
  if (f.country !== undefined) c.countryIso = f.country;
  if (f.city_id !== undefined) c.cityId = f.city_id;
  if (f.address !== undefined) c.address = f.address;
  if (f.additional_countries !== undefined) c.additionalCountries = f.additional_countries;
  if (f.service_regions !== undefined) c.serviceRegions = f.service_regions;
  if (f.price_from !== undefined) c.priceFrom = f.price_from;
  if (f.price_unit !== undefined) c.priceUnit = f.price_unit;
  if (f.currency !== undefined) c.currency = f.currency;
  if (f.properties !== undefined) c.properties = f.properties;
  return c;
}

export const EMPTY_SERVICE: ServiceFields = {
  name: "",
  category_id: 0,
  description: "",
  country: null,
  city_id: null,
  address: "",
  additional_countries: [],
  service_regions: [],
  price_from: null,
  price_unit: "",
  currency: "USD",
  properties: {},
};

/** References of the fields being saved: the category, the country, the city in that country. */
export async function checkFields(
  tx: q.Q,
  next: ServiceFields,
  given: Partial<ServiceFields>,
  errors: FieldErrors,
) {
  if (given.category_id !== undefined && !(await q.findServiceCategory(tx, next.category_id)))
    addError(errors, "category_id", "services.categoryUnknown");
  if (given.country !== undefined && next.country && !(await q.countryExists(tx, next.country)))
    addError(errors, "country", "services.countryUnknown");
  if (
    (given.city_id !== undefined || given.country !== undefined) &&
    next.city_id !== null &&
    (!next.country || !(await q.cityInCountry(tx, next.city_id, next.country)))
  )
    addError(errors, "city_id", "services.cityUnknown");
  if (given.additional_countries?.length) {
    if ((await q.unknownCountries(tx, given.additional_countries)).length)
      addError(errors, "additional_countries", "services.countryUnknown");
  }
}

/** What verification needs (the shared `serviceVerificationGaps`, which the web form also runs). */
export async function completeness(tx: q.Q, f: ServiceFields, images: number): Promise<FieldErrors> {
  const categoryKnown = Boolean(await q.findServiceCategory(tx, f.category_id));
  return serviceVerificationGaps(f, { images, categoryKnown });
}
