/**
 * Photos and images of listings (issue 17): the list as the seller sees it, uploads, removals and
 * the main item. A moderated listing's public media stay until a moderator approves the new list,
 * which waits in its pending change (the whole list, in order); the others change at once.
 */

import type { Locale } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { SavedImage, SellerImages } from "../sellers/images.ts";
import { activeSeller, ownListing } from "./access.ts";
import * as changes from "./changes.ts";
import type { ListingKind, ListingRow, Media, StoredMedia } from "./kind.ts";
import { splitPayload } from "./kind.ts";
import { assertEditable, moderated } from "./status.ts";

/** The list as the seller sees it: a moderated listing's pending list, else the live one. */
export async function currentMedia<R extends ListingRow, F extends object, M extends Media>(
  q: changes.Q,
  k: ListingKind<R, F, M>,
  row: R,
): Promise<M[]> {
  if (moderated(row)) {
    const pending = await changes.findPendingChange(q, k.kind, row.id);
    const { media } = splitPayload(k, pending?.payload);
    if (media) return media;
  }
  return k.media.list(q, row.id);
}

/** Saves a moderated listing's intended list in its pending change (none when it equals the live list); the live ids. */
export async function proposeMedia<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  list: M[],
): Promise<Set<number>> {
  const live = await k.media.list(tx, row.id);
  const pending = await changes.findPendingChange(tx, k.kind, row.id, { forUpdate: true });
  const payload: Record<string, unknown> = { ...(pending?.payload ?? {}) };
  if (list.length === live.length && list.every((p, i) => p.id === live[i]?.id)) delete payload[k.mediaKey];
  else payload[k.mediaKey] = list;
  if (Object.keys(payload).length) await changes.savePendingChange(tx, k.kind, row.id, payload);
  else if (pending) await changes.deletePendingChange(tx, pending.id);
  return new Set(live.map((p) => p.id));
}

/** A live listing's list in a new order (marks the listing updated). */
async function reorderLive<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  id: number,
  ids: number[],
) {
  await k.media.reorder(tx, id, ids);
  await k.writeFields(tx, id, {});
}

/**
 * Adds an uploaded image (first when `main`) to a locked listing; false when the list is full.
 * The caller saved the files before the transaction and removes them on false.
 */
export async function addMedia<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  saved: SavedImage,
  main: boolean,
): Promise<boolean> {
  const list = await currentMedia(tx, k, row);
  if (list.length >= k.media.max) return false;
  if (moderated(row)) {
    const item = k.media.fromSaved(await k.media.nextId(tx), saved);
    await proposeMedia(tx, k, row, main ? [item, ...list] : [...list, item]);
    return true;
  }
  const added = await k.media.insert(tx, row.id, k.media.fromSaved(0, saved), list.length, false);
  const order = list.map((p) => p.id);
  await reorderLive(tx, k, row.id, main ? [added.id, ...order] : [...order, added.id]);
  return true;
}

/** Removes an item of a locked listing; the files to delete now (a live item of a moderated listing stays until approval). */
export async function removeMedia<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  mediaId: number,
): Promise<StoredMedia | null> {
  if (moderated(row)) {
    const list = await currentMedia(tx, k, row);
    const gone = list.find((p) => p.id === mediaId);
    if (!gone) throw new AppError("not_found", "error.notFound");
    const live = await proposeMedia(
      tx,
      k,
      row,
      list.filter((p) => p.id !== mediaId),
    );
    return live.has(mediaId) ? null : { url: gone.url, url2x: gone.url_2x };
  }
  const removed = await k.media.remove(tx, row.id, mediaId);
  if (!removed) throw new AppError("not_found", "error.notFound");
  await reorderLive(
    tx,
    k,
    row.id,
    (await k.media.list(tx, row.id)).map((p) => p.id),
  );
  return removed;
}

/** Makes an item of a locked listing the main one (first). */
export async function setMainMedia<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  mediaId: number,
) {
  const list = await currentMedia(tx, k, row);
  const chosen = list.find((p) => p.id === mediaId);
  if (!chosen) throw new AppError("not_found", "error.notFound");
  const order = [chosen, ...list.filter((p) => p.id !== mediaId)];
  if (moderated(row)) await proposeMedia(tx, k, row, order);
  else
    await reorderLive(
      tx,
      k,
      row.id,
      order.map((p) => p.id),
    );
}

/** Copies of a listing's media files for a copy of the listing, inserted in order. */
export async function copyMedia<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  images: SellerImages,
  id: number,
  list: M[],
) {
  for (const [position, item] of list.entries()) {
    const url = await images.copy(item.url, k.media.copyName);
    const url_2x = await images.copy(item.url_2x, k.media.copyName);
    await k.media.insert(tx, id, { ...item, url, url_2x }, position, false);
  }
}

