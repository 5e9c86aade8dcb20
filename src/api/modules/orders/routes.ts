/**
 * Requests for quote, quotes and orders (issue 21): every call needs a signed-in user (401 for a
 * guest); a request, quote or order answers only its buyer, the company it was sent to, and
 * moderators (who read but never act); anyone else gets 404. Wrong side 403, wrong status 409.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpoints } from "../../../common/api/endpoints.ts";
import { attachmentParams } from "../../../common/api/orders.ts";
import { detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { ORDER_LIMITS } from "../../../common/orders.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { readUpload } from "../../http/upload.ts";
import type { OrdersService } from "./service.ts";

const R = "/api/orders/requests";
const Q = "/api/orders/quotes";
const O = "/api/orders";
const errors = { ...workspaceErrors, 429: detailError };
const tags = ["orders"];
/** The calls' schemas, from the contract the web app's client uses (src/common/api/endpoints.ts). */
const c = endpoints;
const MB = ORDER_LIMITS.attachmentMaxBytes / 1024 / 1024;

type App = Parameters<FastifyPluginAsyncZod>[0];

export const ordersRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: ORDER_LIMITS.attachmentMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    requestRoutes(app, orders);
    attachmentRoutes(app, orders);
    orderRoutes(app, orders);
  };

/** The limits, requests and quotes. */
function requestRoutes(app: App, orders: OrdersService) {
  app.get(
    `${O}/limits/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The caller's request limits: sellers per request, requests per hour (used, left), per seller per day",
        response: { 200: c["orders.limits"].response, ...errors },
      },
    },
    async (request) => orders.limits(requireUser(request)),
  );

  app.post(
    `${R}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "A request for quote (buyers): to the product's seller, or to up to 10 sellers listing the model; each gets a quote thread and a chat room",
        body: c["orders.createRequest"].body,
        response: { 201: c["orders.createRequest"].response, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.createRequest(requireUser(request), request.body)),
  );

  app.get(
    `${R}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The buyer's requests (status open/closed) or the ones its company received (status: its quote's)",
        querystring: c["orders.requests"].query,
        response: { 200: c["orders.requests"].response, ...errors },
      },
    },
    async (request) => orders.listRequests(requireUser(request), request.query),
  );

  app.get(
    `${R}/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "A request with its quotes (the comparison), its files, its timeline and what the caller may do",
        params: idParams,
        response: { 200: c["orders.request"].response, ...errors },
      },
    },
    async (request) => orders.getRequest(requireUser(request), request.params.id),
  );

  app.post(
    `${R}/:id/withdraw/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The buyer withdraws its request: every open quote is withdrawn",
        params: idParams,
        response: { 200: c["orders.withdrawRequest"].response, ...errors },
      },
    },
    async (request) => orders.withdrawRequest(requireUser(request), request.params.id),
  );

  app.post(
    `${Q}/:id/submit/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The seller answers or revises its quote (until one is accepted)",
        params: idParams,
        body: c["orders.submitQuote"].body,
        response: { 200: c["orders.submitQuote"].response, ...errors },
      },
    },
    async (request) => orders.submitQuote(requireUser(request), request.params.id, request.body),
  );

  app.post(
    `${Q}/:id/decline/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The seller declines the request, with a reason",
        params: idParams,
        body: c["orders.declineQuote"].body,
        response: { 200: c["orders.declineQuote"].response, ...errors },
      },
    },
    async (request) => orders.declineQuote(requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    `${Q}/:id/accept/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The buyer accepts a quote that has not expired, confirming the total it saw: an order is created, the other sellers told",
        description:
          "`confirm_total` must equal the quote's total now (its unit price at the request's quantity times the quantity): " +
          "otherwise 409, the seller revised the quote since the buyer saw it.",
        params: idParams,
        body: c["orders.acceptQuote"].body,
        response: { 200: c["orders.acceptQuote"].response, ...errors },
      },
    },
    async (request) =>
      orders.acceptQuote(requireUser(request), request.params.id, request.body.confirm_total),
  );
}

