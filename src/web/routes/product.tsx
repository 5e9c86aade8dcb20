import { Suspense } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { ProductDetail } from "../../common/api/catalog.ts";
import type { Locale } from "../../common/i18n/index.ts";
import { headlinePrice } from "../../common/pricing.ts";
import { OG_HEIGHT, OG_WIDTH, productOgPath } from "../../common/seo/og.ts";
import { conditionLabel, priceRange, regionList } from "../features/catalog/labels.ts";
import { Badge, cardData, minerSpec, ProductGrid } from "../features/catalog/product-card.tsx";
import { ContactSeller } from "../features/chat/contact-seller.tsx";
import { FirmwareLinkLine } from "../features/directory/firmware-link.tsx";
import { Gallery } from "../features/product/gallery.tsx";
import { ProductTabs } from "../features/product/product-tabs.tsx";
import {
  CharacteristicsTab,
  DeliveryRegions,
  DescriptionTab,
  FaqTab,
  PaymentTab,
  PriceBox,
  SellerCard,
} from "../features/product/sections.tsx";
import { ProductProfit } from "../features/profit/profit-figures.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { absoluteUrl, pageMeta, publicUrlOf } from "../lib/meta.ts";
import { notedProductView } from "../lib/page-effects.server.ts";
import { breadcrumbLd, pageUrl, productLd } from "../lib/structured-data.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { lazyWhenVisible } from "../ui/when-visible.ts";
import type { Route } from "./+types/product";

/**
 * Below the fold, rendered on the server, their code loaded once the visitor nears them (the
 * first-load JavaScript budget of public pages is 150 KB): the model's price history (a chart) and
 * the reviews tab (once opened: a hidden panel never comes near).
 */
const PriceHistory = lazyWhenVisible(() => import("../features/model/price-history.tsx"))(
  "ModelPriceHistorySection",
  "price-history",
);
const ProductReviews = lazyWhenVisible(() => import("../features/reviews/review-list.tsx"))(
  "ProductReviews",
  "product-reviews",
);

/** Days of the model's price history on a product page. */
const PRODUCT_HISTORY_DAYS = 90;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const product = await api.call("catalog.product", { params: { sku: params.sku } }).catch(pageErrorFromApi);
  // Similar products (same model, category, algorithm; nearby price) and the model's price history
  // (issue 18); a failure of either must not break the page.
  const [similar, history, firmware] = await Promise.all([
    api
      .call("catalog.similarProducts", { params: { id: product.id }, query: { limit: 4 } })
      .then((r) =>
        r
          .filter((p) => p.id !== product.id)
          .slice(0, 4)
          .map(cardData),
      )
      .catch(() => []),
    product.model
      ? api
          .call("models.priceHistory", {
            params: { id: product.model.id },
            query: { days: PRODUCT_HISTORY_DAYS },
          })
          .catch(() => null)
      : null,
    // Issue 20: the model's (or brand's) firmware page, when moderators keep one.
    product.brand
      ? api
          .call("directory.firmwareLink", {
            query: { brand_id: product.brand.id, model_id: product.model?.id },
          })
          .catch(() => null)
      : null,
  ]);
  notedProductView(context, product.id);
  const base = context.publicUrl.replace(/\/+$/, "");
  const ld = productStructuredData(product, base, localeFromPath(new URL(request.url).pathname));
  return { product, similar, history, firmware, ld };
}

/** Switching tabs changes only ?tab=: no need to load the product again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete("tab");
    b.delete("tab");
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  const { product, ld } = loaderData;
  const base = publicUrlOf(matches);
  return [
    ...pageMeta(t, {
      title: product.name,
      description: t("meta.product.description", {
        name: product.name,
        seller: product.seller.company_name,
        price: priceRange(t, product),
        condition: conditionLabel(t, product.condition),
        regions: regionList(product.delivery_regions, t.locale) || "—",
      }),
      image: absoluteUrl(base, productOgPath(product)),
      imageSize: { width: OG_WIDTH, height: OG_HEIGHT },
      type: "product",
      url: ld.url,
    }),
    ...ld.data,
  ];
};

/**
 * The page's schema.org data (Product, BreadcrumbList), built with the loader so that the
 * browser's first load does not carry the builders (the page's JavaScript budget).
 */
