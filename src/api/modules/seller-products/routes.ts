/**
 * The seller's product calls (issue 6; spec section 7, "Products"): the listing with status
 * counts and categories, create (manual, copy, excel), bulk-create, edit, photos, the mass status
 * actions with `products_ids`, and the category form data. Every call but the form data needs a
 * signed-in user whose company is active. Rules: docs/product-statuses.md.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bulkCreateBody,
  bulkCreateQuery,
  bulkCreateResult,
  copyProductBody,
  createProductBody,
  createProductQuery,
  formDataQuery,
  formDataSchema,
  myCategoriesSchema,
  myProductList,
  myProductsQuery,
  PRODUCT_ACTIONS,
  PRODUCT_LIMITS,
  patchProductBody,
  photoParams,
  productIdParams,
  productsIdsBody,
  sellerProductSchema,
  statusActionResult,
  statusesInfoSchema,
} from "../../../common/api/seller-products.ts";
import { badRequestError, detailError, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { RequestValidationError } from "../../http/errors.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { writeBudget } from "../../http/rate-limit.ts";
import { requireUpload, type UploadRule } from "../../http/upload.ts";
import { LISTING_BUDGETS } from "../listings/budgets.ts";
import { myListingRoutes } from "../listings/http.ts";
import type { SellerProductsService } from "./service.ts";

const tags = ["seller-products"];
const P = "/api/products-catalog/products";
const M = "/api/search/products/my-products";
const errors = workspaceErrors;

/** The photo of a multipart upload (field `photo`), with the 10 MB cap (413 above). */
const photoUpload = {
  field: "photo",
  maxBytes: PRODUCT_LIMITS.imageMaxBytes,
  tooLarge: "products.imageTooLarge",
} satisfies UploadRule;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The caller's products: the list (and its drafts), its status counts and categories. */
function listingRoutes(app: App, products: SellerProductsService) {
  myListingRoutes(app, {
    tags,
    path: M,
    categoriesPath: `${M}/categories/`,
    noun: "products",
    query: {
      list: myProductsQuery,
      statuses: myProductsQuery.pick({ category_id__terms: true, search: true }),
      categories: myProductsQuery.pick({ status: true, search: true }),
    },
    response: { list: myProductList, statuses: statusesInfoSchema, categories: myCategoriesSchema },
    list: products.myProducts,
    statusesInfo: products.statusesInfo,
    myCategories: products.myCategories,
  });

  app.get(
    `${M}/draft/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The caller's drafts",
        querystring: myProductsQuery.omit({ status: true }),
        response: { 200: myProductList, ...errors },
      },
    },
    async (request) => {
      const query = { ...request.query, status: ["draft" as const] };
      const out = await products.myProducts(requireUser(request), query, requestLocale(request));
      return { ...out, ...pageLinks(request, query.page, query.page_size, out.count) };
    },
  );
}

/** Create (manual, copy, bulk), read and edit one product. */
function editRoutes(app: App, products: SellerProductsService) {
  // ------------------------------------------------------------ create and edit
  app.post(
    `${P}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Creates a draft product (201); with `copy_of`, a copy of one of the caller's products",
        description:
          "A draft needs `name` and `category_id`; other fields are checked for type and bounds only. " +
          "A copy is a new draft with a new SKU, no external SKU, and copies of the photos; body fields override the original's.",
        querystring: createProductQuery,
        body: z.unknown(),
        response: { 201: sellerProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { source, copy_of } = request.query;
      const schema = copy_of !== undefined ? copyProductBody : createProductBody;
      const parsed = schema.safeParse(request.body ?? {}, { reportInput: true });
      if (!parsed.success)
        throw new RequestValidationError(
          parsed.error.issues as ConstructorParameters<typeof RequestValidationError>[0],
          "body",
        );
      const product = await products.create(
        requireUser(request),
        parsed.data,
        { source, copyOf: copy_of },
        requestLocale(request),
      );
      return reply.status(201).send(product);
    },
  );

  app.post(
    `${P}/bulk-create/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Creates several draft products at once: all or none (errors named items.{index}.{field})",
        querystring: bulkCreateQuery,
        body: bulkCreateBody,
        response: { 201: bulkCreateResult, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await products.bulkCreate(
            requireUser(request),
            request.body.items,
            request.query.source,
            requestLocale(request),
          ),
        ),
  );

  app.get(
    `${P}/:id/edit`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "One of the caller's products as the seller edits it (pending changes included)",
        params: productIdParams,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) => products.getForEdit(requireUser(request), request.params.id, requestLocale(request)),
  );

  app.patch(
    `${P}/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Saves fields of one of the caller's products; for an approved product the change waits for moderation",
        description:
          "Absent fields are kept. A product waiting for moderation (verified) cannot be edited (409).",
        params: productIdParams,
        body: patchProductBody,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      products.patch(requireUser(request), request.params.id, request.body, requestLocale(request)),
  );
}

