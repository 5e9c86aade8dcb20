/**
 * The template layout of the catalogue spreadsheet (decision 019): one column per product field
 * and per specification, each with its header in both languages, what it takes, its drop-down
 * list, how a product's value is written (export) and how a cell is read back (import). Export ->
 * import with no edits gives the same fields: every `format` is read back by its `parse`.
 */
import { type ColumnKey, PRODUCT_COLUMNS, type ProductColumn } from "../../../common/api/excel.ts";
import type { ProductFields } from "../../../common/api/seller-products.ts";
import {
  COOLING_TYPES,
  HASHRATE_UNITS,
  type HashrateUnit,
  PAYMENT_METHODS,
  PRODUCT_CONDITIONS,
  type ProductSpecs,
  REGION_CODES,
  REGIONS,
  SPEC_KEYS,
  type SpecKey,
} from "../../../common/catalog.ts";
import { LOCALES, type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import { LABELS, SHAPES } from "../catalog/spec-shapes.ts";

// ---------------------------------------------------------------- reference data
export interface Refs {
  categories: {
    id: number;
    parentId: number | null;
    slug: string;
    nameEn: string;
    nameFr: string;
    specKeys: string[];
  }[];
  brands: { id: number; slug: string; name: string }[];
  models: { id: number; brandId: number; slug: string; name: string; specs: ProductSpecs }[];
  countries: { iso: string; nameEn: string; nameFr: string }[];
  algorithms: string[];
}

/** Lower case, no accents, no `*`, punctuation as spaces: how headers and list values are compared. */
export function normalize(s: string): string {
  // The same few hundred short texts come back on every row (categories, brands, conditions,
  // countries, translated list values): remembered, within bounds (count and length).
  if (s.length > NORMALIZED_LENGTH_MAX) return normalizeNow(s);
  let n = normalized.get(s);
  if (n === undefined) {
    n = normalizeNow(s);
    if (normalized.size >= NORMALIZED_MAX) normalized.clear();
    normalized.set(s, n);
  }
  return n;
}
const NORMALIZED_MAX = 5000;
const NORMALIZED_LENGTH_MAX = 120;
const normalized = new Map<string, string>();

function normalizeNow(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\*/g, " ")
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    .trim();
}

/** Lookups by any of the names a seller may type (either language, slug, code or id). */
export interface Lookups {
  refs: Refs;
  category: Map<string, number>;
  categoryName: Map<number, { en: string; fr: string }>;
  brand: Map<string, number>;
  brandName: Map<number, string>;
  model: Map<number, Refs["models"][number]>;
  country: Map<string, string>;
  countryName: Map<string, { en: string; fr: string }>;
  algorithm: Map<string, string>;
}

export function lookups(refs: Refs): Lookups {
  const category = new Map<string, number>();
  for (const c of refs.categories) {
    for (const k of [c.nameEn, c.nameFr, c.slug, String(c.id)]) {
      const n = normalize(k);
      if (!category.has(n)) category.set(n, c.id);
    }
  }
  const brand = new Map<string, number>();
  for (const b of refs.brands) for (const k of [b.name, b.slug, String(b.id)]) brand.set(normalize(k), b.id);
  const country = new Map<string, string>();
  for (const c of refs.countries) {
    for (const k of [c.nameEn, c.nameFr, c.iso]) country.set(normalize(k), c.iso);
  }
  return {
    refs,
    category,
    categoryName: new Map(refs.categories.map((c) => [c.id, { en: c.nameEn, fr: c.nameFr }])),
    brand,
    brandName: new Map(refs.brands.map((b) => [b.id, b.name])),
    model: new Map(refs.models.map((m) => [m.id, m])),
    country,
    countryName: new Map(refs.countries.map((c) => [c.iso, { en: c.nameEn, fr: c.nameFr }])),
    algorithm: new Map(refs.algorithms.map((a) => [normalize(a), a])),
  };
}

