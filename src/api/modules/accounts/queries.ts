/**
 * SQL of the accounts. Each function takes the database or a transaction (`q`); times are computed
 * by the database (`now()`), so that app processes with drifting clocks agree.
 */
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  oneTimeLinks,
  refreshTokens,
  registrationCodes,
  sellers,
  userEmails,
  users,
} from "../../db/schema.ts";
import type { Tx } from "../../infra/jobs.ts";

export type Q = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type LinkPurpose = (typeof oneTimeLinks.$inferSelect)["purpose"];

/** The single row a `returning` produced (an insert or an update by primary key). */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected one row");
  return row;
}

const inSeconds = (seconds: number) => sql`now() + ${Math.round(seconds)}::int * interval '1 second'`;

// ---------------------------------------------------------------- users
export async function findUserByEmail(
  q: Q,
  email: string,
  opts: { forUpdate?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = q.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Whether a sign-in session (refresh-token family) is still open: signed out or revoked families are not. */
export async function isFamilyOpen(db: Db | Tx, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** The user's company in short (users/me/), or null for a user without one. */
export async function findOwnSeller(q: Q, userId: number) {
  const [row] = await q
    .select({ id: sellers.id, status: sellers.status, company_name: sellers.companyName })
    .from(sellers)
    .where(eq(sellers.ownerUserId, userId));
  return row ?? null;
}

export async function findUserById(
  q: Q,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = q.select().from(users).where(eq(users.id, id));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findUserByGoogleSub(q: Q, sub: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.googleSub, sub)).for("update");
  return row;
}

/**
 * Is the address used by another account (its primary address, case-insensitive)? A pending
 * sign-up that was never confirmed does not count: it cannot block a real owner's address.
 */
export async function emailTakenByOther(q: Q, email: string, userId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        ne(users.id, userId),
        sql`(${users.emailVerifiedAt} is not null or ${users.googleSub} is not null)`,
      ),
    );
  return row !== undefined;
}

/** Deletes a never-confirmed sign-up holding this address (before the address goes to a confirmed owner). */
export async function deletePendingWithEmail(q: Q, email: string) {
  await q
    .delete(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        isNull(users.emailVerifiedAt),
        isNull(users.googleSub),
      ),
    );
}

export async function insertUser(q: Q, values: typeof users.$inferInsert): Promise<UserRow> {
  return one(await q.insert(users).values(values).returning());
}

export async function updateUser(
  q: Q,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  return one(
    await q
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(),
  );
}

// ---------------------------------------------------------------- sign-up codes
export async function replaceCode(q: Q, userId: number, codeHash: string, ttlSeconds: number) {
  await q
    .insert(registrationCodes)
    .values({ userId, codeHash, expiresAt: inSeconds(ttlSeconds), attempts: 0 })
    .onConflictDoUpdate({
      target: registrationCodes.userId,
      set: { codeHash, expiresAt: inSeconds(ttlSeconds), attempts: 0, createdAt: sql`now()` },
    });
}

export async function findCode(q: Q, userId: number) {
  const [row] = await q
    .select({
      id: registrationCodes.id,
      codeHash: registrationCodes.codeHash,
      attempts: registrationCodes.attempts,
      expired: sql<boolean>`${registrationCodes.expiresAt} <= now()`,
    })
    .from(registrationCodes)
    .where(eq(registrationCodes.userId, userId))
    .for("update");
  return row;
}

export async function countCodeAttempt(q: Q, id: number) {
  await q
    .update(registrationCodes)
    .set({ attempts: sql`${registrationCodes.attempts} + 1` })
    .where(eq(registrationCodes.id, id));
}

export async function deleteCode(q: Q, userId: number) {
  await q.delete(registrationCodes).where(eq(registrationCodes.userId, userId));
}

// ---------------------------------------------------------------- refresh tokens
export async function insertRefresh(
  q: Q,
  v: { familyId: string; userId: number; tokenHash: string; ttlSeconds: number },
) {
  const row = one(
    await q
      .insert(refreshTokens)
      .values({
        familyId: v.familyId,
        userId: v.userId,
        tokenHash: v.tokenHash,
        expiresAt: inSeconds(v.ttlSeconds),
      })
      .returning({ id: refreshTokens.id }),
  );
  return row.id;
}

