import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { PRODUCT_TABS, type ProductTab, parseTab, tabAfterKey, tabSearch } from "./tabs.ts";

/**
 * Accessible tabs (WAI-ARIA pattern: role=tablist, arrow keys, Home/End). Each tab is a link to
 * ?tab=…, so without JavaScript they still switch (the server renders the chosen panel); every
 * panel is in the HTML, so search engines see all of them.
 */
export function ProductTabs({
  panels,
}: {
  panels: Record<ProductTab, { label: string; content: ReactNode }>;
}) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const current = parseTab(new URLSearchParams(location.search).get("tab"));
  const tabRefs = useRef<Partial<Record<ProductTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(current, e.key);
    if (!next) return;
    e.preventDefault();
    navigate({ search: tabSearch(location.search, next) }, { replace: true, preventScrollReset: true });
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("product.tabsLabel")}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {PRODUCT_TABS.map((tab) => {
          const selected = tab === current;
          return (
            <Link
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              to={{ search: tabSearch(location.search, tab) }}
              replace
              preventScrollReset
              role="tab"
              id={`tab-${tab}`}
              aria-selected={selected}
              aria-controls={`panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${
                selected
                  ? "border-amber-500 text-slate-900"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {panels[tab].label}
            </Link>
          );
        })}
      </div>
      {PRODUCT_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={tab !== current}
          // WAI-ARIA tabs pattern: the panel itself is the next stop after the tab list.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tabpanel is focusable by design
          tabIndex={0}
          className="py-6"
        >
          {panels[tab].content}
        </div>
      ))}
    </div>
  );
}
