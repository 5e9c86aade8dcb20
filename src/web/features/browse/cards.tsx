import type { SellerListCard } from "../../../common/api/sellers.ts";
import type { ServiceCard as Service } from "../../../common/api/services.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CheckBadgeIcon, MapPinIcon } from "../../ui/icons.tsx";
import { NoImage, ProductImage } from "../../ui/product-image.tsx";
import { regionName } from "../catalog/labels.ts";
import { Badge, CARD_IMAGE_SIZES, FOLLOWING_CARD } from "../catalog/product-card.tsx";

export const servicePath = (id: number) => `/service/${id}`;
export const companyPath = (id: number) => `/company/${id}`;

/** A company's logo, or its initial on a dark tile. */
export function CompanyLogo({ name, url, size = "md" }: { name: string; url: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-20 text-3xl" : "size-12 text-lg";
  return url ? (
    <img
      src={url}
      alt=""
      width={size === "lg" ? 80 : 48}
      height={size === "lg" ? 80 : 48}
      loading="lazy"
      className={`${box} shrink-0 rounded-md border border-slate-200 bg-white object-contain`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-md bg-slate-900 font-bold text-amber-400`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function Verified() {
  const t = useT();
  return (
    <>
      <CheckBadgeIcon className="size-4 shrink-0 text-emerald-600" />
      <span className="sr-only">{t("browse.verified")}</span>
    </>
  );
}

export function servicePrice(
  t: ReturnType<typeof useT>,
  s: Pick<Service, "price_from" | "currency" | "price_unit">,
): string {
  if (s.price_from === null) return t("browse.priceOnRequest");
  const price = t("browse.priceFrom", { price: t.price(s.price_from, s.currency) });
  return s.price_unit ? `${price} ${s.price_unit}` : price;
}

/** A service in a grid: image, category, name, place, price, provider. The whole card opens it. */
export function ServiceCard({
  service,
  heading: Heading = "h3",
  priority = false,
}: {
  service: Service;
  heading?: "h2" | "h3";
  /** The page's first card: its image is the largest above the fold (the LCP element). */
  priority?: boolean;
}) {
  const t = useT();
  const place = [service.city?.name, service.country?.name].filter(Boolean).join(", ");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-sky-500 hover:border-slate-300 hover:shadow-md">
      <div className="aspect-[4/3] bg-slate-100">
        {service.main_image ? (
          <ProductImage
            image={service.main_image}
            alt=""
            priority={priority}
            sizes={CARD_IMAGE_SIZES}
            className="size-full object-cover"
          />
        ) : (
          <NoImage label={t("service.noImage")} className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-slate-600">{service.category.name}</p>
        <Heading className="leading-snug font-semibold text-slate-900">
          <AppLink
            to={servicePath(service.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {service.name}
          </AppLink>
        </Heading>
        {place ? (
          <p className="flex items-center gap-1 text-xs text-slate-700">
            <MapPinIcon className="size-3.5 shrink-0" />
            {place}
          </p>
        ) : null}
        {service.regions.length ? (
          <div className="flex flex-wrap gap-1">
            {service.regions.map((r) => (
              <Badge key={r}>{regionName(r, t.locale)}</Badge>
            ))}
          </div>
        ) : null}
        <p className="mt-auto pt-2 font-bold text-slate-900">{servicePrice(t, service)}</p>
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <span className="truncate">{service.seller.company_name}</span>
          {service.seller.verified ? <Verified /> : null}
        </p>
      </div>
    </article>
  );
}

export function ServiceGrid({
  services,
  narrow = false,
  lead = false,
}: {
  services: Service[];
  narrow?: boolean;
  /** The page's main content, at the top: the first card's image loads at once. */
  lead?: boolean;
}) {
  return (
    <ul
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${narrow ? "xl:grid-cols-3" : "lg:grid-cols-3 xl:grid-cols-4"}`}
    >
      {services.map((s, i) => (
        <li key={s.id} className={lead && i > 0 ? FOLLOWING_CARD : undefined}>
          <ServiceCard service={s} priority={lead && i === 0} />
        </li>
      ))}
    </ul>
  );
}

/** A company in a list: logo, name, place, about, counts. The whole card opens its page. */
export function CompanyCard({ company }: { company: SellerListCard }) {
  const t = useT();
  const place = [company.city?.name, company.country?.name].filter(Boolean).join(", ");
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-sky-500 hover:border-slate-300 hover:shadow-md">
      <div className="flex items-center gap-3">
        <CompanyLogo name={company.company_name} url={company.logo_url} />
        <div className="min-w-0">
          <h3 className="flex items-center gap-1 font-semibold text-slate-900">
            <AppLink
              to={companyPath(company.id)}
              className="truncate after:absolute after:inset-0 focus-visible:outline-none"
            >
              {company.company_name}
            </AppLink>
            {company.verified ? <Verified /> : null}
          </h3>
          {place ? (
            <p className="flex items-center gap-1 text-xs text-slate-600">
              <MapPinIcon className="size-3.5 shrink-0" />
              <span className="truncate">{place}</span>
            </p>
          ) : null}
        </div>
      </div>
      {company.about_excerpt ? (
        <p className="line-clamp-3 text-sm text-slate-700">{company.about_excerpt}</p>
      ) : null}
      <p className="mt-auto flex flex-wrap gap-1.5 text-xs">
        <Badge>{t.plural("company.products", company.products_count)}</Badge>
        <Badge>{t.plural("company.services", company.services_count)}</Badge>
        {company.region ? <Badge tone="sky">{company.region.name}</Badge> : null}
      </p>
    </article>
  );
}

export function CompanyGrid({
  companies,
  narrow = false,
}: {
  companies: SellerListCard[];
  narrow?: boolean;
}) {
  return (
    <ul
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${narrow ? "xl:grid-cols-3" : "lg:grid-cols-3 xl:grid-cols-4"}`}
    >
      {companies.map((c) => (
        <li key={c.id}>
          <CompanyCard company={c} />
        </li>
      ))}
    </ul>
  );
}
