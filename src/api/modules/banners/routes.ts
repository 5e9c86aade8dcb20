import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bannerList, menuBannersQuery } from "../../../common/api/banners.ts";
import { badRequestError } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { selectActiveBanners } from "./queries.ts";

const tags = ["banners"];

export const bannersRoutes =
  ({ database }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/menu-banners/active/",
      {
        schema: {
          tags,
          summary: "The category menu's banners that are active now, in order, in the caller's language",
          querystring: menuBannersQuery,
          response: { 200: bannerList, 400: badRequestError },
        },
      },
      async (request) =>
        selectActiveBanners(database, "menu", requestLocale(request), request.query.category),
    );
  };
