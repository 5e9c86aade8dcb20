/**
 * The seller's side of the moderated-listing lifecycle (issue 17, docs/product-statuses.md), one
 * set of rules for products and services:
 * - a listing under review (`verified`) is read-only (`assertEditable`, the one place of that rule);
 * - an edit of a listing nobody moderated yet writes its columns; an edit of a moderated one
 *   (approved, or archived after being for sale) goes to its pending change (`saveEdit`);
 * - a status action is one transaction over locked rows of one status, all or none (`changeStatus`).
 */
import type { Locale, MessageKey } from "../../../common/i18n/index.ts";

import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { Tx } from "../../infra/jobs.ts";
import { activeSeller, ownListing } from "./access.ts";
import * as changes from "./changes.ts";
import type { ListingKind, ListingRow, Media } from "./kind.ts";
import { splitPayload } from "./kind.ts";
import { currentMedia } from "./media.ts";
import {
  assertEditable,
  type FieldErrors,
  fieldError,
  type ListingAction,
  type ListingStatus,
  moderated,
  same,
  type Transition,
} from "./status.ts";

/** 400 with every field's errors under the kind's "incomplete" message. */
export function throwIfErrors(k: { messages: { incomplete: MessageKey } }, errors: FieldErrors) {
  if (Object.keys(errors).length) throw new AppError("bad_request", k.messages.incomplete, undefined, errors);
}

/** The approved fields, the pending change (locked when asked) and the fields as the seller sees them. */
export async function editState<R extends ListingRow, F extends object, M extends Media>(
  q: changes.Q,
  k: ListingKind<R, F, M>,
  row: R,
  opts: { forUpdate?: boolean } = {},
) {
  const approved = await k.fieldsOf(q, row);
  const pending = moderated(row) ? await changes.findPendingChange(q, k.kind, row.id, opts) : undefined;
  const { fields, media } = splitPayload(k, pending?.payload);
  return { approved, pending, pendingMedia: media, current: { ...approved, ...fields } as F };
}

/**
 * Writes an edit that passed the checks: the columns of a listing nobody moderated yet, or the
 * pending change of a moderated one. Answers whether anything changed (an import counts it).
 */
export async function saveEdit<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  next: F,
  approved: F,
  pending: changes.ChangeRow | undefined,
): Promise<boolean> {
  const differs = k.fields.filter((f) => !same(next[f], approved[f]));
  if (!moderated(row)) {
    const changed = Object.fromEntries(differs.map((f) => [f, next[f]])) as Partial<F>;
    if (differs.length) await k.writeFields(tx, row.id, changed);
    return differs.length > 0;
  }
  const { media } = splitPayload(k, pending?.payload);
  const payload: Record<string, unknown> = media ? { [k.mediaKey]: media } : {};
  for (const f of differs) payload[f] = next[f];
  if (Object.keys(payload).length === 0) {
    if (!pending) return false;
    await changes.deletePendingChange(tx, pending.id);
    return true;
  }
  if (pending && same(payload, pending.payload)) return false;
  await changes.savePendingChange(tx, k.kind, row.id, payload);
  return true;
}

/** A moderated listing stays complete: its edit is checked as verification would check it. */
export async function assertStillComplete<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  next: F,
) {
  if (moderated(row))
    throwIfErrors(k, await k.completeness(tx, next, (await currentMedia(tx, k, row)).length));
}

/** The rows of a mass action, all the caller's (400 naming the others). */
async function lockOwn<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  sellerId: number,
  ids: number[],
): Promise<R[]> {
  const rows = await k.lock(tx, ids);
  const mine = new Set(rows.filter((r) => r.sellerId === sellerId).map((r) => r.id));
  const foreign = ids.filter((id) => !mine.has(id));
  if (foreign.length) throw fieldError(k.messages.idsField, k.messages.notYours, { ids: foreign.join(", ") });
  return rows;
}

