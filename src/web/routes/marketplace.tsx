import { AdSlot } from "../features/ads/ad-slot.tsx";
import { loadAd } from "../features/ads/ads.server.ts";
import { CompanyGrid, ServiceGrid } from "../features/browse/cards.tsx";
import { MenuBanners } from "../features/browse/menu-banners.tsx";
import { CategoryMenu } from "../features/catalog/category-menu.tsx";
import { cardData, ProductGrid } from "../features/catalog/product-card.tsx";
import { loadDeals } from "../features/deals/deals.server.ts";
import { BestDeals, SpecialOffers, Trending } from "../features/deals/widgets.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/marketplace";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const optional = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
  const adLoad = loadAd(api, context, "marketplace");
  // Issue 20: special offers, best deals and trending lists, in parallel with the rest.
  const dealsLoad = loadDeals(api, { offers: 3, deals: 6, trending: 5 });
  const [menu, all, trending, brands, banners, services, companies] = await Promise.all([
    api.call("catalog.categoryMenu"),
    // The count of public products (the statistics at the top): the cached count of the landing map,
    // not a search, which would also count every facet.
    api.call("catalog.productCount"),
    // Popular products: the most viewed.
    optional(
      api.call("search.trendingProducts", { query: { limit: 6 } }).then((ps) => ps.map(cardData)),
      [],
    ),
    api.call("catalog.brands", { query: { page_size: 100 } }),
    optional(api.call("banners.menu"), []),
    // Latest services: services have no signal of interest yet (no views are counted).
    optional(
      api.call("search.services", { query: { page_size: 3 } }).then((r) => r.results),
      [],
    ),
    // Sellers with the most public products.
    optional(
      api
        .call("sellers.list", { query: { page_size: 3, ordering: "-products_count" } })
        .then((r) => r.results),
      [],
    ),
  ]);
  const categoryCount = menu.reduce((n, c) => n + 1 + c.children.length, 0);
  const topBrands = brands.results
    .filter((b) => b.products_count > 0)
    .sort((a, b) => b.products_count - a.products_count)
    .slice(0, 24);
  return {
    menu,
    popular: trending,
    total: all.count,
    categoryCount,
    brandCount: brands.count,
    topBrands,
    banners,
    services,
    companies,
    ad: await adLoad,
    widgets: await dealsLoad,
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.marketplace.title"), description: t("meta.marketplace.description") });
};

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { menu, popular, total, categoryCount, brandCount, topBrands, banners, widgets, ad } = loaderData;
  const t = useT();
  const stats = [
    { value: total, label: t("market.statProducts") },
    { value: categoryCount, label: t("market.statCategories") },
    { value: brandCount, label: t("market.statBrands") },
  ];
  return (
    <>
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("market.title")}</h1>
          <p className="mt-2 text-slate-600">{t("market.intro")}</p>
        </div>
        <dl aria-label={t("market.statsLabel")} className="flex flex-wrap gap-3">
          {stats.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white px-4 py-2"
            >
              <dt className="text-xs text-slate-600">{s.label}</dt>
              <dd className="text-xl font-bold text-slate-900">{t.number(s.value)}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <div>
          <CategoryMenu categories={menu} total={total} />
          <MenuBanners banners={banners} />
        </div>
        <div className="min-w-0 space-y-10">
          <AdSlot ad={ad} eager />
          <SpecialOffers offers={widgets.offers} narrow />
          <BestDeals deals={widgets.deals} />
          <Trending trending={widgets.trending} />
          <section aria-labelledby="popular-title">
            <div className="mb-4 flex items-end justify-between gap-4">
              <h2 id="popular-title" className="text-xl font-bold text-slate-900">
                {t("market.popularProducts")}
              </h2>
              <AppLink to="/products-catalog" className="text-sm font-semibold text-sky-800 hover:underline">
                {t("common.viewAll")}
              </AppLink>
            </div>
            <ProductGrid products={popular} narrow />
          </section>
          {loaderData.services.length ? (
            <section aria-labelledby="services-title">
              <BlockHeader id="services-title" title={t("market.latestServices")} to="/services-catalog" />
              <ServiceGrid services={loaderData.services} narrow />
            </section>
          ) : null}
          {loaderData.companies.length ? (
            <section aria-labelledby="companies-title">
              <BlockHeader id="companies-title" title={t("market.topCompanies")} to="/companies-catalog" />
              <CompanyGrid companies={loaderData.companies} narrow />
            </section>
          ) : null}
          {topBrands.length ? (
            <section aria-labelledby="brands-title">
              <h2 id="brands-title" className="mb-4 text-xl font-bold text-slate-900">
                {t("market.brandsTitle")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {topBrands.map((b) => (
                  <li key={b.id}>
                    <AppLink
                      to={`/products-catalog?brand=${b.id}`}
                      className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-amber-500"
                    >
                      {b.name}
                      <span className="text-xs text-slate-600">{t.number(b.products_count)}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

function BlockHeader({ id, title, to }: { id: string; title: string; to: string }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <AppLink to={to} className="text-sm font-semibold text-sky-800 hover:underline">
        {t("common.viewAll")}
        <span className="sr-only"> — {title}</span>
      </AppLink>
    </div>
  );
}
