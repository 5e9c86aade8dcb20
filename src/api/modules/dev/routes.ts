/**
 * The dev mailbox (mail "sent" without an SMTP server) for the /dev/mailbox page and for tests.
 * Registered only outside production: there these routes do not exist (404).
 */
import { count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { devMailDetail, devMailList, devMailParams, devMailQuery } from "../../../common/api/accounts.ts";
import { badRequestError, detailError } from "../../../common/api/shared.ts";
import type { Database } from "../../db/client.ts";
import { devMailbox } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { pageLinks } from "../../http/paging.ts";

const tags = ["dev"];

const summary = {
  id: devMailbox.id,
  to: devMailbox.toAddress,
  from: devMailbox.fromAddress,
  subject: devMailbox.subject,
  created_at: devMailbox.createdAt,
};

export const devRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
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
