/**
 * The seller's service calls (issue 6; spec section 7, "Services"): the listing with status counts
 * and categories, create (manual, copy), edit, images, the mass status actions with `services_ids`,
 * and the category form data. Every call but the form data needs a signed-in user whose company
 * is active. Rules: docs/product-statuses.md (services), decision 013.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  copyServiceBody,
  createServiceBody,
  createServiceQuery,
  myServiceCategoriesSchema,
  myServiceList,
  myServicesQuery,
  patchServiceBody,
  SERVICE_ACTIONS,
  SERVICE_LIMITS,
  sellerServiceSchema,
  serviceActionResult,
  serviceFormDataQuery,
  serviceFormDataSchema,
  serviceIdParams,
  serviceImageParams,
  serviceStatusesInfoSchema,
  servicesIdsBody,
} from "../../../common/api/seller-services.ts";
import { badRequestError, detailError, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { RequestValidationError } from "../../http/errors.ts";
import { requestLocale } from "../../http/locale.ts";
import { writeBudget } from "../../http/rate-limit.ts";
import { requireUpload, type UploadRule } from "../../http/upload.ts";
import { LISTING_BUDGETS } from "../listings/budgets.ts";
import { myListingRoutes } from "../listings/http.ts";
import type { SellerServicesService } from "./service.ts";

const tags = ["seller-services"];
const S = "/api/services-catalog/services";
const M = "/api/search/services/my-services";
const errors = workspaceErrors;

/** The image of a multipart upload (field `image`), with the 10 MB cap (413 above). */
const imageUpload = {
  field: "image",
  maxBytes: SERVICE_LIMITS.imageMaxBytes,
  tooLarge: "products.imageTooLarge",
} satisfies UploadRule;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The caller's services: the list, its status counts and categories. */
function listingRoutes(app: App, services: SellerServicesService) {
  myListingRoutes(app, {
    tags,
    path: M,
    categoriesPath: `${M}/categories`,
    noun: "services",
    query: {
      list: myServicesQuery,
      statuses: myServicesQuery.pick({ category: true, search: true }),
      categories: myServicesQuery.pick({ status: true, search: true }),
    },
    response: {
      list: myServiceList,
      statuses: serviceStatusesInfoSchema,
      categories: myServiceCategoriesSchema,
    },
    list: services.myServices,
    statusesInfo: services.statusesInfo,
    myCategories: services.myCategories,
  });
}

/** Create (manual, copy), read and edit one service. */
function editRoutes(app: App, services: SellerServicesService) {
  // ------------------------------------------------------------ create and edit
  app.post(
    `${S}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Creates a draft service (201); with `copy_of`, a copy of one of the caller's services",
        description:
          "A draft needs `name` and `category_id` (a service category); other fields are checked for type, bounds and references only.",
        querystring: createServiceQuery,
        body: z.unknown(),
        response: { 201: sellerServiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { source, copy_of } = request.query;
      const schema = copy_of !== undefined ? copyServiceBody : createServiceBody;
      const parsed = schema.safeParse(request.body ?? {}, { reportInput: true });
      if (!parsed.success)
        throw new RequestValidationError(
          parsed.error.issues as ConstructorParameters<typeof RequestValidationError>[0],
          "body",
        );
      const service = await services.create(
        requireUser(request),
        parsed.data,
        { source, copyOf: copy_of },
        requestLocale(request),
      );
      return reply.status(201).send(service);
    },
  );

  app.get(
    `${S}/:id/edit`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "One of the caller's services as the seller edits it (pending changes included)",
        params: serviceIdParams,
        response: { 200: sellerServiceSchema, ...errors },
      },
    },
    async (request) => services.getForEdit(requireUser(request), request.params.id, requestLocale(request)),
  );

  app.patch(
    `${S}/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Saves fields of one of the caller's services; for an approved service the change waits for moderation",
        description:
          "Absent fields are kept. A service waiting for moderation (verified) cannot be edited (409).",
        params: serviceIdParams,
        body: patchServiceBody,
        response: { 200: sellerServiceSchema, ...errors },
      },
    },
    async (request) =>
      services.patch(requireUser(request), request.params.id, request.body, requestLocale(request)),
  );
}

/** A service's images: upload, delete. */
function imageRoutes(app: App, services: SellerServicesService) {
  // ------------------------------------------------------------ images
  app.post(
    `${S}/:id/images/`,
    {
      onRequest: signedIn,
      bodyLimit: SERVICE_LIMITS.imageMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Adds an image (multipart field `image`: JPEG, PNG or WebP, 10 MB at most; 10 images at most)",
        params: serviceIdParams,
        response: { 201: sellerServiceSchema, ...errors, 413: detailError },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const image = await requireUpload(request, imageUpload);
      const service = await services.uploadImage(auth, request.params.id, image, requestLocale(request));
      return reply.status(201).send(service);
    },
  );

  app.delete(
    `${S}/:id/images/:imageId/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Deletes an image",
        params: serviceImageParams,
        response: { 200: sellerServiceSchema, ...errors },
      },
    },
    async (request) =>
      services.deleteImage(
        requireUser(request),
        request.params.id,
        request.params.imageId,
        requestLocale(request),
      ),
  );
}

/** The mass status actions (`services_ids`) and the category form data. */
function statusRoutes(app: App, services: SellerServicesService) {
  // ------------------------------------------------------------ status actions
  const SUMMARY = {
    verify: "Sends drafts or rejected services for verification (every required field is checked)",
    "to-archive": "Archives services (approved, draft or rejected); they can be restored at any time",
    "from-archive": "Restores archived services to the status they had before archiving",
    publish: "Puts archived services that were approved back in the catalogue",
  } as const;
  for (const action of SERVICE_ACTIONS) {
    app.post(
      `${S}/${action}/`,
      {
        onRequest: signedIn,
        // Sending to moderation changes nothing public: an edit; the others take listings on or off sale.
        config: { rateLimit: action === "verify" ? LISTING_BUDGETS.edit : LISTING_BUDGETS.status },
        schema: {
          tags,
          summary: SUMMARY[action],
          description:
            "All or nothing: every id must be one of the caller's services and all must have one status (400 otherwise); " +
            "a status the action does not accept is a 409 naming the services.",
          body: servicesIdsBody,
          response: { 200: serviceActionResult, ...errors },
        },
      },
      async (request) =>
        services.changeStatus(
          requireUser(request),
          action,
          request.body.services_ids,
          requestLocale(request),
        ),
    );
  }

  // ------------------------------------------------------------ form data
  app.get(
    "/api/services-catalog/properties/form-data",
    {
      schema: {
        tags: ["services-catalog"],
        summary:
          "The service form of a category: the properties its services state, the regions and the limits",
        querystring: serviceFormDataQuery,
        response: { 200: serviceFormDataSchema, 400: badRequestError },
      },
    },
    async (request) => services.formData(request.query.category_id, requestLocale(request)),
  );
}

export const sellerServicesRoutes =
  (services: SellerServicesService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: SERVICE_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    // Every other write of the seller's services (create, edit, images): the catalogue's edit budget.
    writeBudget(app, `${S}/`, LISTING_BUDGETS.edit);

    listingRoutes(app, services);
    editRoutes(app, services);
    imageRoutes(app, services);
    statusRoutes(app, services);
  };
