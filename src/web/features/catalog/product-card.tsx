import { Fragment, type ReactNode } from "react";
import type { ProductCard as Product, SellerCard } from "../../../common/api/catalog.ts";
import type { Image } from "../../../common/api/shared.ts";
import { headlinePrice } from "../../../common/pricing.ts";
import { hashrateHsOf } from "../../../common/profit.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CheckBadgeIcon, MapPinIcon } from "../../ui/icons.tsx";
import { NoImage, ProductImage } from "../../ui/product-image.tsx";
import { hasOffer, OfferPrice } from "../deals/offer-price.tsx";
import { CARD_SPECS, formatSpec, specLabel } from "../product/specs.ts";
import { CardProfit } from "../profit/profit-figures.tsx";
import { conditionLabel, priceLabel } from "./labels.ts";

/**
 * What a card shows of a product. A page's loader hands the browser only this (`cardData`): the
 * API's card also carries the model, delivery regions, dates and up to sixteen specifications,
 * and everything a loader returns is encoded into the page.
 */
export type CardProduct = Pick<
  Product,
  | "id"
  | "sku"
  | "name"
  | "condition"
  | "currency"
  | "price_from"
  | "price_to"
  | "price_tiers"
  | "discount_amount"
  | "discount_ends_at"
  | "negotiable"
  | "specs"
> & {
  category: { name: string };
  brand: { name: string } | null;
  main_photo: Omit<Image, "alt"> | null;
  seller: Pick<SellerCard, "company_name" | "city_name" | "country_name" | "verified">;
  /** A miner's fields for its profit/day and payback (issue 18); absent or null for anything else. */
  miner?: MinerSpec | null;
};

export interface MinerSpec {
  algorithm: string;
  hashrate_hs: number;
  power_w: number;
}

/** The profit fields of a product's specs: algorithm, hashrate and power, or null when one is missing. */
export function minerSpec(specs: Product["specs"]): MinerSpec | null {
  const hashrate = hashrateHsOf(specs.hashrate);
  if (!specs.algorithm || !hashrate || !specs.consumption) return null;
  return { algorithm: specs.algorithm, hashrate_hs: hashrate, power_w: specs.consumption };
}

export function cardData(product: Product): CardProduct {
  const specs = Object.fromEntries(
    CARD_SPECS.flatMap((key) => (product.specs[key] === undefined ? [] : [[key, product.specs[key]]])),
  ) as Product["specs"];
  const { main_photo: photo, seller } = product;
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    condition: product.condition,
    currency: product.currency,
    price_from: product.price_from,
    price_to: product.price_to,
    price_tiers: product.price_tiers,
    discount_amount: product.discount_amount,
    discount_ends_at: product.discount_ends_at,
    negotiable: product.negotiable,
    specs,
    category: { name: product.category.name },
    brand: product.brand ? { name: product.brand.name } : null,
    main_photo: photo
      ? { url: photo.url, url_2x: photo.url_2x, width: photo.width, height: photo.height }
      : null,
    seller: {
      company_name: seller.company_name,
      city_name: seller.city_name,
      country_name: seller.country_name,
      verified: seller.verified,
    },
    miner: minerSpec(product.specs),
  };
}

export function productPath(sku: string): string {
  return `/product/${encodeURIComponent(sku)}`;
}

