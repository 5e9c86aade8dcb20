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

const splitTerms = (v: unknown): unknown => {
  if (v === undefined || v === null || v === "") return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list.flatMap((x) => (typeof x === "string" ? x.split(",") : [x])).filter((x) => x !== "");
};

/**
 * A `__terms` filter of ids: repeated (`?a=1&a=2`) or comma-separated (`?a=1,2`). Non-numeric
 * values are refused; unknown ids simply match nothing.
 */
export const idTerms = z.preprocess(
  splitTerms,
  z
    .array(
      z.coerce
        .number({ error: "validation.integer" })
        .int({ error: "validation.integer" })
        .min(1, { error: "validation.integer" })
        .max(2147483647, { error: "validation.integer" }),
    )
    .max(200)
    .optional(),
);

/** A `__terms` filter of codes (regions, countries), upper-cased. */
export const codeTerms = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (splitTerms(v) as string[] | undefined)?.map((s) => String(s).trim().toUpperCase()),
    z.array(z.string().regex(pattern, { error: message })).max(300).optional(),
  );

export const searchText = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined));

export const detailError = z.object({ detail: z.string() });
/** Field errors: `{ field: [messages] }`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));

export const imageSchema = z.object({
  url: z.string(),
  url_2x: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;
