/**
 * GET /seller-cities?country=XX (resource route): the cities of a country, with their position,
 * for the city selects (and the map's "use the city's position") of the seller forms. Without
 * JavaScript the forms' "Show the cities" button loads them with the page instead.
 */
import { data } from "react-router";
import { citiesOf, cityOptions } from "../features/sellers/api.server.ts";
import { apiFor } from "../lib/api.server.ts";
import type { Route } from "./+types/seller-cities";

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = new URL(request.url).searchParams.get("country");
  const cities = await citiesOf(apiFor(request, context), country);
  return data(
    { country: country?.toUpperCase() ?? "", cities: cityOptions(cities) },
    { headers: { "cache-control": "public, max-age=3600" } },
  );
}