// ---------------------------------------------------------------- cells
/** A cell as read, whatever Excel stored (a formula gives its cached result). */
export type Cell =
  | { kind: "empty" }
  | { kind: "number"; value: number }
  | { kind: "text"; value: string }
  | { kind: "bool"; value: boolean }
  | { kind: "date"; value: Date }
  | { kind: "error"; key: MessageKey; params?: Params };

export const EMPTY_CELL: Cell = { kind: "empty" };

/** An exceljs cell value as a Cell. */
export function readCell(v: unknown): Cell {
  if (v === null || v === undefined) return EMPTY_CELL;
  if (typeof v === "number") return Number.isFinite(v) ? { kind: "number", value: v } : EMPTY_CELL;
  if (typeof v === "string") return v.trim() ? { kind: "text", value: v.trim() } : EMPTY_CELL;
  if (typeof v === "boolean") return { kind: "bool", value: v };
  if (v instanceof Date) return { kind: "date", value: v };
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    if ("formula" in o || "sharedFormula" in o) {
      if (o.result === undefined || o.result === null || Number.isNaN(o.result))
        return { kind: "error", key: "excel.cell.formulaNoValue" };
      return readCell(o.result);
    }
    if ("error" in o)
      return { kind: "error", key: "excel.cell.formulaError", params: { error: String(o.error) } };
    if (Array.isArray(o.richText))
      return readCell((o.richText as { text?: string }[]).map((r) => r.text ?? "").join(""));
    if ("text" in o) return readCell(typeof o.text === "string" ? o.text : readCellText(o.text));
  }
  return { kind: "error", key: "excel.cell.text" };
}

const readCellText = (v: unknown): string => {
  const c = readCell(v);
  return c.kind === "text" ? c.value : c.kind === "number" ? String(c.value) : "";
};

/** Digits with at most one dot between digits, nothing else: the same number in either convention. */
const PLAIN_NUMBER = /^\d{1,15}(?:\.\d{1,15})?$/;

/**
 * A number typed in either convention: "1234.5", "1 234,5", "1,234.5", "1.234,5", "1'234.5".
 * A lone comma is the decimal separator ("2,5"), except "1,234" (three digits after it) in English.
 */
export function parseNumber(input: string, locale: Locale = "en"): number | undefined {
  // Most cells hold plain digits ("1000", "17.5"): read at once, without the rules below.
  if (PLAIN_NUMBER.test(input)) return Number(input);
  let s = input.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (!/^[-+]?[\d.,]+$/.test(s)) return undefined;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    s = s.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    const parts = s.split(",");
    const thousandsLike =
      parts.length > 2 ||
      (locale === "en" && /^[-+]?\d{1,3}$/.test(parts[0] ?? "") && parts[1]?.length === 3);
    s = thousandsLike ? parts.join("") : s.replace(",", ".");
  } else if ((s.match(/\./g) ?? []).length > 1) {
    s = s.split(".").join("");
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

// ---------------------------------------------------------------- the columns
export interface Column {
  key: ColumnKey;
  /** The header in a language (with " *" for what verification needs). */
  header(locale: Locale): string;
  hint(locale: Locale): string;
  width: number;
  /** Drop-down list (values on the hidden sheet). */
  list?: ListName;
  /** Let the seller type something else than the list (several regions, say). */
  freeList?: boolean;
  /** The cell of a product in the export. */
  format(p: ProductFields, l: Lookups, locale: Locale): string | number | null;
  /** Reads a cell into the row being built; answers an error key when the cell cannot be read. */
  parse(cell: Cell, row: ParsedRow, l: Lookups, locale: Locale): CellProblem | undefined;
}
export type ListName =
  | "categories"
  | "brands"
  | "models"
  | "conditions"
  | "countries"
  | "regions"
  | "yesNo"
  | "algorithms"
  | "cooling";
export type CellProblem = { key: MessageKey; params?: Params };

/** What a row gives: the fields of its columns (empty cells clear a field), and the typed model. */
export interface ParsedRow {
  given: Partial<ProductFields>;
  specs: ProductSpecs;
  dimensions: NonNullable<ProductFields["dimensions"]>;
  /** The model name as typed (matched after the cells are read). */
  modelTyped?: string;
}

const problem = (key: MessageKey, params?: Params): CellProblem => ({ key, params });

function text(cell: Cell): string | undefined {
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "number":
      return String(cell.value);
    case "bool":
      return cell.value ? "true" : "false";
    case "date":
      return cell.value.toISOString().slice(0, 10);
    default:
      return undefined;
  }
}

