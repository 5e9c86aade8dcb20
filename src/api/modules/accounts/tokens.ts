/**
 * Secrets of the accounts: access JWTs (HS256, short-lived), opaque refresh tokens and mailed link
 * tokens (stored as SHA-256), sign-up codes (stored as an HMAC: six digits are too few to hash
 * plainly). Every key is derived from AUTH_SECRET for its one purpose.
 */
import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { ACCOUNT_LIMITS, USER_ROLES, type UserRole } from "../../../common/api/accounts.ts";

export interface AccessClaims {
  userId: number;
  role: UserRole;
  /** The refresh-token family (the sign-in session) this access token belongs to. */
  familyId: string | null;
  jti: string;
  exp: number;
}

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "rigmarket", purpose, 32));

export function createTokens(
  secret: string,
  accessTtlSeconds: number = ACCOUNT_LIMITS.accessTokenTtlSeconds,
) {
  const accessKey = derive(secret, "access-jwt");
  const codeKey = derive(secret, "registration-code");
  const csrfKey = derive(secret, "csrf-token");

  return {
    accessTtlSeconds,

    async signAccess(user: { id: number; role: UserRole }, familyId: string | null): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ token_type: "access", role: user.role, ...(familyId ? { fam: familyId } : {}) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(user.id))
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + accessTtlSeconds)
        .sign(accessKey);
    },

    /** The claims of a valid access token, or null (bad signature, other algorithm, expired, malformed). */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, accessKey, {
          algorithms: ["HS256"],
          requiredClaims: ["exp", "sub", "jti"],
        });
        const userId = Number(payload.sub);
        const role = payload.role as UserRole;
        if (payload.token_type !== "access" || !Number.isSafeInteger(userId) || !USER_ROLES.includes(role))
          return null;
        return {
          userId,
          role,
          familyId: typeof payload.fam === "string" ? payload.fam : null,
          jti: String(payload.jti),
          exp: payload.exp as number,
        };
      } catch {
        return null;
      }
    },

    /**
     * The CSRF token of a sign-in session (refresh-token family): the same for every token pair
     * of the session, unknown to anyone without AUTH_SECRET, so a csrftoken cookie set by someone
     * else (a sibling subdomain) is not this session's (docs/decisions/072).
     */
    csrfFor(familyId: string): string {
      return createHmac("sha256", csrfKey).update(`csrf:${familyId}`).digest("base64url");
    },

    /** A new opaque token (refresh or mailed link) and the hash that is stored. */
    newOpaque(): { token: string; hash: string } {
      const token = randomBytes(32).toString("base64url");
      return { token, hash: sha256(token) };
    },
    hashOpaque: (token: string) => sha256(token),

    newCode(): string {
      return String(randomInt(0, 1_000_000)).padStart(6, "0");
    },
    hashCode(userId: number, code: string): string {
      return createHmac("sha256", codeKey).update(`${userId}:${code}`).digest("base64url");
    },
    codeMatches(userId: number, code: string, hash: string): boolean {
      const a = Buffer.from(createHmac("sha256", codeKey).update(`${userId}:${code}`).digest("base64url"));
      const b = Buffer.from(hash);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
