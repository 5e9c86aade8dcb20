/**
 * Account signals (issue 31, docs/decisions/069): what links two accounts, so that a seller's
 * second account cannot give its company "verified purchase" reviews. Recorded where the events
 * happen, by hooks on the answers (no module calls up the stack): a session that starts (sign-in,
 * the sign-up's code, Google, a refreshed session) and every order step (request, quote, accept,
 * pay, ship, deliver…) record the caller's device (the `deviceId` cookie) and IP address.
 *
 * Only keyed hashes are stored (HMAC-SHA256 with the app's secret): nobody reads an address back,
 * and the same value gives the same hash, which is all a comparison needs. Loopback and private
 * addresses (a proxy without TRUST_PROXY, the web app's own calls in development) are no signal: they
 * would link every account.
 */
import { createHmac } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { randomHexId } from "../../../common/api/accounts.ts";
import { AUTH_COOKIES, DEVICE_COOKIE_MAX_AGE } from "../../../common/constants.ts";
import type { Database } from "../../db/client.ts";
import { deleteStaleSignals, type StoredSignal, upsertSignals } from "./queries.ts";

/** How long a signal is kept after it was last seen (the privacy policy says 12 months). */
export const SIGNAL_KEEP_MONTHS = 12;

/** The hourly housekeeping: signals not seen for SIGNAL_KEEP_MONTHS go. */
export const pruneSignals = (database: Database) => deleteStaleSignals(database, SIGNAL_KEEP_MONTHS);

export interface SignalDeps {
  database: Database;
  /** The key of the hashes (the app's secret). */
  secret: string;
  verifyAccess(token: string): Promise<{ userId: number } | null>;
  secureCookies: boolean;
  log: { error(obj: unknown, msg: string): void };
}

/** The answers that start a session: the token pair they carry names the account. */
const SESSION_ROUTES = new Set([
  "/api/accounts/get-token-pair/",
  "/api/accounts/registration-code/verify/",
  "/api/accounts/google/",
  "/api/accounts/refresh-token/",
]);
/** Order steps: every state-changing call under this prefix, by the signed-in caller. */
const ORDER_STEPS = "/api/orders/";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const DEVICE_ID = /^[0-9a-f]{32}$/;

const NOT_A_SIGNAL = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
  ] as const)
    list.addSubnet(net, bits, "ipv4");
  for (const [net, bits] of [
    ["::", 127],
    ["fc00::", 7],
    ["fe80::", 10],
  ] as const)
    list.addSubnet(net, bits, "ipv6");
  return list;
})();

/** The address as a signal, or null for loopback, private and unparsable ones. */
export function publicAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(v4);
  if (family === 0) return null;
  return NOT_A_SIGNAL.check(v4, family === 4 ? "ipv4" : "ipv6") ? null : v4.toLowerCase();
}

export const signalHash = (secret: string, kind: string, value: string) =>
  createHmac("sha256", secret).update(`${kind}:${value}`).digest("base64url");

/** The device id the browser presented (the cookie), if well-formed. */
function deviceOf(request: FastifyRequest): string | null {
  const id = request.cookies?.[AUTH_COOKIES.device];
  return id && DEVICE_ID.test(id) ? id : null;
}

/** The device and the address of a call, hashed. */
export function signalsOf(secret: string, request: FastifyRequest): StoredSignal[] {
  const device = deviceOf(request);
  const ip = publicAddress(request.ip);
  return [
    ...(device ? [{ kind: "device" as const, hash: signalHash(secret, "device", device) }] : []),
    ...(ip ? [{ kind: "ip" as const, hash: signalHash(secret, "ip", ip) }] : []),
  ];
}

/** Whose call this was: the signed-in caller of an order step, the account of a new session; else null. */
async function accountOf(deps: SignalDeps, request: FastifyRequest, payload: unknown) {
  const route = request.routeOptions.url ?? "";
  if (SESSION_ROUTES.has(route)) {
    const access = (payload as { access?: unknown } | null)?.access;
    return typeof access === "string" ? ((await deps.verifyAccess(access))?.userId ?? null) : null;
  }
  if (route.startsWith(ORDER_STEPS) && UNSAFE.has(request.method)) return request.user?.id ?? null;
  return null;
}

/**
 * The hook (registered once, beside the auth): after a successful session start or order step,
 * records the caller's signals; a browser without a device id gets one with its new session. A
 * failure to record is logged and never fails the call.
 */
export function registerSignalHooks(app: FastifyInstance, deps: SignalDeps) {
  app.addHook("preSerialization", async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !request.url.startsWith("/api/")) return payload;
    try {
      const userId = await accountOf(deps, request, payload);
      if (userId === null) return payload;
      if (!deviceOf(request) && SESSION_ROUTES.has(request.routeOptions.url ?? "")) {
        reply.setCookie(AUTH_COOKIES.device, randomHexId(16), {
          path: "/",
          maxAge: DEVICE_COOKIE_MAX_AGE,
          httpOnly: true,
          sameSite: "lax",
          secure: deps.secureCookies,
        });
      }
      await upsertSignals(deps.database, userId, signalsOf(deps.secret, request));
    } catch (err) {
      deps.log.error({ err }, "account signals not recorded");
    }
    return payload;
  });
}