function num(cell: Cell, locale: Locale): number | undefined | CellProblem {
  if (cell.kind === "empty") return undefined;
  if (cell.kind === "number") return cell.value;
  if (cell.kind === "text") return parseNumber(cell.value, locale) ?? problem("excel.cell.number");
  return problem("excel.cell.number");
}

const isProblem = (v: unknown): v is CellProblem => typeof v === "object" && v !== null && "key" in v;

const YES = new Set(["yes", "y", "oui", "o", "true", "vrai", "1", "x"]);
const NO = new Set(["no", "n", "non", "false", "faux", "0"]);
function yesNo(cell: Cell): boolean | undefined | CellProblem {
  if (cell.kind === "empty") return undefined;
  if (cell.kind === "bool") return cell.value;
  const t = normalize(text(cell) ?? "");
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return problem("excel.cell.yesNo");
}
const yesNoText = (v: boolean | undefined, locale: Locale) =>
  v === undefined ? null : translate(locale, v ? "common.yes" : "common.no");

/** "a, b; c" or one per line. */
const splitList = (s: string) =>
  s
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

const header =
  (key: MessageKey, required = false) =>
  (locale: Locale) =>
    `${translate(locale, key)}${required ? " *" : ""}`;

/** A plain field column. */
function field(
  key: ProductColumn,
  opts: {
    required?: boolean;
    width?: number;
    list?: ListName;
    freeList?: boolean;
    hintParams?: (locale: Locale) => Params;
    format: Column["format"];
    parse: Column["parse"];
  },
): Column {
  return {
    key,
    header: header(`excel.col.${key}` as MessageKey, opts.required),
    hint: (locale) => translate(locale, `excel.hint.${key}` as MessageKey, opts.hintParams?.(locale)),
    width: opts.width ?? 16,
    list: opts.list,
    freeList: opts.freeList,
    format: opts.format,
    parse: opts.parse,
  };
}

/** A text field: empty clears it. */
const textField = (
  key: "name" | "description" | "difference_from_others",
  required: boolean,
  width: number,
) =>
  field(key, {
    required,
    width,
    format: (p) => p[key] || null,
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      row.given[key] = text(cell) ?? "";
      return undefined;
    },
  });

/** A whole number that may be empty (null). */
const intField = (key: "stock_quantity" | "lead_time_days" | "warranty_months") =>
  field(key, {
    width: 12,
    format: (p) => p[key] ?? null,
    parse: (cell, row, _l, locale) => {
      if (cell.kind === "error") return cell;
      const n = num(cell, locale);
      if (isProblem(n)) return n;
      if (n !== undefined && !Number.isInteger(n)) return problem("excel.cell.integer");
      row.given[key] = n ?? null;
      return undefined;
    },
  });

/** The dimension columns and the dimensions they fill. */
export const DIMENSION_KEYS = {
  length: "length",
  width: "width",
  height: "height",
  weight: "weight",
  package_length: "packageLength",
  package_width: "packageWidth",
  package_height: "packageHeight",
  package_weight: "packageWeight",
} as const;
type DimensionColumn = keyof typeof DIMENSION_KEYS;

const dimensionField = (key: DimensionColumn) =>
  field(key, {
    width: 11,
    format: (p) => p.dimensions?.[DIMENSION_KEYS[key]] ?? null,
    parse: (cell, row, _l, locale) => {
      if (cell.kind === "error") return cell;
      const n = num(cell, locale);
      if (isProblem(n)) return n;
      if (n !== undefined) row.dimensions[DIMENSION_KEYS[key]] = n;
      return undefined;
    },
  });

