/** Small helpers for hand-written SQL that runs the same on PGlite and PostgreSQL. */
import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../common/i18n/index.ts";

/** `(v1, v2, ...)` as separate parameters; callers handle the empty list. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** `ARRAY[v1, v2]::type[]` as separate parameters (for &&, @> and = any). */
export function sqlArray(values: readonly (string | number)[], type: "text" | "int" | "char(2)"): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** The localised column of a table alias: `c.name_fr` or `c.name_en`. */
export function localized(alias: string, column: string, locale: Locale): SQL {
  return sql.raw(`${alias}.${column}_${locale === "fr" ? "fr" : "en"}`);
}

/** Turns a timestamp value from either driver into an ISO string. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}
export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/**
 * Whether `err` is PostgreSQL's unique violation (23505) of `constraint`, on either driver:
 * Drizzle wraps the driver's error (DrizzleQueryError), whose `cause` has the code.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === "23505")
      return e.constraint === constraint || String(e.message).includes(`"${constraint}"`);
    e = e.cause as typeof e;
  }
  return false;
}
