/**
 * The one pending-change mechanism (issue 17, decision 036): the edits of a company, an approved
 * product or an approved service that wait for a moderator, in `listing_changes`. At most one
 * pending change per target; a new edit replaces the payload of the waiting one. Each function
 * takes the database or a transaction (`q`) and the kind of the target.
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ListingChangePayloads, listingChanges } from "../../db/schema.ts";
import type { Tx } from "../../infra/jobs.ts";

export type Q = Db | Tx;
export type ChangeKind = keyof ListingChangePayloads;
type AnyChangeRow = typeof listingChanges.$inferSelect;
/** A change row whose payload has the shape of its kind. */
export type ChangeRow<K extends ChangeKind = ChangeKind> = Omit<AnyChangeRow, "payload" | "kind"> & {
  kind: K;
  payload: ListingChangePayloads[K];
};
export type Decision = { status: "approved" | "rejected"; reason: string; decidedBy: number | null };

const typed = <K extends ChangeKind>(row: AnyChangeRow | undefined) => row as ChangeRow<K> | undefined;

export async function findPendingChange<K extends ChangeKind>(
  q: Q,
  kind: K,
  targetId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ChangeRow<K> | undefined> {
  const query = q
    .select()
    .from(listingChanges)
    .where(
      and(
        eq(listingChanges.kind, kind),
        eq(listingChanges.targetId, targetId),
        eq(listingChanges.status, "pending"),
      ),
    );
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return typed<K>(row);
}

/** The last change a moderator approved or rejected (the seller sees its reason). */
export async function lastDecidedChange<K extends ChangeKind>(
  q: Q,
  kind: K,
  targetId: number,
): Promise<ChangeRow<K> | undefined> {
  const [row] = await q
    .select()
    .from(listingChanges)
    .where(
      and(
        eq(listingChanges.kind, kind),
        eq(listingChanges.targetId, targetId),
        ne(listingChanges.status, "pending"),
      ),
    )
    .orderBy(desc(listingChanges.decidedAt), desc(listingChanges.id))
    .limit(1);
  return typed<K>(row);
}

/** A change by its own id (a company change is reviewed by it), of this kind only. */
export async function findChange<K extends ChangeKind>(
  q: Q,
  kind: K,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ChangeRow<K> | undefined> {
  const query = q
    .select()
    .from(listingChanges)
    .where(and(eq(listingChanges.id, id), eq(listingChanges.kind, kind)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return typed<K>(row);
}

/** Stores the pending change of a target (a new edit replaces the payload of the waiting one). */
export async function savePendingChange<K extends ChangeKind>(
  q: Q,
  kind: K,
  targetId: number,
  payload: ListingChangePayloads[K],
): Promise<ChangeRow<K>> {
  const [row] = await q
    .insert(listingChanges)
    .values({ kind, targetId, payload })
    .onConflictDoUpdate({
      target: [listingChanges.kind, listingChanges.targetId],
      targetWhere: sql`${listingChanges.status} = 'pending'`,
      set: { payload, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("pending change not saved");
  return row as ChangeRow<K>;
}

/** Drops a change still pending (the seller's edits came back to the approved values). */
export async function deletePendingChange(q: Q, id: number) {
  await q.delete(listingChanges).where(and(eq(listingChanges.id, id), eq(listingChanges.status, "pending")));
}

/** Writes the moderator's decision on a change. */
export async function decideChange(q: Q, id: number, decision: Decision) {
  const [row] = await q
    .update(listingChanges)
    .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(listingChanges.id, id))
    .returning();
  if (!row) throw new Error("change vanished");
  return row;
}

/** The last decision as the seller's view shows it (null while nothing was decided). */
export function lastDecisionOf(decided: ChangeRow | undefined) {
  return decided?.decidedAt && decided.status !== "pending"
    ? { status: decided.status, reason: decided.reason, decided_at: decided.decidedAt.toISOString() }
    : null;
}

/** The pending changes of these targets (an export or an import reads many at once). */
export async function pendingChangesOf<K extends ChangeKind>(
  q: Q,
  kind: K,
  targetIds: number[],
): Promise<ChangeRow<K>[]> {
  if (!targetIds.length) return [];
  const rows = await q
    .select()
    .from(listingChanges)
    .where(
      and(
        eq(listingChanges.kind, kind),
        inArray(listingChanges.targetId, targetIds),
        eq(listingChanges.status, "pending"),
      ),
    );
  return rows as ChangeRow<K>[];
}
