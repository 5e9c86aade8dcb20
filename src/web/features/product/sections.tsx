/** The blocks of the product page: price box, seller card and the content of each tab. */
import type { ReactNode } from "react";
import type { ProductDetail } from "../../../common/api/catalog.ts";
import { SPEC_KEYS } from "../../../common/constants.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { priceBands } from "../../../common/pricing.ts";
import type { Translator } from "../../i18n/translator.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CheckBadgeIcon, ChevronRightIcon, ExternalIcon, MapPinIcon, TruckIcon } from "../../ui/icons.tsx";
import { companyPath } from "../browse/cards.tsx";
import { quantityLabel, regionList, regionName } from "../catalog/labels.ts";
import { Badge } from "../catalog/product-card.tsx";
import { hasOffer, OfferPrice } from "../deals/offer-price.tsx";
import { formatDimensions, formatSpec, specLabel } from "./specs.ts";

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const missing = (t: Translator) => (
  <span className="font-normal text-slate-500">{t("common.notSpecified")}</span>
);

function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="mb-3 text-base font-bold text-slate-900">{children}</h3>;
}

// ---------------------------------------------------------------- price
export function PriceBox({ product }: { product: ProductDetail }) {
  const t = useT();
  // One price rule (decision 063): each band's price with a running offer applied, its "was" price.
  const bands = priceBands(product, Date.now());
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5">
      {hasOffer(product) ? (
        <OfferPrice product={product} large />
      ) : (
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {product.price_from === null
            ? t("product.priceOnRequest")
            : product.price_to !== null && product.price_to !== product.price_from
              ? t("product.priceRange", {
                  from: t.price(product.price_from, product.currency),
                  to: t.price(product.price_to, product.currency),
                })
              : t.price(product.price_from, product.currency)}
          {product.price_from !== null ? (
            <span className="ml-2 text-sm font-normal text-slate-600">{t("product.perUnit")}</span>
          ) : null}
        </p>
      )}
      {product.negotiable || (product.discount_amount > 0 && !hasOffer(product)) ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {product.discount_amount > 0 && !hasOffer(product) ? (
            <Badge tone="amber">
              {t("product.discount", { amount: t.price(product.discount_amount, product.currency) })}
            </Badge>
          ) : null}
          {product.negotiable ? <Badge tone="sky">{t("product.negotiable")}</Badge> : null}
        </div>
      ) : null}
      {bands.length > 1 ? (
        <table className="mt-4 w-full text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{t("product.priceTiers")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1.5 font-medium">
                {t("product.quantity")}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t("product.unitPrice")}
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.min_quantity} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5 text-slate-800">
                  {quantityLabel(t, band.min_quantity, band.max_quantity)}
                </td>
                <td className="py-1.5 text-right font-semibold text-slate-900 tabular-nums">
                  {band.was === null ? (
                    t.price(band.unit_price, product.currency)
                  ) : (
                    <>
                      <span className="sr-only">
                        {t("deals.wasNow", {
                          old: t.price(band.was, product.currency),
                          price: t.price(band.unit_price, product.currency),
                        })}
                      </span>
                      <span aria-hidden="true">
                        <s className="mr-1.5 font-normal text-slate-600">
                          {t.price(band.was, product.currency)}
                        </s>
                        <span className="text-red-800">{t.price(band.unit_price, product.currency)}</span>
                      </span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- seller
export function SellerCard({ seller }: { seller: ProductDetail["seller"] }) {
  const t = useT();
  const place = [seller.city_name, seller.country_name].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="seller-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="seller-title" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t("product.aboutSeller")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {seller.logo_url ? (
          <img
            src={seller.logo_url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-md border border-slate-200 bg-white object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-md bg-slate-900 text-lg font-bold text-amber-400"
          >
            {seller.company_name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-semibold text-slate-900">
            <span className="truncate">{seller.company_name}</span>
            {seller.verified ? (
              <>
                <CheckBadgeIcon className="size-5 shrink-0 text-emerald-600" />
                <span className="sr-only">{t("product.verified")}</span>
              </>
            ) : null}
          </p>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPinIcon className="size-4 shrink-0" />
              {place}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {seller.verified ? <li className="font-medium text-emerald-800">{t("product.verified")}</li> : null}
        <li>
          {t("product.memberSince", {
            date: t.date(seller.member_since, { year: "numeric", month: "long" }),
          })}
        </li>
        <li>{t.plural("product.sellerProducts", seller.products_count)}</li>
      </ul>
      <AppLink
        to={companyPath(seller.id)}
        className="mt-3 flex items-center gap-1 text-sm font-semibold text-sky-800 hover:underline"
      >
        {t("product.viewCompany", { company: seller.company_name })}
        <ChevronRightIcon className="size-4 shrink-0" />
      </AppLink>
      {seller.website ? (
        <a
          href={seller.website}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-sky-800 hover:underline"
        >
          {t("product.website", { company: seller.company_name })}
          <ExternalIcon className="size-4" />
        </a>
      ) : null}
    </section>
  );
}

export function DeliveryRegions({ codes }: { codes: string[] }) {
  const t = useT();
  if (!codes.length) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <TruckIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <span>{t("product.deliversTo", { regions: regionList(codes, t.locale) })}</span>
    </p>
  );
}

// ---------------------------------------------------------------- tabs
export function DescriptionTab({ product }: { product: ProductDetail }) {
  const t = useT();
  const paragraphs = product.description.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <div className="max-w-3xl space-y-6">
      {paragraphs.length ? (
        <div className="space-y-3 leading-relaxed whitespace-pre-line text-slate-800">
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <p className="text-slate-600">{t("product.noDescription")}</p>
      )}
      {product.difference_from_others ? (
        <section className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-4">
          <SectionTitle>{t("product.whyThisSeller")}</SectionTitle>
          <p className="whitespace-pre-line text-slate-800">{product.difference_from_others}</p>
        </section>
      ) : null}
      {product.videos.length ? (
        <section>
          <SectionTitle>{t("product.videos")}</SectionTitle>
          <ul className="space-y-1">
            {product.videos.map((url, i) => (
              <li key={url}>
                <a
                  href={url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex items-center gap-1 text-sky-800 hover:underline"
                >
                  {t("product.video", { n: i + 1 })}
                  <ExternalIcon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function CharacteristicsTab({
  product,
  conditionText,
}: {
  product: ProductDetail;
  conditionText: string;
}) {
  const t = useT();
  const dims = formatDimensions(t, product.dimensions);
  const general: Array<[string, ReactNode]> = [
    [t("product.category"), product.category.name],
    [t("product.brand"), product.brand?.name ?? missing(t)],
    [t("product.model"), product.model?.name ?? missing(t)],
    [t("product.condition"), conditionText],
    [t("product.countryOfOrigin"), product.country_of_origin?.name ?? missing(t)],
  ];
  if (product.external_sku) general.push([t("product.externalSku"), product.external_sku]);
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <section>
        <SectionTitle>{t("product.specifications")}</SectionTitle>
        <Rows
          rows={SPEC_KEYS.map((key) => [specLabel(t, key), formatSpec(t, key, product.specs) ?? missing(t)])}
        />
      </section>
      <div className="space-y-8">
        <section>
          <SectionTitle>{t("product.general")}</SectionTitle>
          <Rows rows={general} />
        </section>
        <section>
          <SectionTitle>{t("product.dimensions")}</SectionTitle>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <td className="px-4 py-2.5" />
                  <th scope="col" className="px-4 py-2.5 font-medium text-slate-600">
                    {t("product.withoutPackage")}
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium text-slate-600">
                    {t("product.withPackage")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                <tr>
                  <th scope="row" className="px-4 py-2.5 text-left font-normal text-slate-600">
                    {t("product.size")}
                  </th>
                  <td className="px-4 py-2.5 font-medium text-slate-900">{dims.size ?? missing(t)}</td>
                  <td className="px-4 py-2.5 font-medium text-slate-900">{dims.packageSize ?? missing(t)}</td>
                </tr>
                <tr>
                  <th scope="row" className="px-4 py-2.5 text-left font-normal text-slate-600">
                    {t("product.weight")}
                  </th>
                  <td className="px-4 py-2.5 font-medium text-slate-900">{dims.weight ?? missing(t)}</td>
                  <td className="px-4 py-2.5 font-medium text-slate-900">
                    {dims.packageWeight ?? missing(t)}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
        {product.additional_terms.length ? (
          <section>
            <SectionTitle>{t("product.additionalTerms")}</SectionTitle>
            <Rows rows={product.additional_terms.map((term) => [term.name, term.value])} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

export function PaymentTab({ product }: { product: ProductDetail }) {
  const t = useT();
  const regions = product.delivery_regions.length ? (
    <ul className="flex flex-wrap gap-1.5">
      {product.delivery_regions.map((code) => (
        <li key={code}>
          <Badge>{regionName(code, t.locale)}</Badge>
        </li>
      ))}
    </ul>
  ) : (
    missing(t)
  );
  const rows: Array<[string, ReactNode]> = [
    [t("product.deliveryRegions"), regions],
    [
      t("product.leadTime"),
      product.lead_time_days === null ? missing(t) : t.plural("product.days", product.lead_time_days),
    ],
    [
      t("product.warranty"),
      product.warranty_months === null ? missing(t) : t.plural("product.months", product.warranty_months),
    ],
    [
      t("product.stock"),
      product.stock_quantity === null ? missing(t) : t.plural("product.units", product.stock_quantity),
    ],
  ];
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <section>
        <SectionTitle>{t("product.paymentMethods")}</SectionTitle>
        {product.payment_methods.length ? (
          <ul className="flex flex-wrap gap-2">
            {product.payment_methods.map((m) => {
              const key = `payment.${m}` as MessageKey;
              const label = t(key);
              return (
                <li
                  key={m}
                  className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800"
                >
                  {label === key ? m : label}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-slate-600">{t("product.noPaymentMethods")}</p>
        )}
      </section>
      <section>
        <SectionTitle>{t("product.tab.payment")}</SectionTitle>
        <Rows rows={rows} />
      </section>
    </div>
  );
}

export function FaqTab({ faq }: { faq: ProductDetail["faq"] }) {
  const t = useT();
  if (!faq.length) return <p className="text-slate-600">{t("product.noFaq")}</p>;
  return (
    <dl className="max-w-3xl space-y-4">
      {faq.map((entry) => (
        <div key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="font-semibold text-slate-900">{entry.question}</dt>
          <dd className="mt-2 text-slate-800">
            <p className="whitespace-pre-line">{entry.answer}</p>
            <p className="mt-2 text-xs text-slate-600">
              {entry.source === "seller" ? t("product.faqSeller") : t("product.faqMarketplace")}
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}
