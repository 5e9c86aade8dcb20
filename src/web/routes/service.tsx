import { CompanyLogo, companyPath, ServiceGrid, servicePrice } from "../features/browse/cards.tsx";
import { Badge } from "../features/catalog/product-card.tsx";
import { ContactSeller } from "../features/chat/contact-seller.tsx";
import { Gallery } from "../features/product/gallery.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { absoluteUrl, pageMeta, publicUrlOf } from "../lib/meta.ts";
import { notedListingView } from "../lib/page-effects.server.ts";
import { breadcrumbLd, pageUrl } from "../lib/structured-data.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { CheckBadgeIcon, ChevronRightIcon, MapPinIcon } from "../ui/icons.tsx";
import type { Route } from "./+types/service";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const service = await api.call("services.service", { params: { id: params.id } }).catch(pageErrorFromApi);
  notedListingView(context, "service", service.id);
  // More from the same provider; a failure here must not break the page.
  const more = await api
    .call("search.services", { query: { seller_id__terms: service.seller.id, page_size: 5 } })
    .then((r) => r.results.filter((s) => s.id !== service.id).slice(0, 4))
    .catch(() => []);
  return { service, more };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  const { service } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/service/${service.id}`;
  const place = [service.city?.name, service.country?.name].filter(Boolean).join(", ");
  const catalog = "/services-catalog";
  return [
    ...pageMeta(t, {
      title: service.name,
      description: t("meta.service.description", {
        name: service.name,
        seller: service.seller.company_name,
        place: [place, service.excerpt].filter(Boolean).join(". "),
      }),
      image: service.main_image ? absoluteUrl(base, service.main_image.url) : null,
      url: pageUrl(base, path, t.locale),
    }),
    breadcrumbLd(base, t.locale, [
      { name: t("service.home"), path: "/" },
      { name: t("service.catalogTitle"), path: catalog },
      { name: service.category.name, path: `${catalog}?category=${service.category.id}` },
      { name: service.name, path },
    ]),
  ];
};

function propertyValue(t: ReturnType<typeof useT>, value: string | number | boolean, unit: string | null) {
  if (typeof value === "boolean") return value ? t("service.yes") : t("service.no");
  const text = typeof value === "number" ? t.number(value) : value;
  return unit ? `${text} ${unit}` : text;
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, more } = loaderData;
  const t = useT();
  const images = service.images.length ? service.images : service.main_image ? [service.main_image] : [];
  const place = [service.city?.name, service.country?.name].filter(Boolean).join(", ");
  const seller = service.seller;
  const sellerPlace = [seller.city?.name, seller.country?.name].filter(Boolean).join(", ");
  const paragraphs = service.description.split(/\n{2,}/).filter((p) => p.trim());

  return (
    <>
      <Breadcrumbs
        label={t("service.breadcrumb")}
        crumbs={[
          { label: t("service.home"), to: "/" },
          { label: t("service.catalogTitle"), to: "/services-catalog" },
          { label: service.category.name, to: `/services-catalog?category=${service.category.id}` },
        ]}
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-8">
          <Gallery photos={images} name={service.name} />
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-3 text-xl font-bold text-slate-900">
              {t("service.description")}
            </h2>
            <div className="max-w-3xl space-y-3 leading-relaxed whitespace-pre-line text-slate-800">
              {paragraphs.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
          {service.properties.length ? (
            <section aria-labelledby="properties-title">
              <h2 id="properties-title" className="mb-3 text-xl font-bold text-slate-900">
                {t("service.properties")}
              </h2>
              <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {service.properties.map((p) => (
                  <div
                    key={p.key}
                    className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[14rem_1fr] sm:gap-4"
                  >
                    <dt className="text-slate-600">{p.label}</dt>
                    <dd className="font-medium text-slate-900">{propertyValue(t, p.value, p.unit)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>

        <div className="space-y-5">
          <div>
            <p className="text-sm text-slate-600">{service.category.name}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{service.name}</h1>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-5">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t("service.price")}
            </p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{servicePrice(t, service)}</p>
          </div>
          <ContactSeller
            kind="service"
            id={service.id}
            label={t("service.contactSeller")}
            guestHint={t("service.contactHint")}
          />
          <dl className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 text-sm">
            {place ? (
              <div>
                <dt className="font-semibold text-slate-900">{t("service.location")}</dt>
                <dd className="mt-0.5 flex items-center gap-1 text-slate-700">
                  <MapPinIcon className="size-4 shrink-0" />
                  {place}
                </dd>
              </div>
            ) : null}
            {service.address ? (
              <div>
                <dt className="font-semibold text-slate-900">{t("service.address")}</dt>
                <dd className="mt-0.5 text-slate-700">{service.address}</dd>
              </div>
            ) : null}
            {service.additional_countries_detail.length ? (
              <div>
                <dt className="font-semibold text-slate-900">{t("service.additionalCountries")}</dt>
                <dd className="mt-0.5 text-slate-700">
                  {service.additional_countries_detail.map((c) => c.name).join(", ")}
                </dd>
              </div>
            ) : null}
            {service.regions_detail.length ? (
              <div>
                <dt className="font-semibold text-slate-900">{t("service.regions")}</dt>
                <dd className="mt-1 flex flex-wrap gap-1">
                  {service.regions_detail.map((r) => (
                    <Badge key={r.code} tone="sky">
                      {r.name}
                    </Badge>
                  ))}
                </dd>
              </div>
            ) : null}
          </dl>
          <section
            aria-labelledby="provider-title"
            className="rounded-lg border border-slate-200 bg-white p-5"
          >
            <h2 id="provider-title" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t("service.provider")}
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <CompanyLogo name={seller.company_name} url={seller.logo_url} />
              <div className="min-w-0">
                <p className="flex items-center gap-1 font-semibold text-slate-900">
                  <span className="truncate">{seller.company_name}</span>
                  {seller.verified ? (
                    <>
                      <CheckBadgeIcon className="size-5 shrink-0 text-emerald-600" />
                      <span className="sr-only">{t("browse.verified")}</span>
                    </>
                  ) : null}
                </p>
                {sellerPlace ? <p className="text-sm text-slate-600">{sellerPlace}</p> : null}
              </div>
            </div>
            <p className="mt-3 text-sm text-slate-700">
              {t("browse.memberSince", {
                date: t.date(seller.member_since, { year: "numeric", month: "long" }),
              })}
            </p>
            <AppLink
              to={companyPath(seller.id)}
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-sky-800 hover:underline"
            >
              {t("service.viewCompany")}
              <ChevronRightIcon className="size-4" />
            </AppLink>
          </section>
        </div>
      </div>

      {more.length ? (
        <section aria-labelledby="more-title" className="mt-10">
          <h2 id="more-title" className="mb-4 text-xl font-bold text-slate-900">
            {t("service.moreFromSeller", { company: seller.company_name })}
          </h2>
          <ServiceGrid services={more} />
        </section>
      ) : null}
    </>
  );
}
