/**
 * The seller's own calls (issue 5; spec section 7, "Sellers" and "Forms"): the business-account
 * steps, the owner's view, logo and office photos, offices, Telegram chats, notification settings,
 * and the partner request form. Every call needs a signed-in owner except the form.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { detailMessage } from "../../../common/api/accounts.ts";
import {
  chatParams,
  createSellerBody,
  notificationSettingsBody,
  notificationSettingsSchema,
  officeBody,
  officeParams,
  officePatchBody,
  ownOfficeList,
  ownOfficeSchema,
  ownSellerSchema,
  photoParams,
  SELLER_LIMITS,
  sellerContactBody,
  sellerIdParams,
  telegramChatBody,
  telegramChatList,
  telegramChatSchema,
  updateSellerBody,
} from "../../../common/api/seller-account.ts";
import { badRequestError, detailError } from "../../../common/api/shared.ts";
import { translate } from "../../../common/i18n/index.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { RouteApp } from "../../http/plugin.ts";
import { writeBudget } from "../../http/rate-limit.ts";
import { requireUpload, type UploadRule } from "../../http/upload.ts";
import { LISTING_BUDGETS } from "../listings/budgets.ts";
import type { SellerAccountService } from "./account-service.ts";

const tags = ["sellers"];
const P = "/api/sellers";
const errors = { 400: badRequestError, 401: detailError, 403: detailError, 404: detailError };

type ChatRow = { id: number; chatId: string; createdAt: Date };
const chatOut = (c: ChatRow) => ({ id: c.id, chat_id: c.chatId, created_at: c.createdAt.toISOString() });

/** The logo or a photo of a multipart upload (field `field`), with the 10 MB cap (413 above). */
const imageUpload = (field: string): UploadRule => ({
  field,
  maxBytes: SELLER_LIMITS.imageMaxBytes,
  tooLarge: "sellers.imageTooLarge",
});

/** Options of the image upload routes: signed in, with a body limit just above the image cap. */
const upload = {
  onRequest: signedIn,
  bodyLimit: SELLER_LIMITS.imageMaxBytes + 64 * 1024,
};

export const sellerAccountRoutes =
  (sellers: SellerAccountService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: SELLER_LIMITS.imageMaxBytes, files: 1, fields: 10, parts: 11 },
    });
    // Every write of the company (profile, images, offices, Telegram, notifications): the
    // catalogue's edit budget (the public pages show the company).
    writeBudget(app, `${P}/`, LISTING_BUDGETS.edit);

    registerBusinessAccountRoutes(app, sellers);
    registerImageRoutes(app, sellers);
    registerOfficeRoutes(app, sellers);
    registerTelegramRoutes(app, sellers);
    registerNotificationRoutes(app, sellers);
    registerContactRoutes(app, sellers);
  };

/** The business account: creating, reading and saving the caller's company. */
function registerBusinessAccountRoutes(app: RouteApp, sellers: SellerAccountService) {
  app.post(
    `${P}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Business account, step CompanyHeadquarters: creates the user's draft company (201), or saves the step again on it (200)",
        description:
          "One company per user: a second call (another tab) answers 200 with the same draft; 409 once the company left draft.",
        body: createSellerBody,
        response: { 200: ownSellerSchema, 201: ownSellerSchema, ...errors, 409: detailError },
      },
    },
    async (request, reply) => {
      const { created, seller } = await sellers.create(
        requireUser(request),
        request.body,
        requestLocale(request),
      );
      return reply.status(created ? 201 : 200).send(seller);
    },
  );

  app.get(
    `${P}/me/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The caller's company as its owner edits it: draft or active, with the fields pending moderation (404 without a company)",
        response: { 200: ownSellerSchema, ...errors },
      },
    },
    async (request) => sellers.mine(requireUser(request), requestLocale(request)),
  );

  app.put(
    `${P}/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Saves company fields: a business-account step of a draft (with `step`, `complete`), or a change of an active company that goes to moderation",
        description:
          "Absent fields keep their value. After the company left draft, `legal_name` changes only through support (400).",
        params: sellerIdParams,
        body: updateSellerBody,
        response: { 200: ownSellerSchema, ...errors },
      },
    },
    async (request) =>
      sellers.update(requireUser(request), request.params.id, request.body, requestLocale(request)),
  );

  app.post(
    `${P}/:id/complete/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Last business-account step: the draft company becomes active and its user a seller",
        params: sellerIdParams,
        response: { 200: ownSellerSchema, ...errors },
      },
    },
    async (request) => sellers.complete(requireUser(request), request.params.id, requestLocale(request)),
  );
}

