/**
 * Rules of the accounts: sign-up with a mailed code, sign-in, token rotation, password reset and
 * change, e-mail change in two confirmations, Google sign-in, the profile and its extra e-mails.
 *
 * Habits of this file: no answer tells whether an address has an account (sign-in, sign-up,
 * resend and reset answer the same either way, and sign-in hashes even for unknown addresses);
 * each write is one short transaction (PGlite has one session), mail is queued inside it; rate
 * limits are counted before, outside any transaction.
 */
import { randomUUID } from "node:crypto";
import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import { TransactionRollbackError } from "drizzle-orm";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import {
  ACCOUNT_LIMITS,
  type Avatar,
  DEFAULT_AVATAR_IDS,
  type DefaultAvatarId,
  type Me,
  type RegisterBody,
  type TokenPair,
  type UpdateUserBody,
  type UserRole,
} from "../../../common/api/accounts.ts";
import { isLocale, type Locale, type MessageKey } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { Mailer } from "../../infra/mail.ts";
import type { AppSettings } from "../../settings.ts";
import { type Avatars, defaultAvatar } from "./avatars.ts";
import { createAccountMails, type Recipient } from "./mails.ts";
import * as q from "./queries.ts";
import type { Tokens } from "./tokens.ts";

/** Rate limits of the accounts calls (docs/rate-limits.md lists them; keep both in step). */
export const RATE_RULES = {
  signInIp: { name: "sign-in:ip", limit: 20, windowSeconds: 5 * 60 },
  signInFailures: { name: "sign-in:account-failures", limit: 10, windowSeconds: 15 * 60 },
  registerIp: { name: "register:ip", limit: 10, windowSeconds: 60 * 60 },
  registerAccount: { name: "register:account", limit: 5, windowSeconds: 60 * 60 },
  verifyIp: { name: "code-verify:ip", limit: 30, windowSeconds: 15 * 60 },
  verifyAccount: { name: "code-verify:account", limit: 10, windowSeconds: 15 * 60 },
  resendIp: { name: "code-resend:ip", limit: 10, windowSeconds: 60 * 60 },
  /** One code per address per 180 s (spec: "Send again" countdown), shared by sign-up, resend and sign-in. */
  codeCooldown: { name: "code:cooldown", limit: 1, windowSeconds: ACCOUNT_LIMITS.resendCooldownSeconds },
  /** "You already have an account" mail: at most one per address per hour. */
  existingNotice: { name: "register:existing-notice", limit: 1, windowSeconds: 60 * 60 },
  resetIp: { name: "reset:ip", limit: 10, windowSeconds: 60 * 60 },
  resetCooldown: { name: "reset:cooldown", limit: 1, windowSeconds: ACCOUNT_LIMITS.resendCooldownSeconds },
  resetConfirmIp: { name: "reset-confirm:ip", limit: 20, windowSeconds: 15 * 60 },
  googleIp: { name: "google:ip", limit: 30, windowSeconds: 15 * 60 },
  refreshIp: { name: "refresh:ip", limit: 120, windowSeconds: 5 * 60 },
  changePasswordUser: { name: "change-password:user", limit: 10, windowSeconds: 15 * 60 },
  changeEmailCooldown: {
    name: "change-email:cooldown",
    limit: 1,
    windowSeconds: ACCOUNT_LIMITS.resendCooldownSeconds,
  },
  emailConfirmIp: { name: "email-confirm:ip", limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** Seconds during which presenting a just-replaced refresh token is taken for a concurrent refresh, not a theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

const CODE_TTL = ACCOUNT_LIMITS.codeTtlMinutes * 60;
const RESET_TTL = ACCOUNT_LIMITS.resetLinkTtlMinutes * 60;
const EMAIL_CHANGE_TTL = ACCOUNT_LIMITS.emailChangeLinkTtlHours * 3600;
const REFRESH_TTL = ACCOUNT_LIMITS.refreshTokenTtlDays * 86400;

/** A 400 whose body carries a machine-readable `code` besides `detail` (routes answer `{ detail, code }`). */
export class CodedError extends AppError {
  constructor(
    readonly reason: "email_not_verified" | "account_disabled" | "token_not_valid",
    key: MessageKey,
    code: "bad_request" | "unauthorized" = "bad_request",
  ) {
    super(code, key);
  }
}

const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError("bad_request", key, params, { [field]: [key] });

const recipient = (u: Pick<q.UserRow, "email" | "name" | "locale">, email = u.email): Recipient => ({
  email,
  name: u.name,
  locale: isLocale(u.locale) ? u.locale : "en",
});

export interface AccountsDeps {
  database: Database;
  settings: AppSettings;
  tokens: Tokens;
  limiter: RateLimiter;
  mailer: Mailer;
  avatars: Avatars;
  /**
   * Told when sessions end (sign-out, revoked refresh family, password reset or change), after the
   * change is written: the chat closes the sockets of those sessions (docs/decisions/016).
   */
  onSessionsEnded?: (ended: SessionsEnded) => void;
}

/** Sessions that just ended: one refresh family, or every family of a user except one. */
export type SessionsEnded = { familyId: string } | { userId: number; exceptFamilyId: string | null };

/**
 * A user by id, read in `db` (the database or a transaction): what the accounts offer modules that
 * act on a user's behalf or write to them (the README's module map).
 */
export function findUserById(db: q.Q, id: number): Promise<q.UserRow | undefined> {
  return q.findUserById(db, id);
}

/** 403 unless this user is a moderator or an admin (checked again inside the deciding transaction). */
export async function assertModerator(tx: q.Q, userId: number): Promise<void> {
  const user = await q.findUserById(tx, userId);
  if (!user || (user.role !== "moderator" && user.role !== "admin"))
    throw new AppError("forbidden", "error.forbidden");
}

/** The extra addresses a user added to their profile (mail to the user goes to these too), oldest first. */
export async function extraEmailAddresses(db: q.Q, userId: number): Promise<string[]> {
  return (await q.listExtraEmails(db, userId)).map((e) => e.email);
}

/** What the functions of createAccountsService share, made once per service. */
function accountsContext({
  database,
  settings,
  tokens,
  limiter,
  mailer,
  avatars,
  onSessionsEnded = () => {},
}: AccountsDeps) {
  const db = database.db;
  const mails = createAccountMails(settings.publicUrl);
  const jwks = createRemoteJWKSet(new URL(settings.google.jwksUrl), { timeoutDuration: 5000 });
  // A real argon2id hash, so that sign-in with an unknown address costs as long as a wrong password.
  const dummyHash = argonHash("not a real password, only a timing decoy");
  return {
    database,
    settings,
    tokens,
    limiter,
    mailer,
    avatars,
    onSessionsEnded,
    db,
    mails,
    jwks,
    dummyHash,
  };
}
type AccountsContext = ReturnType<typeof accountsContext>;

async function passwordMatches(
  ctx: AccountsContext,
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const { dummyHash } = ctx;
  try {
    return await argonVerify(hash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

async function issuePair(
  ctx: AccountsContext,
  tx: Tx,
  user: { id: number; role: UserRole },
  familyId = randomUUID(),
): Promise<TokenPair> {
  const { tokens } = ctx;
  const refresh = tokens.newOpaque();
  await q.insertRefresh(tx, {
    familyId,
    userId: user.id,
    tokenHash: refresh.hash,
    ttlSeconds: REFRESH_TTL,
  });
  return {
    access: await tokens.signAccess(user, familyId),
    refresh: refresh.token,
    csrf: tokens.csrfFor(familyId),
  };
}

/** Replaces the user's code and queues the mail (inside the caller's transaction). */
async function sendCode(ctx: AccountsContext, tx: Tx, user: q.UserRow) {
  const { mailer, mails, tokens } = ctx;
  const code = tokens.newCode();
  await q.replaceCode(tx, user.id, tokens.hashCode(user.id, code), CODE_TTL);
  await mailer.send(mails.registrationCode(recipient(user), code), { tx });
}

async function codeSent(ctx: AccountsContext, email: string) {
  const { limiter } = ctx;
  return {
    messageKey: "accounts.codeSent" as const,
    email,
    resend_after:
      (await limiter.remaining(RATE_RULES.codeCooldown, email)) || ACCOUNT_LIMITS.resendCooldownSeconds,
  };
}

function userToMe(user: q.UserRow, emails: { id: number; email: string }[], seller: Me["seller"] = null): Me {
  let avatar: Avatar | null = null;
  if (user.avatarId && (DEFAULT_AVATAR_IDS as readonly string[]).includes(user.avatarId)) {
    avatar = defaultAvatar(user.avatarId as DefaultAvatarId);
  } else if (user.avatarUrl && user.avatarUrl2x) {
    avatar = { id: null, url: user.avatarUrl, url_2x: user.avatarUrl2x };
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatar,
    locale: isLocale(user.locale) ? user.locale : "en",
    role: user.role,
    view_as_buyer: user.viewAsBuyer,
    electricity_price: user.electricityPrice ?? null,
    seller,
    emails,
    has_password: user.passwordHash !== null,
    google_linked: user.googleSub !== null,
    created_at: user.createdAt.toISOString(),
  };
}

async function me(ctx: AccountsContext, userId: number): Promise<Me> {
  const { db } = ctx;
  const user = await q.findUserById(db, userId);
  if (!user) throw new AppError("unauthorized", "accounts.tokenInvalid");
  const [emails, seller] = await Promise.all([q.listExtraEmails(db, userId), q.findOwnSeller(db, userId)]);
  return userToMe(user, emails, seller);
}

/** For the auth plugin: the user behind an access token, if still active. */
/**
 * The user behind an access token, or null when the account is disabled or unverified, or when
 * the token's session was signed out or revoked (so sign-out ends the access token at once).
 */
async function loadAuthUser(
  ctx: AccountsContext,
  id: number,
  familyId: string | null,
): Promise<Omit<AuthUser, "familyId" | "via"> | null> {
  const { db } = ctx;
  const [user, open] = await Promise.all([
    q.findUserById(db, id),
    familyId === null ? true : q.isFamilyOpen(db, familyId),
  ]);
  if (!open || !user?.isActive || !user.emailVerifiedAt) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    locale: isLocale(user.locale) ? user.locale : "en",
    viewAsBuyer: user.viewAsBuyer,
  };
}

// ------------------------------------------------------------ sign-up
/**
 * Creates the account (or replaces a pending, never-verified one) and mails a code. For an
 * address that already has an account the answer is the same, and that address gets a
 * "you already have an account" mail instead.
 */
async function register(ctx: AccountsContext, body: RegisterBody, locale: Locale, ip: string) {
  const { db, limiter, mailer, mails } = ctx;
  await limiter.hit(RATE_RULES.registerIp, ip);
  await limiter.hit(RATE_RULES.registerAccount, body.email);
  const passwordHash = await argonHash(body.password);
  const mayMail = await limiter.tryHit(RATE_RULES.codeCooldown, body.email);
  const noticeAllowed = async () => limiter.tryHit(RATE_RULES.existingNotice, body.email);
  const existingVerified = await q.findUserByEmail(db, body.email);
  const notice = existingVerified?.emailVerifiedAt ? await noticeAllowed() : false;

  await db.transaction(async (tx) => {
    const existing = await q.findUserByEmail(tx, body.email, { forUpdate: true });
    if (existing?.emailVerifiedAt) {
      if (notice) await mailer.send(mails.alreadyRegistered(recipient(existing)), { tx });
      return;
    }
    const user = existing
      ? await q.updateUser(tx, existing.id, { name: body.name, passwordHash, locale })
      : await q.insertUser(tx, { email: body.email, name: body.name, passwordHash, locale });
    // A repeated sign-up inside the 180 s countdown keeps the code already mailed.
    if (mayMail || !existing) await sendCode(ctx, tx, user);
  });
  return codeSent(ctx, body.email);
}

async function verifyCode(ctx: AccountsContext, email: string, code: string, ip: string): Promise<TokenPair> {
  const { db, limiter, tokens } = ctx;
  await limiter.hit(RATE_RULES.verifyIp, ip);
  await limiter.hit(RATE_RULES.verifyAccount, email);
  const outcome = await db.transaction(async (tx) => {
    const user = await q.findUserByEmail(tx, email, { forUpdate: true });
    if (!user || user.emailVerifiedAt) return { ok: false as const, error: "accounts.codeMismatch" as const };
    const row = await q.findCode(tx, user.id);
    if (!row) return { ok: false as const, error: "accounts.codeMismatch" as const };
    if (row.expired) return { ok: false as const, error: "accounts.codeExpired" as const };
    if (row.attempts >= ACCOUNT_LIMITS.codeMaxAttempts)
      return { ok: false as const, error: "accounts.codeAttempts" as const };
    if (!tokens.codeMatches(user.id, code, row.codeHash)) {
      await q.countCodeAttempt(tx, row.id);
      return {
        ok: false as const,
        error:
          row.attempts + 1 >= ACCOUNT_LIMITS.codeMaxAttempts
            ? ("accounts.codeAttempts" as const)
            : ("accounts.codeMismatch" as const),
      };
    }
    await q.deleteCode(tx, user.id);
    const verified = await q.updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    return { ok: true as const, pair: await issuePair(ctx, tx, verified) };
  });
  if (!outcome.ok) throw fieldError("code", outcome.error);
  return outcome.pair;
}

async function resendCode(ctx: AccountsContext, email: string, ip: string) {
  const { db, limiter } = ctx;
  await limiter.hit(RATE_RULES.resendIp, ip);
  await limiter.hit(RATE_RULES.codeCooldown, email);
  await db.transaction(async (tx) => {
    const user = await q.findUserByEmail(tx, email, { forUpdate: true });
    if (user && !user.emailVerifiedAt && user.isActive) await sendCode(ctx, tx, user);
  });
  return codeSent(ctx, email);
}

// ------------------------------------------------------------ sign-in and tokens
async function signIn(ctx: AccountsContext, email: string, password: string, ip: string): Promise<TokenPair> {
  const { db, limiter } = ctx;
  await limiter.hit(RATE_RULES.signInIp, ip);
  await limiter.check(RATE_RULES.signInFailures, email);
  const user = await q.findUserByEmail(db, email);
  if (!(await passwordMatches(ctx, user?.passwordHash, password)) || !user?.passwordHash) {
    await limiter.hit(RATE_RULES.signInFailures, email);
    throw new AppError("bad_request", "accounts.invalidCredentials");
  }
  if (!user.isActive) throw new CodedError("account_disabled", "accounts.accountDisabled");
  if (!user.emailVerifiedAt) {
    // The right password of a pending account: mail a fresh code unless one went out in the last 180 s.
    if (await limiter.tryHit(RATE_RULES.codeCooldown, email)) {
      await db.transaction((tx) => sendCode(ctx, tx, user));
    }
    throw new CodedError("email_not_verified", "accounts.emailNotVerified");
  }
  return db.transaction((tx) => issuePair(ctx, tx, user));
}

/**
 * Rotates a refresh token. A token that was already replaced means it leaked (or a tab kept an
 * old copy): the whole family is revoked, unless it was replaced a few seconds ago (another
 * tab refreshing at the same moment), which only gets a 401.
 */
async function refresh(ctx: AccountsContext, token: string, ip: string): Promise<TokenPair> {
  const { db, limiter, onSessionsEnded, tokens } = ctx;
  await limiter.hit(RATE_RULES.refreshIp, ip);
  const invalid = () => new CodedError("token_not_valid", "accounts.tokenInvalid", "unauthorized");
  const row = await q.findRefresh(db, tokens.hashOpaque(token), REFRESH_REUSE_GRACE_SECONDS);
  if (!row || row.expired) throw invalid();
  if (row.revoked) throw new CodedError("token_not_valid", "accounts.sessionEnded", "unauthorized");
  if (row.replaced) {
    if (row.replacedRecently) throw invalid();
    await q.revokeFamily(db, row.familyId);
    onSessionsEnded({ familyId: row.familyId });
    throw new CodedError("token_not_valid", "accounts.sessionEnded", "unauthorized");
  }
  const user = await q.findUserById(db, row.userId);
  if (!user?.isActive || !user.emailVerifiedAt) throw invalid();
  const pair = await db
    .transaction(async (tx) => {
      const next = tokens.newOpaque();
      const nextId = await q.insertRefresh(tx, {
        familyId: row.familyId,
        userId: user.id,
        tokenHash: next.hash,
        ttlSeconds: REFRESH_TTL,
      });
      if (!(await q.markRefreshReplaced(tx, row.id, nextId))) {
        tx.rollback();
      }
      return {
        access: await tokens.signAccess(user, row.familyId),
        refresh: next.token,
        csrf: tokens.csrfFor(row.familyId),
      };
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) throw invalid();
      throw err;
    });
  return pair;
}

/** Ends the session of this refresh token (its whole family). Unknown tokens are fine: signing out twice is not an error. */
async function signOut(ctx: AccountsContext, token: string) {
  const { db, onSessionsEnded, tokens } = ctx;
  const row = await q.findRefresh(db, tokens.hashOpaque(token), 0);
  if (row) {
    await q.revokeFamily(db, row.familyId);
    onSessionsEnded({ familyId: row.familyId });
  }
}

/** The CSRF token of the session a refresh token belongs to (null for an unknown token). */
async function csrfOfRefresh(ctx: AccountsContext, token: string): Promise<string | null> {
  const row = await q.findRefresh(ctx.db, ctx.tokens.hashOpaque(token), 0);
  return row ? ctx.tokens.csrfFor(row.familyId) : null;
}

// ------------------------------------------------------------ password
async function sendResetPassword(ctx: AccountsContext, email: string, ip: string) {
  const { db, limiter, mailer, mails, tokens } = ctx;
  await limiter.hit(RATE_RULES.resetIp, ip);
  await limiter.hit(RATE_RULES.resetCooldown, email);
  await db.transaction(async (tx) => {
    const user = await q.findUserByEmail(tx, email, { forUpdate: true });
    if (!user?.isActive) return;
    const link = tokens.newOpaque();
    await q.retireLinks(tx, user.id, ["password_reset"]);
    await q.insertLink(tx, {
      userId: user.id,
      purpose: "password_reset",
      tokenHash: link.hash,
      ttlSeconds: RESET_TTL,
    });
    await mailer.send(mails.resetPassword(recipient(user), link.token), { tx });
  });
}

/** Sets a new password from a mailed link (single use); ends every session; proves the address too. */
async function resetPassword(ctx: AccountsContext, token: string, password: string, ip: string) {
  const { db, limiter, onSessionsEnded, tokens } = ctx;
  await limiter.hit(RATE_RULES.resetConfirmIp, ip);
  const hash = tokens.hashOpaque(token);
  if (!(await q.takeLiveLink(db, hash, ["password_reset"])))
    throw new AppError("bad_request", "accounts.linkExpired");
  const passwordHash = await argonHash(password);
  const ok = await db.transaction(async (tx) => {
    const link = await q.takeLiveLink(tx, hash, ["password_reset"]);
    if (!link) return false;
    await q.markLinkUsed(tx, link.id);
    await q.retireLinks(tx, link.userId, ["password_reset"]);
    const user = await q.findUserById(tx, link.userId, { forUpdate: true });
    await q.updateUser(tx, link.userId, {
      passwordHash,
      emailVerifiedAt: user?.emailVerifiedAt ?? new Date(),
    });
    await q.deleteCode(tx, link.userId);
    await q.revokeUserFamilies(tx, link.userId);
    return link.userId;
  });
  if (!ok) throw new AppError("bad_request", "accounts.linkExpired");
  onSessionsEnded({ userId: ok, exceptFamilyId: null });
}

/** Needs the current password; ends the user's other sessions, keeps this one. */
async function changePassword(ctx: AccountsContext, auth: AuthUser, current: string, password: string) {
  const { db, limiter, onSessionsEnded } = ctx;
  await limiter.hit(RATE_RULES.changePasswordUser, String(auth.id));
  const user = await q.findUserById(db, auth.id);
  if (!user?.passwordHash) throw fieldError("current_password", "accounts.noPasswordYet");
  if (!(await passwordMatches(ctx, user.passwordHash, current))) {
    throw fieldError("current_password", "accounts.currentPasswordWrong");
  }
  const passwordHash = await argonHash(password);
  await db.transaction(async (tx) => {
    await q.updateUser(tx, auth.id, { passwordHash });
    await q.revokeUserFamilies(tx, auth.id, auth.familyId);
    await q.retireLinks(tx, auth.id, ["password_reset"]);
  });
  onSessionsEnded({ userId: auth.id, exceptFamilyId: auth.familyId });
}

// ------------------------------------------------------------ Google
function googleConfig(ctx: AccountsContext) {
  const { settings } = ctx;
  return { enabled: Boolean(settings.google.clientId), client_id: settings.google.clientId ?? null };
}

/**
 * Signs in with a Google ID token: signature (Google's key set), audience, issuer and expiry
 * are checked, the address must be verified by Google. Links to the account with the same
 * address or creates one. A pending (never verified) account with that address is taken over
 * without its password: whoever set it had not proved they own the address.
 */
async function google(ctx: AccountsContext, idToken: string, locale: Locale, ip: string): Promise<TokenPair> {
  const { db, jwks, limiter, settings } = ctx;
  const clientId = settings.google.clientId;
  if (!clientId) throw new AppError("not_found", "accounts.googleDisabled");
  await limiter.hit(RATE_RULES.googleIp, ip);
  let claims: JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(idToken, jwks, {
      audience: clientId,
      issuer: ["accounts.google.com", "https://accounts.google.com"],
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "email"],
    }));
  } catch {
    throw new AppError("bad_request", "accounts.googleInvalid");
  }
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email || !claims.sub) throw new AppError("bad_request", "accounts.googleInvalid");
  if (claims.email_verified !== true && claims.email_verified !== "true") {
    throw new AppError("bad_request", "accounts.googleEmailUnverified");
  }
  const sub = claims.sub;
  const name =
    (typeof claims.name === "string" && claims.name.trim().slice(0, ACCOUNT_LIMITS.nameMax)) ||
    email.split("@")[0] ||
    email;

  const result = await db.transaction(async (tx) => {
    let user =
      (await q.findUserByGoogleSub(tx, sub)) ?? (await q.findUserByEmail(tx, email, { forUpdate: true }));
    if (user && !user.isActive) return null;
    if (!user) {
      user = await q.insertUser(tx, { email, name, locale, googleSub: sub, emailVerifiedAt: new Date() });
    } else if (user.googleSub !== sub || !user.emailVerifiedAt) {
      user = await q.updateUser(tx, user.id, {
        googleSub: sub,
        ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date(), passwordHash: null }),
      });
      await q.deleteCode(tx, user.id);
    }
    return issuePair(ctx, tx, user);
  });
  if (!result) throw new CodedError("account_disabled", "accounts.accountDisabled");
  return result;
}

