import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { citiesQuery, cityList, countriesQuery, countryList } from "../../../common/api/locations.ts";
import { badRequestError } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { createLocationsService } from "./service.ts";

const tags = ["locations"];

export const locationsRoutes =
  ({ database }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const locations = createLocationsService(database);

    app.get(
      "/api/search/countries/",
      {
        schema: {
          tags,
          summary:
            "Countries with region, dialling codes, flag and phone mask, in the caller's language and alphabetical order",
          querystring: countriesQuery,
          response: { 200: countryList, 400: badRequestError },
        },
      },
      async (request) => {
        const q = request.query;
        const result = await locations.countries(q, requestLocale(request));
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );

    app.get(
      "/api/search/cities/",
      {
        schema: {
          tags,
          summary:
            "Cities with coordinates, of the given countries (repeated `country`), by country and name",
          querystring: citiesQuery,
          response: { 200: cityList, 400: badRequestError },
        },
      },
      async (request) => {
        const q = request.query;
        const result = await locations.cities(q);
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );
  };