export function Badge({
  children,
  tone = "slate",
}: {
  children: ReactNode;
  tone?: "slate" | "green" | "amber" | "sky";
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-800",
    green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    amber: "bg-amber-50 text-amber-900 ring-amber-200",
    sky: "bg-sky-50 text-sky-900 ring-sky-200",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded px-2 py-0.5 text-xs font-medium ring-1 ring-transparent ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A product in a grid: photo, name, key specs, price, seller. The whole card opens the product. */
/** A card's photo slot: the whole width on a phone, about half on a tablet, 300 px on a wide screen. */
export const CARD_IMAGE_SIZES = "(min-width: 80rem) 300px, (min-width: 40rem) 45vw, 100vw";

/**
 * A card after the first of a page's main list: rendered, and its photo fetched, as it nears the
 * viewport (app.css's below-fold, with a card's height as the placeholder).
 */
export const FOLLOWING_CARD = "below-fold [contain-intrinsic-size:auto_28rem]";

export function ProductCard({
  product,
  heading: Heading = "h3",
  priority = false,
}: {
  product: CardProduct;
  heading?: "h2" | "h3";
  /** The page's first card: its photo is the largest image above the fold (the LCP element). */
  priority?: boolean;
}) {
  const t = useT();
  const specs = CARD_SPECS.map((key) => ({ key, value: formatSpec(t, key, product.specs) })).filter(
    (s) => s.value,
  );
  const subtitle = [product.brand?.name, product.category.name].filter(Boolean).join(" · ");
  const place = [product.seller.city_name, product.seller.country_name].filter(Boolean).join(", ");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-slate-300 hover:shadow-md focus-within:ring-2 focus-within:ring-sky-500">
      <div className="aspect-[4/3] bg-slate-100">
        {product.main_photo ? (
          <ProductImage
            image={product.main_photo}
            alt=""
            priority={priority}
            sizes={CARD_IMAGE_SIZES}
            className="size-full object-contain p-2"
          />
        ) : (
          <NoImage label={t("product.noPhoto")} className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {subtitle ? <p className="text-xs text-slate-600">{subtitle}</p> : null}
        <Heading className="leading-snug font-semibold text-slate-900">
          <AppLink
            to={productPath(product.sku)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </AppLink>
        </Heading>
        {specs.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            {specs.map((s) => (
              <Fragment key={s.key}>
                <dt className="text-slate-600">{specLabel(t, s.key)}</dt>
                <dd className="font-medium text-slate-800">{s.value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={product.condition === "used" ? "slate" : "green"}>
            {conditionLabel(t, product.condition)}
          </Badge>
          {product.negotiable ? <Badge tone="sky">{t("product.negotiable")}</Badge> : null}
          {/* A special offer shows its old and new price below instead. */}
          {product.discount_amount > 0 && !hasOffer(product) ? (
            <Badge tone="amber">
              {t("product.discount", { amount: t.price(product.discount_amount, product.currency) })}
            </Badge>
          ) : null}
        </div>
        {product.miner ? (
          <CardProfit
            listing={{
              algorithm: product.miner.algorithm,
              hashrateHs: product.miner.hashrate_hs,
              powerW: product.miner.power_w,
              // The price for one unit (the smallest quantity sold) after a running offer (decision 063).
              price: headlinePrice(product, Date.now())?.unit_price ?? null,
              currency: product.currency,
            }}
          />
        ) : null}
        {hasOffer(product) ? (
          <div className="mt-auto pt-2">
            <OfferPrice product={product} />
          </div>
        ) : (
          <p className="mt-auto pt-2 text-lg font-bold text-slate-900">
            {priceLabel(t, product)}
            {product.price_from !== null ? (
              <span className="ml-1 text-xs font-normal text-slate-600">{t("product.perUnit")}</span>
            ) : null}
          </p>
        )}
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <MapPinIcon className="size-3.5 shrink-0" />
          <span className="truncate">
            {product.seller.company_name}
            {place ? ` · ${place}` : ""}
          </span>
          {product.seller.verified ? (
            <>
              <CheckBadgeIcon className="size-4 shrink-0 text-emerald-600" />
              <span className="sr-only">{t("product.verified")}</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  heading = "h3",
  narrow = false,
  lead = false,
}: {
  products: CardProduct[];
  heading?: "h2" | "h3";
  /** Beside a sidebar: fewer columns. */
  narrow?: boolean;
  /** The page's main content, at the top: the first card's photo loads at once. */
  lead?: boolean;
}) {
  return (
    <ul
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${narrow ? "xl:grid-cols-3" : "lg:grid-cols-3 xl:grid-cols-4"}`}
    >
      {products.map((p, i) => (
        <li key={p.id} className={lead && i > 0 ? FOLLOWING_CARD : undefined}>
          <ProductCard product={p} heading={heading} priority={lead && i === 0} />
        </li>
      ))}
    </ul>
  );
}
