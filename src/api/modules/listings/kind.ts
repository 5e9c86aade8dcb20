/**
 * The kind descriptor (issue 17, decision 036): what the listings core needs to know of one kind of
 * moderated listing (product, service) — its table, its fields, its media, how its messages name a
 * row. Products and services each give one (seller-products/kind.ts, seller-services/kind.ts); the
 * rules themselves (lifecycle.ts, media.ts, decide.ts) are written once, over any kind.
 */
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import type { AppError } from "../../errors.ts";
import type { SavedImage } from "../sellers/images.ts";
import type { ChangeRow, Q } from "./changes.ts";
import type { FieldErrors, ListingStatus } from "./status.ts";

/** The columns every listing has. */
export interface ListingRow {
  id: number;
  sellerId: number;
  name: string;
  status: ListingStatus;
  archivedFrom: ListingStatus | null;
  publishedAt: Date | null;
  rejectionReason: string;
  updatedAt: Date;
}

/** One photo or image as the seller and a pending change see it. */
export interface Media {
  id: number;
  url: string;
  url_2x: string;
  width: number;
  height: number;
}

/** The files of a media item (removed once no listing uses them). */
export interface StoredMedia {
  url: string;
  url2x: string;
}

export type StatusValues = {
  status?: ListingStatus;
  archivedFrom?: ListingStatus | null;
  rejectionReason?: string;
  publishedAt?: Date;
};

export interface ListingKind<R extends ListingRow, F extends object, M extends Media, Out = unknown> {
  /** The pending-change kind and the audit log's subject kind. */
  kind: "product" | "service";
  /** The payload key of a pending media list. */
  mediaKey: "photos" | "images";
  /** The fields an edit may change (the order of the moderator's diff). */
  fields: readonly (keyof F & string)[];
  /** The 404 of an unknown id. */
  notFound: MessageKey;

  find(q: Q, id: number): Promise<R | undefined>;
  /** One of this seller's rows (undefined for another seller's), locked when asked. */
  findOwn(q: Q, sellerId: number, id: number, opts?: { forUpdate?: boolean }): Promise<R | undefined>;
  /** The rows of these ids, locked in id order (parallel mass actions cannot deadlock). */
  lock(q: Q, ids: number[]): Promise<R[]>;
  fieldsOf(q: Q, row: R): Promise<F>;
  /** Writes these fields to the row (and its side tables); `{}` only marks it updated. */
  writeFields(q: Q, id: number, fields: Partial<F>): Promise<void>;
  setStatus(q: Q, ids: number[], values: StatusValues): Promise<void>;

  media: {
    /** The live list, in order, as the seller sees it. */
    list(q: Q, id: number): Promise<M[]>;
    /** An id from the table's sequence (a media item of a pending change keeps it when approved). */
    nextId(q: Q): Promise<number>;
    /** A new item of a just saved upload. */
    fromSaved(id: number, saved: SavedImage): M;
    /** Inserts an item; with `keepId` under the id it already has. */
    insert(q: Q, id: number, item: M, position: number, keepId: boolean): Promise<{ id: number }>;
    remove(q: Q, id: number, mediaId: number): Promise<StoredMedia | undefined>;
    /** Positions 0..n-1 in the given order (0 is the main one). */
    reorder(q: Q, id: number, ids: number[]): Promise<void>;
    max: number;
    /** 400 when the list is full. */
    tooMany(): AppError;
    /** The form field of an upload and the file name a copy starts with. */
    field: string;
    copyName: string;
  };

  messages: {
    /** The 409 of an edit while the row waits for a moderator. */
    readOnly(row: R): AppError;
    /** Mass actions: the field of the ids, foreign ids, mixed statuses. */
    idsField: string;
    notYours: MessageKey;
    mixedStatuses: MessageKey;
    /** The errors of row `id` in a mass verification. */
    errorPrefix: string;
    incomplete: MessageKey;
    cannotModerate: MessageKey;
    /** How a message names these rows (`{ skus }` or `{ names }`). */
    named(rows: R[]): Params;
    statusLabel(locale: Locale, status: ListingStatus): string;
  };

  /** What a status action or a decision answers for one row. */
  summary(row: R, status: ListingStatus): Out;
  /** What verification still needs (photos or images counted). */
  completeness(q: Q, fields: F, media: number): Promise<FieldErrors>;
  /** A check before an approved change is applied (409 when the change cannot apply any more). */
  beforeApply?(q: Q, row: R, change: ChangeRow): Promise<void>;

  /** The seller's notice of a decision on some rows. */
  notice: {
    nameOf(row: R, pendingName: string | undefined): string;
    text(
      locale: Locale,
      decision: "approved" | "rejected",
      names: string[],
      reason: string,
    ): { subject: string; intro: string; telegram: string };
    link: { path: string; label: MessageKey };
  };
}

/** A pending payload split into its fields and its media list (undefined: the live one stands). */
export function splitPayload<F extends object, M extends Media>(
  k: {
    mediaKey: string;
    fields: readonly (keyof F & string)[];
    media: { list(q: Q, id: number): Promise<M[]> };
  },
  payload: object | undefined,
): { fields: Partial<F>; media: M[] | undefined } {
  const { [k.mediaKey]: media, ...fields } = (payload ?? {}) as Record<string, unknown>;
  return { fields: fields as Partial<F>, media: media as M[] | undefined };
}

/**
 * A listing's pending change as the seller's view shows it (null: none): which of the kind's fields,
 * and whether its media list, wait for a moderator.
 */
export function pendingChangeView(
  k: { mediaKey: string; fields: readonly string[] },
  pending: ChangeRow | undefined,
  locale: Locale,
) {
  if (!pending) return null;
  const payload = pending.payload as Record<string, unknown>;
  return {
    id: pending.id,
    label: translate(locale, "products.pendingModeration"),
    fields: [...k.fields.filter((f) => f in payload), ...(payload[k.mediaKey] ? [k.mediaKey] : [])],
    created_at: pending.createdAt.toISOString(),
  };
}
