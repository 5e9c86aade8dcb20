/**
 * The row checks of the import job: each row's cells read by its column, the model name matched,
 * then the schema of the product form (`createProductBody`) and the product rules of
 * seller-products (`checkImported`), with every error kept by row, column and cell.
 */
import type { ColumnKey } from "../../../common/api/excel.ts";
import { createProductBody, type ProductFields } from "../../../common/api/seller-products.ts";
import { editedKeys } from "../../../common/edits.ts";
import type { Locale, Params } from "../../../common/i18n/index.ts";
import type { StoredModelMatch, StoredRowError } from "../../db/schema.ts";
import { describeIssue, type Issue } from "../../http/issues.ts";
import { type checkImported, EMPTY_PRODUCT, type ProductRefs } from "../seller-products/fields.ts";
import { columnOfPath, DIMENSION_KEYS, type Lookups, type ParsedRow } from "./columns.ts";
import type { ModelMatcher } from "./models.ts";
import type * as q from "./queries.ts";
import { colLetter, type HeaderMap, type SourceRow } from "./workbook.ts";

/**
 * A valid row kept until the write, and for an update the product's id. A draft handed to the
 * writer at once (PostgreSQL) keeps its fields as they are; a row kept longer keeps them as JSON
 * text (`packPrepared`: one string rather than a tree of objects, so a large import keeps less
 * and the garbage collector has little to trace).
 */
export type Prepared = { row: number; fields?: ProductFields; json?: string } & (
  | { kind: "create" }
  | { kind: "update"; productId: number }
);
export const preparedFields = (p: Prepared) => p.fields ?? (JSON.parse(p.json as string) as ProductFields);
/** The rows kept past their chunk: their fields as JSON text. */
export function packPrepared(list: Prepared[]) {
  for (const p of list)
    if (p.fields) {
      p.json = JSON.stringify(p.fields);
      p.fields = undefined;
    }
}

/** What a job run collects before the one write. */
export interface Collected {
  errors: StoredRowError[];
  failedRows: Set<number>;
  matches: StoredModelMatch[];
  prepared: Prepared[];
  rows: number;
  categories: Set<number>;
}

export const emptyCollected = (): Collected => ({
  errors: [],
  failedRows: new Set(),
  matches: [],
  prepared: [],
  rows: 0,
  categories: new Set(),
});

export type ImportRefs = ProductRefs & { skus: Map<string, number> };

/**
 * The references of the product rules, preloaded (one query per table instead of per row), and
 * the seller's external SKUs with their product ids.
 */
export function importRefs(l: Lookups, skus: Map<string, number>): ImportRefs {
  const categories = new Map(l.refs.categories.map((c) => [c.id, c]));
  const countries = new Set(l.refs.countries.map((c) => c.iso));
  return {
    skus,
    category: async (id) => categories.get(id),
    brandExists: async (id) => l.brandName.has(id),
    countryExists: async (iso) => countries.has(iso),
    model: async (id) => l.model.get(id),
    externalSkuTaken: async (_sellerId, sku, exceptId) => {
      const owner = skus.get(sku);
      return owner !== undefined && owner !== exceptId;
    },
  };
}

/** The seller's products named by some SKUs, with their current fields (same order). */
export interface KnownRows {
  rows: q.ProductRow[];
  fields: ProductFields[];
}

/** What the checks of one job run share: references, the matcher, and what they collect. */
export interface RowChecks {
  /** The seller's products named by SKUs (`loadKnown`; in the check worker, asked of the job). */
  known: (skus: string[]) => Promise<KnownRows>;
  checkImported: typeof checkImported;
  sellerId: number;
  l: Lookups;
  refs: ImportRefs;
  matcher: ModelMatcher;
  /** Confirmed matches, as `typed\0modelId`. */
  confirmed: Set<string>;
  /** The first row of each external SKU (a second one is an error). */
  skuRows: Map<string, number>;
  out: Collected;
  locale: Locale;
}

/** The header's columns by key, and which specifications and dimensions the sheet has columns for. */
interface Layout {
  header: HeaderMap;
  byKey: Map<ColumnKey, { index: number; text: string }>;
  specColumns: Set<string>;
  dimensionColumns: Set<string>;
}

