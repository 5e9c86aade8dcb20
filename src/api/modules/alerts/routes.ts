/**
 * Saved searches and alerts (issue 22, decision 053): the signed-in user's own list (another
 * user's id is a 404; guests 401), the Telegram chat of the digest, and the digest's unsubscribe
 * link (GET tells what it unsubscribes from; POST pauses it in one click, also as mail clients post
 * `List-Unsubscribe=One-Click`, RFC 8058).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { detailMessage } from "../../../common/api/accounts.ts";
import {
  alertCreateBody,
  alertList,
  alertPatchBody,
  alertSchema,
  alertSettingsBody,
  alertTokenQuery,
  alertUnsubscribeInfo,
} from "../../../common/api/alerts.ts";
import { badRequestError, detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { translate } from "../../../common/i18n/index.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { AlertsService } from "./service.ts";

const tags = ["alerts"];
const A = "/api/alerts";
const errors = { ...workspaceErrors, 429: detailError };
const linkErrors = { 400: badRequestError, 404: detailError };

export const alertsRoutes =
  (alerts: AlertsService): FastifyPluginAsyncZod =>
  async (app) => {
    // One-click unsubscribe from mail clients posts a form body (this plugin's routes only).
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      `${A}/`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: "The user's saved searches and alerts, newest first, each with its latest matches",
          response: { 200: alertList, ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return alerts.list(requireUser(request).id);
      },
    );

    app.post(
      `${A}/`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary:
            "Saves a catalogue search (the query of GET /api/search/products/; new matching listings are alerted, a text naming a miner model matches that model only), a price drop below a price for a miner model, or a halving reminder; 50 per user. A search or a price drop is sent instantly (default) or in the daily digest, by e-mail and/or Telegram",
          body: alertCreateBody,
          response: { 201: alertSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await alerts.create(requireUser(request).id, request.body, requestLocale(request));
        return reply.status(201).send(created);
      },
    );

    app.put(
      `${A}/settings/`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary:
            "The Telegram chat that receives the alerts using Telegram, instant or digest (empty or null: e-mail only)",
          body: alertSettingsBody,
          response: { 200: alertList, ...errors },
        },
      },
      async (request) => alerts.setTelegram(requireUser(request).id, request.body.telegram_chat_id),
    );

    app.get(
      `${A}/unsubscribe/`,
      {
        schema: {
          tags,
          summary: "What a digest's unsubscribe link stops (one alert, or all); nothing changes",
          querystring: alertTokenQuery,
          response: { 200: alertUnsubscribeInfo, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return alerts.unsubscribeInfo(request.query.token);
      },
    );

    app.post(
      `${A}/unsubscribe/`,
      {
        schema: {
          tags,
          summary:
            "Unsubscribes in one click: pauses the alert of the signed token (or every alert of its user); the List-Unsubscribe URL of the digest",
          querystring: alertTokenQuery,
          response: { 200: detailMessage, ...linkErrors },
        },
      },
      async (request) => {
        await alerts.unsubscribe(request.query.token);
        return { detail: translate(requestLocale(request), "alerts.unsubscribed") };
      },
    );

    app.get(
      `${A}/:id/`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: "One of the user's alerts",
          params: idParams,
          response: { 200: alertSchema, ...errors },
        },
      },
      async (request) => alerts.get(requireUser(request).id, request.params.id),
    );

    app.patch(
      `${A}/:id/`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary:
            "Renames, pauses or resumes an alert, changes a price drop's price, or its delivery and channels",
          params: idParams,
          body: alertPatchBody,
          response: { 200: alertSchema, ...errors },
        },
      },
      async (request) => alerts.update(requireUser(request).id, request.params.id, request.body),
    );

    app.delete(
      `${A}/:id/`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: "Deletes an alert",
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await alerts.remove(requireUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