/**
 * Applies an approved pending list to the live one (items it drops are deleted, new ones inserted
 * under their ids); the files no listing uses any more are added to `unused`.
 */
export async function applyMedia<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  id: number,
  live: M[],
  list: M[],
  unused: StoredMedia[],
) {
  const keep = new Set(list.map((p) => p.id));
  const liveIds = new Set(live.map((p) => p.id));
  for (const p of live.filter((x) => !keep.has(x.id))) {
    await k.media.remove(tx, id, p.id);
    unused.push({ url: p.url, url2x: p.url_2x });
  }
  for (const [position, p] of list.entries())
    if (!liveIds.has(p.id)) await k.media.insert(tx, id, p, position, true);
  await k.media.reorder(
    tx,
    id,
    list.map((p) => p.id),
  );
}

/** The files of a rejected pending list that the live list does not use. */
export function droppedMedia<M extends Media>(live: M[], list: M[]): StoredMedia[] {
  const liveIds = new Set(live.map((p) => p.id));
  return list.filter((p) => !liveIds.has(p.id)).map((p) => ({ url: p.url, url2x: p.url_2x }));
}

export interface MediaDeps {
  db: { transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> } & changes.Q;
  images: SellerImages;
}

/**
 * The signed-in seller's upload to one of their listings (403 without an active company; not under review): 400 when the list is full, the
 * files saved first and removed again when the transaction refuses.
 */
export async function uploadMedia<R extends ListingRow, F extends object, M extends Media>(
  deps: MediaDeps,
  k: ListingKind<R, F, M>,
  auth: AuthUser,
  input: { id: number; image: Buffer; main: boolean },
) {
  const { db, images } = deps;
  const sellerId = (await activeSeller(db, auth)).id;
  const row = await ownListing(db, k, sellerId, input.id);
  assertEditable(k, row);
  if ((await currentMedia(db, k, row)).length >= k.media.max) throw k.media.tooMany();
  const saved = await images.save(sellerId, "photo", k.media.field, input.image);
  const added = await db
    .transaction(async (tx) => {
      const locked = await ownListing(tx, k, sellerId, input.id, true); // serialises concurrent uploads
      assertEditable(k, locked);
      return addMedia(tx, k, locked, saved, input.main);
    })
    .catch(async (err: unknown) => {
      await images.remove(saved.url, saved.url2x);
      throw err;
    });
  if (!added) {
    await images.remove(saved.url, saved.url2x);
    throw k.media.tooMany();
  }
}

/** A seller removes an item of one of their listings (not under review); its files go once unused. */
export async function deleteMedia<R extends ListingRow, F extends object, M extends Media>(
  deps: MediaDeps,
  k: ListingKind<R, F, M>,
  auth: AuthUser,
  input: { id: number; mediaId: number },
) {
  const sellerId = (await activeSeller(deps.db, auth)).id;
  const removed = await deps.db.transaction(async (tx) => {
    const row = await ownListing(tx, k, sellerId, input.id, true);
    assertEditable(k, row);
    return removeMedia(tx, k, row, input.mediaId);
  });
  if (removed) await deps.images.remove(removed.url, removed.url2x);
}

/** A seller makes an item of one of their listings (not under review) the main one. */
export async function chooseMainMedia<R extends ListingRow, F extends object, M extends Media>(
  deps: MediaDeps,
  k: ListingKind<R, F, M>,
  auth: AuthUser,
  input: { id: number; mediaId: number },
) {
  const sellerId = (await activeSeller(deps.db, auth)).id;
  await deps.db.transaction(async (tx) => {
    const row = await ownListing(tx, k, sellerId, input.id, true);
    assertEditable(k, row);
    await setMainMedia(tx, k, row, input.mediaId);
  });
}

/**
 * A kind's media calls as its service offers them: the signed-in seller's upload, removal and
 * choice of the main item, each answering the listing as the seller then sees it (`view`).
 */
export function sellerMediaCalls<
  D extends MediaDeps,
  R extends ListingRow,
  F extends object,
  M extends Media,
  V,
>(k: ListingKind<R, F, M>, view: (deps: D, id: number, locale: Locale) => Promise<V>) {
  return {
    async upload(deps: D, auth: AuthUser, id: number, image: Buffer, main: boolean, locale: Locale) {
      await uploadMedia(deps, k, auth, { id, image, main });
      return view(deps, id, locale);
    },
    async remove(deps: D, auth: AuthUser, id: number, mediaId: number, locale: Locale) {
      await deleteMedia(deps, k, auth, { id, mediaId });
      return view(deps, id, locale);
    },
    async setMain(deps: D, auth: AuthUser, id: number, mediaId: number, locale: Locale) {
      await chooseMainMedia(deps, k, auth, { id, mediaId });
      return view(deps, id, locale);
    },
  };
}
