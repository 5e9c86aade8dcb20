/**
 * The listings core as other modules use it (issue 17, decision 036): the pending changes, the
 * lifecycle rules and the moderators' decisions, over a kind descriptor (`productKind` from
 * seller-products/service.ts, `serviceKind` from seller-services/service.ts). The files of this
 * folder are the core's own parts; other modules import from here.
 */
export { activeSeller, ownListing } from "./access.ts";
export {
  type ChangeKind,
  type ChangeRow,
  findPendingChange,
  lastDecidedChange,
  pendingChangesOf,
  type Q,
} from "./changes.ts";
export { decide, type Verdict } from "./decide.ts";
export type { ListingKind, ListingRow, Media } from "./kind.ts";
export { changeStatus, editListing, editState, saveEdit } from "./lifecycle.ts";
export { currentMedia } from "./media.ts";
export { reviewState } from "./review.ts";
export { actionsOf, assertEditable, type ListingStatus, moderated } from "./status.ts";
