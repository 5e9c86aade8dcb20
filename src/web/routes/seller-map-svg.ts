/**
 * GET /seller-map.svg?lat=..&lon=.. (resource route): the world map with a marker, as an SVG image.
 * The public company page shows its head office with it, so that page loads no map code.
 */
import { globeSvgMarkup } from "../features/sellers/location-map.tsx";
import { parsePosition } from "../features/sellers/position.ts";
import type { Route } from "./+types/seller-map-svg";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const point = parsePosition(params.get("lat"), params.get("lon"));
  if (!point) return new Response("lat and lon: numbers on the globe", { status: 400 });
  return new Response(globeSvgMarkup(point), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
}