async function updateUser(
  ctx: AccountsContext,
  auth: AuthUser,
  id: number,
  body: UpdateUserBody,
): Promise<Me> {
  const { avatars, db } = ctx;
  if (id !== auth.id) throw new AppError("forbidden", "error.forbidden");
  const before = await q.findUserById(db, auth.id);
  if (body.avatar) await avatars.ensureDefaults();
  await q.updateUser(db, auth.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.locale !== undefined ? { locale: body.locale } : {}),
    ...(body.view_as_buyer !== undefined ? { viewAsBuyer: body.view_as_buyer } : {}),
    ...(body.electricity_price !== undefined ? { electricityPrice: body.electricity_price } : {}),
    ...(body.avatar !== undefined ? { avatarId: body.avatar, avatarUrl: null, avatarUrl2x: null } : {}),
  });
  if (body.avatar !== undefined && before) await avatars.removeUpload(before.avatarUrl, before.avatarUrl2x);
  return me(ctx, auth.id);
}

async function uploadAvatar(ctx: AccountsContext, auth: AuthUser, image: Buffer): Promise<Me> {
  const { avatars, db } = ctx;
  const saved = await avatars.saveUpload(auth.id, image);
  const before = await q.findUserById(db, auth.id);
  await q.updateUser(db, auth.id, { avatarId: null, avatarUrl: saved.url, avatarUrl2x: saved.url2x });
  if (before) await avatars.removeUpload(before.avatarUrl, before.avatarUrl2x);
  return me(ctx, auth.id);
}

