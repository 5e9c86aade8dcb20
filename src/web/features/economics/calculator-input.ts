/**
 * The calculator form's Zod schema (issue 18) and the field errors a person reads. The same code
 * checks the query on the server (the page without JavaScript) and what is typed in the browser
 * (live results, loaded on the first edit), so both say the same thing. zod/mini keeps the
 * browser's share small.
 */
import * as z from "zod/mini";
import { FIATS } from "../../../common/economics.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import {
  type CalculatorField,
  type FieldError,
  type FieldErrors,
  HASHRATE_UNIT_NAMES,
  type RawCalculator,
  readNumber,
} from "./calculator-fields.ts";

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
