/**
 * GET /api/ws/chat upgraded to a WebSocket (@fastify/websocket). The user is known before the
 * upgrade: the access token comes from `Authorization: Bearer`, the `token` query parameter, or
 * the accessToken cookie (then the Origin must be the site's own: src/api/http/origin.ts); otherwise
 * HTTP 401 and no socket (docs/chat-protocol.md, docs/decisions/016). A user with 10 sockets open,
 * or cooling down after a socket was closed for flooding, gets HTTP 429 (docs/decisions/023).
 */
import websocket from "@fastify/websocket";
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

  return async function register(app: FastifyInstance) {
    await app.register(websocket, {
      // Larger frames are refused by ws itself (1009); the hub closes with 4400 above 64 KiB.
      options: { maxPayload: CHAT_LIMITS.frameBytes * 2 },
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