// ------------------------------------------------------------ e-mail change
/** Step 1: a link to the current address (spec 4, "Email change"). */
async function requestEmailChange(ctx: AccountsContext, auth: AuthUser, newEmail: string) {
  const { db, limiter, mailer, mails, tokens } = ctx;
  const user = await q.findUserById(db, auth.id);
  if (!user) throw new AppError("unauthorized", "accounts.tokenInvalid");
  if (user.email.toLowerCase() === newEmail) throw fieldError("email", "accounts.emailSame");
  if (await q.emailTakenByOther(db, newEmail, user.id)) throw fieldError("email", "accounts.emailTaken");
  await limiter.hit(RATE_RULES.changeEmailCooldown, String(auth.id));
  await db.transaction(async (tx) => {
    const link = tokens.newOpaque();
    await q.retireLinks(tx, user.id, ["email_change_old", "email_change_new"]);
    await q.insertLink(tx, {
      userId: user.id,
      purpose: "email_change_old",
      tokenHash: link.hash,
      newEmail,
      ttlSeconds: EMAIL_CHANGE_TTL,
    });
    await mailer.send(mails.confirmChangeFromOld(recipient(user), newEmail, link.token), { tx });
  });
  return { email: user.email };
}

/**
 * Opens a mailed e-mail-change link (no sign-in needed: the link is the proof). The current
 * address's link sends one to the new address; the new address's link makes the change.
 */
