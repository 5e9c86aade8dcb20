/**
 * Contracts of the accounts calls (spec section 7, "Accounts", under /api/accounts) and the
 * constants the web app shares with the API: cookie names, lifetimes, the password rule, limits.
 * Names are snake_case on the wire, as in the spec (`password_confirm`, `view_as_buyer`).
 */
import { z } from "zod";
import { ACCESS_COOKIE_MAX_AGE, ACCOUNT_LIMITS, AUTH_COOKIES, DEVICE_COOKIE_MAX_AGE } from "../constants.ts";
import { LOCALES } from "../i18n/index.ts";
import { electricityPriceField } from "./profit.ts";
import { idParams, paged, pageParam, pageSizeParam } from "./shared.ts";

// ---------------------------------------------------------------- constants
// Cookie names and limits live in ../constants.ts (the browser imports them without Zod).
export { ACCESS_COOKIE_MAX_AGE, ACCOUNT_LIMITS, AUTH_COOKIES, CSRF_HEADER } from "../constants.ts";

/** The `exp` (seconds) of a JWT, or null. */
export function jwtExpiry(token: string | null): number | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json.exp : null;
  } catch {
    return null;
  }
}

/** A random id in hex (the CSRF token, the device id). */
export const randomHexId = (bytes: number) =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

/** The device cookie's Set-Cookie value (kept when the browser has one: its lifetime starts again). */
export function deviceCookieHeader(opts: { secure: boolean; device?: string | null }): string {
  const id = opts.device && /^[0-9a-f]{32}$/.test(opts.device) ? opts.device : randomHexId(16);
  return `${AUTH_COOKIES.device}=${id}; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; Path=/; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
}

/**
 * The Set-Cookie values the web app sends after a sign-in or a refresh (server side): accessToken
 * for server rendering and the chat's socket (spec: max age 604800 s), refreshToken, both HttpOnly;
 * accessExpires, the access token's expiry, and csrftoken, the session's CSRF token (`pair.csrf`),
 * readable by the page (it echoes it in X-CSRFToken and refreshes the session before the expiry),
 * and the device id (HttpOnly, two years, decision 069). SameSite=Lax; Secure in production (`secure`).
 */
export function authCookieHeaders(
  pair: { access: string; refresh: string; csrf: string },
  opts: { secure: boolean; device?: string | null },
): string[] {
  const tail = `; Path=/; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
  const { csrf } = pair;
  return [
    `${AUTH_COOKIES.access}=${pair.access}; Max-Age=${ACCESS_COOKIE_MAX_AGE}; HttpOnly${tail}`,
    `${AUTH_COOKIES.accessExpires}=${jwtExpiry(pair.access) ?? 0}; Max-Age=${ACCESS_COOKIE_MAX_AGE}${tail}`,
    `${AUTH_COOKIES.refresh}=${pair.refresh}; Max-Age=${ACCOUNT_LIMITS.refreshTokenTtlDays * 86400}; HttpOnly${tail}`,
    `${AUTH_COOKIES.csrf}=${csrf}; Max-Age=${ACCOUNT_LIMITS.refreshTokenTtlDays * 86400}${tail}`,
    deviceCookieHeader(opts),
  ];
}

