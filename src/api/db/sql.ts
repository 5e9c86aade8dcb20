/** Small helpers for hand-written SQL that runs the same on PGlite and PostgreSQL. */
import { getTableColumns, getTableName, type SQL, sql, type Table } from "drizzle-orm";
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

/** `s` with LIKE's wildcards (and the escape character) escaped, to match it literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** PostgreSQL arrays of char(n) may arrive as '{NA,EU}' strings from some drivers. */
export function pgArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map((v) => v.trim());
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean)
    .map((v) => v.trim());
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

/** ES2024's String.prototype.toWellFormed (Node 20 has it; the project's lib is ES2023). */
type WellFormed = string & { toWellFormed(): string };

/**
 * Many rows in one INSERT with one parameter: the rows as JSON, spread by `json_to_recordset`
 * with each property's column type (decision 019, update 2026-11-25). Building a multi-row INSERT with a
 * parameter per value costs more than the database's work for wide rows. Every row must have the
 * same keys (a missing key would be NULL, not the column's default): answers false otherwise, and
 * the caller inserts them the usual way. Strings are made well-formed (a lone surrogate becomes
 * U+FFFD, as the drivers' UTF-8 encoding does; PostgreSQL's JSON refuses it).
 */
const LONE_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

export async function insertJsonRows(
  q: { execute: (query: SQL) => Promise<unknown> },
  table: Table,
  rows: readonly Record<string, unknown>[],
): Promise<boolean> {
  if (!rows.length) return true;
  const insert = jsonInsert(table, rows);
  if (!insert) return false;
  await q.execute(insert);
  return true;
}

/**
 * The INSERT of `insertJsonRows` as a statement to run or to place in a WITH clause; null when the
 * rows do not all have the same keys (or there are none).
 */
/** A column's type as a record definition names it: a serial is the integer it holds. */
const SERIALS: Record<string, string> = { serial: "integer", bigserial: "bigint", smallserial: "smallint" };
const recordType = (type: string) => SERIALS[type] ?? type;

export function jsonInsert(table: Table, rows: readonly Record<string, unknown>[]): SQL | null {
  const first = rows[0];
  if (!first) return null;
  const keys = Object.keys(first).filter((k) => first[k] !== undefined);
  const same = (r: Record<string, unknown>) => {
    let defined = 0;
    for (const k in r) if (r[k] !== undefined) defined++;
    return defined === keys.length && keys.every((k) => r[k] !== undefined);
  };
  if (!rows.every(same)) return null;
  const columns = getTableColumns(table) as Record<
    string,
    { name: string; getSQLType(): string } | undefined
  >;
  const names: string[] = [];
  const picked: string[] = [];
  const types: string[] = [];
  for (const k of keys) {
    const column = columns[k];
    if (!column) throw new Error(`insertJsonRows: ${getTableName(table)} has no column ${k}`);
    names.push(`"${column.name}"`);
    picked.push(`x."${k}"`);
    types.push(`"${k}" ${recordType(column.getSQLType())}`);
  }
  // The rows are sent as they are (the properties' names, typed by the record's definition):
  // no object per row to rename the keys, which cost more than the stringify itself (~0.15 s per
  // 10,000 imported products). JSON.stringify writes a lone surrogate as a \udXXX escape, which
  // PostgreSQL refuses: only then (rare; an escaped backslash before "ud8…" also lands here,
  // harmlessly) is every string made well-formed, a replacer call per value.
  let json = JSON.stringify(rows);
  if (LONE_SURROGATE_ESCAPE.test(json)) {
    json = JSON.stringify(rows, (_key, value) =>
      typeof value === "string" ? (value as WellFormed).toWellFormed() : value,
    );
  }
  return sql`insert into ${table} (${sql.raw(names.join(", "))}) select ${sql.raw(picked.join(", "))}
    from json_to_recordset(${json}::json) as x(${sql.raw(types.join(", "))})`;
}

/**
 * Several INSERTs (of `jsonInsert`) and a final SELECT as ONE statement: one round trip instead of
 * one per table, so the database does not wait for the event loop between them (an import writes
 * products, their tiers and its items this way, decision 038). Rows that reference rows inserted
 * by an earlier part are fine: foreign keys are checked at the end of the statement.
 */
export async function executeTogether<Row>(
  q: { execute: (query: SQL) => Promise<unknown> },
  inserts: SQL[],
  select: SQL,
): Promise<Row[]> {
  const parts = inserts.map((insert, i) => sql`${sql.raw(`w${i}`)} as (${insert})`);
  const statement = parts.length ? sql`with ${sql.join(parts, sql`, `)} ${select}` : select;
  const result = (await q.execute(statement)) as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