function layoutOf(header: HeaderMap): Layout {
  const byKey = new Map<ColumnKey, { index: number; text: string }>();
  for (const [index, { column, text }] of header.columns) byKey.set(column.key, { index, text });
  const specColumns = new Set([...byKey.keys()].filter((k) => k.startsWith("spec.")).map((k) => k.slice(5)));
  const dimensionColumns = new Set(
    Object.entries(DIMENSION_KEYS)
      .filter(([column]) => byKey.has(column as ColumnKey))
      .map(([, dimension]) => dimension as string),
  );
  return { header, byKey, specColumns, dimensionColumns };
}

/** The seller's products that the chunk's SKUs name (they are updated, not added), with their current fields. */
interface Known {
  bySku: Map<string, q.ProductRow>;
  current: Map<number, ProductFields>;
}

/** Read only when the seller has some of the chunk's SKUs (none for a new catalogue). */
async function knownProducts(c: RowChecks, rows: SourceRow[], layout: Layout): Promise<Known> {
  const skus = new Set<string>();
  const at = layout.byKey.get("external_sku");
  for (const r of rows) {
    const cell = at ? r.cells.get(at.index) : undefined;
    const sku = cell?.kind === "text" ? cell.value.trim() : cell?.kind === "number" ? String(cell.value) : "";
    if (sku && c.refs.skus.has(sku)) skus.add(sku);
  }
  const { rows: existing, fields } = skus.size ? await c.known([...skus]) : { rows: [], fields: [] };
  const current = new Map<number, ProductFields>();
  existing.forEach((p, i) => {
    c.refs.skus.set(p.externalSku as string, p.id);
    current.set(p.id, fields[i] as ProductFields);
  });
  return { bySku: new Map(existing.map((p) => [p.externalSku as string, p])), current };
}

const columnOf = (p: readonly PropertyKey[]): ColumnKey | null => {
  const path = p.map((x) => (typeof x === "symbol" ? String(x) : x)) as (string | number)[];
  return columnOfPath(path);
};

/** The errors of one row, each with its column as written and its cell. */
function problemList(r: SourceRow, layout: Layout) {
  const problems: StoredRowError[] = [];
  const add = (key: ColumnKey | null, messageKey: string, params?: Params) => {
    const at = key ? layout.byKey.get(key) : undefined;
    problems.push({
      row: r.number,
      column: at?.text ?? null,
      cell: at ? colLetter(at.index) : null,
      field: key,
      key: messageKey,
      params,
    });
  };
  return { problems, add };
}
type AddProblem = ReturnType<typeof problemList>["add"];

/** Each cell read by its column; a second row with the same external SKU is an error. */
function readCells(c: RowChecks, r: SourceRow, layout: Layout, add: AddProblem): ParsedRow {
  const parsed: ParsedRow = { given: {}, specs: {}, dimensions: {} };
  for (const [index, { column }] of layout.header.columns) {
    const cell = r.cells.get(index) ?? { kind: "empty" as const };
    const bad = column.parse(cell, parsed, c.l, c.locale);
    if (bad) add(column.key, bad.key, bad.params);
  }
  const sku = parsed.given.external_sku;
  if (sku) {
    const first = c.skuRows.get(sku);
    if (first !== undefined) add("external_sku", "excel.cell.duplicateSku", { row: first });
    else c.skuRows.set(sku, r.number);
  }
  return parsed;
}

/** Model: exact, loose (to confirm), or unknown. */
function matchModel(c: RowChecks, r: SourceRow, parsed: ParsedRow, add: AddProblem) {
  if (parsed.modelTyped === undefined) return;
  const m = c.matcher.match(parsed.modelTyped);
  if (m.kind === "none") {
    add("model", "excel.cell.unknownModel", { value: parsed.modelTyped });
    return;
  }
  parsed.given.model_id = m.modelId;
  if (m.kind === "loose")
    c.out.matches.push({
      row: r.number,
      typed: parsed.modelTyped,
      modelId: m.modelId,
      matched: m.matched,
      score: m.score,
      confirmed: c.confirmed.has(`${parsed.modelTyped}\u0000${m.modelId}`),
    });
}

