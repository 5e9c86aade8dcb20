import { ALL_WORLD, REGIONS, type RegionCode } from "../../../common/constants.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { regionName } from "../catalog/labels.ts";
import { CONTINENTS, LABEL_AT, MAP_HEIGHT, MAP_WIDTH, outlinePath, regionKeyOfCode } from "./world-map.ts";

// Computed once per module: the paths never change.
const PATHS = Object.fromEntries(
  (Object.keys(CONTINENTS) as RegionCode[]).map((code) => [code, outlinePath(CONTINENTS[code])]),
) as Record<RegionCode, string>;

export const regionHref = (code: string) =>
  code === ALL_WORLD.code ? "/" : `/?${new URLSearchParams({ region: regionKeyOfCode(code) })}`;

/**
 * The landing page's region filter: an SVG map of the continents (for the pointer) and the same
 * choices as a list of links with counts (for keyboards, screen readers and small screens). Both
 * are plain links to /?region=<filter key>, so the page is rendered on the server for each region.
 */
export function RegionMap({
  selected,
  products,
  sellers,
}: {
  selected: string;
  products: Record<string, number>;
  sellers: Record<string, number>;
}) {
  const t = useT();
  const label = (code: string) =>
    t("home.mapRegion", {
      region: regionName(code, t.locale),
      products: t.plural("common.products", products[code] ?? 0),
      sellers: t.plural("company.count", sellers[code] ?? 0),
    });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="rounded-lg border border-slate-200 bg-sky-50 p-2">
        {/* For the pointer only: the list beside it offers the same links to keyboards and screen readers. */}
        <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="h-auto w-full" aria-hidden="true">
          {REGIONS.map((r) => {
            const active = selected === r.code;
            const [x, y] = LABEL_AT[r.code];
            return (
              <AppLink
                key={r.code}
                to={regionHref(r.code)}
                preventScrollReset
                tabIndex={-1}
                className="group cursor-pointer"
              >
                <title>{label(r.code)}</title>
                <path
                  d={PATHS[r.code]}
                  className={`stroke-white stroke-[1.5] transition-colors ${
                    active ? "fill-amber-500" : "fill-slate-400 group-hover:fill-amber-300"
                  }`}
                />
                <text
                  x={x}
                  y={y}
                  textAnchor="middle"
                  className={`pointer-events-none text-[22px] font-bold ${active ? "fill-slate-900" : "fill-white"}`}
                >
                  {t.number(products[r.code] ?? 0)}
                </text>
              </AppLink>
            );
          })}
        </svg>
      </div>
      <nav aria-label={t("home.mapLabel")}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
          {[ALL_WORLD, ...REGIONS].map((r) => {
            const active = selected === r.code;
            return (
              <li key={r.code}>
                <AppLink
                  to={regionHref(r.code)}
                  preventScrollReset
                  aria-current={active ? "true" : undefined}
                  className={`flex h-full flex-col rounded-md border px-3 py-2 text-sm ${
                    active
                      ? "border-amber-500 bg-amber-50 font-semibold text-slate-900"
                      : "border-slate-200 bg-white text-slate-800 hover:border-amber-400"
                  }`}
                >
                  <span>{r[t.locale]}</span>
                  <span className="text-xs font-normal text-slate-600">
                    {t.plural("common.products", products[r.code] ?? 0)} ·{" "}
                    {t.plural("company.count", sellers[r.code] ?? 0)}
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
