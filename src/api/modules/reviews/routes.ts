/**
 * Verified reviews (issue 21, docs/decisions/056): the public list of a company's or a product's
 * visible reviews; an order's review for its buyer, its company and moderators; the buyer's one
 * review of a delivered order and the company's one answer (signed in, rate-limited); moderators
 * hide and show reviews again (guests 401, other roles 403).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  moderatedReview,
  moderatedReviewList,
  orderReview,
  reviewAnswerBody,
  reviewBody,
  reviewHideBody,
  reviewList,
  reviewListQuery,
  reviewModerationQuery,
} from "../../../common/api/reviews.ts";
import { badRequestError, detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, signedIn, withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { ReviewsService } from "./service.ts";

const R = "/api/reviews";
const M = "/api/moderation/reviews";
const staff = withRole("moderator", "admin");
const tags = ["reviews"];
const errors = { ...workspaceErrors, 429: detailError };

type App = Parameters<FastifyPluginAsyncZod>[0];

export const reviewsRoutes =
  (reviews: ReviewsService): FastifyPluginAsyncZod =>
  async (app) => {
    publicRoutes(app, reviews);
    moderationRoutes(app, reviews);
  };

function publicRoutes(app: App, reviews: ReviewsService) {
  app.get(
    `${R}/`,
    {
      schema: {
        tags,
        summary:
          "A company's (seller) or a product's (product) reviews that no moderator hid, newest first, 10 a page, with their count and average",
        querystring: reviewListQuery,
        response: { 200: reviewList, 400: badRequestError },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.get(
    `${R}/orders/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "An order's review and what the caller may do (write it: the buyer of a delivered order; answer it: the company); its buyer, its company and moderators",
        params: idParams,
        response: { 200: orderReview, ...errors },
      },
    },
    async (request) => reviews.ofOrder(requireUser(request), request.params.id),
  );

  app.post(
    `${R}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The buyer reviews its delivered order once (rating 1–5, text): a verified purchase of the company and of the order's product (rate-limited)",
        body: reviewBody,
        response: { 201: orderReview, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.create(requireUser(request), request.body)),
  );

  app.post(
    `${R}/:id/answer/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The reviewed company's owner answers a review, once (rate-limited)",
        params: idParams,
        body: reviewAnswerBody,
        response: { 200: moderatedReview, ...errors },
      },
    },
    async (request) =>
      reviews.answer(requireUser(request), request.params.id, request.body.answer, requestLocale(request)),
  );
}

function moderationRoutes(app: App, reviews: ReviewsService) {
  app.get(
    `${M}/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Every review for moderators (or only the shown or hidden, verified or unverified ones), newest first, with why each is not verified (order value, linked accounts)",
        querystring: reviewModerationQuery,
        response: { 200: moderatedReviewList, ...errors },
      },
    },
    async (request) => reviews.moderationList(request.query, requestLocale(request)),
  );

  app.post(
    `${M}/:id/hide/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Hides a review with a reason: no longer shown nor counted",
        params: idParams,
        body: reviewHideBody,
        response: { 200: moderatedReview, ...errors },
      },
    },
    async (request) =>
      reviews.hide(requireUser(request), request.params.id, request.body.reason, requestLocale(request)),
  );

  app.post(
    `${M}/:id/unhide/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Shows a hidden review again",
        params: idParams,
        response: { 200: moderatedReview, ...errors },
      },
    },
    async (request) => reviews.unhide(requireUser(request), request.params.id, requestLocale(request)),
  );
}
