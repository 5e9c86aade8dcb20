/**
 * The product form's values: what the inputs hold (strings, as typed), built from a saved product
 * or from a submitted form, and turned into the API's body. Input names are the API's field paths
 * (`price_tiers.0.min_quantity`, `specs.hashrate.value`), so the API's field errors land on them.
 */
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import type { PatchProductBody, SellerProduct } from "../../../common/api/seller-products.ts";
import { editedKeys } from "../../../common/edits.ts";

export const DIMENSION_KEYS = [
  "length",
  "width",
  "height",
  "weight",
  "packageLength",
  "packageWidth",
  "packageHeight",
  "packageWeight",
] as const;

export interface Tier {
  min_quantity: string;
  max_quantity: string;
  unit_price: string;
}
export interface Term {
  name: string;
  value: string;
}

export interface FormValues {
  name: string;
  category_top: string;
  subcategory: string;
  brand_id: string;
  model_id: string;
  external_sku: string;
  condition: string;
  country_of_origin: string;
  description: string;
  price_tiers: Tier[];
  discount_amount: string;
  /** The offer's end in UTC as a datetime-local value (`YYYY-MM-DDTHH:MM`), or "". */
  discount_ends_at: string;
  negotiable: boolean;
  dimensions: Record<string, string>;
  /** Flat: `hashrate.value`, `hashrate.unit`, `algorithm`, `temperatureRange.min`… */
  specs: Record<string, string>;
  videos: string[];
  delivery_regions: string[];
  difference_from_others: string;
  additional_terms: Term[];
}

/** Whether a stored offer end has passed. */
const offerEnded = (end: string | null | undefined) => !!end && Date.parse(end) <= Date.now();

const s = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function emptyValues(): FormValues {
  return {
    name: "",
    category_top: "",
    subcategory: "",
    brand_id: "",
    model_id: "",
    external_sku: "",
    condition: "new",
    country_of_origin: "",
    description: "",
    price_tiers: [{ min_quantity: "1", max_quantity: "", unit_price: "" }],
    discount_amount: "",
    discount_ends_at: "",
    negotiable: false,
    dimensions: {},
    specs: {},
    videos: [""],
    delivery_regions: [],
    difference_from_others: "",
    additional_terms: [],
  };
}

/** Flattens specifications to the inputs' names. */
export function flatSpecs(specs: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(specs)) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) out[key] = v.join(", ");
    else if (typeof v === "object")
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[`${key}.${k}`] = s(x);
    else out[key] = s(v);
  }
  return out;
}

export function valuesFromProduct(p: SellerProduct): FormValues {
  const parent = p.category.parent;
  return {
    name: p.name,
    category_top: String(parent ? parent.id : p.category.id),
    subcategory: parent ? String(p.category.id) : "",
    brand_id: s(p.brand_id),
    model_id: s(p.model_id),
    external_sku: s(p.external_sku),
    condition: p.condition,
    country_of_origin: s(p.country_of_origin),
    description: p.description,
    price_tiers: p.price_tiers.length
      ? p.price_tiers.map((t) => ({
          min_quantity: s(t.min_quantity),
          max_quantity: s(t.max_quantity),
          unit_price: s(t.unit_price),
        }))
      : emptyValues().price_tiers,
    // An offer that has ended is over: the form starts without it (saving does not bring it back).
    ...(offerEnded(p.discount_ends_at)
      ? { discount_amount: "", discount_ends_at: "" }
      : {
          discount_amount: p.discount_amount ? s(p.discount_amount) : "",
          discount_ends_at: p.discount_ends_at ? p.discount_ends_at.slice(0, 16) : "",
        }),
    negotiable: p.negotiable,
    dimensions: Object.fromEntries(Object.entries(p.dimensions).map(([k, v]) => [k, s(v)])),
    specs: flatSpecs(p.specs as Record<string, unknown>),
    videos: p.videos.length ? [...p.videos] : [""],
    delivery_regions: [...p.delivery_regions],
    difference_from_others: p.difference_from_others,
    additional_terms: p.additional_terms.map((t) => ({ name: t.name, value: t.value })),
  };
}

