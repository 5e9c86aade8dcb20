/**
 * The feedback form (POST /api/forms/feedback/, guests and users) and its console
 * (/api/moderation/feedback/…: admins and moderators; guests 401, other roles 403).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { detailMessage } from "../../../common/api/accounts.ts";
import {
  feedbackAnswerBody,
  feedbackBody,
  feedbackList,
  feedbackSchema,
  feedbackStatusQuery,
} from "../../../common/api/contact.ts";
import { badRequestError, detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { translate } from "../../../common/i18n/index.ts";
import { requireUser, withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { FeedbackService } from "./feedback-service.ts";

const M = "/api/moderation/feedback";
const staff = withRole("moderator", "admin");

export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/forms/feedback/",
      {
        schema: {
          tags: ["forms"],
          summary:
            "The feedback form: stored, mailed to the team; the sender's account linked when signed in (rate-limited per address, e-mail and user)",
          body: feedbackBody,
          response: { 202: detailMessage, 400: badRequestError, 429: detailError },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        await feedback.send(request.body, request.ip, request.user ?? null, locale);
        return reply.status(202).send({ detail: translate(locale, "feedback.sent") });
      },
    );

    app.get(
      `${M}/`,
      {
        onRequest: staff,
        schema: {
          tags: ["moderation"],
          summary:
            "Feedback messages, newest first (status new, answered or all), with the counts per status",
          querystring: feedbackStatusQuery,
          response: { 200: feedbackList, ...workspaceErrors },
        },
      },
      async (request) => feedback.list(request.query.status),
    );

    app.get(
      `${M}/:id/`,
      {
        onRequest: staff,
        schema: {
          tags: ["moderation"],
          summary: "One feedback message with its answer",
          params: idParams,
          response: { 200: feedbackSchema, ...workspaceErrors },
        },
      },
      async (request) => feedback.get(request.params.id),
    );

    app.post(
      `${M}/:id/answer/`,
      {
        onRequest: staff,
        schema: {
          tags: ["moderation"],
          summary:
            "Answers a feedback message: mailed to its sender in their language; who and when recorded",
          params: idParams,
          body: feedbackAnswerBody,
          response: { 200: feedbackSchema, ...workspaceErrors },
        },
      },
      async (request) => feedback.answer(request.params.id, request.body.answer, requireUser(request)),
    );
  };