/** 409 unless every row accepts the action (one status, and "publish" only what was for sale). */
function assertAccepts<R extends ListingRow, F extends object, M extends Media>(
  k: ListingKind<R, F, M>,
  action: ListingAction,
  rule: Transition<ListingStatus>,
  rows: R[],
  locale: Locale,
) {
  const statuses = new Set(rows.map((r) => r.status));
  const [status] = statuses;
  if (statuses.size !== 1 || !status) throw fieldError(k.messages.idsField, k.messages.mixedStatuses);
  const refuse = (list: R[]) =>
    new AppError("conflict", rule.refused, {
      status: k.messages.statusLabel(locale, status),
      ...k.messages.named(list),
    });
  if (!rule.from.includes(status)) throw refuse(rows);
  if (action === "publish") {
    const never = rows.filter((r) => r.archivedFrom !== "approved");
    if (never.length) throw refuse(never);
  }
}

/** Sending for verification checks every row completely; errors are keyed by row when there are several. */
async function assertComplete<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  rows: R[],
) {
  const errors: FieldErrors = {};
  for (const row of rows) {
    const found = await k.completeness(
      tx,
      await k.fieldsOf(tx, row),
      (await k.media.list(tx, row.id)).length,
    );
    for (const [field, keys] of Object.entries(found))
      errors[rows.length === 1 ? field : `${k.messages.errorPrefix}${row.id}.${field}`] = keys;
  }
  throwIfErrors(k, errors);
}

/** A seller's status action over some of their listings: all of them change, or none. */
export async function changeStatus<R extends ListingRow, F extends object, M extends Media, Out>(
  tx: Tx,
  k: ListingKind<R, F, M, Out>,
  transitions: Record<ListingAction, Transition<ListingStatus>>,
  input: { sellerId: number; action: ListingAction; ids: number[]; locale: Locale },
) {
  const rule = transitions[input.action];
  const rows = await lockOwn(tx, k, input.sellerId, input.ids);
  assertAccepts(k, input.action, rule, rows, input.locale);
  if (input.action === "verify") await assertComplete(tx, k, rows);
  const results = [];
  for (const row of rows) {
    const to = rule.to(row);
    await k.setStatus(tx, [row.id], {
      status: to,
      archivedFrom: to === "archived" ? row.status : null,
      ...(input.action === "verify" ? { rejectionReason: "" } : {}),
    });
    results.push(k.summary(row, to));
  }
  return { count: results.length, results };
}

export { assertEditable };

/**
 * A seller's edit of one of their listings (not under review): the kind's own checks of the fields
 * (`check` may complete `next`, e.g. a product's model fills its brand), then a moderated listing
 * must stay complete, then the edit is written (columns, or the pending change).
 */
export async function editListing<R extends ListingRow, F extends object, M extends Media>(
  db: { transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> },
  k: ListingKind<R, F, M>,
  input: { sellerId: number; id: number; body: Partial<F> },
  check: (tx: Tx, next: F, given: Partial<F>) => Promise<FieldErrors>,
) {
  await db.transaction(async (tx) => {
    const row = await ownListing(tx, k, input.sellerId, input.id, true);
    assertEditable(k, row);
    const { approved, pending, current } = await editState(tx, k, row, { forUpdate: true });
    const next = { ...current, ...input.body } as F;
    throwIfErrors(k, await check(tx, next, input.body));
    // A moderated listing stays complete; the change waits for a moderator.
    await assertStillComplete(tx, k, row, next);
    await saveEdit(tx, k, row, next, approved, pending);
  });
}

/** The signed-in seller's status action on some of their own listings, in one transaction (all or none). */
export async function sellerStatusAction<R extends ListingRow, F extends object, M extends Media, Out>(
  db: { transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> } & changes.Q,
  k: ListingKind<R, F, M, Out>,
  transitions: Record<ListingAction, Transition<ListingStatus>>,
  auth: AuthUser,
  input: { action: ListingAction; ids: number[]; locale: Locale },
) {
  const seller = await activeSeller(db, auth);
  return db.transaction((tx) => changeStatus(tx, k, transitions, { sellerId: seller.id, ...input }));
}

/** One of the signed-in seller's listings (403 without an active company, 404 for another's). */
export async function ownListingOf<R extends ListingRow, F extends object, M extends Media, Out>(
  q: changes.Q,
  k: ListingKind<R, F, M, Out>,
  auth: AuthUser,
  id: number,
): Promise<R> {
  const seller = await activeSeller(q, auth);
  return ownListing(q, k, seller.id, id);
}
