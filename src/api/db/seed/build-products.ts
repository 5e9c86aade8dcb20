/**
 * Product listings of the demo: miners listed from the models, equipment and parts from the
 * templates, hosting offers at the hosting sellers' sites; then their SKUs (in creation order),
 * statuses, quantity prices, photos, reviews and questions.
 */
import {
  type AdditionalTerm,
  type Dimensions,
  PAYMENT_METHODS,
  type ProductCondition,
  type ProductSpecs,
  type ProductStatus,
} from "../../../common/catalog.ts";
import type { faqEntries, productPhotos, productPriceTiers, productReviews } from "../schema.ts";
import {
  BRAND_ACCENTS,
  formatHashrate,
  hashrateHs,
  minerShape,
  modelDisplayName,
  modelShortName,
  modelSpecs,
} from "./catalogue.ts";
import {
  fill,
  type ProductRow,
  REGION_ORDER,
  roundPrice,
  type SeedContext,
  type SellerInfo,
  skuOf,
} from "./context.ts";
import { EQUIPMENT, type EquipmentSeed, HOSTING_OFFERS } from "./data/equipment.ts";
import { MINER_MODELS, type MinerModelSeed } from "./data/models.ts";
import type { SellerFocus } from "./data/sellers.ts";
import {
  COIN_SENTENCE,
  CONDITION_SENTENCES,
  COOLING_SENTENCES,
  DIFFERENCES,
  EQUIPMENT_FAQ,
  EQUIPMENT_REVIEWS,
  EXTRA_TERMS,
  type FaqText,
  HOSTING_FAQ,
  HOSTING_REVIEWS,
  MARKETPLACE_FAQ,
  MINER_FAQ,
  MINER_REVIEWS,
  NO_WARRANTY_ANSWER,
  PART_FAQ,
  PART_REVIEWS,
  REJECTION_REASONS,
  REVIEW_AUTHORS,
  REVIEW_COMPANIES,
  type ReviewText,
  SHIPPING_SENTENCES,
} from "./data/texts.ts";
import {
  detailIllustration,
  familyIllustration,
  minerIllustration,
  type SeedImage,
  sceneIllustration,
} from "./images.ts";
import { daysBefore, hoursAfter, Random, SEED_BASE_DATE } from "./random.ts";

export interface ProductRows {
  products: ProductRow[];
  priceTiers: (typeof productPriceTiers.$inferInsert)[];
  photos: (typeof productPhotos.$inferInsert)[];
  reviews: (typeof productReviews.$inferInsert)[];
  faq: (typeof faqEntries.$inferInsert)[];
}

/** A listing before it gets its id, dates, status and prices. */
interface Draft {
  seller: SellerInfo;
  categoryId: number;
  brandId: number | null;
  modelId: number | null;
  kind: "miner" | "equipment" | "part" | "hosting";
  name: string;
  condition: ProductCondition;
  countryOfOrigin: string | null;
  basePrice: number;
  tiered: boolean;
  specs: ProductSpecs;
  dimensions: Dimensions;
  description: string;
  terms: AdditionalTerm[];
  mainImage: SeedImage;
  extraImages: SeedImage[];
  algorithm: string | null;
  hashrateHs: number | null;
  powerW: number | null;
  efficiency: number | null;
  leadDays: number;
  warranty: number | null;
  stock: number;
  faq: FaqText[];
  reviews: ReviewText[];
}

const PART_CATEGORIES = new Set([
  "power-supplies",
  "fans",
  "control-boards",
  "hashboards",
  "cables-pdus",
  "water-blocks",
]);

const CONDITION_PRICE: Record<ProductCondition, number> = {
  brand_new: 1.04,
  new: 1,
  tested: 0.74,
  used: 0.62,
};

/** Listings per popularity point of a model. */
const LISTINGS_PER_POPULARITY = 1.45;

export function buildProducts(ctx: SeedContext, sellers: SellerInfo[]): ProductRows {
  const rng = new Random(0xc0ffee);
  const drafts = [
    ...minerDrafts(ctx, sellers, rng),
    ...equipmentDrafts(ctx, sellers, rng),
    ...hostingDrafts(ctx, sellers, rng),
  ];
  return productRows(drafts, rng);
}

