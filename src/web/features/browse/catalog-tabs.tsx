import { useLocation } from "react-router";
import { stripLocale } from "../../i18n/locale.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { type BrowseKind, CATALOG_PATHS, tabHref } from "./filters.ts";

const TABS: Array<{
  kind: BrowseKind;
  key: "browse.tab.products" | "browse.tab.services" | "browse.tab.companies";
}> = [
  { kind: "products", key: "browse.tab.products" },
  { kind: "services", key: "browse.tab.services" },
  { kind: "companies", key: "browse.tab.companies" },
];

/**
 * Products / Services / Sellers: links between the three catalogues that keep the shared filters
 * (search, region, country, city). Plain links, so they work without JavaScript.
 */
export function CatalogTabs() {
  const t = useT();
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  const path = stripLocale(location.pathname);
  return (
    <nav aria-label={t("browse.tabsLabel")} className="mb-4">
      <ul className="flex gap-1 overflow-x-auto overflow-y-hidden border-b border-slate-200">
        {TABS.map((tab) => {
          const active = CATALOG_PATHS[tab.kind] === path;
          return (
            <li key={tab.kind}>
              <AppLink
                to={tabHref(tab.kind, current)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? "border-amber-500 text-slate-900"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {t(tab.key)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
