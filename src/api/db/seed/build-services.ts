/** Service offers of the demo: each seller offers two templates per service focus it has. */
import type { serviceImages, services } from "../schema.ts";
import { fill, REGION_ORDER, roundPrice, type SeedContext, type SellerInfo } from "./context.ts";
import { SERVICE_FOCUS, SERVICES } from "./data/services.ts";
import { sceneIllustration } from "./images.ts";
import { daysBefore, hoursAfter, Random } from "./random.ts";

export interface ServiceRows {
  services: (typeof services.$inferInsert)[];
  images: (typeof serviceImages.$inferInsert)[];
}

/** Hosting and installation happen at the seller's site; the rest at its head office. */
const AT_SITE = new Set(["hosting", "installation"]);

export function buildServices(ctx: SeedContext, sellers: SellerInfo[]): ServiceRows {
  const rng = new Random(0x5e571ce);
  const out: ServiceRows = { services: [], images: [] };
  for (const seller of sellers) {
    for (const focus of seller.seed.focus) {
      const slug = SERVICE_FOCUS[focus];
      if (!slug) continue;
      const templates = SERVICES.filter((t) => t.category === slug);
      for (const t of rng.sample(templates, 2)) {
        const place = AT_SITE.has(slug) ? seller.site : seller.office;
        const values = { city: place.cityName, country: place.countryName };
        const id = out.services.length + 1;
        const createdAt = daysBefore(rng.float(1, Math.min(320, seller.seed.memberForDays - 3)));
        const status = rng.weighted([
          ["approved", 88],
          ["draft", 4],
          ["verified", 4],
          ["rejected", 4],
        ] as const);
        const publishedAt = status === "approved" ? hoursAfter(rng.float(2, 26), createdAt) : null;
        const neighbours = ctx.nearestCountries(place.cityId, place.country, 8);
        const otherRegions = rng.sample(
          REGION_ORDER.filter((r) => r !== seller.region),
          rng.weighted([
            [0, 40],
            [1, 30],
            [2, 20],
            [5, 10],
          ]),
        );
        const raw = t.priceFrom * rng.float(0.85, 1.15);
        out.services.push({
          id,
          sellerId: seller.id,
          categoryId: ctx.categoryId("service", slug),
          status,
          rejectionReason: status === "rejected" ? "Please describe what the price includes." : "",
          name: fill(t.name, values),
          description: fill(t.description, values),
          countryIso: place.country,
          cityId: place.cityId,
          address: place.address,
          additionalCountries: rng.sample(neighbours, rng.int(0, 4)).sort(),
          serviceRegions: REGION_ORDER.filter((r) => r === seller.region || otherRegions.includes(r)),
          // Prices per kWh keep their cents; small amounts are whole dollars.
          priceFrom: raw < 1 ? Math.round(raw * 100) / 100 : raw < 100 ? Math.round(raw) : roundPrice(raw),
          priceUnit: t.priceUnit,
          currency: "USD",
          properties: t.properties,
          publishedAt,
          createdAt,
          updatedAt: publishedAt ?? createdAt,
        });
        const extra = rng.sample(["photo-office", "photo-warehouse", "photo-site"], rng.int(0, 2));
        [t.image, ...extra].forEach((scene, position) => {
          const img = sceneIllustration(ctx.images, scene);
          out.images.push({
            serviceId: id,
            position,
            url: img.url,
            url2x: img.url2x,
            width: img.width,
            height: img.height,
          });
        });
      }
    }
  }
  return out;
}
