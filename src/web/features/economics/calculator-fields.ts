/**
 * The calculator's form (issue 18) without its schema: the fields as the URL carries them (a GET
 * form, decision 042), reading and writing numbers as people type them, the defaults and a model's
 * specifications. The page's first render needs only this; the Zod schema (calculator-input.ts)
 * is loaded by the server and, in the browser, on the first edit.
 */
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import { HASHRATE_UNITS, type HashrateUnit } from "../../../common/constants.ts";
import type { CoinData, Fiat } from "../../../common/economics.ts";
import type { Locale, MessageKey } from "../../../common/i18n/index.ts";

/** A month and a year of the results, in days. */
export const DAYS_PER_MONTH = 365 / 12;
export const DAYS_PER_YEAR = 365;
/** Months of the profit chart. */
export const CHART_MONTHS = 24;

export const CALCULATOR_FIELDS = [
  "mode",
  "model",
  "hashrate",
  "unit",
  "power",
  "algorithm",
  "electricity",
  "fee",
  "currency",
  "price",
] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
/** The form as typed (or as the URL has it): every field a string. */
export type RawCalculator = Record<CalculatorField, string>;

export const HASHRATE_UNIT_NAMES = Object.keys(HASHRATE_UNITS) as [HashrateUnit, ...HashrateUnit[]];

/** A field's message: a catalogue key and its numeric parameters (formatted by the page). */
export interface FieldError {
  key: MessageKey;
  params?: Record<string, number>;
}
export type FieldErrors = Partial<Record<CalculatorField, FieldError>>;

const MAX_FIELD_LENGTH = 40;

/**
 * The form from the query string: each field as given (cut to 40 characters), the defaults for the
 * fields the query leaves out (a first visit has none).
 */
export function rawFromSearch(params: URLSearchParams, defaults: RawCalculator): RawCalculator {
  const raw = { ...defaults };
  for (const field of CALCULATOR_FIELDS) {
    const value = params.get(field);
    if (value !== null) raw[field] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return raw;
}

/**
 * A number as people type it: "0.08", "0,08", "1 234,5" (spaces and no-break spaces as thousands
 * separators). Empty gives undefined; anything else that is not a number gives NaN.
 */
export function readNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return undefined;
  const normal = compact.includes(",") && !compact.includes(".") ? compact.replace(",", ".") : compact;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal) ? Number(normal) : Number.NaN;
}

/** A number written for the form in the page's language (0.08 -> "0,08" in French). */
export function writeNumber(value: number, locale: Locale): string {
  const text = String(Number(value.toPrecision(12)));
  return locale === "fr" ? text.replace(".", ",") : text;
}

/** A model's full name: "Bitmain Antminer S21", without the brand twice ("IceRiver KS3M"). */
export function modelName(model: Pick<MinerModelSimple, "name" | "brand">): string {
  return model.name.toLowerCase().startsWith(model.brand.name.toLowerCase())
    ? model.name
    : `${model.brand.name} ${model.name}`;
}

/** The algorithms the market has figures for, sorted. */
export function marketAlgorithms(coins: CoinData[]): string[] {
  return [...new Set(coins.map((c) => c.algorithm))].sort((a, b) => a.localeCompare(b, "en"));
}

/** The model's specifications as the form shows them (its hashrate in its own unit). */
export function specsOfModel(
  model: MinerModelSimple,
  locale: Locale,
): Pick<RawCalculator, "hashrate" | "unit" | "power" | "algorithm"> {
  const unit = HASHRATE_UNIT_NAMES.find((u) => u === model.hashrate.unit);
  return {
    hashrate: writeNumber(unit ? model.hashrate.value : model.hashrate_hs, locale),
    unit: unit ?? "H/s",
    power: writeNumber(model.power_w, locale),
    algorithm: model.algorithm,
  };
}

/**
 * With a model chosen, the typed specifications show the model's (the form sent whatever they
 * held, e.g. the previous model's when the page ran without JavaScript).
 */
export function withModelSpecs(
  raw: RawCalculator,
  models: MinerModelSimple[],
  locale: Locale,
): RawCalculator {
  if (raw.mode === "specs") return raw;
  const model = models.find((m) => String(m.id) === raw.model.trim());
  return model ? { ...raw, ...specsOfModel(model, locale) } : raw;
}

/**
 * What a first visit shows: the catalogue's most listed model of an algorithm with market figures,
 * 0.08 per kWh, a 2 % pool fee, euros in French and dollars in English, no asking price.
 */
export function defaultCalculator(
  models: MinerModelSimple[],
  algorithms: string[],
  locale: Locale,
): RawCalculator {
  const known = new Set(algorithms.map((a) => a.toLowerCase()));
  const usable = models.filter((m) => known.has(m.algorithm.toLowerCase()));
  const top = usable.reduce<MinerModelSimple | undefined>(
    (best, m) => (!best || m.public_products_count > best.public_products_count ? m : best),
    undefined,
  );
  const currency: Fiat = locale === "fr" ? "EUR" : "USD";
  const base = {
    electricity: writeNumber(0.08, locale),
    fee: "2",
    currency,
    price: "",
  };
  if (top) return { mode: "model", model: String(top.id), ...specsOfModel(top, locale), ...base };
  return {
    mode: "specs",
    model: "",
    hashrate: "200",
    unit: "TH/s",
    power: "3500",
    algorithm: algorithms[0] ?? "SHA-256",
    ...base,
  };
}