// ---------------------------------------------------------------- miners
function minerDrafts(ctx: SeedContext, sellers: SellerInfo[], rng: Random): Draft[] {
  const drafts: Draft[] = [];
  /** Sellers with a matching focus; those stocking the brand three times as likely. */
  const pickSeller = (focus: (f: SellerFocus) => boolean, brand: string): SellerInfo => {
    const choices = sellers
      .map((s) => {
        if (!s.seed.focus.some(focus)) return [s, 0] as const;
        if (s.seed.brands.length === 0) return [s, 1] as const;
        return [s, s.seed.brands.includes(brand) ? 3 : 0.25] as const;
      })
      .filter(([, w]) => w > 0);
    return choices.length > 0 ? rng.weighted(choices) : rng.pick(sellers);
  };

  MINER_MODELS.forEach((m, index) => {
    const brand = ctx.brandOf(m.brand);
    const display = modelDisplayName(m.name, brand.name);
    const main = minerIllustration(ctx.images, `model-${m.slug}`, {
      brand: brand.name,
      model: modelShortName(m.name, brand.name),
      subtitle: formatHashrate(m.hashrate),
      shape: minerShape(m),
      accent: BRAND_ACCENTS[m.brand] ?? "#6b7785",
    });
    const details =
      m.cooling === "hydro"
        ? ["detail-hydro", "detail-label", "detail-packaging"]
        : m.cooling === "immersion"
          ? ["detail-label", "detail-ports", "detail-packaging"]
          : ["detail-fans", "detail-label", "detail-packaging", "detail-ports"];
    const ageYears = (SEED_BASE_DATE.getTime() - Date.parse(`${m.released}-15`)) / (365.25 * 86_400_000);
    const listings = Math.max(1, Math.round(m.popularity * LISTINGS_PER_POPULARITY + rng.float(-0.5, 0.5)));
    for (let k = 0; k < listings; k++) {
      const condition = minerCondition(ageYears, rng);
      const secondHand = condition === "used" || condition === "tested";
      const seller = pickSeller(
        (f) =>
          (secondHand ? f === "used-miners" || f === "miners" : f === "miners") ||
          (m.cooling === "hydro" && f === "hydro") ||
          (m.cooling === "immersion" && f === "immersion"),
        m.brand,
      );
      const lead = secondHand ? rng.int(2, 7) : rng.chance(0.25) ? rng.int(20, 45) : rng.int(3, 10);
      const warranty =
        condition === "brand_new" || condition === "new"
          ? rng.pick([6, 12, 12])
          : condition === "tested"
            ? rng.pick([1, 3, 3])
            : rng.pick([0, 0, 1]);
      const values = {
        model: display,
        brand: brand.name,
        algorithm: m.algorithm,
        hashrate: formatHashrate(m.hashrate),
        power: m.powerW.toLocaleString("en-US"),
        efficiency: `${m.efficiency.value} ${m.efficiency.unit}`,
        city: seller.office.cityName,
        country: seller.office.countryName,
        lead,
        coins: m.coins.join(", "),
        warranty,
      };
      drafts.push({
        seller,
        categoryId: ctx.categoryId("product", m.category),
        brandId: brand.id,
        modelId: index + 1,
        kind: "miner",
        name: `${display} ${formatHashrate(m.hashrate)}`,
        condition,
        countryOfOrigin: brand.country ?? null,
        basePrice: m.priceUsd * CONDITION_PRICE[condition] * rng.float(0.93, 1.07),
        tiered: true,
        specs: modelSpecs(m),
        dimensions: minerDimensions(m),
        description: [
          fill(COOLING_SENTENCES[m.cooling], values),
          fill(rng.pick(CONDITION_SENTENCES[condition]), values),
          fill(COIN_SENTENCE, values),
          fill(rng.pick(SHIPPING_SENTENCES), values),
        ].join(" "),
        terms: rng
          .sample(EXTRA_TERMS, rng.int(0, 2))
          .filter((t, i, all) => all.findIndex((x) => x.name === t.name) === i),
        mainImage: main,
        extraImages: rng.sample(details, rng.int(0, 3)).map((d) => detailIllustration(ctx.images, d)),
        algorithm: m.algorithm,
        hashrateHs: hashrateHs(m.hashrate),
        powerW: m.powerW,
        efficiency: m.efficiency.value,
        leadDays: lead,
        warranty,
        stock: secondHand ? rng.int(1, 60) : rng.int(5, 400),
        faq: rng
          .sample(
            MINER_FAQ.filter((f) => !f.industrial || m.powerW >= 1000),
            rng.int(1, 3),
          )
          .map((f) => ({
            question: f.question,
            answer: f.aboutWarranty && warranty === 0 ? NO_WARRANTY_ANSWER : fill(f.answer, values),
          })),
        reviews: MINER_REVIEWS,
      });
    }
  });
  return drafts;
}

