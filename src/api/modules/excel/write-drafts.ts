/**
 * The import's write: the drafts of valid rows (a chunk per INSERT, in row order) and the updates
 * of the products whose external SKU the seller already has, with the import's items.
 */
import { executeTogether } from "../../db/sql.ts";
import { AppError } from "../../errors.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { SellerProductsService } from "../seller-products/service.ts";
import { type Prepared, preparedFields } from "./check-rows.ts";
import { editBase } from "./product-fields.ts";
import * as q from "./queries.ts";

/**
 * Rows per INSERT of the write. Small on purpose: what a chunk allocates is alive until the chunk
 * is done (decision 019, figures).
 */
export const WRITE_CHUNK = 100;
/**
 * Rows per INSERT when the drafts are written while the file is read (PostgreSQL): fewer
 * statements (each INSERT of drafts is four: ids, products, tiers, import items, and each fires
 * the statement triggers of products), and the rows are sent as one JSON parameter, so a larger
 * chunk costs little more memory.
 */
export const STREAM_WRITE_CHUNK = 500;
/** Import items (four small columns) per INSERT. */
const ITEMS_CHUNK = 500;

/**
 * Writes the drafts of valid rows, `rowsPerInsert` per INSERT (the rows given are gathered until
 * then), in row order. Two chunks in flight: the next chunk's statements are built (and on
 * PostgreSQL the next rows read and checked) while the database runs the previous one's (the
 * connection runs them in order; ids stay in row order). A failed statement is kept and thrown by
 * `done`.
 */
export function draftWriter(
  sellerProducts: SellerProductsService,
  tx: Tx,
  sellerId: number,
  importId: number,
  rowsPerInsert = WRITE_CHUNK,
) {
  let gathered: Prepared[] = [];
  let inFlight: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  let created = 0;
  // Ids taken ahead, so that a chunk's statement can leave while the one before it runs: each
  // statement also takes the ids of the chunk after next (one round trip per chunk). The last
  // chunk takes none; an import leaves at most two chunks' worth of unused ids (gaps in SKUs).
  let ids: number[] = [];
  const write = async (chunk: Prepared[], last: boolean) => {
    if (ids.length < chunk.length) {
      const need = chunk.length - ids.length + (last ? 0 : rowsPerInsert);
      ids = [...ids, ...(await sellerProducts.reserveProductIds(tx, need))];
    }
    const mine = ids.slice(0, chunk.length);
    ids = ids.slice(chunk.length);
    const fields = chunk.map(preparedFields);
    const items = chunk.map((c, k) => ({
      importId,
      productId: mine[k] as number,
      row: c.row,
      action: "created" as const,
    }));
    const drafts = sellerProducts.draftStatements(sellerId, fields, "excel", mine);
    const itemInsert = q.itemsInsert(items);
    if (drafts && itemInsert) {
      const next = await executeTogether<{ id: number }>(
        tx,
        [...drafts, itemInsert],
        sellerProducts.nextProductIdsSelect(last ? 0 : rowsPerInsert),
      );
      ids = [...ids, ...next.map((r) => r.id)];
      return;
    }
    const written = await sellerProducts.insertDrafts(tx, sellerId, fields, "excel");
    await q.insertItems(
      tx,
      chunk.map((c, k) => ({
        importId,
        productId: written[k] as number,
        row: c.row,
        action: "created" as const,
      })),
    );
  };
  const settle = async (p: Promise<void> | undefined) => {
    try {
      await p;
    } catch (error) {
      failure ??= { error };
    }
  };
  /** Starts writing `chunk`; answers once the chunk before it is written. */
  const send = async (chunk: Prepared[], last = false) => {
    const next = write(chunk, last);
    next.catch(() => undefined); // settled below or by done()
    const previous = inFlight;
    inFlight = next;
    created += chunk.length;
    await settle(previous);
  };
  return {
    /** Gathers `chunk`; once `rowsPerInsert` rows are gathered, writes them (see `send`). */
    async add(chunk: Prepared[]) {
      if (failure || !chunk.length) return;
      for (const p of chunk) gathered.push(p);
      // The first rows leave as soon as a read chunk's worth is checked: the database starts while
      // the next rows are read, instead of after the first `rowsPerInsert` of them.
      if (gathered.length < (created === 0 ? Math.min(WRITE_CHUNK, rowsPerInsert) : rowsPerInsert)) return;
      const full = gathered;
      gathered = [];
      await send(full);
    },
    /**
     * Writes what is gathered and `rest` (the last rows, when the caller has them at hand) as the
     * last chunk, waits for it; answers the drafts written, or throws what failed.
     */
    async done(rest: Prepared[] = []): Promise<number> {
      for (const p of rest) gathered.push(p);
      if (gathered.length && !failure) {
        const last = gathered;
        gathered = [];
        await send(last, true);
      }
      await settle(inFlight);
      inFlight = undefined;
      if (failure) throw failure.error;
      return created;
    },
  };
}
export type DraftWriter = ReturnType<typeof draftWriter>;

/** Hands every draft of `prepared` to the writer, a chunk at a time; answers the drafts written. */
export async function writeCreates(writer: DraftWriter, prepared: Prepared[]): Promise<number> {
  const creates = prepared.filter((p) => p.kind === "create");
  let i = 0;
  for (; i + WRITE_CHUNK < creates.length; i += WRITE_CHUNK)
    await writer.add(creates.slice(i, i + WRITE_CHUNK));
  return writer.done(creates.slice(i));
}

/**
 * The updates of `prepared` through `saveEdit` (the code PATCH uses: a draft's columns, or the
 * pending change of an approved product), with their import items; a product in moderation
 * stops the write (409).
 */
export async function applyUpdates(
  sellerProducts: SellerProductsService,
  tx: Tx,
  sellerId: number,
  importId: number,
  prepared: Prepared[],
) {
  let updated = 0;
  let unchanged = 0;
  const items: { importId: number; productId: number; row: number; action: "updated" | "unchanged" }[] = [];
  for (const p of prepared) {
    if (p.kind !== "update") continue;
    const row = await q.lockOwnProduct(tx, sellerId, p.productId);
    if (!row) continue;
    if (row.status === "verified") throw new AppError("conflict", "products.cannotEdit", { sku: row.sku });
    const { approved, pending } = await editBase(tx, row);
    const changed = await sellerProducts.saveEdit(tx, row, preparedFields(p), approved, pending);
    if (changed) updated++;
    else unchanged++;
    items.push({ importId, productId: row.id, row: p.row, action: changed ? "updated" : "unchanged" });
  }
  for (let i = 0; i < items.length; i += ITEMS_CHUNK)
    await q.insertItems(tx, items.slice(i, i + ITEMS_CHUNK));
  return { updated, unchanged };
}
