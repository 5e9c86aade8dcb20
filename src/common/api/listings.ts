/**
 * What the contracts of a seller's products and services share (issue 17): the orderings of
 * "my listings", the status filter, the tabs' counts and the categories filter. Each kind names
 * its own statuses; the shapes are one.
 */
import { z } from "zod";
import { idTerms, pageParam, pageSizeParam, searchText } from "./shared.ts";

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

/**
 * A row of the seller's table of listings: what every kind shows; each kind extends it with its own
 * columns (a product's SKUs and main photo, a service's place, price unit and main image).
 */
export const myListingRowOf = <
  S extends readonly [string, ...string[]],
  A extends readonly [string, ...string[]],
>(
  statuses: S,
  actions: A,
) =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(statuses),
    status_label: z.string(),
    category: z.object({ id: z.number().int(), name: z.string() }),
    price_from: z.number().nullable(),
    currency: z.string(),
    rejection_reason: z.string(),
    has_pending_change: z.boolean(),
    /** Which actions the row offers now (the table disables the others). */
    actions: z.array(z.enum(actions)),
    created_at: z.string(),
    updated_at: z.string(),
  });

/**
 * The query of "my listings": page, size, statuses, ordering, search, and the categories filter
 * under the name each kind's API has always used (`category_id__terms`, `category`).
 */
export const myListingsQueryOf = <S extends readonly [string, ...string[]], C extends string>(
  statuses: S,
  categoryParam: C,
) =>
  z.object({
    page: pageParam,
    page_size: pageSizeParam(24, 100),
    /** One status or several, comma-separated. */
    status: statusTermsOf(statuses),
    ordering: z.enum(MY_LISTING_ORDERINGS).default("-created_at"),
    search: searchText,
    /** Category ids (a parent includes its subcategories). */
    ...({ [categoryParam]: idTerms } as Record<C, typeof idTerms>),
  });