/** Old models are mostly sold used, recent ones mostly new. */
function minerCondition(ageYears: number, rng: Random): ProductCondition {
  if (ageYears > 3) {
    return rng.weighted<ProductCondition>([
      ["used", 5],
      ["tested", 4],
      ["new", 1],
    ]);
  }
  if (ageYears > 1.8) {
    return rng.weighted<ProductCondition>([
      ["used", 3],
      ["tested", 3],
      ["new", 3],
      ["brand_new", 1],
    ]);
  }
  return rng.weighted<ProductCondition>([
    ["new", 5],
    ["brand_new", 3],
    ["tested", 1],
    ["used", 1],
  ]);
}

function minerDimensions(m: MinerModelSeed): Dimensions {
  const [length, width, height] = m.sizeMm;
  return {
    length,
    width,
    height,
    weight: m.weightKg,
    packageLength: length + 170,
    packageWidth: width + 115,
    packageHeight: height + 110,
    packageWeight: Math.round((m.weightKg + 2.6) * 10) / 10,
  };
}

// ---------------------------------------------------------------- equipment and parts
function equipmentDrafts(ctx: SeedContext, sellers: SellerInfo[], rng: Random): Draft[] {
  const drafts: Draft[] = [];
  for (const e of EQUIPMENT) {
    const matching = sellers.filter((s) => s.seed.focus.some((f) => e.focus.includes(f)));
    for (const seller of rng.sample(matching.length > 0 ? matching : sellers, e.listings)) {
      drafts.push(equipmentDraft(ctx, e, seller, PART_CATEGORIES.has(e.category), rng));
    }
  }
  return drafts;
}

function equipmentDraft(
  ctx: SeedContext,
  e: EquipmentSeed,
  seller: SellerInfo,
  isPart: boolean,
  rng: Random,
): Draft {
  const brand = e.brand ? ctx.brandOf(e.brand) : null;
  const lead = isPart ? rng.int(1, 7) : rng.int(21, 75);
  const condition: ProductCondition =
    isPart && rng.chance(0.2) ? "tested" : rng.chance(0.3) ? "brand_new" : "new";
  const values = { brand: brand?.name ?? "the manufacturer", lead };
  const shipping = fill(rng.pick(SHIPPING_SENTENCES), {
    city: seller.office.cityName,
    country: seller.office.countryName,
    lead,
  });
  return {
    seller,
    categoryId: ctx.categoryId("product", e.category),
    brandId: brand?.id ?? null,
    modelId: null,
    kind: isPart ? "part" : "equipment",
    name: e.name,
    condition,
    countryOfOrigin: brand?.country ?? seller.seed.country,
    basePrice: e.priceUsd * rng.float(0.92, 1.08) * (condition === "tested" ? 0.7 : 1),
    tiered: e.tiered,
    specs: e.specs,
    dimensions: e.dimensions,
    description: `${e.description} ${shipping}`,
    terms: e.terms,
    mainImage: familyIllustration(ctx.images, `equipment-${e.key}`, e.image, e.name),
    extraImages: isPart
      ? rng
          .sample(["detail-packaging", "detail-label"], rng.int(0, 1))
          .map((d) => detailIllustration(ctx.images, d))
      : rng.chance(0.5)
        ? [sceneIllustration(ctx.images, "photo-site")]
        : [],
    algorithm: null,
    hashrateHs: null,
    powerW: e.specs.consumption ?? null,
    efficiency: null,
    leadDays: lead,
    warranty: isPart ? rng.pick([3, 6]) : rng.pick([12, 24]),
    stock: isPart ? rng.int(10, 1000) : rng.int(1, 6),
    faq: rng
      .sample(isPart ? PART_FAQ : EQUIPMENT_FAQ, rng.int(1, 2))
      .map((f) => ({ question: f.question, answer: fill(f.answer, values) })),
    reviews: isPart ? PART_REVIEWS : EQUIPMENT_REVIEWS,
  };
}

