/**
 * Requests for quote, quotes and orders (issue 21): every call needs a signed-in user (401 for a
 * guest); a request, quote or order answers only its buyer, the company it was sent to, and
 * moderators (who read but never act); anyone else gets 404. Wrong side 403, wrong status 409.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  orderLimitsSchema,
  orderList,
  orderSchema,
  ordersListQuery,
  payBody,
  proformaQuery,
  quoteBody,
  quoteRequestBody,
  quoteRequestList,
  quoteRequestSchema,
  reasonBody,
  shipBody,
} from "../../../common/api/orders.ts";
import { detailError, idParams, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import type { OrdersService } from "./service.ts";

const R = "/api/orders/requests";
const Q = "/api/orders/quotes";
const O = "/api/orders";
const errors = { ...workspaceErrors, 429: detailError };
const tags = ["orders"];

type App = Parameters<FastifyPluginAsyncZod>[0];

export const ordersRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    requestRoutes(app, orders);
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
        response: { 200: orderLimitsSchema, ...errors },
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
        body: quoteRequestBody,
        response: { 201: quoteRequestSchema, ...errors },
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
        querystring: ordersListQuery,
        response: { 200: quoteRequestList, ...errors },
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
        summary: "A request with its quotes (the comparison), its timeline and what the caller may do",
        params: idParams,
        response: { 200: quoteRequestSchema, ...errors },
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
        response: { 200: quoteRequestSchema, ...errors },
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
        body: quoteBody,
        response: { 200: quoteRequestSchema, ...errors },
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
        body: reasonBody,
        response: { 200: quoteRequestSchema, ...errors },
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
          "The buyer accepts a quote that has not expired: an order is created, the other sellers told",
        params: idParams,
        response: { 200: quoteRequestSchema, ...errors },
      },
    },
    async (request) => orders.acceptQuote(requireUser(request), request.params.id),
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
        querystring: proformaQuery,
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
        querystring: ordersListQuery,
        response: { 200: orderList, ...errors },
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
        response: { 200: orderSchema, ...errors },
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
        body: payBody,
        response: { 200: orderSchema, ...errors },
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
        body: shipBody,
        response: { 200: orderSchema, ...errors },
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

  app.post(
    `${O}/:id/deliver/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The buyer confirms delivery",
        params: idParams,
        response: { 200: orderSchema, ...errors },
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
        body: reasonBody,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => orders.cancelOrder(requireUser(request), request.params.id, request.body.reason),
  );
}