// ---------------------------------------------------------------- price tiers
export function formatTiers(tiers: ProductFields["price_tiers"]): string | number | null {
  if (!tiers.length) return null;
  const [only] = tiers;
  if (tiers.length === 1 && only && only.min_quantity === 1 && only.max_quantity === null)
    return only.unit_price;
  return tiers
    .map((t) => `${t.min_quantity}${t.max_quantity === null ? "+" : `-${t.max_quantity}`}: ${t.unit_price}`)
    .join("; ");
}

export function parseTiers(cell: Cell, locale: Locale): ProductFields["price_tiers"] | CellProblem {
  if (cell.kind === "empty") return [];
  if (cell.kind === "number") return [{ min_quantity: 1, max_quantity: null, unit_price: cell.value }];
  const s = text(cell);
  if (s === undefined) return problem("excel.cell.tiers");
  const single = parseNumber(s, locale);
  if (single !== undefined) return [{ min_quantity: 1, max_quantity: null, unit_price: single }];
  const out: ProductFields["price_tiers"] = [];
  for (const part of s
    .split(/[;\n]/)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^(\d+)\s*(?:(\+)|[-–—]\s*(\d+)|(?:to|à)\s*(\d+))?\s*[:=]\s*(.+)$/i.exec(part);
    if (!m) return problem("excel.cell.tiers");
    const price = parseNumber((m[5] ?? "").replace(/\s*(usd|\$)\s*$/i, ""), locale);
    if (price === undefined) return problem("excel.cell.tiers");
    const min = Number(m[1]);
    const maxText = m[3] ?? m[4];
    out.push({
      min_quantity: min,
      max_quantity: m[2] ? null : maxText ? Number(maxText) : min,
      unit_price: price,
    });
  }
  return out.length ? out : problem("excel.cell.tiers");
}

// ---------------------------------------------------------------- regions, payments, terms
const regionName = (code: string, locale: Locale) => REGIONS.find((r) => r.code === code)?.[locale] ?? code;

/** A region's names as typed (code, English, French, key; normalized) -> its code; "all" for every region. */
let regionNames: Map<string, ProductFields["delivery_regions"][number] | "all"> | undefined;
const regionByName = () => {
  if (regionNames) return regionNames;
  regionNames = new Map();
  for (const r of [...REGIONS].reverse())
    for (const name of [r.key, r.fr, r.en, r.code]) regionNames.set(normalize(name), r.code);
  for (const name of ["aw", "all", ...LOCALES.map((l) => translate(l, "excel.allWorld"))])
    regionNames.set(normalize(name), "all");
  return regionNames;
};

function parseRegions(s: string): ProductFields["delivery_regions"] | CellProblem {
  const out: ProductFields["delivery_regions"] = [];
  for (const part of splitList(s)) {
    const code = regionByName().get(normalize(part));
    if (code === "all") {
      for (const c of REGION_CODES) if (!out.includes(c)) out.push(c);
      continue;
    }
    if (!code) return problem("excel.cell.unknownRegion", { value: part });
    if (!out.includes(code)) out.push(code);
  }
  return out;
}

function formatRegions(codes: readonly string[], locale: Locale): string | null {
  if (!codes.length) return null;
  if (codes.length === REGION_CODES.length && codes.every((c, i) => c === REGION_CODES[i]))
    return translate(locale, "excel.allWorld");
  return codes.map((c) => regionName(c, locale)).join(", ");
}

const paymentLabel = (m: string, locale: Locale) => translate(locale, `payment.${m}` as MessageKey);

// ---------------------------------------------------------------- specifications
const specHeader = (key: SpecKey, required: boolean) => (locale: Locale) => {
  const unit = SHAPES[key].unit;
  return `${translate(locale, LABELS[key])}${unit ? `, ${unit}` : ""}${required ? " *" : ""}`;
};

const HASHRATE_ALIASES: Record<string, HashrateUnit> = {};
for (const unit of Object.keys(HASHRATE_UNITS) as HashrateUnit[]) {
  const lower = unit.toLowerCase();
  HASHRATE_ALIASES[lower] = unit;
  HASHRATE_ALIASES[lower.replace("/s", "")] = unit;
  if (lower.endsWith("h/s")) HASHRATE_ALIASES[lower.replace("h/s", "")] = unit;
}
HASHRATE_ALIASES.h = "H/s";
delete HASHRATE_ALIASES[""];

