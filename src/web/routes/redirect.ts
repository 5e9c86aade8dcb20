/**
 * The spec's route constants that only lead elsewhere (spec 2, "Other route constants"), in the
 * visitor's language: /product -> /products-catalog, /service ->
 * /services-catalog, /add-services -> the seller's services (sign-in first).
 */
import { redirect } from "react-router";
import { localeFromPath, localizePath, stripLocale } from "../i18n/locale.ts";
import type { Route } from "./+types/redirect";

export const REDIRECTS: Record<string, string> = {
  "/product": "/products-catalog",
  "/service": "/services-catalog",
  "/add-services": `/sign-in?${new URLSearchParams({ next: "/seller-services" }).toString()}`,
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = stripLocale(url.pathname).replace(/\/+$/, "") || "/";
  const target = REDIRECTS[path] ?? "/";
  // /add-services will lead to the seller's add-service page: a temporary redirect until then.
  const status = path === "/add-services" ? 302 : 301;
  return redirect(localizePath(target, localeFromPath(url.pathname)), status);
}