// ---------------------------------------------------------------- hosting
function hostingDrafts(ctx: SeedContext, sellers: SellerInfo[], rng: Random): Draft[] {
  const drafts: Draft[] = [];
  for (const seller of sellers) {
    if (!seller.seed.focus.includes("hosting")) continue;
    const offers = HOSTING_OFFERS.filter(
      (o) => o.specs.coolingType !== "hydro" || seller.seed.focus.includes("hydro"),
    );
    for (const o of rng.sample(offers, rng.int(1, offers.length))) {
      const values = { city: seller.site.cityName, country: seller.site.countryName };
      drafts.push({
        seller,
        categoryId: ctx.categoryId("product", o.category),
        brandId: null,
        modelId: null,
        kind: "hosting",
        name: fill(o.name, values),
        condition: "new",
        countryOfOrigin: null,
        basePrice: o.priceUsd * rng.float(0.85, 1.2),
        tiered: o.category === "colocation-racks",
        specs: {
          consumption: o.specs.consumption,
          coolingType: o.specs.coolingType,
          temperatureRange: { min: -30, max: 40 },
          humidityRange: { min: 10, max: 90 },
          interface: "Ethernet, 1 Gbit/s uplink",
        },
        dimensions: {},
        description: fill(o.description, values),
        terms: [{ name: "Unit", value: o.unitTerm }],
        mainImage: familyIllustration(
          ctx.images,
          `hosting-${o.category}-${o.specs.coolingType}`,
          o.image,
          o.unitTerm,
        ),
        extraImages: rng.chance(0.6) ? [sceneIllustration(ctx.images, "photo-site")] : [],
        algorithm: null,
        hashrateHs: null,
        powerW: o.specs.consumption,
        efficiency: null,
        leadDays: rng.int(7, 21),
        warranty: null,
        stock: rng.int(3, 40),
        faq: rng.sample(HOSTING_FAQ, rng.int(1, 2)),
        reviews: HOSTING_REVIEWS,
      });
    }
  }
  return drafts;
}