async function confirmEmailChange(ctx: AccountsContext, token: string, ip: string) {
  const { db, limiter, mailer, mails, tokens } = ctx;
  await limiter.hit(RATE_RULES.emailConfirmIp, ip);
  const outcome = await db.transaction(async (tx) => {
    const link = await q.takeLiveLink(tx, tokens.hashOpaque(token), ["email_change_old", "email_change_new"]);
    if (!link?.newEmail) return { ok: false as const, error: "accounts.linkExpired" as const };
    const user = await q.findUserById(tx, link.userId, { forUpdate: true });
    if (!user?.isActive) return { ok: false as const, error: "accounts.linkExpired" as const };
    if (await q.emailTakenByOther(tx, link.newEmail, user.id))
      return { ok: false as const, error: "accounts.emailTaken" as const };
    await q.markLinkUsed(tx, link.id);
    if (link.purpose === "email_change_old") {
      const next = tokens.newOpaque();
      await q.insertLink(tx, {
        userId: user.id,
        purpose: "email_change_new",
        tokenHash: next.hash,
        newEmail: link.newEmail,
        ttlSeconds: EMAIL_CHANGE_TTL,
      });
      await mailer.send(mails.confirmChangeToNew(recipient(user, link.newEmail), next.token), { tx });
      return { ok: true as const, stage: "confirm_new" as const, email: link.newEmail };
    }
    await q.deletePendingWithEmail(tx, link.newEmail);
    await q.updateUser(tx, user.id, { email: link.newEmail, emailVerifiedAt: new Date() });
    await q.retireLinks(tx, user.id, ["email_change_old", "email_change_new", "password_reset"]);
    await mailer.send(mails.emailChanged(recipient(user), link.newEmail), { tx });
    return { ok: true as const, stage: "done" as const, email: link.newEmail };
  });
  if (!outcome.ok) throw new AppError("bad_request", outcome.error);
  return { stage: outcome.stage, email: outcome.email };
}

