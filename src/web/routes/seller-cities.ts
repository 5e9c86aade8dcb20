/**
 * GET /seller-cities?country=XX (resource route): the cities of a country for the city selects of
 * the seller forms, in the locale of the `locale` parameter's page. Without JavaScript the forms
 * load the cities of the saved country with the page instead.
 */
import { data } from "react-router";
import { citiesOf } from "../features/sellers/api.server.ts";
import { apiFor } from "../lib/api.server.ts";
import type { Route } from "./+types/seller-cities";

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = new URL(request.url).searchParams.get("country");
  const cities = await citiesOf(apiFor(request, context), country);
  return data(
    { country: country?.toUpperCase() ?? "", cities: cities.map((c) => ({ id: c.id, name: c.name })) },
    { headers: { "cache-control": "public, max-age=3600" } },
  );
}