/** The Set-Cookie values that sign the browser out (the CSRF cookie stays). */
export function clearAuthCookieHeaders(opts: { secure: boolean }): string[] {
  const tail = `; Max-Age=0; Path=/; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
  return [
    `${AUTH_COOKIES.access}=; HttpOnly${tail}`,
    `${AUTH_COOKIES.accessExpires}=${tail}`,
    `${AUTH_COOKIES.refresh}=; HttpOnly${tail}`,
  ];
}

/** Pages of the web app that mailed links open (the token is in the query string: `?token=`). */
export const ACCOUNT_LINK_PATHS = {
  resetPassword: "/reset-password",
  confirmEmailChange: "/confirm-email",
  signIn: "/sign-in",
} as const;

/** Spec 5: at least 8 characters including digits, symbols, uppercase and lowercase letters. */
export function passwordMeetsRules(password: string): boolean {
  return (
    password.length >= ACCOUNT_LIMITS.passwordMin &&
    /\p{Nd}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}

// ---------------------------------------------------------------- fields
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: "validation.required", abort: true })
  .max(ACCOUNT_LIMITS.emailMax, { error: "validation.maxLength" })
  .pipe(z.email({ error: "validation.email" }));

/** A password being chosen: the spec's rule, and a maximum length. */
export const newPasswordField = z
  .string()
  .min(1, { error: "validation.required", abort: true })
  .max(ACCOUNT_LIMITS.passwordMax, { error: "validation.maxLength" })
  .refine(passwordMeetsRules, { error: "validation.passwordRules" });

/** A password being checked (sign-in, current password): any non-empty string up to the maximum. */
const passwordField = z
  .string()
  .min(1, { error: "validation.required", abort: true })
  .max(ACCOUNT_LIMITS.passwordMax, { error: "validation.maxLength" });

const nameField = z
  .string()
  .trim()
  .min(1, { error: "validation.required", abort: true })
  .max(ACCOUNT_LIMITS.nameMax, { error: "validation.maxLength" });

const tokenField = z
  .string()
  .trim()
  .min(1, { error: "validation.required", abort: true })
  .max(512, { error: "validation.maxLength" });

/** Adds "passwords don't match" on password_confirm. */
const confirmed = <T extends { password: string; password_confirm: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirm) {
    ctx.addIssue({ code: "custom", path: ["password_confirm"], message: "validation.passwordMismatch" });
  }
};

// ---------------------------------------------------------------- requests
export const registerBody = z
  .strictObject({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirm: passwordField,
  })
  .superRefine(confirmed);
export type RegisterBody = z.infer<typeof registerBody>;

export const emailBody = z.strictObject({ email: emailField });

export const verifyCodeBody = z.strictObject({
  email: emailField,
  code: z
    .string()
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .regex(/^\d{6}$/, { error: "validation.code" }),
});

export const tokenPairBody = z.strictObject({ email: emailField, password: passwordField });

/** The refresh token; the body may omit it when the HttpOnly refreshToken cookie carries it. */
export const refreshBody = z.strictObject({ refresh: tokenField.optional() }).nullish();

export const resetPasswordBody = z
  .strictObject({
    token: tokenField,
    password: newPasswordField,
    password_confirm: passwordField,
  })
  .superRefine(confirmed);

export const changePasswordBody = z
  .strictObject({
    current_password: passwordField,
    password: newPasswordField,
    password_confirm: passwordField,
  })
  .superRefine(confirmed);

export const googleBody = z.strictObject({
  id_token: z.string().trim().min(1, { error: "validation.required", abort: true }).max(8192),
});

export const confirmEmailChangeBody = z.strictObject({ token: tokenField });

export const userIdParams = idParams;

export const DEFAULT_AVATAR_IDS = [
  "default-1",
  "default-2",
  "default-3",
  "default-4",
  "default-5",
  "default-6",
  "default-7",
  "default-8",
] as const;
export type DefaultAvatarId = (typeof DEFAULT_AVATAR_IDS)[number];

export const updateUserBody = z.strictObject({
  name: nameField.optional(),
  locale: z.enum(LOCALES).optional(),
  /** One of GET users/default_avatars/ (an uploaded avatar is set by POST users/avatar/); null removes the avatar. */
  avatar: z.enum(DEFAULT_AVATAR_IDS, { error: "accounts.avatarUnknown" }).nullable().optional(),
  view_as_buyer: z.boolean().optional(),
  /** USD per kWh (0..10) of the profit/day and payback figures of miner listings; null: the site's default. */
  electricity_price: electricityPriceField.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const extraEmailsQuery = z.object({ page: pageParam, page_size: pageSizeParam(10, 10) });

// ---------------------------------------------------------------- responses
export const tokenPair = z.object({
  /** JWT (HS256), claims sub, role, jti, iat, exp (seconds). */
  access: z.string(),
  /** Opaque; rotates on every refresh. */
  refresh: z.string(),
  /**
   * The session's CSRF token (the same for every pair of one sign-in session): a call
   * authenticated by the accessToken cookie sends it in X-CSRFToken, and the csrftoken cookie
   * holds it (docs/decisions/072).
   */
  csrf: z.string(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const detailMessage = z.object({ detail: z.string() });

/** A 4xx that the web app reacts to by its code (e.g. `email_not_verified` -> /auth-verification). */
export const codedError = z.object({ detail: z.string(), code: z.string() });

export const codeSentResponse = z.object({
  detail: z.string(),
  email: z.string(),
  /** Seconds before "Send again" may be used (spec: 180 s countdown). */
  resend_after: z.number().int(),
});

export const avatarSchema = z.object({
  /** The default avatar's id, or null for an uploaded image. */
  id: z.string().nullable(),
  url: z.string(),
  url_2x: z.string(),
});
export type Avatar = z.infer<typeof avatarSchema>;
export const defaultAvatarList = z.array(avatarSchema.extend({ id: z.string() }));

export const extraEmailSchema = z.object({ id: z.number().int(), email: z.string() });
export type ExtraEmail = z.infer<typeof extraEmailSchema>;
export const extraEmailList = paged(extraEmailSchema);

export const USER_ROLES = ["buyer", "seller", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET users/me/ (spec section 3, "User"). */
export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatar: avatarSchema.nullable(),
  locale: z.enum(LOCALES),
  role: z.enum(USER_ROLES),
  view_as_buyer: z.boolean(),
  /** The buyer's electricity price (USD per kWh) for the profit figures; null: the site's default. */
  electricity_price: z.number().nullable(),
  /**
   * The user's company (issue 5); null for a user without one. `draft` while the business account
   * is not finished (a draft seller); the role becomes `seller` when it leaves draft.
   */
  seller: z
    .object({
      id: z.number().int(),
      status: z.enum(["draft", "active", "suspended"]),
      company_name: z.string(),
    })
    .nullable(),
  /** Additional notification e-mails. */
  emails: z.array(extraEmailSchema),
  /** False for an account that only signs in with Google (change-password needs a reset first). */
  has_password: z.boolean(),
  google_linked: z.boolean(),
  created_at: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const emailChangeResult = z.object({
  detail: z.string(),
  /** `confirm_new`: the old address confirmed, a link went to the new one; `done`: the address changed. */
  stage: z.enum(["confirm_new", "done"]),
  email: z.string(),
});

export const googleConfig = z.object({ enabled: z.boolean(), client_id: z.string().nullable() });

// ---------------------------------------------------------------- dev mailbox
export const devMailSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  created_at: z.string(),
});
export const devMailDetail = devMailSummary.extend({ text: z.string(), html: z.string() });
export type DevMail = z.infer<typeof devMailDetail>;
export const devMailList = paged(devMailSummary);
export const devMailQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(50, 200),
  /** Only mail to this address. */
  to: z.string().trim().toLowerCase().max(254).optional(),
});
export const devMailParams = userIdParams;
