/** Seller rows, their offices and photos, from the curated seller data. */
import {
  buildCountryPhoneInfo,
  type CountryPhoneInfo,
  formatPhone,
  joinPhone,
} from "../../../common/phone.ts";
import type { sellerOffices, sellerPhotos, sellers } from "../schema.ts";
import type { Place, SeedContext, SellerInfo } from "./context.ts";
import { SELLERS } from "./data/sellers.ts";
import { logoImage, sceneIllustration } from "./images.ts";
import { regionOfCountry } from "./places.ts";
import { daysBefore, hoursAfter, Random } from "./random.ts";

export interface SellerRows {
  sellers: (typeof sellers.$inferInsert)[];
  offices: (typeof sellerOffices.$inferInsert)[];
  photos: (typeof sellerPhotos.$inferInsert)[];
  infos: SellerInfo[];
}

/**
 * A national significant number printed with the country's dialling code and mask; NANP territories
 * (+1264...) print the area code as part of the dialling code.
 */
export function sellerPhone(info: CountryPhoneInfo, nsn: string): { display: string; e164: string } {
  const nanpTerritory = info.dialCodes.find(
    (d) => d.startsWith("+1") && d.length > 2 && nsn.startsWith(d.slice(2)),
  );
  const dial = nanpTerritory ?? info.dialCodes[0] ?? "";
  const local = nanpTerritory ? nsn.slice(nanpTerritory.length - 2) : nsn;
  return { display: `${dial} ${formatPhone(local, info.mask)}`, e164: joinPhone(dial, local) };
}

/** Seller ids follow SELLERS order (seller i has id i + 1). */
export function buildSellers(ctx: SeedContext): SellerRows {
  const rng = new Random(0x5e11e75);
  const phoneInfo = new Map(buildCountryPhoneInfo().map((c) => [c.iso as string, c]));
  const out: SellerRows = { sellers: [], offices: [], photos: [], infos: [] };

  SELLERS.forEach((s, i) => {
    const id = i + 1;
    const city = ctx.cityOf(s.country, s.city);
    const phone = phoneInfo.get(s.country);
    if (!phone) throw new Error(`no phone data for ${s.country}`);
    const region = regionOfCountry(s.country);
    const createdAt = daysBefore(s.memberForDays + rng.float(0, 1));
    const logo = logoImage(ctx.images, `logo-${s.code.toLowerCase()}`, s.companyName, s.colors);
    out.sellers.push({
      id,
      status: "active",
      companyName: s.companyName,
      legalName: s.legalName,
      website: s.website,
      headOfficeAddress: s.address,
      countryIso: s.country,
      cityId: city.id,
      latitude: Math.round((city.latitude + rng.float(-0.02, 0.02)) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + rng.float(-0.02, 0.02)) * 1e5) / 1e5,
      regionCode: region,
      phone: sellerPhone(phone, s.phone).display,
      whatsapp: sellerPhone(phone, s.whatsapp).e164,
      telegramLink: `https://t.me/${s.telegram}`,
      socialLinks: { ...s.social, telegram: `https://t.me/${s.telegram}` },
      about: s.about,
      logoUrl: logo.url,
      verified: s.verified,
      createdAt,
      updatedAt: hoursAfter(rng.float(24, 24 * 60), createdAt),
    });

    const office: Place = {
      cityId: city.id,
      cityName: city.name,
      country: s.country,
      countryName: ctx.countryName(s.country),
      address: s.address,
    };
    out.offices.push({
      sellerId: id,
      name: "Head office",
      address: s.address,
      cityId: city.id,
      countryIso: s.country,
    });
    let site = office;
    for (const o of s.offices) {
      const officeCity = ctx.cityOf(o.country, o.city);
      out.offices.push({
        sellerId: id,
        name: o.name,
        address: o.address,
        cityId: officeCity.id,
        countryIso: o.country,
      });
      if (site === office && /site|hall/i.test(o.name)) {
        site = {
          cityId: officeCity.id,
          cityName: officeCity.name,
          country: o.country,
          countryName: ctx.countryName(o.country),
          address: o.address,
        };
      }
    }

    const scenes = [
      "photo-office",
      s.focus.some((f) => f === "hosting" || f === "containers") ? "photo-site" : "photo-warehouse",
    ];
    scenes.forEach((scene, position) => {
      const img = sceneIllustration(ctx.images, scene);
      out.photos.push({
        sellerId: id,
        position,
        url: img.url,
        url2x: img.url2x,
        width: img.width,
        height: img.height,
      });
    });

    out.infos.push({ id, seed: s, region, office, site });
  });
  return out;
}