/** The company's logo and photos. */
function registerImageRoutes(app: RouteApp, sellers: SellerAccountService) {
  app.post(
    `${P}/:id/logo/`,
    {
      ...upload,
      schema: {
        tags,
        summary:
          "Uploads the logo (multipart field `logo`: JPEG, PNG or WebP up to 10 MB), re-encoded to webp 1x/2x",
        consumes: ["multipart/form-data"],
        params: sellerIdParams,
        response: { 200: ownSellerSchema, ...errors, 413: detailError },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const image = await requireUpload(request, imageUpload("logo"));
      return sellers.uploadLogo(user, request.params.id, image, requestLocale(request));
    },
  );

  app.post(
    `${P}/:id/photos/`,
    {
      ...upload,
      schema: {
        tags,
        summary: "Adds an office photo (multipart field `photo`: JPEG, PNG or WebP up to 10 MB; at most 10)",
        consumes: ["multipart/form-data"],
        params: sellerIdParams,
        response: { 201: ownSellerSchema, ...errors, 413: detailError },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const image = await requireUpload(request, imageUpload("photo"));
      return reply
        .status(201)
        .send(await sellers.uploadPhoto(user, request.params.id, image, requestLocale(request)));
    },
  );

  app.delete(
    `${P}/:id/photos/:photoId/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Removes an office photo",
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sellers.deletePhoto(requireUser(request), request.params.id, request.params.photoId);
      return reply.status(204).send(null);
    },
  );
}

/** The company's offices. */
function registerOfficeRoutes(app: RouteApp, sellers: SellerAccountService) {
  app.get(
    `${P}/:id/offices/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's offices as the owner edits them (`pending`: waits for moderation)",
        params: sellerIdParams,
        response: { 200: ownOfficeList, ...errors },
      },
    },
    async (request) => sellers.listOffices(requireUser(request), request.params.id, requestLocale(request)),
  );

  app.post(
    `${P}/:id/offices/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Adds an office (of an active company: pending moderation)",
        params: sellerIdParams,
        body: officeBody,
        response: { 201: ownOfficeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sellers.addOffice(
            requireUser(request),
            request.params.id,
            request.body,
            requestLocale(request),
          ),
        ),
  );

  app.patch(
    `${P}/:id/offices/:officeId/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Changes an office (of an active company: pending moderation)",
        params: officeParams,
        body: officePatchBody,
        response: { 200: ownOfficeSchema, ...errors },
      },
    },
    async (request) =>
      sellers.updateOffice(
        requireUser(request),
        request.params.id,
        request.params.officeId,
        request.body,
        requestLocale(request),
      ),
  );

  app.delete(
    `${P}/:id/offices/:officeId/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Removes an office (of an active company: pending moderation)",
        params: officeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sellers.deleteOffice(requireUser(request), request.params.id, request.params.officeId);
      return reply.status(204).send(null);
    },
  );
}

/** The company's Telegram chats for notifications. */
function registerTelegramRoutes(app: RouteApp, sellers: SellerAccountService) {
  app.get(
    `${P}/telegram-chats/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The Telegram chats that receive the seller's notifications, and whether the bot is configured",
        response: { 200: telegramChatList, ...errors },
      },
    },
    async (request) => {
      const rows = await sellers.listChats(requireUser(request));
      return {
        count: rows.length,
        next: null,
        previous: null,
        results: rows.map(chatOut),
        bot_configured: sellers.botConfigured(),
      };
    },
  );

  app.post(
    `${P}/telegram-chats/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Connects a Telegram chat (chat_id: a minus sign followed by digits; at most 5)",
        body: telegramChatBody,
        response: { 201: telegramChatSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(chatOut(await sellers.addChat(requireUser(request), request.body.chat_id))),
  );

  app.patch(
    `${P}/telegram-chats/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Changes a connected chat's id",
        params: chatParams,
        body: telegramChatBody,
        response: { 200: telegramChatSchema, ...errors },
      },
    },
    async (request) =>
      chatOut(await sellers.updateChat(requireUser(request), request.params.id, request.body.chat_id)),
  );

  app.delete(
    `${P}/telegram-chats/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Disconnects a chat",
        params: chatParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sellers.deleteChat(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${P}/telegram-chats/:id/test/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Sends a test message to the chat (queued; 503 when the bot is not configured)",
        params: chatParams,
        response: { 202: detailMessage, ...errors, 429: detailError, 503: detailError },
      },
    },
    async (request, reply) => {
      await sellers.testChat(requireUser(request), request.params.id, requestLocale(request));
      return reply
        .status(202)
        .send({ detail: translate(requestLocale(request), "sellers.telegramTestQueued") });
    },
  );
}

/** Which notifications go where. */
function registerNotificationRoutes(app: RouteApp, sellers: SellerAccountService) {
  app.get(
    `${P}/notification-settings/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Which events notify the seller by e-mail and by Telegram",
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => sellers.getNotifications(requireUser(request)),
  );

  app.put(
    `${P}/notification-settings/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Sets which events notify by e-mail and by Telegram (absent flags keep their value)",
        body: notificationSettingsBody,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => sellers.putNotifications(requireUser(request), request.body),
  );
}

/** The partner (contact) form. */
function registerContactRoutes(app: RouteApp, sellers: SellerAccountService) {
  app.post(
    "/api/forms/seller-contact/",
    {
      schema: {
        tags: ["forms"],
        summary: "The partner request form of /seller-partner: mailed to the marketplace team",
        body: sellerContactBody,
        response: { 202: detailMessage, 400: badRequestError, 429: detailError },
      },
    },
    async (request, reply) => {
      await sellers.contact(request.body, request.ip, request.user);
      return reply.status(202).send({ detail: translate(requestLocale(request), "sellers.contactSent") });
    },
  );
}
