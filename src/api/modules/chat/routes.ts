/**
 * GET /api/ws/chat upgraded to a WebSocket (@fastify/websocket). The user is known before the
 * upgrade: the access token comes from `Authorization: Bearer`, the `token` query parameter, or
 * the accessToken cookie (then the Origin must be the site's own: src/api/http/origin.ts); otherwise
 * HTTP 401 and no socket (docs/chat-protocol.md, docs/decisions/016). A user with 10 sockets open,
 * or cooling down after a socket was closed for flooding, gets HTTP 429 (docs/decisions/023).
 */
import websocket, { type WebSocket } from "@fastify/websocket";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_COOKIES } from "../../../common/api/accounts.ts";
import { CHAT_LIMITS, CHAT_WS_PATH } from "../../../common/api/chat.ts";
import { translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { requestLocale } from "../../http/locale.ts";
import { isOwnOrigin } from "../../http/origin.ts";
import type { AppSettings } from "../../settings.ts";
import type { AccountsService } from "../accounts/service.ts";
import type { Tokens } from "../accounts/tokens.ts";
import type { ChatHub, ChatUserSession } from "./hub.ts";

export interface ChatRouteDeps {
  database: Database;
  settings: AppSettings;
  tokens: Tokens;
  accounts: AccountsService;
  hub: ChatHub;
}

function tokenOf(request: FastifyRequest, siteOrigin: string): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof query === "string" && query) return query;
  const cookie = request.cookies?.[AUTH_COOKIES.access];
  // A browser sends cookies with a cross-site WebSocket too: only the site's own pages may use them
  // (at PUBLIC_URL or at whatever name the browser reached this server by).
  if (cookie && isOwnOrigin(request, request.headers.origin, siteOrigin)) return cookie;
  return null;
}

/** Socket errors caused by the client: a connection it cut, a frame it broke. */
const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ETIMEDOUT"]);

/**
 * Who caused an error of an open chat socket: the client (a frame over the size limit, invalid
 * UTF-8, a frame breaking the protocol — ws's `WS_ERR_*` codes, after which ws closes with the
 * matching code itself — or a connection cut) or the server.
 */
export function socketErrorCause(err: unknown): "client-frame" | "client-gone" | "server" {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return "server";
  if (code.startsWith("WS_ERR_")) return "client-frame";
  return CLIENT_GONE.has(code) ? "client-gone" : "server";
}

export function chatRoutes(deps: ChatRouteDeps) {
  const siteOrigin = new URL(deps.settings.publicUrl).origin;
  const sessions = new WeakMap<FastifyRequest, ChatUserSession>();

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const refuse = () =>
      reply
        .code(401)
        .header("cache-control", "no-store")
        .send({ detail: translate(requestLocale(request), "chat.error.unauthorized") });
    const token = tokenOf(request, siteOrigin);
    if (!token) return refuse();
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims) return refuse();
    // One socket too many, or a user cooling down after a flood: refused before any query.
    const busy = deps.hub.refusal(claims.userId);
    if (busy)
      return reply
        .code(429)
        .header("retry-after", String(busy.seconds))
        .header("cache-control", "no-store")
        .send({ detail: translate(requestLocale(request), busy.key, { seconds: busy.seconds }) });
    const user = await deps.accounts.loadAuthUser(claims.userId, claims.familyId);
    if (!user) return refuse();
    const [seller] = await deps.database.rows<{ id: number }>(
      sql`select id from sellers where owner_user_id = ${user.id}`,
    );
    sessions.set(request, {
      id: user.id,
      role: user.role,
      locale: user.locale,
      sellerId: seller?.id ?? null,
      familyId: claims.familyId,
      exp: claims.exp,
    });
  }

  /**
   * An error of an open socket, logged by its cause (issue 31): what a client does (an oversized or
   * broken frame, a cut connection) is a warning or a note without a stack, one line per socket;
   * only the server's own faults are errors. A broken frame is closed by ws with its code (1009
   * for a frame over maxPayload, 1007 for invalid UTF-8, 1002 for the protocol): the close frame
   * goes out rather than the socket being cut.
   */
  function onSocketError(this: FastifyInstance, err: Error, socket: WebSocket, request: FastifyRequest) {
    const cause = socketErrorCause(err);
    const userId = sessions.get(request)?.id;
    const code = (err as { code?: string }).code;
    if (cause === "client-frame") {
      request.log.warn(
        { userId, code, reason: err.message },
        "chat socket closed: the client sent a bad frame",
      );
      return;
    }
    if (cause === "client-gone") request.log.info({ userId, code }, "chat socket cut by the client");
    else request.log.error({ err, userId }, "chat socket failed");
    socket.terminate();
  }

  return async function register(app: FastifyInstance) {
    await app.register(websocket, {
      // Larger frames are refused by ws itself (1009); the hub closes with 4400 above 64 KiB.
      options: { maxPayload: CHAT_LIMITS.frameBytes * 2 },
      errorHandler: onSocketError,
    });
    app.get(
      CHAT_WS_PATH,
      { websocket: true, preValidation: authenticate, schema: { hide: true } },
      (socket, request) => {
        const user = sessions.get(request);
        if (!user) {
          socket.close(4401, "unauthorized");
          return;
        }
        deps.hub.attach(socket, user);
      },
    );
  };
}
