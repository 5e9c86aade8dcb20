/**
 * The seller's products as the import sees them: their fields as the seller sees them (pending
 * edits included), and what an update starts from. Built on the seller-products queries that
 * queries.ts gathers.
 */
import type { ProductFields } from "../../../common/api/seller-products.ts";
import { moderated } from "../listings/status.ts";
import { fieldsOf } from "../seller-products/service.ts";
import type { KnownRows } from "./check-rows.ts";
import * as q from "./queries.ts";

/** The fields as the seller sees them (an approved product's pending edits included). */
export async function currentFields(db: q.Q, rows: q.ProductRow[]): Promise<ProductFields[]> {
  const ids = rows.map((r) => r.id);
  const [tiers, changes] = await Promise.all([q.tiersOf(db, ids), q.pendingChangesOf(db, ids)]);
  const tiersBy = new Map<number, q.TierRow[]>();
  for (const t of tiers) tiersBy.set(t.productId, [...(tiersBy.get(t.productId) ?? []), t]);
  const changeBy = new Map(changes.map((c) => [c.targetId, c]));
  return rows.map((r) => {
    const { photos: _photos, ...pending } = changeBy.get(r.id)?.payload ?? {};
    return { ...fieldsOf(r, tiersBy.get(r.id) ?? []), ...pending };
  });
}

/** What an edit of `row` starts from: its approved fields, and its pending change (locked) when moderated. */
export async function editBase(tx: q.Q, row: q.ProductRow) {
  const approved = await q.approvedFields(tx, row);
  const pending = moderated(row) ? await q.lockPendingChange(tx, row.id) : undefined;
  return { approved, pending };
}

/** Reads the seller's products named by `skus` (they are updated, not added). */
export async function loadKnown(db: q.Q, sellerId: number, skus: string[]): Promise<KnownRows> {
  const rows = await q.productsBySku(db, sellerId, skus);
  return { rows, fields: rows.length ? await currentFields(db, rows) : [] };
}
