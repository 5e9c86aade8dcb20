/**
 * The dev mailbox (mail "sent" without an SMTP server) for the /dev/mailbox page and for tests.
 * Registered only when the dev mailbox is on (`npm run dev`, the tests, or DEV_MAILBOX=1 on purpose),
 * and even then it answers only this machine: a client whose address is not a loopback one, or any
 * client when the server trusts a proxy's forwarded address (which a client can write), gets the
 * same 404 as when the routes do not exist. The mail holds sign-up codes and password-reset links.
 */
import { count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { devMailDetail, devMailList, devMailParams, devMailQuery } from "../../../common/api/accounts.ts";
import { badRequestError, detailError } from "../../../common/api/shared.ts";
import type { Database } from "../../db/client.ts";
import { devMailbox } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { pageLinks } from "../../http/paging.ts";
import type { AppSettings } from "../../settings.ts";

const tags = ["dev"];

const summary = {
  id: devMailbox.id,
  to: devMailbox.toAddress,
  from: devMailbox.fromAddress,
  subject: devMailbox.subject,
  created_at: devMailbox.createdAt,
};

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export const devRoutes =
  (database: Database, settings: Pick<AppSettings, "trustProxy">): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", async (request) => {
      if (settings.trustProxy !== false || !isLoopbackAddress(request.ip)) throw notFound();
    });

    app.get(
      "/api/dev/mailbox/",
      {
        schema: {
          tags,
          summary: "Mail kept by the dev mailbox, newest first (not in production)",
          querystring: devMailQuery,
          response: { 200: devMailList, 400: badRequestError },
        },
      },
      async (request) => {
        const { page, page_size, to } = request.query;
        const where = to ? eq(devMailbox.toAddress, to) : undefined;
        const [rows, [total]] = await Promise.all([
          database.db
            .select(summary)
            .from(devMailbox)
            .where(where)
            .orderBy(desc(devMailbox.id))
            .limit(page_size)
            .offset((page - 1) * page_size),
          database.db.select({ n: count() }).from(devMailbox).where(where),
        ]);
        const n = total?.n ?? 0;
        return {
          count: n,
          ...pageLinks(request, page, page_size, n),
          results: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        };
      },
    );

    app.get(
      "/api/dev/mailbox/:id",
      {
        schema: {
          tags,
          summary: "One mail of the dev mailbox with its text and HTML (not in production)",
          params: devMailParams,
          response: { 200: devMailDetail, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => {
        const [row] = await database.db
          .select({ ...summary, text: devMailbox.text, html: devMailbox.html })
          .from(devMailbox)
          .where(eq(devMailbox.id, request.params.id));
        if (!row) throw notFound();
        return { ...row, created_at: row.created_at.toISOString() };
      },
    );
  };
