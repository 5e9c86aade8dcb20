/**
 * What a moderator reviews of a listing (issue 17, one rule for products and services): a new
 * listing waiting for verification, or the pending change of a moderated one, with the approved
 * values beside the proposed ones and the time it has waited.
 */
import { AppError } from "../../errors.ts";
import * as changes from "./changes.ts";
import type { ListingKind, ListingRow, Media } from "./kind.ts";
import { splitPayload } from "./kind.ts";
import { moderated } from "./status.ts";

export type ReviewKind = "new" | "change" | "none";

export async function reviewState<R extends ListingRow, F extends object, M extends Media>(
  q: changes.Q,
  k: ListingKind<R, F, M>,
  id: number,
) {
  const row = await k.find(q, id);
  if (!row) throw new AppError("not_found", k.notFound);
  const [current, live, change] = await Promise.all([
    k.fieldsOf(q, row),
    k.media.list(q, id),
    changes.findPendingChange(q, k.kind, id),
  ]);
  const review: ReviewKind = row.status === "verified" ? "new" : change ? "change" : "none";
  const { fields: pendingFields, media: pendingMedia } = splitPayload(k, change?.payload);
  const proposed = { ...current, ...pendingFields } as F;
  /** The public values beside the proposed ones (none for a new listing or one never public). */
  const approved: F | null = review === "new" ? null : moderated(row) || change ? current : null;
  const submitted =
    review === "new" ? row.updatedAt : review === "change" && change ? change.createdAt : null;
  return { row, current, proposed, approved, live, pendingFields, pendingMedia, review, submitted };
}
