/** The loaders of the services and companies catalogues: their filters, one load, the same errors. */
import type { AppLoadContext } from "react-router";
import type { ApiClient } from "../../../common/api-client.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { apiFor, badParamsMessage, pageErrorFromApi } from "../../lib/api.server.ts";
import { type BrowseFilters, browseParamOfApiField, parseBrowseFilters } from "./filters.ts";

/**
 * Reads the page's filters and runs `load` with them; a 400 of the API names the page's own URL
 * parameters, a 404 keeps its status (pageErrorFromApi).
 */
export async function loadBrowse<T extends object>(
  request: Request,
  context: AppLoadContext,
  defaultOrdering: string,
  load: (api: ApiClient, filters: BrowseFilters) => Promise<T>,
): Promise<T & { filters: BrowseFilters }> {
  const url = new URL(request.url);
  const filters = parseBrowseFilters(url.searchParams, defaultOrdering);
  const t = makeT(localeFromPath(url.pathname));
  try {
    return { filters, ...(await load(apiFor(request, context), filters)) };
  } catch (error) {
    return pageErrorFromApi(error, (fields) => badParamsMessage(t, fields, browseParamOfApiField));
  }
}
