/**
 * Advertising banners (issue 19): the public draw of a placement and the click route, the
 * moderators' calls (/api/moderation/advertising-banners/…: admins and moderators only, guests
 * 401, other roles 403, checked before the input), and the /advertisment request form.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { detailMessage } from "../../../common/api/accounts.ts";
import {
  AD_LIMITS,
  adBannerList,
  adBannersQuery,
  adClickParams,
  adClickQuery,
  adImageQuery,
  adminAdBannerList,
  adminAdBannerSchema,
  adRequestBody,
  adStatsQuery,
  adStatsSchema,
  createAdBannerBody,
  updateAdBannerBody,
} from "../../../common/api/banners.ts";
import { badRequestError, detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { translate } from "../../../common/i18n/index.ts";
import { withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { RouteApp } from "../../http/plugin.ts";
import { requireUpload } from "../../http/upload.ts";
import { countsAsView } from "../catalog/public.ts";
import type { AdsService } from "./ads-service.ts";

const tags = ["banners"];
const M = "/api/moderation/advertising-banners";
const staff = withRole("moderator", "admin");
const errors = workspaceErrors;

export const adsRoutes =
  (ads: AdsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: AD_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    registerPublicRoutes(app, ads);
    registerModeratorRoutes(app, ads);
    registerImageRoutes(app, ads);
    registerRequestRoute(app, ads);
  };

/** What pages show: a placement's banners drawn by weight, and the click that counts. */
function registerPublicRoutes(app: RouteApp, ads: AdsService) {
  const drawn = new WeakMap<object, number[]>();
  app.get(
    "/api/blog/advertising-banners/",
    {
      schema: {
        tags,
        summary:
          "Advertising banners live now, in the caller's language. With `placement`: that placement's, drawn by weight (the first is banner i with probability weight_i / Σ weights; `limit`, default 1), each answer counting as a display of its banners. Without: every live banner grouped by placement (landing, marketplace, catalogue, article), the heaviest first in each (at most `limit` each when given), not counted as displayed",
        querystring: adBannersQuery,
        response: { 200: adBannerList, 400: badRequestError },
      },
      onResponse: async (request, reply) => {
        const ids = drawn.get(request);
        if (ids && reply.statusCode === 200) ads.shown(ids);
      },
    },
    async (request, reply) => {
      const { placement, limit } = request.query;
      // Another draw at every call: nothing in between may keep this one.
      reply.header("cache-control", "no-store");
      // The bare call lists what is live: no page showed these banners, so no display is counted.
      if (placement === undefined) return ads.live(requestLocale(request), limit);
      const list = await ads.draw(placement, requestLocale(request), limit ?? 1);
      if (countsAsView(request.headers))
        drawn.set(
          request,
          list.map((b) => b.id),
        );
      return list;
    },
  );

  app.get(
    "/api/blog/advertising-banners/:id/click/",
    {
      schema: {
        tags,
        summary:
          "A click on a banner: counted (not for crawlers or prefetches), then redirected (302) to its page",
        params: adClickParams,
        querystring: adClickQuery,
        response: { 302: z.null(), 400: badRequestError, 404: detailError },
      },
    },
    async (request, reply) => {
      const target = await ads.clickTarget(request.params.id, request.query.lang);
      if (target === null)
        return reply.status(404).send({ detail: translate(requestLocale(request), "error.notFound") });
      if (countsAsView(request.headers)) ads.clicked(request.params.id);
      reply.header("cache-control", "no-store");
      return reply.redirect(target, 302);
    },
  );
}

/** The moderators' list, creation, changes (schedule, activation, weight), deletion and statistics. */
function registerModeratorRoutes(app: RouteApp, ads: AdsService) {
  app.get(
    `${M}/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Every advertising banner (newest first, at most 500) with its displays and clicks",
        response: { 200: adminAdBannerList, ...errors },
      },
    },
    async () => ads.list(),
  );
  app.post(
    `${M}/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Creates an advertising banner (it shows once its English image is uploaded)",
        body: createAdBannerBody,
        response: { 201: adminAdBannerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await ads.create(request.body)),
  );
  app.get(
    `${M}/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "One advertising banner",
        params: idParams,
        response: { 200: adminAdBannerSchema, ...errors },
      },
    },
    async (request) => ads.get(request.params.id),
  );
  app.patch(
    `${M}/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Changes an advertising banner: the fields sent (schedule, activation, weight, placement, titles, link)",
        params: idParams,
        body: updateAdBannerBody,
        response: { 200: adminAdBannerSchema, ...errors },
      },
    },
    async (request) => ads.update(request.params.id, request.body),
  );
  app.delete(
    `${M}/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Deletes an advertising banner, its images and statistics",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ads.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${M}/:id/stats/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Displays and clicks of a banner per day (UTC) over the last `days`, with its totals",
        params: idParams,
        querystring: adStatsQuery,
        response: { 200: adStatsSchema, ...errors },
      },
    },
    async (request) => ads.stats(request.params.id, request.query.days),
  );
}

function registerImageRoutes(app: RouteApp, ads: AdsService) {
  app.post(
    `${M}/:id/image/`,
    {
      onRequest: staff,
      bodyLimit: AD_LIMITS.imageMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Uploads a banner's image for one language (multipart field `image`: JPEG, PNG or WebP up to 10 MB), re-encoded to webp 1x/2x",
        params: idParams,
        querystring: adImageQuery,
        response: { 200: adminAdBannerSchema, ...errors, 413: detailError },
      },
    },
    async (request) => {
      const image = await requireUpload(request, {
        field: "image",
        maxBytes: AD_LIMITS.imageMaxBytes,
        tooLarge: "ads.error.imageTooLarge",
      });
      return ads.putImage(request.params.id, request.query.lang, image);
    },
  );
}

function registerRequestRoute(app: RouteApp, ads: AdsService) {
  app.post(
    "/api/forms/advertising/",
    {
      schema: {
        tags: ["forms"],
        summary: "The advertising request form of /advertisment: mailed to the advertising team",
        body: adRequestBody,
        response: { 202: detailMessage, 400: badRequestError, 429: detailError },
      },
    },
    async (request, reply) => {
      await ads.request(request.body, request.ip, request.user);
      return reply.status(202).send({ detail: translate(requestLocale(request), "ads.form.sent") });
    },
  );
}
