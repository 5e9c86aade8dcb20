/**
 * The directory's calls (issue 20, decision 050): public lists (pools, exchangers, firmware pages
 * and the product page's firmware link), a signed-in user's pool rating, and the console's calls
 * (entries and the ratings queue: admins and moderators; guests 401, other roles 403).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { firmwareBrandParams, firmwareModelParams } from "../../../common/api/directory.ts";
import { endpoints } from "../../../common/api/endpoints.ts";
import { badRequestError, detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { DirectoryService } from "./service.ts";

const D = "/api/directory";
const M = "/api/moderation/directory";
const staff = withRole("moderator", "admin");
const tags = ["directory"];
const publicErrors = { 400: badRequestError, 404: detailError };
/** The calls' schemas, from the contract the web app's client uses (src/common/api/endpoints.ts). */
const c = endpoints;

const publicRoutes =
  (directory: DirectoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${D}/pools/`,
      {
        schema: {
          tags,
          summary:
            "Mining pools with fee, payout schemes, minimum payout, coins, share of network (dated), regions, servers and approved ratings; filters coin, scheme, region; sorts",
          querystring: c["directory.pools"].query,
          response: { 200: c["directory.pools"].response, 400: badRequestError },
        },
      },
      async (request, reply) => {
        // The visitor's own rating is in the answer: not shared between visitors.
        reply.header("cache-control", "private, no-cache");
        return directory.pools(request.query, requestLocale(request), request.user ?? null);
      },
    );

    app.put(
      `${D}/pools/:id/rating/`,
      {
        schema: {
          tags,
          summary:
            "Rates a pool (1–5, short review): one per user and pool, a new one replaces it; pending until a moderator approves it (rate-limited)",
          params: idParams,
          body: c["directory.rate"].body,
          response: { 200: c["directory.rate"].response, ...workspaceErrors, 429: detailError },
        },
      },
      async (request) => directory.rate(request.params.id, request.body, requireUser(request)),
    );

    app.get(
      `${D}/exchangers/`,
      {
        schema: {
          tags,
          summary: "Exchanges and OTC desks useful to miners; filters type, fiat, region",
          querystring: c["directory.exchangers"].query,
          response: { 200: c["directory.exchangers"].response, 400: badRequestError },
        },
      },
      async (request) => directory.exchangers(request.query, requestLocale(request)),
    );

    app.get(
      `${D}/firmware/:brand/`,
      {
        schema: {
          tags,
          summary: "A brand's firmware and toolkit links (404 when it has none)",
          params: firmwareBrandParams,
          response: { 200: c["directory.firmwareBrand"].response, ...publicErrors },
        },
      },
      async (request) => directory.firmwarePage(request.params.brand, null, requestLocale(request)),
    );

    app.get(
      `${D}/firmware/:brand/:model/`,
      {
        schema: {
          tags,
          summary: "A model's firmware and toolkit links with its brand's (404 when the model has none)",
          params: firmwareModelParams,
          response: { 200: c["directory.firmwareModel"].response, ...publicErrors },
        },
      },
      async (request) =>
        directory.firmwarePage(request.params.brand, request.params.model, requestLocale(request)),
    );

    app.get(
      `${D}/firmware-link/`,
      {
        schema: {
          tags,
          summary: "The firmware page of a product's model or brand, when one exists (slugs, else null)",
          querystring: c["directory.firmwareLink"].query,
          response: { 200: c["directory.firmwareLink"].response, 400: badRequestError },
        },
      },
      async (request) => directory.firmwareLink(request.query.brand_id, request.query.model_id ?? null),
    );
  };

const consoleRoutes =
  (directory: DirectoryService): FastifyPluginAsyncZod =>
  async (app) => {
    const ctags = ["moderation"];
    app.get(
      `${M}/`,
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "Directory entries (one kind or all; archived or not)",
          querystring: c["directory.adminList"].query,
          response: { 200: c["directory.adminList"].response, ...workspaceErrors },
        },
      },
      async (request) => directory.listEntries(request.query),
    );
    app.post(
      `${M}/`,
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "Creates a directory entry (pool, exchanger or firmware, with the kind's fields)",
          body: c["directory.adminCreate"].body,
          response: { 201: c["directory.adminCreate"].response, ...workspaceErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await directory.createEntry(request.body, requireUser(request))),
    );
    app.get(
      `${M}/:id/`,
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "One directory entry",
          params: idParams,
          response: { 200: c["directory.adminGet"].response, ...workspaceErrors },
        },
      },
      async (request) => directory.getEntry(request.params.id),
    );
    app.put(
      `${M}/:id/`,
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "Replaces a directory entry's fields (its kind stays)",
          params: idParams,
          body: c["directory.adminUpdate"].body,
          response: { 200: c["directory.adminUpdate"].response, ...workspaceErrors },
        },
      },
      async (request) => directory.updateEntry(request.params.id, request.body),
    );
    app.post(
      `${M}/:id/archive/`,
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "Archives an entry (it leaves the public pages) or brings it back",
          params: idParams,
          body: c["directory.adminArchive"].body,
          response: { 200: c["directory.adminArchive"].response, ...workspaceErrors },
        },
      },
      async (request) => directory.archiveEntry(request.params.id, request.body.archived),
    );
    app.get(
      "/api/moderation/pool-ratings/",
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "Pool ratings by status (pending first-come first), with the counts per status",
          querystring: c["directory.ratings"].query,
          response: { 200: c["directory.ratings"].response, ...workspaceErrors },
        },
      },
      async (request) => directory.ratingQueue(request.query.status),
    );
    app.post(
      "/api/moderation/pool-ratings/:id/decision/",
      {
        onRequest: staff,
        schema: {
          tags: ctags,
          summary: "Approves a pool rating (it counts and shows) or rejects it",
          params: idParams,
          body: c["directory.decideRating"].body,
          response: { 200: c["directory.decideRating"].response, ...workspaceErrors },
        },
      },
      async (request) => directory.decideRating(request.params.id, request.body.status, requireUser(request)),
    );
  };

export const directoryRoutes =
  (directory: DirectoryService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(publicRoutes(directory));
    await app.register(consoleRoutes(directory));
  };
