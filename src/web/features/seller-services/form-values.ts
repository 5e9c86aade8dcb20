/**
 * The service form's values: what the inputs hold (strings, as typed), built from a saved service
 * or from a submitted form, and turned into the API's body (PATCH/POST
 * /api/services-catalog/services/). Input names are the API's field names, so its field errors
 * land on them; the country is posted as `country_iso` (the shared place fields, company forms).
 */
import type { PatchServiceBody, SellerService } from "../../../common/api/seller-services.ts";

export interface PropertyRow {
  key: string;
  value: string;
}

export interface ServiceFormValues {
  name: string;
  category_id: string;
  description: string;
  country: string;
  city_id: string;
  address: string;
  additional_countries: string[];
  service_regions: string[];
  price_from: string;
  price_unit: string;
  currency: string;
  properties: PropertyRow[];
}

const s = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function emptyServiceValues(categoryId: string): ServiceFormValues {
  return {
    name: "",
    category_id: categoryId,
    description: "",
    country: "",
    city_id: "",
    address: "",
    additional_countries: [],
    service_regions: [],
    price_from: "",
    price_unit: "",
    currency: "USD",
    properties: [],
  };
}

export function valuesFromService(service: SellerService): ServiceFormValues {
  return {
    name: service.name,
    category_id: s(service.category_id),
    description: service.description,
    country: s(service.country),
    city_id: s(service.city_id),
    address: service.address,
    additional_countries: [...service.additional_countries],
    service_regions: [...service.service_regions],
    price_from: s(service.price_from),
    price_unit: service.price_unit,
    currency: service.currency || "USD",
    properties: Object.entries(service.properties).map(([key, value]) => ({ key, value: s(value) })),
  };
}

/** The values of a posted form (every input is a string; lists come as repeated names). */
export function serviceValuesFromForm(form: FormData): ServiceFormValues {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const list = (name: string) =>
    form.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");
  const properties: PropertyRow[] = [];
  for (let i = 0; form.has(`properties.${i}.key`) || form.has(`properties.${i}.value`); i++)
    properties.push({ key: str(`properties.${i}.key`), value: str(`properties.${i}.value`) });
  return {
    name: str("name"),
    category_id: str("category_id"),
    description: str("description"),
    country: str("country_iso"),
    city_id: str("city_id"),
    address: str("address"),
    additional_countries: list("additional_countries"),
    service_regions: list("service_regions"),
    price_from: str("price_from"),
    price_unit: str("price_unit"),
    currency: str("currency"),
    properties,
  };
}

/** A number as typed, or the text itself so that the API names the field ("Enter a number."). */
const num = (v: string): number | string | null => {
  const t = v.trim().replace(",", ".");
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : v;
};

/**
 * The API body of the form. Property values follow the category's property types (number,
 * boolean, text); rows without a key are dropped.
 */
export function serviceBodyOf(
  values: ServiceFormValues,
  types: Record<string, string> = {},
): PatchServiceBody {
  const properties: Record<string, string | number | boolean> = {};
  for (const row of values.properties) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key || value === "") continue;
    const type = types[key];
    if (type === "number" && Number.isFinite(Number(value.replace(",", "."))))
      properties[key] = Number(value.replace(",", "."));
    else if (type === "boolean" && (value === "true" || value === "false"))
      properties[key] = value === "true";
    else properties[key] = value;
  }
  const city = values.city_id.trim();
  const category = values.category_id.trim();
  return {
    name: values.name,
    ...(/^\d{1,10}$/.test(category) ? { category_id: Number(category) } : {}),
    description: values.description,
    country: values.country.trim() || null,
    city_id: /^\d{1,10}$/.test(city) ? Number(city) : null,
    address: values.address,
    additional_countries: values.additional_countries,
    service_regions: values.service_regions as PatchServiceBody["service_regions"],
    // A number as typed; otherwise the text, which the API refuses with the field's message.
    price_from: num(values.price_from) as number | null,
    price_unit: values.price_unit,
    currency: values.currency.trim() || "USD",
    properties,
  };
}
