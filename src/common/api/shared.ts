/**
 * Building blocks of the API contracts: paging, id lists, the error shapes of DESIGN.md.
 * Request schemas validate and coerce query strings; response schemas serialise and document.
 */
import { z } from "zod";

/** `{ count, next, previous, results }` (DESIGN.md "API conventions"). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A positive page number; `page=0` and `page=abc` are refused with the field named. */
export const pageParam = z.coerce
  .number({ error: "validation.integer" })
  .int({ error: "validation.integer" })
  .min(1, { error: "validation.min" })
  .default(1);

/** A page size that is clamped to the endpoint's maximum rather than refused. */
export const pageSizeParam = (def: number, max: number) =>
  z.coerce
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .default(def)
    .transform((n) => Math.min(n, max));

/** The largest id (a PostgreSQL `integer`): past it an id is a 400 naming the field, never a failed query. */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to ID_MAX (missing: "This field is required."). */
export const idField = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? "validation.required" : "validation.integer",
  })
  .int({ error: "validation.integer" })
  .min(1, { error: "validation.integer" })
  .max(ID_MAX, { error: "validation.integer" });

/**
 * An id in a path or a query string: digits, then as idField (`abc`, `0`, `1.5`, `2147483648` are
 * refused with the field named); an empty value counts as absent.
 */
export const idParam = z.preprocess((v) => {
  if (v === undefined || v === "") return undefined;
  return typeof v === "string" && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v;
}, idField);

/** `{id}` in a path. */
export const idParams = z.object({ id: idParam });

const splitTerms = (v: unknown): unknown => {
  if (v === undefined || v === null || v === "") return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list.flatMap((x) => (typeof x === "string" ? x.split(",") : [x])).filter((x) => x !== "");
};

/**
 * A `__terms` filter of ids: repeated (`?a=1&a=2`) or comma-separated (`?a=1,2`). Non-numeric
 * values are refused; unknown ids simply match nothing.
 */
export const idTerms = z.preprocess(splitTerms, z.array(idParam).max(200).optional());

/** A `__terms` filter of codes (regions, countries), upper-cased. */
export const codeTerms = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (splitTerms(v) as string[] | undefined)?.map((s) => String(s).trim().toUpperCase()),
    z
      .array(z.string().regex(pattern, { error: message }))
      .max(300)
      .optional(),
  );

/** A `__terms` filter of two-letter country codes (ISO 3166-1 alpha-2), upper-cased. */
export const isoTerms = codeTerms(/^[A-Z]{2}$/, "validation.countryCode");

/** A `__terms` filter of short strings (algorithm names), compared case-insensitively by the API. */
export const textTerms = z.preprocess(
  (v) => (splitTerms(v) as unknown[] | undefined)?.map((s) => String(s).trim()).filter(Boolean),
  z.array(z.string().max(60)).max(50).optional(),
);

/**
 * A non-negative number in a query string (`price_min=1500`, `hashrate_min=0.5`); an empty value
 * counts as absent; `abc`, `1,5`, repeated values and NaN are refused with the field named.
 */
export const numberParam = (max = 1e15) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "validation.number" })
      .min(0, { error: "validation.min" })
      .max(max, { error: "validation.max" })
      .optional(),
  );

/** `true`/`false` (also 1/0, yes/no) in a query string. */
export const booleanParam = (def: boolean) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === "") return undefined;
      const s = String(v).toLowerCase();
      if (s === "true" || s === "1" || s === "yes") return true;
      if (s === "false" || s === "0" || s === "no") return false;
      return v;
    },
    z.boolean({ error: "validation.boolean" }).default(def),
  );

/**
 * Refuses reversed ranges (`price_min=5&price_max=1`) naming the `_min` field. A refinement of the
 * query object: it runs once every field is well formed (malformed fields are reported first).
 */
export function checkRanges<T extends Record<string, unknown>>(
  pairs: readonly (readonly [keyof T & string, keyof T & string])[],
) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [min, max] of pairs) {
      const a = value[min];
      const b = value[max];
      if (typeof a === "number" && typeof b === "number" && a > b) {
        ctx.addIssue({ code: "custom", path: [min], message: "validation.rangeReversed", input: a });
      }
    }
  };
}

const BAD_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * True when a text holds a character no column can store: NUL (PostgreSQL refuses it in text and
 * jsonb) or a lone UTF-16 surrogate (U+D800–U+DFFF without its pair: not Unicode, it would be
 * stored as U+FFFD). The API refuses such input with a 400 naming the field (http/clean-input.ts).
 */
export const hasBadCharacters = (text: string): boolean => BAD_CHARACTER.test(text);
/** The text with each such character replaced by U+FFFD, to quote it back (a field's name). */
export const withoutBadCharacters = (text: string): string =>
  text.replace(new RegExp(BAD_CHARACTER, "g"), "\uFFFD");

export const searchText = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined));

export const detailError = z.object({ detail: z.string() });
/** Field errors: `{ field: [messages] }`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
/**
 * Any call's 400: its fields named, or the whole request refused (`{ detail }`: malformed JSON, a
 * body the call does not take). A route that documented only field errors answered such a request
 * with a 500 (its answer did not match its schema).
 */
export const badRequestError = fieldErrors.or(detailError);
/** The error answers of a signed-in workspace call (seller listings, imports, moderation). */
export const workspaceErrors = {
  400: badRequestError,
  401: detailError,
  403: detailError,
  404: detailError,
  409: detailError,
};

export const imageSchema = z.object({
  url: z.string(),
  url_2x: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;
