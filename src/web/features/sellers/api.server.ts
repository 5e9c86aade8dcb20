/** Server side of the seller pages: the company, places, image uploads and the forms' bodies. */
import type { AppLoadContext } from "react-router";
import type { City, Country } from "../../../common/api/locations.ts";
import type { OwnSeller } from "../../../common/api/seller-account.ts";
import { type ApiClient, ApiError } from "../../../common/api-client.ts";
import { SELLER_LIMITS, SOCIAL_NETWORKS } from "../../../common/constants.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { accountsApi, formFailure } from "../accounts/action.server.ts";
import type { FormResult } from "../accounts/form.tsx";
import type { CityOption } from "./company-fields.tsx";

/** The caller's company as its owner edits it, or null without one. */
export async function ownSeller(api: ApiClient): Promise<OwnSeller | null> {
  try {
    return await api.call("sellerAccount.me");
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** Every country, with its phone mask and placeholder, in the page's language. */
export async function countries(api: ApiClient): Promise<Country[]> {
  return (await api.call("locations.countries", { query: { page_size: 300 } })).results;
}

/** The cities of a country (none for an empty or unknown code). */
export async function citiesOf(api: ApiClient, iso: string | null | undefined): Promise<City[]> {
  if (!iso || !/^[A-Za-z]{2}$/.test(iso)) return [];
  try {
    return (await api.call("locations.cities", { query: { country: iso.toUpperCase(), page_size: 10000 } }))
      .results;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return [];
    throw error;
  }
}

/** What the city selects need of a city: id, name and position. */
export function cityOptions(cities: City[]) {
  return cities.map((c) => ({ id: c.id, name: c.name, latitude: c.latitude, longitude: c.longitude }));
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * A coordinate typed in the form: empty is null (no position); a number as such; anything else is
 * passed on as typed, so that the API names the field ("A valid number is required.").
 */
export function coordinate(form: FormData, name: string): number | string | null {
  const v = str(form, name).trim().replace(",", ".");
  if (v === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
}

/** The body of the CompanyHeadquarters fields (the form's names are the API's). */
export function headquartersBody(form: FormData) {
  const city = str(form, "city_id");
  return {
    latitude: coordinate(form, "latitude"),
    longitude: coordinate(form, "longitude"),
    company_name: str(form, "company_name"),
    legal_name: str(form, "legal_name"),
    website: str(form, "website"),
    head_office_address: str(form, "head_office_address"),
    country_iso: str(form, "country_iso"),
    city_id: city ? city : null,
    region_code: str(form, "region_code"),
    phone: str(form, "phone"),
  };
}

/** The body of the SellerRegistration fields (logo apart). */
export function registrationBody(form: FormData) {
  const social: Record<string, string> = {};
  // Empty links are left out: the record replaces the saved one, so a cleared field removes its link.
  for (const net of SOCIAL_NETWORKS) {
    const link = str(form, `social_links.${net}`).trim();
    if (link) social[net] = link;
  }
  return {
    about: str(form, "about"),
    social_links: social,
    whatsapp: str(form, "whatsapp"),
    telegram_link: str(form, "telegram_link"),
  };
}

/**
 * Uploads the office photos chosen in a form's `photos` input, one call each; a refusal (too many,
 * too large, not an image) is the form's result on that input. Null when all were added.
 */
export async function uploadPhotos(
  request: Request,
  context: AppLoadContext,
  seller: OwnSeller,
  form: FormData,
  intent: string,
): Promise<SellerFormResult | null> {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const photos = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  if (seller.photos.length + photos.length > SELLER_LIMITS.photosMax) {
    return {
      intent,
      fields: { photos: [t("seller.field.photosTooMany", { max: SELLER_LIMITS.photosMax })] },
    };
  }
  if (photos.some((f) => f.size > SELLER_LIMITS.imageMaxBytes)) {
    return { intent, fields: { photos: [t("seller.field.logoTooLarge")] } };
  }
  try {
    for (const photo of photos) {
      await accountsApi(request, context).upload("sellerAccount.addPhoto", {
        params: { id: seller.id },
        field: "photo",
        file: photo,
      });
    }
  } catch (error) {
    // The API names the field `photo`; the form's input is `photos`.
    if (error instanceof ApiError && error.status < 500)
      return { intent, fields: { photos: [error.message] } };
    throw error;
  }
  return null;
}

/** The logo of a form, or null when none was chosen. */
export function chosenFile(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/**
 * A form's result with what was typed (so a form re-rendered without JavaScript keeps it), and
 * the cities of the chosen country after "Show the cities".
 */
export type SellerFormResult = FormResult & {
  values?: Record<string, string>;
  cities?: { country: string; list: CityOption[] };
};

/** The string fields of a form. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  return values;
}

/**
 * Intent `cities:<form>`: the "Show the cities" button of a form without JavaScript. Nothing is
 * saved: the form comes back as typed, with the cities of the chosen country.
 */
export async function showCities(api: ApiClient, form: FormData, intent: string): Promise<SellerFormResult> {
  const country = str(form, "country_iso").toUpperCase();
  return {
    intent,
    values: typedValues(form),
    cities: { country, list: cityOptions(await citiesOf(api, country)) },
  };
}

/** An API 4xx as the form's result, with the submitted text values; 5xx is rethrown. */
export function sellerFailure(error: unknown, intent: string, form?: FormData) {
  return formFailure(error, { intent, values: form ? typedValues(form) : {} } as Partial<FormResult>);
}

/**
 * sellerFailure for a form with a country and a city: also the cities of the typed country, so a
 * form sent back (without JavaScript, maybe with another country than the saved one) keeps its city.
 */
export async function placeFailure(api: ApiClient, error: unknown, intent: string, form: FormData) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const country = str(form, "country_iso").toUpperCase();
  const cities = { country, list: cityOptions(await citiesOf(api, country)) };
  return formFailure(error, { intent, values: typedValues(form), cities } as Partial<FormResult>);
}