// ---------------------------------------------------------------- rows
function productRows(drafts: Draft[], rng: Random): ProductRows {
  const dated = drafts.map((d) => ({
    d,
    createdAt: daysBefore(rng.float(0.5, Math.min(330, d.seller.seed.memberForDays - 5))),
  }));
  dated.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const out: ProductRows = { products: [], priceTiers: [], photos: [], reviews: [], faq: [] };
  const externalSeq = new Map<number, number>();
  const rngContent = new Random(0xfeed5);

  dated.forEach(({ d, createdAt }, i) => {
    const id = i + 1;
    const { seller } = d;
    const status = rng.weighted<ProductStatus>([
      ["approved", 90],
      ["draft", 3],
      ["verified", 3],
      ["archived", 2],
      ["rejected", 2],
    ]);
    const published = status === "approved" || status === "archived";
    const publishedAt = published ? hoursAfter(rng.float(2, 30), createdAt) : null;
    const updatedAt = publishedAt ?? hoursAfter(rng.float(0.1, 5), createdAt);

    // Quantity tiers with decreasing unit prices; price_min is the last (lowest) one.
    const first = roundPrice(d.basePrice);
    const tierCount = d.tiered
      ? rng.weighted([
          [1, 25],
          [2, 35],
          [3, 40],
        ])
      : 1;
    const bounds: [number, number | null][] =
      tierCount === 3
        ? [
            [1, 9],
            [10, 49],
            [50, null],
          ]
        : tierCount === 2
          ? [
              [1, 19],
              [20, null],
            ]
          : [[1, null]];
    let price = first;
    bounds.forEach(([minQuantity, maxQuantity], t) => {
      if (t > 0) price = roundPrice(price * (1 - rng.float(0.02, 0.05)));
      out.priceTiers.push({ productId: id, minQuantity, maxQuantity, unitPrice: price });
    });
    const discount = rng.chance(0.15) ? roundPrice(first * rng.float(0.03, 0.08)) : 0;

    // Delivery regions: the seller's own plus some others.
    const others = rng.sample(
      REGION_ORDER.filter((r) => r !== seller.region),
      rng.weighted([
        [0, 20],
        [1, 20],
        [2, 20],
        [3, 15],
        [5, 25],
      ]),
    );

    let externalSku: string | null = null;
    if (rng.chance(0.9)) {
      const n = (externalSeq.get(seller.id) ?? 1000) + rng.int(1, 7);
      externalSeq.set(seller.id, n);
      externalSku = `${seller.seed.code}-${n}`;
    }

    out.products.push({
      id,
      sku: skuOf(id),
      sellerId: seller.id,
      categoryId: d.categoryId,
      brandId: d.brandId,
      modelId: d.modelId,
      externalSku,
      status,
      rejectionReason: status === "rejected" ? rng.pick(REJECTION_REASONS) : "",
      name: d.name,
      description: d.description,
      condition: d.condition,
      countryOfOrigin: d.countryOfOrigin,
      currency: "USD",
      priceMin: price,
      discountAmount: discount,
      negotiable: rng.chance(0.3),
      dimensions: d.dimensions,
      specs: d.specs,
      algorithm: d.algorithm,
      hashrateHs: d.hashrateHs,
      powerW: d.powerW,
      efficiency: d.efficiency,
      deliveryRegions: REGION_ORDER.filter((r) => r === seller.region || others.includes(r)),
      videos: [],
      differenceFromOthers: rng.chance(0.7) ? rng.pick(DIFFERENCES) : "",
      additionalTerms: d.terms,
      paymentMethods: [
        "bank_transfer",
        ...rng.sample(
          PAYMENT_METHODS.filter((p) => p !== "bank_transfer"),
          rng.int(0, 3),
        ),
      ],
      leadTimeDays: d.leadDays,
      warrantyMonths: d.warranty,
      stockQuantity: d.stock,
      views: published ? Math.round(rng.float(20, 2500) * (d.kind === "miner" ? 1.5 : 0.6)) : 0,
      publishedAt,
      createdAt,
      updatedAt,
    });

    [d.mainImage, ...d.extraImages].forEach((img, position) => {
      out.photos.push({
        productId: id,
        position,
        url: img.url,
        url2x: img.url2x,
        width: img.width,
        height: img.height,
        alt: position === 0 ? d.name : `${d.name} — ${img.caption.toLowerCase()}`,
      });
    });

    d.faq.forEach((f, position) => {
      out.faq.push({ productId: id, locale: "en", question: f.question, answer: f.answer, position });
    });

    if (status === "approved" && publishedAt) {
      const count = rngContent.weighted([
        [0, 30],
        [1, 20],
        [2, 15],
        [3, 12],
        [4, 10],
        [5, 8],
        [6, 5],
      ]);
      const ageDays = (SEED_BASE_DATE.getTime() - publishedAt.getTime()) / 86_400_000;
      for (const r of rngContent.sample(d.reviews, count)) {
        out.reviews.push({
          productId: id,
          sellerId: seller.id,
          authorName: rngContent.pick(REVIEW_AUTHORS),
          companyName: rngContent.pick(REVIEW_COMPANIES),
          rating: r.rating,
          text: r.text,
          createdAt: daysBefore(rngContent.float(0.2, Math.max(0.5, ageDays - 1))),
        });
      }
    }
  });
  out.reviews.sort(
    (a, b) =>
      (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime() ||
      (a.productId ?? 0) - (b.productId ?? 0),
  );

  MARKETPLACE_FAQ.forEach((entry, position) => {
    for (const locale of ["en", "fr"] as const) {
      out.faq.push({
        productId: null,
        locale,
        question: entry[locale].question,
        answer: entry[locale].answer,
        position,
      });
    }
  });
  return out;
}
