/**
 * Who may touch a listing (issue 17, one rule for products and services): the signed-in owner of
 * an active company (403 otherwise), and only their own rows (another seller's is a 404).
 */
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import * as sq from "../sellers/account-service.ts";
import type { Q } from "./changes.ts";
import type { ListingKind, ListingRow, Media } from "./kind.ts";

/** The caller's company, active: 403 for a buyer, a draft or suspended company. */
export async function activeSeller(q: Q, auth: AuthUser): Promise<sq.SellerRow> {
  const seller = await sq.findSellerByOwner(q, auth.id);
  if (!seller) throw new AppError("forbidden", "sellers.noCompany");
  if (seller.status !== "active") throw new AppError("forbidden", "sellers.notActive");
  return seller;
}

/** One of the seller's listings, locked when asked (404 for another seller's or an unknown id). */
export async function ownListing<R extends ListingRow, F extends object, M extends Media>(
  q: Q,
  k: ListingKind<R, F, M>,
  sellerId: number,
  id: number,
  forUpdate = false,
): Promise<R> {
  const row = await k.findOwn(q, sellerId, id, { forUpdate });
  if (!row) throw new AppError("not_found", k.notFound);
  return row;
}