export function parseHashrate(s: string, locale: Locale): ProductSpecs["hashrate"] | CellProblem {
  const m = /^([\d\s.,']+)\s*([a-z/]+)$/i.exec(s.trim());
  const value = m ? parseNumber(m[1] ?? "", locale) : undefined;
  const unit = m ? HASHRATE_ALIASES[(m[2] ?? "").toLowerCase()] : undefined;
  if (value === undefined || !unit) return problem("excel.cell.hashrate");
  return { value, unit };
}

/** "0..40", "-5..40", "0 - 40", "0–40", "0 to 40", "0 à 40". */
export function parseRange(s: string, locale: Locale): { min: number; max: number } | undefined {
  const m =
    /^\s*(.+?)\s*(?:\.\.|…|–|—|\bto\b|\bà\b)\s*(.+?)\s*$/i.exec(s) ??
    /^\s*(-?[^-]+?)\s*-\s*(-?[^-]+?)\s*$/.exec(s);
  const min = m ? parseNumber(m[1] ?? "", locale) : undefined;
  const max = m ? parseNumber(m[2] ?? "", locale) : undefined;
  return min === undefined || max === undefined ? undefined : { min, max };
}

function specColumn(key: SpecKey, required: boolean): Column {
  const shape = SHAPES[key];
  const unitSuffix = shape.unit ? `, ${shape.unit}` : "";
  const hintKey: MessageKey =
    key === "hashrate"
      ? "excel.hint.spec.hashrate"
      : key === "efficiency"
        ? "excel.hint.spec.efficiency"
        : key === "minableCoins"
          ? "excel.hint.spec.coins"
          : key === "releaseDate"
            ? "excel.hint.spec.month"
            : (`excel.hint.spec.${shape.type}` as MessageKey);
  const list: ListName | undefined =
    key === "algorithm"
      ? "algorithms"
      : key === "coolingType"
        ? "cooling"
        : shape.type === "boolean"
          ? "yesNo"
          : undefined;
  const set = (row: ParsedRow, v: unknown) => {
    (row.specs as Record<string, unknown>)[key] = v;
  };
  return {
    key: `spec.${key}`,
    header: specHeader(key, required),
    hint: (locale) => {
      const base = translate(locale, hintKey, { unit: unitSuffix });
      return required ? `${base} (${translate(locale, "excel.hint.required")})` : base;
    },
    width: key === "hashrate" || key === "efficiency" ? 14 : 12,
    list,
    format(p, _l, locale) {
      const v = p.specs[key];
      if (v === undefined || v === null) return null;
      switch (key) {
        case "hashrate":
        case "efficiency": {
          const x = v as { value: number; unit: string };
          return `${x.value} ${x.unit}`;
        }
        case "minableCoins":
          return (v as string[]).join(", ");
        case "coolingType":
          return translate(locale, `cooling.${v as string}` as MessageKey);
        case "waterblockCompatible":
        case "immersionCompatible":
          return yesNoText(v as boolean, locale);
        case "temperatureRange":
        case "humidityRange": {
          const r = v as { min: number; max: number };
          return `${r.min}..${r.max}`;
        }
        default:
          return v as string | number;
      }
    },
    parse(cell, row, l, locale) {
      if (cell.kind === "error") return cell;
      if (cell.kind === "empty") return undefined;
      switch (key) {
        case "hashrate": {
          const v = parseHashrate(text(cell) ?? "", locale);
          if (isProblem(v)) return v;
          set(row, v);
          return undefined;
        }
        case "efficiency": {
          const m = /^([\d\s.,']+)\s*(\S{1,10})$/.exec(text(cell) ?? "");
          const value = m ? parseNumber(m[1] ?? "", locale) : undefined;
          if (value === undefined || !m?.[2]) return problem("excel.cell.efficiency");
          set(row, { value, unit: m[2] });
          return undefined;
        }
        case "minableCoins":
          set(row, splitList(text(cell) ?? ""));
          return undefined;
        case "algorithm": {
          const t = text(cell) ?? "";
          set(row, l.algorithm.get(normalize(t)) ?? t);
          return undefined;
        }
        case "coolingType": {
          const n = normalize(text(cell) ?? "");
          const found = COOLING_TYPES.find(
            (c) =>
              c === n || LOCALES.some((loc) => normalize(translate(loc, `cooling.${c}` as MessageKey)) === n),
          );
          if (!found) return problem("excel.cell.unknownCooling", { value: text(cell) ?? "" });
          set(row, found);
          return undefined;
        }
        case "waterblockCompatible":
        case "immersionCompatible": {
          const b = yesNo(cell);
          if (isProblem(b)) return b;
          set(row, b);
          return undefined;
        }
        case "temperatureRange":
        case "humidityRange": {
          const r = parseRange(text(cell) ?? "", locale);
          if (!r) return problem("excel.cell.range");
          set(row, r);
          return undefined;
        }
        case "releaseDate": {
          if (cell.kind === "date") {
            set(row, cell.value.toISOString().slice(0, 7));
            return undefined;
          }
          const t = text(cell) ?? "";
          const iso = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(t);
          const eu = /^(\d{1,2})[-/.](\d{4})$/.exec(t);
          const [y, mo] = iso ? [iso[1], iso[2]] : eu ? [eu[2], eu[1]] : [undefined, undefined];
          if (!y || !mo || Number(mo) < 1 || Number(mo) > 12) return problem("excel.cell.month");
          set(row, `${y}-${mo.padStart(2, "0")}`);
          return undefined;
        }
        case "dimensions":
        case "interface":
          set(row, text(cell) ?? "");
          return undefined;
        default: {
          const n = num(cell, locale);
          if (isProblem(n)) return n;
          if (n === undefined) return undefined;
          if (key === "fanCount" && !Number.isInteger(n)) return problem("excel.cell.integer");
          set(row, n);
          return undefined;
        }
      }
    },
  };
}

// ---------------------------------------------------------------- the product columns
const PRODUCT_COLUMN_DEFS: Record<ProductColumn, Column> = {
  external_sku: field("external_sku", {
    width: 14,
    format: (p) => p.external_sku,
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      row.given.external_sku = text(cell) ?? null;
      return undefined;
    },
  }),
  name: textField("name", true, 32),
  category: field("category", {
    required: true,
    width: 24,
    list: "categories",
    format: (p, l, locale) => l.categoryName.get(p.category_id)?.[locale] ?? null,
    parse: (cell, row, l) => {
      if (cell.kind === "error") return cell;
      const t = text(cell);
      if (t === undefined) return undefined; // the schema says it is required
      const id = l.category.get(normalize(t));
      if (!id) return problem("excel.cell.unknownCategory", { value: t });
      row.given.category_id = id;
      return undefined;
    },
  }),
  brand: field("brand", {
    width: 16,
    list: "brands",
    format: (p, l) => (p.brand_id ? (l.brandName.get(p.brand_id) ?? null) : null),
    parse: (cell, row, l) => {
      if (cell.kind === "error") return cell;
      const t = text(cell);
      if (t === undefined) {
        row.given.brand_id = null;
        return undefined;
      }
      const id = l.brand.get(normalize(t));
      if (!id) return problem("excel.cell.unknownBrand", { value: t });
      row.given.brand_id = id;
      return undefined;
    },
  }),
  model: field("model", {
    width: 24,
    list: "models",
    freeList: true,
    format: (p, l) => (p.model_id ? (l.model.get(p.model_id)?.name ?? null) : null),
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      const t = text(cell);
      if (t === undefined) row.given.model_id = null;
      else row.modelTyped = t;
      return undefined;
    },
  }),
  condition: field("condition", {
    width: 12,
    list: "conditions",
    format: (p, _l, locale) => translate(locale, `condition.${p.condition}` as MessageKey),
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      const t = text(cell);
      if (t === undefined) {
        row.given.condition = "new";
        return undefined;
      }
      const n = normalize(t);
      const found = PRODUCT_CONDITIONS.find(
        (c) =>
          normalize(c) === n ||
          LOCALES.some((loc) => normalize(translate(loc, `condition.${c}` as MessageKey)) === n),
      );
      if (!found) return problem("excel.cell.unknownCondition", { value: t });
      row.given.condition = found;
      return undefined;
    },
  }),
  country_of_origin: field("country_of_origin", {
    width: 18,
    list: "countries",
    // The hint says "or a two-letter code": the drop-down suggests, it does not refuse.
    freeList: true,
    format: (p, l, locale) =>
      p.country_of_origin ? (l.countryName.get(p.country_of_origin)?.[locale] ?? p.country_of_origin) : null,
    parse: (cell, row, l) => {
      if (cell.kind === "error") return cell;
      const t = text(cell);
      if (t === undefined) {
        row.given.country_of_origin = null;
        return undefined;
      }
      const iso =
        l.country.get(normalize(t)) ?? l.country.get(normalize(/\(([A-Za-z]{2})\)\s*$/.exec(t)?.[1] ?? ""));
      if (!iso) return problem("excel.cell.unknownCountry", { value: t });
      row.given.country_of_origin = iso;
      return undefined;
    },
  }),
  description: textField("description", true, 40),
  price_tiers: field("price_tiers", {
    required: true,
    width: 22,
    format: (p) => formatTiers(p.price_tiers),
    parse: (cell, row, _l, locale) => {
      if (cell.kind === "error") return cell;
      const tiers = parseTiers(cell, locale);
      if (isProblem(tiers)) return tiers;
      row.given.price_tiers = tiers;
      return undefined;
    },
  }),
  discount_amount: field("discount_amount", {
    width: 12,
    format: (p) => (p.discount_amount ? p.discount_amount : null),
    parse: (cell, row, _l, locale) => {
      if (cell.kind === "error") return cell;
      const n = num(cell, locale);
      if (isProblem(n)) return n;
      row.given.discount_amount = n ?? 0;
      return undefined;
    },
  }),
  negotiable: field("negotiable", {
    width: 12,
    list: "yesNo",
    format: (p, _l, locale) => yesNoText(p.negotiable, locale),
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      const b = yesNo(cell);
      if (isProblem(b)) return b;
      row.given.negotiable = b ?? false;
      return undefined;
    },
  }),
  delivery_regions: field("delivery_regions", {
    required: true,
    width: 26,
    list: "regions",
    freeList: true,
    format: (p, _l, locale) => formatRegions(p.delivery_regions, locale),
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      const regions = parseRegions(text(cell) ?? "");
      if (isProblem(regions)) return regions;
      row.given.delivery_regions = regions;
      return undefined;
    },
  }),
  stock_quantity: intField("stock_quantity"),
  lead_time_days: intField("lead_time_days"),
  warranty_months: intField("warranty_months"),
  payment_methods: field("payment_methods", {
    width: 22,
    hintParams: (locale) => ({ list: PAYMENT_METHODS.map((m) => paymentLabel(m, locale)).join(", ") }),
    format: (p, _l, locale) => p.payment_methods.map((m) => paymentLabel(m, locale)).join(", ") || null,
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      const out: ProductFields["payment_methods"] = [];
      for (const part of splitList(text(cell) ?? "")) {
        const n = normalize(part);
        const found = PAYMENT_METHODS.find(
          (m) => normalize(m) === n || LOCALES.some((loc) => normalize(paymentLabel(m, loc)) === n),
        );
        if (!found) return problem("excel.cell.unknownPayment", { value: part });
        if (!out.includes(found)) out.push(found);
      }
      row.given.payment_methods = out;
      return undefined;
    },
  }),
  videos: field("videos", {
    width: 30,
    format: (p) => p.videos.join("\n") || null,
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      row.given.videos = (text(cell) ?? "").split(/[\s,;]+/).filter(Boolean);
      return undefined;
    },
  }),
  difference_from_others: textField("difference_from_others", false, 30),
  additional_terms: field("additional_terms", {
    width: 30,
    format: (p) => p.additional_terms.map((t) => `${t.name}: ${t.value}`).join("\n") || null,
    parse: (cell, row) => {
      if (cell.kind === "error") return cell;
      const out: ProductFields["additional_terms"] = [];
      for (const line of (text(cell) ?? "")
        .split("\n")
        .map((x) => x.trim())
        .filter(Boolean)) {
        const i = line.indexOf(":");
        if (i <= 0) return problem("excel.cell.terms");
        out.push({ name: line.slice(0, i).trim(), value: line.slice(i + 1).trim() });
      }
      row.given.additional_terms = out;
      return undefined;
    },
  }),
  length: dimensionField("length"),
  width: dimensionField("width"),
  height: dimensionField("height"),
  weight: dimensionField("weight"),
  package_length: dimensionField("package_length"),
  package_width: dimensionField("package_width"),
  package_height: dimensionField("package_height"),
  package_weight: dimensionField("package_weight"),
};