export async function findRefresh(q: Q, tokenHash: string, graceSeconds: number) {
  const [row] = await q
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      replaced: sql<boolean>`${refreshTokens.replacedById} is not null`,
      /** Replaced a moment ago: another tab of the same browser refreshed at the same time. */
      replacedRecently: sql<boolean>`coalesce(${refreshTokens.replacedAt} > now() - ${graceSeconds}::int * interval '1 second', false)`,
      revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token replaced by its successor; false if it was already replaced or revoked (a race lost). */
export async function markRefreshReplaced(q: Q, id: number, replacedById: number): Promise<boolean> {
  const rows = await q
    .update(refreshTokens)
    .set({ replacedById, replacedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedById), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(q: Q, familyId: string) {
  await q
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (password reset), or every other one (password change). */
export async function revokeUserFamilies(q: Q, userId: number, exceptFamilyId: string | null = null) {
  await q
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

// ---------------------------------------------------------------- mailed links
export async function insertLink(
  q: Q,
  v: { userId: number; purpose: LinkPurpose; tokenHash: string; newEmail?: string; ttlSeconds: number },
) {
  await q.insert(oneTimeLinks).values({
    userId: v.userId,
    purpose: v.purpose,
    tokenHash: v.tokenHash,
    newEmail: v.newEmail ?? null,
    expiresAt: inSeconds(v.ttlSeconds),
  });
}

/** A live (unused, unexpired) link, locked; undefined for an unknown, used or expired one. */
export async function takeLiveLink(q: Q, tokenHash: string, purposes: LinkPurpose[]) {
  const [row] = await q
    .select()
    .from(oneTimeLinks)
    .where(
      and(
        eq(oneTimeLinks.tokenHash, tokenHash),
        inArray(oneTimeLinks.purpose, purposes),
        isNull(oneTimeLinks.usedAt),
        gt(oneTimeLinks.expiresAt, sql`now()`),
      ),
    )
    .for("update");
  return row;
}

export async function markLinkUsed(q: Q, id: number) {
  await q.update(oneTimeLinks).set({ usedAt: sql`now()` }).where(eq(oneTimeLinks.id, id));
}

/** Retires the user's unused links of these purposes (a new request replaces the older ones). */
export async function retireLinks(q: Q, userId: number, purposes: LinkPurpose[]) {
  await q
    .update(oneTimeLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeLinks.userId, userId),
        inArray(oneTimeLinks.purpose, purposes),
        isNull(oneTimeLinks.usedAt),
      ),
    );
}

// ---------------------------------------------------------------- additional e-mails
export async function listExtraEmails(q: Q, userId: number, opts: { limit?: number; offset?: number } = {}) {
  return q
    .select({ id: userEmails.id, email: userEmails.email })
    .from(userEmails)
    .where(eq(userEmails.userId, userId))
    .orderBy(asc(userEmails.id))
    .limit(opts.limit ?? 100)
    .offset(opts.offset ?? 0);
}

export async function countExtraEmails(q: Q, userId: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(userEmails).where(eq(userEmails.userId, userId));
  return row?.n ?? 0;
}

export async function hasExtraEmail(q: Q, userId: number, email: string): Promise<boolean> {
  const [row] = await q
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), sql`lower(${userEmails.email}) = lower(${email})`));
  return row !== undefined;
}

export async function insertExtraEmail(q: Q, userId: number, email: string) {
  return one(
    await q
      .insert(userEmails)
      .values({ userId, email })
      .returning({ id: userEmails.id, email: userEmails.email }),
  );
}

export async function deleteExtraEmail(q: Q, userId: number, id: number): Promise<boolean> {
  const rows = await q
    .delete(userEmails)
    .where(and(eq(userEmails.id, id), eq(userEmails.userId, userId)))
    .returning({ id: userEmails.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- housekeeping
/** The hourly clean-up: expired codes, links, tokens and never-verified sign-ups older than a week. */
export async function pruneAccounts(q: Q) {
  await q.execute(sql`delete from registration_codes where expires_at < now() - interval '1 day'`);
  await q.execute(sql`delete from one_time_links where expires_at < now() - interval '1 day'`);
  await q.execute(
    sql`delete from refresh_tokens where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
  );
  await q.execute(
    sql`delete from users where email_verified_at is null and google_sub is null and created_at < now() - interval '7 days'`,
  );
}