/** Rows of a list field (`price_tiers.{i}.{key}`), in index order. */
function rows<T extends string>(form: FormData, prefix: string, keys: readonly T[]) {
  const found = new Map<number, Record<T, string>>();
  for (const [name, v] of form) {
    if (typeof v !== "string" || !name.startsWith(`${prefix}.`)) continue;
    const [, index, key] = name.split(".");
    if (index === undefined || !/^\d{1,2}$/.test(index) || !keys.includes(key as T)) continue;
    const i = Number(index);
    const row = found.get(i) ?? (Object.fromEntries(keys.map((k) => [k, ""])) as Record<T, string>);
    row[key as T] = v;
    found.set(i, row);
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}

export function valuesFromForm(form: FormData): FormValues {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const prefixed = (prefix: string) => {
    const out: Record<string, string> = {};
    for (const [name, v] of form)
      if (typeof v === "string" && name.startsWith(prefix)) out[name.slice(prefix.length)] = v;
    return out;
  };
  const videos = [...form.entries()]
    .filter(([n, v]) => /^videos\.\d{1,2}$/.test(n) && typeof v === "string")
    .sort((a, b) => Number(a[0].split(".")[1]) - Number(b[0].split(".")[1]))
    .map(([, v]) => String(v));
  return {
    name: str("name"),
    category_top: str("category_top"),
    subcategory: str("subcategory"),
    brand_id: str("brand_id"),
    model_id: str("model_id"),
    external_sku: str("external_sku"),
    condition: str("condition"),
    country_of_origin: str("country_of_origin"),
    description: str("description"),
    price_tiers: rows(form, "price_tiers", ["min_quantity", "max_quantity", "unit_price"] as const),
    discount_amount: str("discount_amount"),
    discount_ends_at: str("discount_ends_at"),
    negotiable: form.get("negotiable") === "on",
    dimensions: prefixed("dimensions."),
    specs: prefixed("specs."),
    videos,
    delivery_regions: form.getAll("delivery_regions").map(String),
    difference_from_others: str("difference_from_others"),
    additional_terms: rows(form, "additional_terms", ["name", "value"] as const),
  };
}

/** A number as typed: empty is undefined, a number as such, anything else as typed (the API names it). */
function num(v: string): number | string | undefined {
  const t = v.trim().replace(",", ".");
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** Specification fields back into the API's shape (`hashrate: { value, unit }`, ranges, lists). */
export function specsBody(flat: Record<string, string>, types: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(flat)) {
    const v = raw.trim();
    if (v === "") continue;
    const [key = "", sub] = name.split(".");
    const type = types[key];
    if (sub) {
      const obj = (out[key] ?? {}) as Record<string, unknown>;
      out[key] = obj;
      obj[sub] = sub === "unit" ? v : num(v);
    } else if (key === "minableCoins") {
      out[key] = v
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean);
    } else if (type === "boolean") {
      out[key] = v === "true";
    } else if (type === "number") {
      out[key] = num(v);
    } else {
      out[key] = v;
    }
  }
  // A hashrate or efficiency without its value is not sent (its unit alone says nothing).
  for (const key of ["hashrate", "efficiency"]) {
    const obj = out[key] as Record<string, unknown> | undefined;
    if (obj && obj.value === undefined) delete out[key];
  }
  for (const key of ["temperatureRange", "humidityRange"]) {
    const obj = out[key] as Record<string, unknown> | undefined;
    if (obj && (obj.min === undefined || obj.max === undefined)) {
      if (obj.min === undefined && obj.max === undefined) delete out[key];
    }
  }
  return out;
}

