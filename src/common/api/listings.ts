/**
 * What the contracts of a seller's products and services share (issue 17): the orderings of
 * "my listings", the status filter, the tabs' counts and the categories filter. Each kind names
 * its own statuses; the shapes are one.
 */
import { z } from "zod";

export const MY_LISTING_ORDERINGS = [
  "-created_at",
  "created_at",
  "-updated_at",
  "updated_at",
  "name",
  "-name",
  "price",
  "-price",
  "status",
] as const;

/** One status or several, comma-separated (or repeated). */
export const statusTermsOf = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ""
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).filter(Boolean),
    z.array(z.enum(statuses)).max(statuses.length).optional(),
  );

/** How many of the caller's listings have each status (the tabs' counts). */
export const statusesInfoOf = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    total: z.number().int(),
    statuses: z.array(z.object({ status: z.enum(statuses), label: z.string(), count: z.number().int() })),
  });

/** The categories the caller's listings are listed in, with counts. */
export const myListingCategoriesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    count: z.number().int(),
  }),
);
