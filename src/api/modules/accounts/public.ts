/**
 * What other modules may ask of the accounts (issue 17: they never read accounts/queries.ts):
 * narrow, read-only questions about a user, each taking the database or the caller's transaction.
 */
import { AppError } from "../../errors.ts";
import * as q from "./queries.ts";

/** 403 unless this user is a moderator or an admin (checked again inside the deciding transaction). */
export async function assertModerator(tx: q.Q, userId: number): Promise<void> {
  const user = await q.findUserById(tx, userId);
  if (!user || (user.role !== "moderator" && user.role !== "admin"))
    throw new AppError("forbidden", "error.forbidden");
}