/**
 * The columns of a template: every product field, then the specifications of the category (its
 * parent's when it has none of its own), or every specification when there is no category.
 * Hashrate and algorithm are marked required when the category's specifications include a
 * hashrate (what verification asks of miners).
 */
export function templateColumns(specKeys?: readonly string[]): Column[] {
  const keys = specKeys ? SPEC_KEYS.filter((k) => specKeys.includes(k)) : [...SPEC_KEYS];
  const miner = keys.includes("hashrate");
  return [
    ...PRODUCT_COLUMNS.map((k) => PRODUCT_COLUMN_DEFS[k]),
    ...keys.map((k) => specColumn(k, miner && (k === "hashrate" || k === "algorithm"))),
  ];
}

/** Every column a file may hold, by every header it may carry (both languages, the key, without units). */
export function headerIndex(): Map<string, Column> {
  const index = new Map<string, Column>();
  for (const column of templateColumns()) {
    index.set(normalize(column.key), column);
    index.set(normalize(column.key.replace("spec.", "")), column);
    for (const locale of LOCALES) {
      const h = column.header(locale);
      index.set(normalize(h), column);
      index.set(normalize(h.split(",")[0] ?? h), column);
    }
  }
  return index;
}

/** The template column of a field path of the product schema (`specs.hashrate.value` -> `spec.hashrate`). */
export function columnOfPath(path: readonly (string | number)[]): ColumnKey | null {
  const [first, second] = path;
  switch (first) {
    case "category_id":
      return "category";
    case "brand_id":
      return "brand";
    case "model_id":
      return "model";
    case "specs":
      return second === undefined ? null : `spec.${String(second)}`;
    case "dimensions": {
      const found = Object.entries(DIMENSION_KEYS).find(([, v]) => v === second);
      return (found?.[0] as ProductColumn | undefined) ?? "length";
    }
    case "main_photo":
    case undefined:
      return null;
    default:
      return (PRODUCT_COLUMNS as readonly string[]).includes(String(first))
        ? (String(first) as ProductColumn)
        : null;
  }
}

/** The values of a drop-down list in a language. */
export function listValues(name: ListName, l: Lookups, locale: Locale, categoryIds?: Set<number>): string[] {
  switch (name) {
    case "categories":
      return l.refs.categories
        .filter((c) => !categoryIds || categoryIds.has(c.id))
        .map((c) => (locale === "fr" ? c.nameFr : c.nameEn));
    case "brands":
      return l.refs.brands.map((b) => b.name);
    case "models":
      return l.refs.models.map((m) => m.name);
    case "conditions":
      return PRODUCT_CONDITIONS.map((c) => translate(locale, `condition.${c}` as MessageKey));
    case "countries":
      return l.refs.countries.map((c) => (locale === "fr" ? c.nameFr : c.nameEn));
    case "regions":
      return [translate(locale, "excel.allWorld"), ...REGIONS.map((r) => r[locale])];
    case "yesNo":
      return [translate(locale, "common.yes"), translate(locale, "common.no")];
    case "algorithms":
      return l.refs.algorithms;
    case "cooling":
      return COOLING_TYPES.map((c) => translate(locale, `cooling.${c}` as MessageKey));
  }
}