/**
 * With a model, an empty brand is the model's brand; empty specifications of a new product are
 * the model's. A column absent from the sheet keeps the field as it was, an empty cell clears it
 * (issue 30, decision 062): so do each specification and each dimension, one column each.
 */
function completeGiven(parsed: ParsedRow, layout: Layout, before: ProductFields | undefined) {
  const given = parsed.given;
  if (given.model_id && given.brand_id === null) delete given.brand_id;
  if (layout.specColumns.size) {
    const specs = editedKeys(before?.specs ?? {}, parsed.specs, layout.specColumns);
    if (!(before === undefined && given.model_id && Object.keys(specs).length === 0)) given.specs = specs;
  }
  if (layout.dimensionColumns.size)
    given.dimensions = editedKeys(before?.dimensions ?? {}, parsed.dimensions, layout.dimensionColumns);
}

/**
 * The schema of the product form (types, bounds, tiers), then its rules (all errors at once);
 * answers the product to write when nothing failed.
 */
async function checkProduct(
  c: RowChecks,
  parsed: ParsedRow,
  before: ProductFields | undefined,
  product: q.ProductRow | undefined,
  problems: StoredRowError[],
  add: AddProblem,
): Promise<ProductFields | undefined> {
  const given = parsed.given;
  const schemaInput = before ? { name: before.name, category_id: before.category_id, ...given } : given;
  // Parsed without `reportInput` first: the option costs every row a slower parse (about a
  // quarter more), and only a failing row needs the inputs in its issues.
  let checked = createProductBody.safeParse(schemaInput);
  if (!checked.success) checked = createProductBody.safeParse(schemaInput, { reportInput: true });
  // One message per cell: a cell that could not be read ("Unknown category…") gets only
  // that, not also what its missing value breaks ("This field is required.").
  const unread = new Set(problems.map((x) => x.field));
  if (!checked.success) {
    for (const issue of checked.error.issues as Issue[]) {
      const column = columnOf(issue.path);
      if (column !== null && unread.has(column)) continue;
      const [key, params] = describeIssue(issue);
      add(column, key, params);
    }
    return undefined;
  }
  // The rules too, except on cells that could not be read.
  const cellProblems = problems.length;
  const data = checked.data as Partial<ProductFields>;
  const next: ProductFields = { ...(before ?? EMPTY_PRODUCT), ...data };
  if (product?.status === "verified")
    add("external_sku", "excel.cell.productInModeration", { sku: product.sku });
  const found = await c.checkImported(c.refs, c.sellerId, next, data, product?.id);
  for (const [field, keys] of Object.entries(found)) {
    const column = columnOf(field.split("."));
    if (cellProblems && unread.has(column)) continue;
    for (const key of keys) add(column, key);
  }
  return problems.length ? undefined : next;
}

async function checkRow(c: RowChecks, r: SourceRow, layout: Layout, known: Known) {
  const { problems, add } = problemList(r, layout);
  const parsed = readCells(c, r, layout, add);
  const sku = parsed.given.external_sku;
  const product = sku ? known.bySku.get(sku) : undefined;
  const before = product ? known.current.get(product.id) : undefined;
  matchModel(c, r, parsed, add);
  completeGiven(parsed, layout, before);
  const next = await checkProduct(c, parsed, before, product, problems, add);
  if (next) {
    c.out.categories.add(next.category_id);
    c.out.prepared.push(
      product
        ? { kind: "update", row: r.number, fields: next, productId: product.id }
        : { kind: "create", row: r.number, fields: next },
    );
  }
  if (problems.length) {
    c.out.failedRows.add(r.number);
    c.out.errors.push(...problems);
  }
}

/** Reads and checks a chunk of rows: cells, the product schema, the product rules. */
export async function checkChunk(c: RowChecks, rows: SourceRow[], header: HeaderMap) {
  const layout = layoutOf(header);
  const known = await knownProducts(c, rows, layout);
  for (const r of rows) await checkRow(c, r, layout, known);
}
