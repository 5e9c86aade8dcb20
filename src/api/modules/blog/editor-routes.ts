/**
 * The moderators' article editor (issue 19, docs/decisions/047): /api/moderation/articles/…, for
 * admins and moderators only (guests 401, other roles 403, checked before the input is read).
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  articleStatusBody,
  bodyImageResult,
  createArticleBody,
  EDITOR_LIMITS,
  editorArticleList,
  editorArticleParams,
  editorArticleSchema,
  editorListQuery,
  previewBody,
  previewResult,
  revisionList,
  revisionParams,
  revisionSchema,
  updateArticleBody,
} from "../../../common/api/blog-editor.ts";
import { badRequestError, detailError, workspaceErrors } from "../../../common/api/shared.ts";
import { AppError } from "../../errors.ts";
import { requireUser, withRole } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import type { RouteApp } from "../../http/plugin.ts";
import { readUpload, requireUpload } from "../../http/upload.ts";
import type { EditorService } from "./editor-service.ts";

const tags = ["blog"];
const M = "/api/moderation/articles";
const staff = withRole("moderator", "admin");
const errors = workspaceErrors;
/** The preview's request: the body's characters as UTF-8 (up to 4 bytes each), and the JSON around them. */
const PREVIEW_BYTES = EDITOR_LIMITS.bodyMax * 4 + 4096;

export const editorRoutes =
  (editor: EditorService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: EDITOR_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    registerArticleRoutes(app, editor);
    registerStatusAndHistory(app, editor);
    registerPreviewAndImages(app, editor);
  };

/** List, read, create, change, delete. */
function registerArticleRoutes(app: RouteApp, editor: EditorService) {
  app.get(
    `${M}/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Every article of any status for the console, the last changed first, paged; filters: status, category, words of the title",
        querystring: editorListQuery,
        response: { 200: editorArticleList, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await editor.list(q, requestLocale(request));
      return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
    },
  );
  app.post(
    `${M}/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Creates an article as a draft (its first revision); the author defaults to the moderator's name",
        body: createArticleBody,
        response: { 201: editorArticleSchema, ...errors, 409: badRequestError },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.create(request.body, requireUser(request), requestLocale(request))),
  );
  app.get(
    `${M}/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "One article of any status with both languages' texts",
        params: editorArticleParams,
        response: { 200: editorArticleSchema, ...errors },
      },
    },
    async (request) => editor.get(request.params.id, requestLocale(request)),
  );
  app.patch(
    `${M}/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Changes the fields sent; appends a revision and moves `updated_at`",
        params: editorArticleParams,
        body: updateArticleBody,
        response: { 200: editorArticleSchema, ...errors, 409: badRequestError },
      },
    },
    async (request) =>
      editor.update(request.params.id, request.body, requireUser(request), requestLocale(request)),
  );
  app.delete(
    `${M}/:id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Deletes an article with its revisions, views and images",
        params: editorArticleParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await editor.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** Status changes and the revision history. */
function registerStatusAndHistory(app: RouteApp, editor: EditorService) {
  app.post(
    `${M}/:id/status/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Draft (off the public pages), scheduled (public at `publish_at`, which must be in the future) or published (public now, or since a past `publish_at`); appends a revision",
        params: editorArticleParams,
        body: articleStatusBody,
        response: { 200: editorArticleSchema, ...errors },
      },
    },
    async (request) =>
      editor.setStatus(request.params.id, request.body, requireUser(request), requestLocale(request)),
  );
  app.get(
    `${M}/:id/revisions/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The article's saved versions, newest first (at most 100): who, when, status and titles",
        params: editorArticleParams,
        response: { 200: revisionList, ...errors },
      },
    },
    async (request) => editor.revisions(request.params.id, requestLocale(request)),
  );
  app.get(
    `${M}/:id/revisions/:revision_id/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "One saved version with its texts in both languages",
        params: revisionParams,
        response: { 200: revisionSchema, ...errors },
      },
    },
    async (request) => editor.revision(request.params.id, request.params.revision_id),
  );
  app.post(
    `${M}/:id/revisions/:revision_id/restore/`,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Puts a saved version's texts back (status and schedule are kept); the restore is itself a new revision",
        params: revisionParams,
        response: { 200: editorArticleSchema, ...errors },
      },
    },
    async (request) =>
      editor.restore(
        request.params.id,
        request.params.revision_id,
        requireUser(request),
        requestLocale(request),
      ),
  );
}

function registerPreviewAndImages(app: RouteApp, editor: EditorService) {
  app.post(
    `${M}/preview/`,
    {
      onRequest: staff,
      bodyLimit: PREVIEW_BYTES,
      schema: {
        tags,
        summary:
          "Renders Markdown as the public page will (sanitised HTML, table of contents, reading minutes); stores nothing; up to 100,000 characters",
        body: previewBody,
        response: { 200: previewResult, ...errors, 413: detailError },
      },
    },
    async (request) => editor.preview(request.body.body),
  );
  const image = {
    field: "image",
    maxBytes: EDITOR_LIMITS.imageMaxBytes,
    tooLarge: "editor.error.imageTooLarge",
  } as const;
  app.post(
    `${M}/:id/cover/`,
    {
      onRequest: staff,
      bodyLimit: EDITOR_LIMITS.imageMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Uploads the cover (multipart field `image`: JPEG, PNG or WebP up to 10 MB and 25 megapixels), stored as webp 800 × 420 and 1600 × 840",
        params: editorArticleParams,
        response: { 200: editorArticleSchema, ...errors, 413: detailError },
      },
    },
    async (request) =>
      editor.putCover(request.params.id, await requireUpload(request, image), requestLocale(request)),
  );
  app.post(
    `${M}/:id/images/`,
    {
      onRequest: staff,
      bodyLimit: EDITOR_LIMITS.imageMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Uploads an image for the body (multipart field `image`: JPEG, PNG or WebP up to 10 MB and 25 megapixels), stored as webp up to 1600 px; answers its /uploads/ path and the Markdown to insert",
        params: editorArticleParams,
        response: { 200: bodyImageResult, ...errors, 413: detailError },
      },
    },
    async (request) => {
      const file = await readUpload(request, image);
      if (!file)
        throw new AppError("bad_request", "validation.required", undefined, {
          image: ["validation.required"],
        });
      return editor.putBodyImage(request.params.id, file.data, file.name, requestLocale(request));
    },
  );
}