// ------------------------------------------------------------ additional e-mails
async function listExtraEmails(ctx: AccountsContext, auth: AuthUser, page: number, pageSize: number) {
  const { db } = ctx;
  const [rows, total] = await Promise.all([
    q.listExtraEmails(db, auth.id, { limit: pageSize, offset: (page - 1) * pageSize }),
    q.countExtraEmails(db, auth.id),
  ]);
  return { rows, total };
}

async function addExtraEmail(ctx: AccountsContext, auth: AuthUser, email: string) {
  const { db } = ctx;
  return db.transaction(async (tx) => {
    // The user's row lock serialises concurrent additions, so the limit holds.
    const user = await q.findUserById(tx, auth.id, { forUpdate: true });
    if (!user) throw new AppError("unauthorized", "accounts.tokenInvalid");
    if (user.email.toLowerCase() === email || (await q.hasExtraEmail(tx, auth.id, email))) {
      throw fieldError("email", "accounts.extraEmailDuplicate");
    }
    if ((await q.countExtraEmails(tx, auth.id)) >= ACCOUNT_LIMITS.extraEmailsMax) {
      throw fieldError("email", "accounts.extraEmailsMax", { max: ACCOUNT_LIMITS.extraEmailsMax });
    }
    return q.insertExtraEmail(tx, auth.id, email);
  });
}

