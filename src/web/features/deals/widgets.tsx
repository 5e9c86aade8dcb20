/**
 * The marketplace widgets of `/` and `/marketplace` (issue 20): special offers (cards with the old
 * price and the end date), best deals per miner model, and the trending companies, products and
 * services of the last days. Server-rendered sections: they work without JavaScript, and the only
 * images (the offers' cards) have their width and height.
 */
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { type CardProduct, ProductGrid } from "../catalog/product-card.tsx";

export interface DealItem {
  model: { id: number; name: string };
  sku: string;
  name: string;
  company: string;
  /** The listing's lowest unit price, in its currency. */
  price: number | null;
  currency: string;
  /** The asking price in US dollars per `unit` of hashrate (the listing's own unit). */
  usd_per_unit: number;
  unit: string;
  below_median: number;
  listings: number;
}
export interface TrendingItem {
  to: string;
  name: string;
  views: number;
}
export interface DealsData {
  offers: CardProduct[];
  deals: DealItem[];
  trending: { products: TrendingItem[]; services: TrendingItem[]; companies: TrendingItem[] };
}

function Header({ id, title, text, to }: { id: string; title: string; text: string; to?: string }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      {to ? (
        <AppLink to={to} className="shrink-0 text-sm font-semibold text-sky-800 hover:underline">
          {t("common.viewAll")}
          <span className="sr-only"> — {title}</span>
        </AppLink>
      ) : null}
    </div>
  );
}

export function SpecialOffers({ offers, narrow = false }: { offers: CardProduct[]; narrow?: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="special-offers-title" data-widget="special-offers">
      <Header
        id="special-offers-title"
        title={t("deals.specialOffers")}
        text={t("deals.specialOffersText")}
      />
      {offers.length ? (
        <ProductGrid products={offers} narrow={narrow} />
      ) : (
        <p className="text-slate-600">{t("deals.noOffers")}</p>
      )}
    </section>
  );
}

export function BestDeals({ deals }: { deals: DealItem[] }) {
  const t = useT();
  const percent = (n: number) => t.number(n, { style: "percent", maximumFractionDigits: 0 });
  return (
    <section aria-labelledby="best-deals-title" data-widget="best-deals">
      <Header id="best-deals-title" title={t("deals.bestDeals")} text={t("deals.bestDealsText")} />
      {deals.length ? (
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {deals.map((d) => (
            <li key={d.model.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-xs font-medium text-slate-600">
                <AppLink to={`/model/${d.model.id}`} className="hover:underline">
                  {d.model.name}
                </AppLink>
              </p>
              <p className="mt-1 font-semibold text-slate-900">
                <AppLink to={`/product/${encodeURIComponent(d.sku)}`} className="hover:underline">
                  {d.name}
                </AppLink>
              </p>
              <p className="text-xs text-slate-600">{t("deals.byCompany", { company: d.company })}</p>
              <p className="mt-2 text-lg font-bold text-slate-900">
                {t("deals.perHashUnit", { price: t.price(d.usd_per_unit, "USD"), unit: d.unit })}
              </p>
              {d.price !== null ? (
                <p className="text-sm text-slate-700">
                  {t.price(d.price, d.currency)}
                  <span className="ml-1 text-xs text-slate-600">{t("product.perUnit")}</span>
                </p>
              ) : null}
              {d.below_median > 0 ? (
                <p className="text-xs font-medium text-green-800">
                  {t("deals.belowMedian", { percent: percent(d.below_median) })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">{t("deals.noDeals")}</p>
      )}
    </section>
  );
}

function TrendingList({
  id,
  title,
  items,
  to,
}: {
  id: string;
  title: string;
  items: TrendingItem[];
  to: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={id} className="font-bold text-slate-900">
          {title}
        </h3>
        <AppLink to={to} className="text-sm font-semibold text-sky-800 hover:underline">
          {t("common.viewAll")}
          <span className="sr-only"> — {title}</span>
        </AppLink>
      </div>
      {items.length ? (
        <ol className="space-y-1.5 text-sm">
          {items.map((item) => (
            <li key={item.to} className="flex items-baseline justify-between gap-3">
              <AppLink to={item.to} className="truncate text-slate-900 hover:underline">
                {item.name}
              </AppLink>
              <span className="shrink-0 text-xs text-slate-600">
                {t("deals.viewsRecent", { count: t.number(item.views) })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{t("deals.noTrending")}</p>
      )}
    </section>
  );
}

export function Trending({ trending }: { trending: DealsData["trending"] }) {
  const t = useT();
  return (
    <section aria-labelledby="trending-title" data-widget="trending">
      <Header id="trending-title" title={t("deals.trending")} text={t("deals.trendingText")} />
      <div className="grid gap-4 md:grid-cols-3">
        <TrendingList
          id="trending-companies-list"
          title={t("deals.trendingCompanies")}
          items={trending.companies}
          to="/companies-catalog"
        />
        <TrendingList
          id="trending-products-list"
          title={t("deals.trendingProducts")}
          items={trending.products}
          to="/products-catalog"
        />
        <TrendingList
          id="trending-services-list"
          title={t("deals.trendingServices")}
          items={trending.services}
          to="/services-catalog"
        />
      </div>
    </section>
  );
}
