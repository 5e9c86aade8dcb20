/**
 * Signed tokens of e-mail links (decision 048, then 053): a few ids and an HMAC of them with the
 * signing key and a purpose, so a link cannot be forged or reused for another purpose, and nothing
 * is stored. `1.2.<signature>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const sign = (secret: string, purpose: string, ids: number[]) =>
  createHmac("sha256", secret)
    .update(`${purpose}:${ids.join(".")}`)
    .digest("base64url")
    .slice(0, 32);

/** The token of these ids for this purpose. */
export const signedToken = (secret: string, purpose: string, ids: number[]): string =>
  `${ids.join(".")}.${sign(secret, purpose, ids)}`;

/** The ids of a token of this purpose with `count` ids; null when malformed or not signed by us. */
export function verifySignedToken(
  secret: string,
  purpose: string,
  token: string,
  count: number,
): number[] | null {
  const parts = token.split(".");
  if (parts.length !== count + 1 || !parts.slice(0, count).every((p) => /^\d{1,10}$/.test(p))) return null;
  const ids = parts.slice(0, count).map(Number);
  const given = Buffer.from(parts[count] ?? "");
  const expected = Buffer.from(sign(secret, purpose, ids));
  return given.length === expected.length && timingSafeEqual(given, expected) ? ids : null;
}
