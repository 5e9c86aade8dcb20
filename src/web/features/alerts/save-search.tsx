/**
 * "Save this search" on the catalogue (issue 22): a plain GET form to /AuthView, whose `next` is the
 * save page with the catalogue's query, so it works without JavaScript and a guest signs in and
 * comes back (safe redirect, decision 048). The same markup for everyone: the page stays cacheable.
 */
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { secondaryButtonClass } from "../accounts/form.tsx";
import type { CatalogFilters } from "../catalog/filters.ts";
import { filtersToQueryString } from "../catalog/filters.ts";

export function SaveSearchForm({ filters }: { filters: CatalogFilters }) {
  const t = useT();
  const localPath = useLocalPath();
  const qs = filtersToQueryString({ ...filters, page: "" }).slice(1);
  const next = localPath(`/buyer-alerts/new${qs ? `?${new URLSearchParams({ q: qs })}` : ""}`);
  return (
    <form method="get" action={localPath("/AuthView")}>
      <input type="hidden" name="next" value={next} />
      <button type="submit" className={secondaryButtonClass}>
        {t("alerts.save.button")}
      </button>
    </form>
  );
}
