/**
 * The calculator's form (issue 18): its fields as the URL carries them (a GET form, decision 040),
 * their Zod schema and the field errors a person reads. The same code checks the query on the
 * server (the page without JavaScript) and what is typed in the browser (live results), so both
 * say the same thing. zod/mini keeps the browser's share small (a few KB against the full build's
 * tens).
 */
import * as z from "zod/mini";
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import { HASHRATE_UNITS, type HashrateUnit } from "../../../common/constants.ts";
import { FIATS, type Fiat } from "../../../common/economics.ts";
import type { Locale, MessageKey } from "../../../common/i18n/index.ts";

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

const error = (key: MessageKey) => ({ error: key });
const amount = (max: number) =>
  z.number().check(z.gte(0, error("economics.error.negative")), z.lte(max, error("economics.error.max")));

const common = {
  electricity: amount(10),
  fee: amount(100),
  currency: z.enum(FIATS, error("economics.error.choice")),
  price: z.optional(amount(1e9)),
};

/** Specifications typed by hand. */
const specsInput = z.object({
  mode: z.literal("specs"),
  hashrate: z
    .number()
    .check(z.positive(error("economics.error.positive")), z.lte(1e24, error("economics.error.max"))),
  unit: z.enum(HASHRATE_UNIT_NAMES, error("economics.error.choice")),
  power: amount(1e7),
  algorithm: z.string().check(z.minLength(1, error("economics.error.required"))),
  ...common,
});

/** A model of the catalogue (its specifications are the model's). */
const modelInput = z.object({
  mode: z.literal("model"),
  model: z.number().check(z.int(error("economics.error.model")), z.positive(error("economics.error.model"))),
  ...common,
});

export const calculatorInput = z.discriminatedUnion("mode", [specsInput, modelInput]);
export type CalculatorInput = z.infer<typeof calculatorInput>;

/** The issue's message: a missing value, not a number, above the maximum, or the check's own. */
function messageOf(issue: z.core.$ZodIssue, typed: string): FieldError {
  if (issue.code === "invalid_type")
    return { key: typed.trim() === "" ? "economics.error.required" : "economics.error.number" };
  if (issue.code === "too_big") return { key: "economics.error.max", params: { max: Number(issue.maximum) } };
  if (issue.message.startsWith("economics.")) return { key: issue.message as MessageKey };
  return { key: "economics.error.choice" };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Checks the typed form: the values, or a message per field that needs attention. */
export function parseCalculator(raw: RawCalculator): Parsed<CalculatorInput> {
  const mode = raw.mode === "specs" ? "specs" : "model";
  const candidate = {
    mode,
    currency: raw.currency,
    electricity: readNumber(raw.electricity),
    fee: readNumber(raw.fee),
    price: readNumber(raw.price),
    ...(mode === "specs"
      ? {
          hashrate: readNumber(raw.hashrate),
          unit: raw.unit,
          power: readNumber(raw.power),
          algorithm: raw.algorithm.trim(),
        }
      : { model: readNumber(raw.model) }),
  };
  const result = calculatorInput.safeParse(candidate);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CalculatorField | undefined;
    if (field && !errors[field]) errors[field] = messageOf(issue, raw[field] ?? "");
  }
  return { ok: false, errors };
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
