/** Unmatched paths: 404 "Page not found: {path}" (spec 2), shown by the root error boundary. */
import { data } from "react-router";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import type { ErrorPayload } from "../lib/errors.ts";
import type { Route } from "./+types/not-found";

function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const t = makeT(localeFromPath(pathname));
  throw data<ErrorPayload>(
    { message: t("errorPage.pageNotFound", { path: displayPath(pathname) }) },
    { status: 404 },
  );
}

// Also for POST and other methods to unknown pages.
export const action = loader;

export default function NotFound() {
  return null;
}