function productStructuredData(product: ProductDetail, base: string, locale: Locale) {
  const t = makeT(locale);
  const path = `/product/${encodeURIComponent(product.sku)}`;
  const url = pageUrl(base, path, locale);
  const parent = product.category.parent;
  const catalog = "/products-catalog";
  return {
    url,
    data: [
      productLd(product, {
        base,
        url,
        images: product.photos.map((photo) => absoluteUrl(base, photo.url)),
      }),
      breadcrumbLd(base, locale, [
        { name: t("product.home"), path: "/" },
        { name: t("catalog.title"), path: catalog },
        ...(parent ? [{ name: parent.name, path: `${catalog}?category=${parent.id}` }] : []),
        { name: product.category.name, path: `${catalog}?category=${product.category.id}` },
        { name: product.name, path },
      ]),
    ],
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, similar, history, firmware } = loaderData;
  const t = useT();
  const photos = product.photos.length ? product.photos : product.main_photo ? [product.main_photo] : [];
  const condition = conditionLabel(t, product.condition);
  const parent = product.category.parent;
  const miner = minerSpec(product.specs);
  const headline = headlinePrice(product, Date.now());

  return (
    <>
      <Breadcrumbs
        label={t("product.breadcrumb")}
        crumbs={[
          { label: t("product.home"), to: "/" },
          { label: t("catalog.title"), to: "/products-catalog" },
          ...(parent ? [{ label: parent.name, to: `/products-catalog?category=${parent.id}` }] : []),
          { label: product.category.name, to: `/products-catalog?category=${product.category.id}` },
        ]}
      />

      {/* One column on phones that never grows past the screen (an implicit grid column took the
          widest content's width: 373 px at 320, issue 30). */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0">
          <Gallery photos={photos} name={product.name} />
        </div>
        <div className="min-w-0 space-y-5">
          <div>
            <p className="text-sm text-slate-600">
              {[product.brand?.name, product.model?.name].filter(Boolean).join(" · ")}
            </p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
            <FirmwareLinkLine link={firmware} />
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Badge tone={product.condition === "used" ? "slate" : "green"}>
                {t("product.conditionValue", { condition })}
              </Badge>
              <span className="text-xs text-slate-600">{t("product.sku", { sku: product.sku })}</span>
            </div>
          </div>
          <PriceBox product={product} />
          {miner ? (
            <ProductProfit
              listing={{
                algorithm: miner.algorithm,
                hashrateHs: miner.hashrate_hs,
                powerW: miner.power_w,
                // The price for one unit (the smallest quantity sold) after a running offer (decision 063).
                price: headline?.unit_price ?? null,
                currency: product.currency,
              }}
              priceUsed={headline}
            />
          ) : null}
          <ContactSeller
            kind="product"
            id={product.id}
            label={t("product.contactSeller")}
            guestHint={t("product.contactHint")}
          />
          <AppLink
            to={`/orders/new?sku=${encodeURIComponent(product.sku)}`}
            prefetch="none"
            className="flex w-full items-center justify-center rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {t("product.requestQuote")}
          </AppLink>
          <DeliveryRegions codes={product.delivery_regions} />
          <SellerCard seller={product.seller} />
        </div>
      </div>

      <section aria-label={t("product.tabsLabel")} className="mt-10">
        <ProductTabs
          panels={{
            description: {
              label: t("product.tab.description"),
              content: <DescriptionTab product={product} />,
            },
            characteristics: {
              label: t("product.tab.characteristics"),
              content: <CharacteristicsTab product={product} conditionText={condition} />,
            },
            payment: { label: t("product.tab.payment"), content: <PaymentTab product={product} /> },
            reviews: {
              label: product.reviews.count
                ? `${t("product.tab.reviews")} (${product.reviews.count})`
                : t("product.tab.reviews"),
              content: (
                <div id="product-reviews">
                  <Suspense fallback={null}>
                    <ProductReviews reviews={product.reviews} company={product.seller.company_name} />
                  </Suspense>
                </div>
              ),
            },
            faq: { label: t("product.tab.faq"), content: <FaqTab faq={product.faq} /> },
          }}
        />
      </section>

      {history && product.model ? (
        <div id="price-history">
          <Suspense fallback={null}>
            <PriceHistory history={history} model={product.model} days={PRODUCT_HISTORY_DAYS} />
          </Suspense>
        </div>
      ) : null}

      {similar.length ? (
        <section aria-labelledby="similar-title" className="below-fold mt-10">
          <h2 id="similar-title" className="mb-4 text-xl font-bold text-slate-900">
            {t("product.similar")}
          </h2>
          <ProductGrid products={similar} />
        </section>
      ) : null}
    </>
  );
}
