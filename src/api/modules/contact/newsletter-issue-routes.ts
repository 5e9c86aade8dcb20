/**
 * Newsletter issues in the console (issue 20, decision 050): write, change while a draft, preview,
 * send once. Admins and moderators; guests 401, other roles 403.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  newsletterIssue,
  newsletterIssueBody,
  newsletterIssueList,
  newsletterPreview,
  newsletterPreviewQuery,
} from "../../../common/api/newsletter-issues.ts";
import { detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, withRole } from "../../http/auth.ts";
import type { NewsletterIssueService } from "./newsletter-issue-service.ts";

const I = "/api/moderation/newsletter/issues";
const staff = withRole("moderator", "admin");
const tags = ["moderation"];

export const newsletterIssueRoutes =
  (issues: NewsletterIssueService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${I}/`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "Newsletter issues, newest first, with their audience and the count mailed",
          response: { 200: newsletterIssueList, ...workspaceErrors },
        },
      },
      async () => issues.list(),
    );
    app.post(
      `${I}/`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary:
            "Writes a newsletter issue (a draft): subject and Markdown body in English and French, topics",
          body: newsletterIssueBody,
          response: { 201: newsletterIssue, ...workspaceErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await issues.create(request.body, requireUser(request))),
    );
    app.get(
      `${I}/:id/`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "One newsletter issue",
          params: idParams,
          response: { 200: newsletterIssue, ...workspaceErrors },
        },
      },
      async (request) => issues.get(request.params.id),
    );
    app.put(
      `${I}/:id/`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "Changes a draft issue (409 once it is being sent or sent)",
          params: idParams,
          body: newsletterIssueBody,
          response: { 200: newsletterIssue, ...workspaceErrors },
        },
      },
      async (request) => issues.update(request.params.id, request.body),
    );
    app.get(
      `${I}/:id/preview/`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "The issue's mail as a subscriber of that language gets it (subject, HTML, text)",
          params: idParams,
          querystring: newsletterPreviewQuery,
          response: { 200: newsletterPreview, ...workspaceErrors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return issues.preview(request.params.id, request.query.language);
      },
    );
    app.post(
      `${I}/:id/send/`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary:
            "Sends the issue once, in batches by a job, to the confirmed subscribers of its topics in their language (409 when already sent)",
          params: idParams,
          response: { 202: newsletterIssue, ...workspaceErrors, 429: detailError },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await issues.send(request.params.id, requireUser(request))),
    );
  };
