/**
 * The newsletter's calls (issue 20): subscribe (double opt-in), confirm (GET shows, POST confirms),
 * unsubscribe in one click (the List-Unsubscribe URL: mail clients POST `List-Unsubscribe=One-Click`
 * as a form, RFC 8058), preferences by signed token; counts and the CSV export for moderators
 * (admins and moderators; guests 401, other roles 403).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { detailMessage } from "../../../common/api/accounts.ts";
import {
  newsletterPreferencesBody,
  newsletterStats,
  newsletterSubscribeBody,
  newsletterSubscription,
  newsletterTokenBody,
  newsletterTokenQuery,
  newsletterUnsubscribeQuery,
} from "../../../common/api/contact.ts";
import { badRequestError, detailError, workspaceErrors } from "../../../common/api/shared.ts";
import { translate } from "../../../common/i18n/index.ts";
import { withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { NewsletterService } from "./newsletter-service.ts";

const tags = ["newsletter"];
const N = "/api/newsletter";
const staff = withRole("moderator", "admin");
const linkErrors = { 400: badRequestError, 404: detailError };
const csvFile = z.any().describe("text/csv: email, topics, language, confirmed_at");

export const newsletterRoutes =
  (newsletter: NewsletterService): FastifyPluginAsyncZod =>
  async (app) => {
    // One-click unsubscribe from mail clients posts a form body (this plugin's routes only).
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post(
      `${N}/subscribe/`,
      {
        schema: {
          tags,
          summary:
            "Subscribes an address (topics, language): mails it a confirmation link; the same answer whatever the address's state",
          body: newsletterSubscribeBody,
          response: { 202: detailMessage, 400: badRequestError, 429: detailError },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        await newsletter.subscribe(request.body, request.ip, locale);
        return reply.status(202).send({ detail: translate(locale, "newsletter.sent") });
      },
    );

    app.get(
      `${N}/confirm/`,
      {
        schema: {
          tags,
          summary: "What a confirmation link subscribes (nothing changes); 404 once used or expired",
          querystring: newsletterTokenQuery,
          response: { 200: newsletterSubscription, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return newsletter.confirmInfo(request.query.token);
      },
    );

    app.post(
      `${N}/confirm/`,
      {
        schema: {
          tags,
          summary: "Confirms a subscription (the token is spent) and sends the welcome newsletter mail",
          body: newsletterTokenBody,
          response: { 200: newsletterSubscription, ...linkErrors },
        },
      },
      async (request) => newsletter.confirm(request.body.token),
    );

    app.post(
      `${N}/unsubscribe/`,
      {
        schema: {
          tags,
          summary:
            "Unsubscribes in one click: the signed token of a newsletter mail in the query (the List-Unsubscribe URL; mail clients post the form body List-Unsubscribe=One-Click, not read)",
          querystring: newsletterUnsubscribeQuery,
          response: { 200: detailMessage, ...linkErrors },
        },
      },
      async (request) => {
        await newsletter.unsubscribe(request.query.token);
        return { detail: translate(requestLocale(request), "newsletter.unsubscribed") };
      },
    );

    app.get(
      `${N}/preferences/`,
      {
        schema: {
          tags,
          summary: "A subscriber's topics and language, by the signed token of their newsletter mail",
          querystring: newsletterTokenQuery,
          response: { 200: newsletterSubscription, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return newsletter.preferences(request.query.token);
      },
    );

    app.put(
      `${N}/preferences/`,
      {
        schema: {
          tags,
          summary: "Changes a subscriber's topics and language",
          body: newsletterPreferencesBody,
          response: { 200: newsletterSubscription, ...linkErrors },
        },
      },
      async (request) => newsletter.updatePreferences(request.body),
    );

    app.get(
      "/api/moderation/newsletter/",
      {
        onRequest: staff,
        schema: {
          tags: ["moderation"],
          summary: "Subscriber counts: confirmed, pending, unsubscribed; confirmed per topic and language",
          response: { 200: newsletterStats, ...workspaceErrors },
        },
      },
      async () => newsletter.stats(),
    );

    app.get(
      "/api/moderation/newsletter/export/",
      {
        onRequest: staff,
        schema: {
          tags: ["moderation"],
          summary: "The confirmed subscribers as CSV (email, topics, language, confirmed_at)",
          response: { 200: csvFile, ...workspaceErrors },
        },
      },
      async (_request, reply) => {
        const csv = await newsletter.exportCsv();
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="newsletter-subscribers-${day}.csv"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );
  };