async function deleteExtraEmail(ctx: AccountsContext, auth: AuthUser, id: number) {
  const { db } = ctx;
  if (!(await q.deleteExtraEmail(db, auth.id, id))) throw new AppError("not_found", "error.notFound");
}

/** The hourly clean-up job. */
async function prune(ctx: AccountsContext) {
  const { db, limiter } = ctx;
  await q.pruneAccounts(db);
  await limiter.prune();
}

export function createAccountsService(deps: AccountsDeps) {
  const ctx = accountsContext(deps);
  return {
    loadAuthUser: loadAuthUser.bind(null, ctx),
    // ------------------------------------------------------------ sign-up
    register: register.bind(null, ctx),
    verifyCode: verifyCode.bind(null, ctx),
    resendCode: resendCode.bind(null, ctx),
    // ------------------------------------------------------------ sign-in and tokens
    signIn: signIn.bind(null, ctx),
    refresh: refresh.bind(null, ctx),
    signOut: signOut.bind(null, ctx),
    csrfOfRefresh: csrfOfRefresh.bind(null, ctx),
    // ------------------------------------------------------------ password
    sendResetPassword: sendResetPassword.bind(null, ctx),
    resetPassword: resetPassword.bind(null, ctx),
    changePassword: changePassword.bind(null, ctx),
    // ------------------------------------------------------------ Google
    googleConfig: googleConfig.bind(null, ctx),
    google: google.bind(null, ctx),

    // ------------------------------------------------------------ profile
    me: me.bind(null, ctx),
    updateUser: updateUser.bind(null, ctx),

    defaultAvatars: () => ctx.avatars.list(),
    uploadAvatar: uploadAvatar.bind(null, ctx),
    // ------------------------------------------------------------ e-mail change
    requestEmailChange: requestEmailChange.bind(null, ctx),
    confirmEmailChange: confirmEmailChange.bind(null, ctx),
    // ------------------------------------------------------------ additional e-mails
    listExtraEmails: listExtraEmails.bind(null, ctx),
    addExtraEmail: addExtraEmail.bind(null, ctx),
    deleteExtraEmail: deleteExtraEmail.bind(null, ctx),
    prune: prune.bind(null, ctx),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
