/**
 * The moderator console's calls (issue 6): /api/moderation/… for admins and moderators only
 * (guests 401, other roles 403, checked before the input). Decisions are all or nothing; a
 * subject with nothing waiting is a 409 naming it. Contracts: src/common/api/moderation.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  approveProductsBody,
  changeDecisionSchema,
  decisionsQuery,
  decisionsSchema,
  moderationIdParams,
  productDecisionSchema,
  productReviewSchema,
  queueQuery,
  queueSchema,
  rejectBody,
  rejectProductsBody,
  sellerChangeReviewSchema,
  serviceDecisionSchema,
  serviceReviewSchema,
} from "../../../common/api/moderation.ts";
import { workspaceErrors } from "../../../common/api/shared.ts";
import { requireRole, withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { DECISIONS_PAGE_SIZE, type ModerationService, QUEUE_PAGE_SIZE } from "./service.ts";

const tags = ["moderation"];
const B = "/api/moderation";
const errors = workspaceErrors;
const staff = withRole("moderator", "admin");

/** The signed-in moderator or admin of a request. */
const moderator = (request: Parameters<typeof requireRole>[0]) => requireRole(request, "moderator", "admin");

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The queue, and the review and decisions of products. */
function productRoutes(app: App, moderation: ModerationService) {
  app.get(
    `${B}/queue/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "What waits for a moderator, oldest first, with its age against the promised 24 hours",
        querystring: queueQuery,
        response: { 200: queueSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, page } = request.query;
      const out = await moderation.queue(kind, page);
      return { ...out, ...pageLinks(request, page, QUEUE_PAGE_SIZE, out.count) };
    },
  );

  app.get(
    `${B}/products/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A product side by side: the approved (public) values and the proposed ones",
        params: moderationIdParams,
        response: { 200: productReviewSchema, ...errors },
      },
    },
    async (request) => moderation.productReview(request.params.id, requestLocale(request)),
  );

  app.post(
    `${B}/products/approve/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Approves products (new listings or pending changes): all or nothing",
        body: approveProductsBody,
        response: { 200: productDecisionSchema, ...errors },
      },
    },
    async (request) => ({
      results: await moderation.approveProducts(moderator(request).id, request.body.ids),
    }),
  );

  app.post(
    `${B}/products/reject/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Rejects products with a reason the seller sees: all or nothing",
        body: rejectProductsBody,
        response: { 200: productDecisionSchema, ...errors },
      },
    },
    async (request) => ({
      results: await moderation.rejectProducts(moderator(request).id, request.body.ids, request.body.reason),
    }),
  );
}

/** The review and decisions of services. */
function serviceRoutes(app: App, moderation: ModerationService) {
  app.get(
    `${B}/services/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A service side by side: the approved (public) values and the proposed ones",
        params: moderationIdParams,
        response: { 200: serviceReviewSchema, ...errors },
      },
    },
    async (request) => moderation.serviceReview(request.params.id, requestLocale(request)),
  );

  app.post(
    `${B}/services/approve/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Approves services (new or pending changes): all or nothing",
        body: approveProductsBody,
        response: { 200: serviceDecisionSchema, ...errors },
      },
    },
    async (request) => ({
      results: await moderation.approveServices(moderator(request).id, request.body.ids),
    }),
  );

  app.post(
    `${B}/services/reject/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Rejects services with a reason the seller sees: all or nothing",
        body: rejectProductsBody,
        response: { 200: serviceDecisionSchema, ...errors },
      },
    },
    async (request) => ({
      results: await moderation.rejectServices(moderator(request).id, request.body.ids, request.body.reason),
    }),
  );
}

/** The review and decisions of company changes, and the audit log. */
function companyRoutes(app: App, moderation: ModerationService) {
  app.get(
    `${B}/seller-changes/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A company change side by side: the public values and the proposed ones",
        params: moderationIdParams,
        response: { 200: sellerChangeReviewSchema, ...errors },
      },
    },
    async (request) => moderation.sellerChangeReview(request.params.id, requestLocale(request)),
  );

  app.post(
    `${B}/seller-changes/:id/approve/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Applies a company change to the public profile",
        params: moderationIdParams,
        response: { 200: changeDecisionSchema, ...errors },
      },
    },
    async (request) => moderation.approveSellerChange(moderator(request).id, request.params.id),
  );

  app.post(
    `${B}/seller-changes/:id/reject/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Drops a company change; the seller sees the reason",
        params: moderationIdParams,
        body: rejectBody,
        response: { 200: changeDecisionSchema, ...errors },
      },
    },
    async (request) =>
      moderation.rejectSellerChange(moderator(request).id, request.params.id, request.body.reason),
  );

  app.get(
    `${B}/decisions/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The audit log: who decided what, when, and why (newest first)",
        querystring: decisionsQuery,
        response: { 200: decisionsSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, page } = request.query;
      const out = await moderation.decisions(kind, page, requestLocale(request));
      return { ...out, ...pageLinks(request, page, DECISIONS_PAGE_SIZE, out.count) };
    },
  );
}

export const moderationRoutes =
  (moderation: ModerationService): FastifyPluginAsyncZod =>
  async (app) => {
    productRoutes(app, moderation);
    serviceRoutes(app, moderation);
    companyRoutes(app, moderation);
  };
