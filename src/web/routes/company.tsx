import { Suspense } from "react";
import { useLocation } from "react-router";
import type { SellerListCard } from "../../common/api/sellers.ts";
import { SOCIAL_NETWORKS } from "../../common/constants.ts";
import { companyOgPath, OG_HEIGHT, OG_WIDTH } from "../../common/seo/og.ts";
import { CompanyGrid, CompanyLogo, ServiceGrid } from "../features/browse/cards.tsx";
import { whatsappUrl } from "../features/browse/contacts.ts";
import { Badge, cardData, ProductGrid } from "../features/catalog/product-card.tsx";
import { Gallery } from "../features/product/gallery.tsx";
import { formatPosition } from "../features/sellers/position.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { absoluteUrl, pageMeta, publicUrlOf } from "../lib/meta.ts";
import { notedListingView } from "../lib/page-effects.server.ts";
import { breadcrumbLd, organizationLd, pageUrl } from "../lib/structured-data.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { ChatIcon, CheckBadgeIcon, ExternalIcon, MapPinIcon } from "../ui/icons.tsx";
import { lazyWhenVisible } from "../ui/when-visible.ts";
import type { Route } from "./+types/company";

const BLOCK = 8;

/** The company's reviews (issue 21): rendered on the server, their code loaded once the visitor nears them. */
const CompanyReviews = lazyWhenVisible(() => import("../features/reviews/review-list.tsx"))(
  "CompanyReviews",
  "company-reviews",
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const id = encodeURIComponent(params.id);
  const company = await api.call("sellers.profile", { params: { id } }).catch(pageErrorFromApi);
  notedListingView(context, "company", company.id);
  const reviewsPage = Math.max(
    1,
    Number.parseInt(new URL(request.url).searchParams.get("reviews_page") ?? "", 10) || 1,
  );
  // The blocks below must not break the page when one of them fails.
  const [products, services, similar, reviews] = await Promise.all([
    api
      .call("search.products", { query: { seller_id__terms: company.id, page_size: BLOCK } })
      .then((r) => ({ count: r.count, results: r.results.map(cardData) }))
      .catch(() => ({ count: 0, results: [] })),
    api
      .call("search.services", { query: { seller_id__terms: company.id, page_size: BLOCK } })
      .then((r) => ({ count: r.count, results: r.results }))
      .catch(() => ({ count: 0, results: [] })),
    api
      .call("sellers.similar", { params: { id: company.id }, query: { limit: 4 } })
      .catch(() => [] as SellerListCard[]),
    // Issue 21: the company's reviews (of its products and its own), ten a page.
    api
      .call("reviews.list", { query: { seller: company.id, page: reviewsPage } })
      .catch(() => ({ count: 0, verified_count: 0, average: null, next: null, previous: null, results: [] })),
  ]);
  return { company, products, services, similar, reviews, reviewsPage };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  const { company } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/company/${company.id}`;
  const url = pageUrl(base, path, t.locale);
  const place = [company.city?.name, company.country?.name].filter(Boolean).join(", ");
  const og = companyOgPath({
    id: company.id,
    company_name: company.company_name,
    place,
    logo_url: company.logo_url,
    products_count: company.products_count,
  });
  return [
    ...pageMeta(t, {
      title: company.company_name,
      description: t("meta.company.description", {
        name: company.company_name,
        place: [place, company.about_excerpt].filter(Boolean).join(". "),
      }),
      image: absoluteUrl(base, og),
      imageSize: { width: OG_WIDTH, height: OG_HEIGHT },
      url,
    }),
    organizationLd(company, {
      url,
      logo: company.logo_url ? absoluteUrl(base, company.logo_url) : null,
      // The verified reviews of the company's orders (issues 21, 31), all of them, not only this page's.
      reviews: loaderData.reviews,
    }),
    breadcrumbLd(base, t.locale, [
      { name: t("service.home"), path: "/" },
      { name: t("company.catalogTitle"), path: "/companies-catalog" },
      { name: company.company_name, path },
    ]),
  ];
};

const linkClass = "inline-flex items-center gap-1 font-medium text-sky-800 hover:underline break-all";

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, products, services, similar, reviews, reviewsPage } = loaderData;
  const t = useT();
  const location = useLocation();
  const signInTo = `/sign-in?${new URLSearchParams({ next: location.pathname }).toString()}`;
  const place = [company.city?.name, company.country?.name].filter(Boolean).join(", ");
  const socials = SOCIAL_NETWORKS.filter((n) => company.social_links[n]);
  const paragraphs = company.about.split(/\n{2,}/).filter((p) => p.trim());
  const whatsapp = whatsappUrl(company.whatsapp);

  return (
    <>
      <Breadcrumbs
        label={t("company.breadcrumb")}
        crumbs={[
          { label: t("service.home"), to: "/" },
          { label: t("company.catalogTitle"), to: "/companies-catalog" },
        ]}
      />

      <header className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-center">
        <CompanyLogo name={company.company_name} url={company.logo_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {company.company_name}
            {company.verified ? (
              <>
                <CheckBadgeIcon className="size-6 shrink-0 text-emerald-600" />
                <span className="sr-only">{t("browse.verified")}</span>
              </>
            ) : null}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            {place ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="size-4" />
                {place}
              </span>
            ) : null}
            <span>
              {t("browse.memberSince", {
                date: t.date(company.member_since, { year: "numeric", month: "long" }),
              })}
            </span>
          </p>
          <p className="mt-2 flex flex-wrap gap-1.5">
            <Badge>{t.plural("company.products", company.products_count)}</Badge>
            <Badge>{t.plural("company.services", company.services_count)}</Badge>
            {company.region ? <Badge tone="sky">{company.region.name}</Badge> : null}
          </p>
        </div>
        <div className="sm:w-64">
          <AppLink
            to={signInTo}
            prefetch="none"
            className="flex w-full items-center justify-center gap-2 rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
          >
            <ChatIcon />
            {t("company.contact")}
          </AppLink>
          <p className="mt-2 text-center text-xs text-slate-600">{t("company.contactHint")}</p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="mb-3 text-xl font-bold text-slate-900">
              {t("company.about")}
            </h2>
            <div className="max-w-3xl space-y-3 leading-relaxed text-slate-800">
              {paragraphs.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
                <p key={i}>{p}</p>
              ))}
            </div>
            {company.product_categories.length + company.service_categories.length ? (
              <ul aria-label={t("company.categories")} className="mt-4 flex flex-wrap gap-2">
                {company.product_categories.map((c) => (
                  <li key={`p${c.id}`}>
                    <AppLink
                      to={`/products-catalog?seller=${company.id}&category=${c.id}`}
                      className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-amber-500"
                    >
                      {c.name}
                      <span className="text-xs text-slate-600">{t.number(c.count)}</span>
                    </AppLink>
                  </li>
                ))}
                {company.service_categories.map((c) => (
                  <li key={`s${c.id}`}>
                    <AppLink
                      to={`/services-catalog?category=${c.id}`}
                      className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-amber-500"
                    >
                      {c.name}
                      <span className="text-xs text-slate-600">{t.number(c.count)}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          {company.photos.length ? (
            <section aria-labelledby="gallery-title">
              <h2 id="gallery-title" className="mb-3 text-xl font-bold text-slate-900">
                {t("company.gallery")}
              </h2>
              <div className="max-w-2xl">
                <Gallery photos={company.photos} name={company.company_name} />
              </div>
            </section>
          ) : null}
        </div>

        <div className="space-y-5">
          <section
            aria-labelledby="contacts-title"
            className="rounded-lg border border-slate-200 bg-white p-5"
          >
            <h2 id="contacts-title" className="mb-3 text-lg font-bold text-slate-900">
              {t("company.contacts")}
            </h2>
            <dl className="space-y-3 text-sm">
              {company.legal_name ? (
                <div>
                  <dt className="text-slate-600">{t("company.legalName")}</dt>
                  <dd className="font-medium text-slate-900">{company.legal_name}</dd>
                </div>
              ) : null}
              {company.website ? (
                <div>
                  <dt className="text-slate-600">{t("company.website")}</dt>
                  <dd>
                    <a
                      href={company.website}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className={linkClass}
                    >
                      {company.website.replace(/^https?:\/\//, "")}
                      <ExternalIcon className="size-4 shrink-0" />
                    </a>
                  </dd>
                </div>
              ) : null}
              {company.phone ? (
                <div>
                  <dt className="text-slate-600">{t("company.phone")}</dt>
                  <dd>
                    <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                      {company.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {whatsapp ? (
                <div>
                  <dt className="text-slate-600">{t("company.whatsapp")}</dt>
                  <dd>
                    <a
                      href={whatsapp}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className={linkClass}
                    >
                      {company.whatsapp}
                    </a>
                  </dd>
                </div>
              ) : null}
              {company.telegram_link ? (
                <div>
                  <dt className="text-slate-600">{t("company.telegram")}</dt>
                  <dd>
                    <a
                      href={company.telegram_link}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className={linkClass}
                    >
                      {company.telegram_link.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </div>
              ) : null}
              {socials.length ? (
                <div>
                  <dt className="text-slate-600">{t("company.social")}</dt>
                  <dd>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {socials.map((n) => (
                        <li key={n}>
                          <a
                            href={company.social_links[n]}
                            rel="noopener noreferrer nofollow"
                            target="_blank"
                            className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-800 hover:border-amber-500"
                          >
                            {t(`company.social.${n}`)}
                            <ExternalIcon className="size-3.5" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          {company.offices.length || company.head_office.address ? (
            <section
              aria-labelledby="offices-title"
              className="rounded-lg border border-slate-200 bg-white p-5"
            >
              <h2 id="offices-title" className="mb-3 text-lg font-bold text-slate-900">
                {t("company.offices")}
              </h2>
              <ul className="space-y-3 text-sm">
                {company.offices.length ? (
                  company.offices.map((o) => (
                    <li key={o.id} className="flex gap-2">
                      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
                      <div>
                        <p className="font-semibold text-slate-900">{o.name}</p>
                        <p className="text-slate-700">{o.address}</p>
                        <p className="text-slate-600">
                          {[o.city?.name, o.country.name].filter(Boolean).join(", ")}
                        </p>
                      </div>
                    </li>
                  ))
                ) : (
                  <li className="flex gap-2">
                    <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
                    <div>
                      <p className="font-semibold text-slate-900">{t("company.headOffice")}</p>
                      <p className="text-slate-700">{company.head_office.address}</p>
                    </div>
                  </li>
                )}
              </ul>
            </section>
          ) : null}
          {company.head_office.latitude != null && company.head_office.longitude != null ? (
            <section aria-labelledby="map-title" className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 id="map-title" className="mb-3 text-lg font-bold text-slate-900">
                {t("seller.map.title")}
              </h2>
              <HeadOfficeMap lat={company.head_office.latitude} lon={company.head_office.longitude} />
            </section>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="products-title" className="below-fold mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="products-title" className="text-xl font-bold text-slate-900">
            {t("company.productsTitle")} ({t.number(products.count)})
          </h2>
          {products.count > BLOCK ? (
            <AppLink
              to={`/products-catalog?seller=${company.id}`}
              className="text-sm font-semibold text-sky-800 hover:underline"
            >
              {t("company.seeAllProducts", { company: company.company_name })}
            </AppLink>
          ) : null}
        </div>
        {products.results.length ? (
          <ProductGrid products={products.results} />
        ) : (
          <p className="text-slate-600">{t("company.noProducts")}</p>
        )}
      </section>

      <section aria-labelledby="services-title" className="below-fold mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="services-title" className="text-xl font-bold text-slate-900">
            {t("company.servicesTitle")} ({t.number(services.count)})
          </h2>
        </div>
        {services.results.length ? (
          <ServiceGrid services={services.results} />
        ) : (
          <p className="text-slate-600">{t("company.noServices")}</p>
        )}
      </section>

      <div id="company-reviews" className="below-fold mt-10 scroll-mt-20">
        <Suspense fallback={null}>
          <CompanyReviews reviews={reviews} company={company.company_name} page={reviewsPage} />
        </Suspense>
      </div>

      {similar.length ? (
        <section aria-labelledby="similar-title" className="below-fold mt-10">
          <h2 id="similar-title" className="mb-4 text-xl font-bold text-slate-900">
            {t("company.similar")}
          </h2>
          <CompanyGrid companies={similar} />
        </section>
      ) : null}
    </>
  );
}

/** The head office on the world map: an SVG image (/seller-map.svg), its position written below. */
function HeadOfficeMap({ lat, lon }: { lat: number; lon: number }) {
  const t = useT();
  return (
    <figure className="space-y-2">
      {/* The caption says where the marker is: the picture itself adds nothing for a screen reader. */}
      <img
        src={`/seller-map.svg?${new URLSearchParams({ lat: String(lat), lon: String(lon) })}`}
        alt=""
        width={1000}
        height={500}
        loading="lazy"
        className="h-auto w-full rounded-md border border-slate-200"
      />
      <figcaption className="text-xs text-slate-600">
        {t("seller.map.headOfficeAt", { position: formatPosition(t, lat, lon) })}
      </figcaption>
    </figure>
  );
}