/** The files of a request for quote (decision 057): the buyer adds them; whoever reads the request downloads them. */
function attachmentRoutes(app: App, orders: OrdersService) {
  app.post(
    `${R}/:id/attachments/`,
    {
      onRequest: signedIn,
      bodyLimit: ORDER_LIMITS.attachmentMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary: `Adds a file to the caller's open request (multipart field \`file\`: PDF, PNG, JPEG or XLSX up to ${MB} MB; at most ${ORDER_LIMITS.attachmentsMax} per request)`,
        description:
          "The kind is read from the file's bytes, not its name or declared type; images are re-encoded without their metadata. " +
          "Another kind: 400; over the size: 413; not the request's buyer: 403; closed request or all files there: 409.",
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 201: c["orders.addAttachment"].response, ...errors, 413: detailError },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, {
        field: "file",
        maxBytes: ORDER_LIMITS.attachmentMaxBytes,
        tooLarge: "orders.attachment.tooLarge",
      });
      const user = requireUser(request);
      return reply.status(201).send(await orders.addAttachment(user, request.params.id, file));
    },
  );

  app.get(
    `${R}/:id/attachments/:attachmentId`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "A file of a request, for its buyer, the sellers it was sent to and moderators (others: 404)",
        params: attachmentParams,
        response: { 200: z.any().describe("the file"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await orders.openAttachment(
        requireUser(request),
        request.params.id,
        request.params.attachmentId,
      );
      const ascii = file.name.replace(/[^\w.-]+/g, "_");
      return reply
        .header("content-type", file.type)
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );
}

/** Orders and their steps. */
function orderRoutes(app: App, orders: OrdersService) {
  app.get(
    `${O}/:id/proforma.pdf`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The order's proforma invoice as a PDF, in the caller's language (its buyer, its seller, moderators)",
        params: idParams,
        querystring: c["orders.proforma"].query,
        response: { 200: z.any().describe("application/pdf"), ...errors },
      },
    },
    async (request, reply) => {
      const bytes = await orders.proforma(
        requireUser(request),
        request.params.id,
        request.query.lang ?? requestLocale(request),
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="proforma-${request.params.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.get(
    `${O}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The buyer's orders or its company's, newest first, optionally of one status",
        querystring: c["orders.list"].query,
        response: { 200: c["orders.list"].response, ...errors },
      },
    },
    async (request) => orders.listOrders(requireUser(request), request.query),
  );

  app.get(
    `${O}/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "An order with its timeline and the steps the caller may take",
        params: idParams,
        response: { 200: c["orders.order"].response, ...errors },
      },
    },
    async (request) => orders.getOrder(requireUser(request), request.params.id),
  );

  app.post(
    `${O}/:id/pay/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The seller confirms that the payment arrived (method and reference)",
        params: idParams,
        body: c["orders.pay"].body,
        response: { 200: c["orders.pay"].response, ...errors },
      },
    },
    async (request) =>
      orders.payOrder(
        requireUser(request),
        request.params.id,
        request.body.payment_method,
        request.body.payment_reference,
      ),
  );

  app.post(
    `${O}/:id/ship/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The seller marks the order shipped, with the carrier and tracking number",
        params: idParams,
        body: c["orders.ship"].body,
        response: { 200: c["orders.ship"].response, ...errors },
      },
    },
    async (request) =>
      orders.shipOrder(
        requireUser(request),
        request.params.id,
        request.body.tracking_carrier,
        request.body.tracking_number,
      ),
  );

  app.put(
    `${O}/:id/address/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The buyer gives or corrects the delivery's street address until it pays (the order's seller reads it)",
        params: idParams,
        body: c["orders.address"].body,
        response: { 200: c["orders.address"].response, ...errors },
      },
    },
    async (request) =>
      orders.setOrderAddress(requireUser(request), request.params.id, request.body.delivery_address),
  );

  app.post(
    `${O}/:id/deliver/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The buyer confirms delivery",
        params: idParams,
        response: { 200: c["orders.deliver"].response, ...errors },
      },
    },
    async (request) => orders.deliverOrder(requireUser(request), request.params.id),
  );

  app.post(
    `${O}/:id/cancel/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Cancels the order with a reason: the buyer before paying, the seller before shipping",
        params: idParams,
        body: c["orders.cancel"].body,
        response: { 200: c["orders.cancel"].response, ...errors },
      },
    },
    async (request) => orders.cancelOrder(requireUser(request), request.params.id, request.body.reason),
  );
}
