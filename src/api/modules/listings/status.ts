/**
 * What seller products and seller services share: the status transition table of the seller's
 * actions (docs/product-statuses.md, one table for both), which actions a row offers now, whether a
 * row's edits wait for a moderator, and the field-error helpers of their validation.
 */
import type { MessageKey, Params } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";

export type ListingStatus = "draft" | "verified" | "approved" | "archived" | "rejected";
export type ListingAction = "verify" | "to-archive" | "from-archive" | "publish";

interface StatusRow<S extends ListingStatus> {
  status: S;
  archivedFrom: S | null;
}

export interface Transition<S extends ListingStatus> {
  from: readonly S[];
  /** The 409 message when a selected row's status does not accept the action. */
  refused: MessageKey;
  to: (row: StatusRow<S>) => S;
}

/** Which status each seller action accepts and where it leads; messages under `products.` or `services.`. */
export function transitions<S extends ListingStatus>(
  kind: "products" | "services",
): Record<ListingAction, Transition<S>> {
  const s = (status: ListingStatus) => status as S;
  return {
    verify: { from: [s("draft"), s("rejected")], refused: `${kind}.cannotVerify`, to: () => s("verified") },
    "to-archive": {
      from: [s("approved"), s("draft"), s("rejected")],
      refused: `${kind}.cannotArchive`,
      to: () => s("archived"),
    },
    "from-archive": {
      from: [s("archived")],
      refused: `${kind}.cannotRestore`,
      to: (row) => row.archivedFrom ?? s("draft"),
    },
    publish: { from: [s("archived")], refused: `${kind}.cannotPublish`, to: () => s("approved") },
  };
}

/** The actions a row offers now (publish only for what was for sale before it was archived). */
export function actionsOf<S extends ListingStatus, A extends ListingAction>(
  table: Record<A, Transition<S>>,
  row: { status: S; archived_from: S | null },
): A[] {
  return (Object.keys(table) as A[]).filter(
    (a) => table[a].from.includes(row.status) && (a !== "publish" || row.archived_from === "approved"),
  );
}

/**
 * The one place of the rule "a listing under review is read-only": a listing waiting for a
 * moderator (`verified`) cannot change; the 409 names it in the kind's words.
 */
export function assertEditable<R extends { status: ListingStatus }>(
  k: { messages: { readOnly(row: R): AppError } },
  row: R,
): void {
  if (row.status === "verified") throw k.messages.readOnly(row);
}

/** A row whose public version exists: its edits wait for a moderator. */
export const moderated = (row: StatusRow<ListingStatus>) =>
  row.status === "approved" || (row.status === "archived" && row.archivedFrom === "approved");

export type FieldErrors = Record<string, MessageKey[]>;

export const fieldError = (field: string, key: MessageKey, params?: Params) =>
  new AppError("bad_request", key, params, { [field]: [key] });

export function addError(errors: FieldErrors, field: string, key: MessageKey) {
  const list = errors[field] ?? [];
  if (!list.includes(key)) list.push(key);
  errors[field] = list;
}

/** JSON with the keys of every object sorted: jsonb does not keep the order in which keys were written. */
const canonical = (v: unknown): string =>
  JSON.stringify(v ?? null, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

/** Equal as stored (JSON, keys in any order), absent and null alike. */
export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