/**
 * A number as typed; otherwise the text, which the API refuses with the field's message (so the
 * body is the contract's type only for a form typed correctly: the API checks it again).
 */
const asNumber = (v: string) => num(v) as number | undefined;

/**
 * The API's body of the form (every field, so that a cleared field is cleared). Choices, numbers
 * and specifications are sent as typed: the contract's type is what a correct form sends, and
 * anything else comes back as the field's message from the API, which checks the body again.
 * The specifications are those of the category's inputs (`specTypes`) over the saved ones
 * (`savedSpecs`, an edit's): a specification the form has no input for keeps its value
 * (issue 30, decision 062).
 */
export function bodyOf(
  v: FormValues,
  specTypes: Record<string, string>,
  savedSpecs: SellerProduct["specs"] = {},
): PatchProductBody {
  const category = v.subcategory || v.category_top;
  const dimensions: Record<string, unknown> = {};
  for (const k of DIMENSION_KEYS) {
    const n = asNumber(v.dimensions[k] ?? "");
    if (n !== undefined) dimensions[k] = n;
  }
  return {
    name: v.name,
    ...(category ? { category_id: asNumber(category) } : {}),
    brand_id: v.brand_id ? asNumber(v.brand_id) : null,
    model_id: v.model_id ? asNumber(v.model_id) : null,
    external_sku: v.external_sku.trim() || null,
    ...(v.condition ? { condition: v.condition as PatchProductBody["condition"] } : {}),
    country_of_origin: v.country_of_origin || null,
    description: v.description,
    price_tiers: v.price_tiers
      // A row without a price or an upper bound is the empty row the form offers (its "from 1").
      .filter((t) => t.max_quantity.trim() || t.unit_price.trim())
      // A bound or price left empty is sent as null: the API names the field that needs it.
      .map((t) => ({
        min_quantity: asNumber(t.min_quantity) ?? null,
        max_quantity: asNumber(t.max_quantity) ?? null,
        unit_price: asNumber(t.unit_price) ?? null,
      })) as PatchProductBody["price_tiers"],
    discount_amount: asNumber(v.discount_amount) ?? 0,
    // The field is in UTC (its label says so): the API wants the zone.
    discount_ends_at: v.discount_ends_at.trim() ? `${v.discount_ends_at.trim()}Z` : null,
    negotiable: v.negotiable,
    dimensions: dimensions as PatchProductBody["dimensions"],
    specs: editedKeys(
      savedSpecs as Record<string, unknown>,
      specsBody(v.specs, specTypes),
      new Set(Object.keys(specTypes)),
    ) as PatchProductBody["specs"],
    videos: v.videos.map((x) => x.trim()).filter(Boolean),
    delivery_regions: v.delivery_regions as PatchProductBody["delivery_regions"],
    difference_from_others: v.difference_from_others,
    additional_terms: v.additional_terms.filter((t) => t.name.trim() || t.value.trim()),
  };
}

/** The specification inputs a miner model fills (flat names, as the form's). */
export function modelSpecs(model: MinerModelSimple): Record<string, string> {
  const out: Record<string, string> = {
    "hashrate.value": String(model.hashrate.value),
    "hashrate.unit": model.hashrate.unit,
    algorithm: model.algorithm,
    consumption: String(model.power_w),
  };
  if (model.efficiency) {
    out["efficiency.value"] = String(model.efficiency.value);
    out["efficiency.unit"] = model.efficiency.unit;
  }
  if (model.release_date && /^\d{4}-\d{2}/.test(model.release_date))
    out.releaseDate = model.release_date.slice(0, 7);
  return out;
}

/** Fills the empty specification values from the model (values already typed are kept). */
export function fillFromModel(specs: Record<string, string>, model: MinerModelSimple) {
  const next = { ...specs };
  for (const [k, v] of Object.entries(modelSpecs(model))) if (!next[k]?.trim()) next[k] = v;
  return next;
}