/** A product's photos: upload, delete, main. */
function photoRoutes(app: App, products: SellerProductsService) {
  // ------------------------------------------------------------ photos
  app.post(
    `${P}/:id/photos/`,
    {
      onRequest: signedIn,
      bodyLimit: PRODUCT_LIMITS.imageMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Adds a photo (multipart field `photo`: JPEG, PNG or WebP, 10 MB at most); `?main=true` makes it the main one",
        params: productIdParams,
        querystring: z.object({ main: z.enum(["true", "false"]).default("false") }),
        response: { 201: sellerProductSchema, ...errors, 413: detailError },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const image = await requireUpload(request, photoUpload);
      const product = await products.uploadPhoto(
        auth,
        request.params.id,
        image,
        request.query.main === "true",
        requestLocale(request),
      );
      return reply.status(201).send(product);
    },
  );

  app.delete(
    `${P}/:id/photos/:photoId/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Deletes a photo (the next one becomes the main photo when the main one goes)",
        params: photoParams,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      products.deletePhoto(
        requireUser(request),
        request.params.id,
        request.params.photoId,
        requestLocale(request),
      ),
  );

  app.post(
    `${P}/:id/photos/:photoId/main/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Makes a photo the main one",
        params: photoParams,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      products.setMainPhoto(
        requireUser(request),
        request.params.id,
        request.params.photoId,
        requestLocale(request),
      ),
  );
}

/** The mass status actions (`products_ids`) and the category form data. */
function statusRoutes(app: App, products: SellerProductsService) {
  // ------------------------------------------------------------ status actions
  const SUMMARY = {
    verify: "Sends drafts or rejected products for verification (every required field is checked)",
    "to-archive": "Archives products (approved, draft or rejected); they can be restored at any time",
    "from-archive": "Restores archived products to the status they had before archiving",
    publish: "Puts archived products that were for sale back on sale",
  } as const;
  for (const action of PRODUCT_ACTIONS) {
    app.post(
      `${P}/${action}/`,
      {
        onRequest: signedIn,
        // Sending to moderation changes nothing public: an edit; the others take listings on or off sale.
        config: { rateLimit: action === "verify" ? LISTING_BUDGETS.edit : LISTING_BUDGETS.status },
        schema: {
          tags,
          summary: SUMMARY[action],
          description:
            "All or nothing: every id must be one of the caller's products and all must have one status (400 otherwise); " +
            "a status the action does not accept is a 409 naming the products.",
          body: productsIdsBody,
          response: { 200: statusActionResult, ...errors },
        },
      },
      async (request) =>
        products.changeStatus(
          requireUser(request),
          action,
          request.body.products_ids,
          requestLocale(request),
        ),
    );
  }

  // ------------------------------------------------------------ form data
  app.get(
    "/api/products-catalog/properties/form-data",
    {
      schema: {
        tags: ["products-catalog"],
        summary:
          "The product form of a category: its specification fields (type, unit, options, required), conditions, regions and limits",
        querystring: formDataQuery,
        response: { 200: formDataSchema, 400: badRequestError },
      },
    },
    async (request) => products.formData(request.query.category_id, requestLocale(request)),
  );
}

export const sellerProductsRoutes =
  (products: SellerProductsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: PRODUCT_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    // Every other write of the seller's products (create, edit, photos): the catalogue's edit budget.
    writeBudget(app, `${P}/`, LISTING_BUDGETS.edit);

    listingRoutes(app, products);
    editRoutes(app, products);
    photoRoutes(app, products);
    statusRoutes(app, products);
  };
