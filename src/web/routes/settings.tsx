/**
 * /settings (spec 2 and 5, issue 5), seller layout: the account section — basic settings (the
 * company fields, "pending moderation" on changed ones, the legal name read-only after approval),
 * offices (add, edit, remove) and the Telegram connection (chat ids, test message, "bot not
 * configured") — and the notification section (up to three more e-mails, event × channel flags).
 * One action, one `intent` per form (office and chat forms carry their id); works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ExtraEmail } from "../../common/api/accounts.ts";
import type { NotificationSettings, OwnSeller } from "../../common/api/seller-account.ts";
import { ApiError } from "../../common/api-client.ts";
import {
  ACCOUNT_LIMITS,
  MARKETPLACE_EMAILS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  SELLER_LIMITS,
  SOCIAL_NETWORKS,
} from "../../common/constants.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  Confirmation,
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
  useResetOnSuccess,
} from "../features/accounts/form.tsx";
import {
  chosenFile,
  citiesOf,
  cityOptions,
  countries,
  headquartersBody,
  ownSeller,
  placeFailure,
  registrationBody,
  type SellerFormResult,
  sellerFailure,
  showCities,
  uploadPhotos,
} from "../features/sellers/api.server.ts";
import {
  type CityOption,
  COMPANY_FIELD_ORDER,
  type CountryOption,
  citiesFor,
  companyFieldLabel,
  PendingBadge,
  PlaceFields,
  TextAreaField,
  TextField,
} from "../features/sellers/company-fields.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { ErrorSummary, summaryEntries } from "../ui/error-summary.tsx";
import type { Route } from "./+types/settings";

interface TelegramChat {
  id: number;
  chat_id: string;
  created_at: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireSeller(request, context);
  const api = accountsApi(request, context);
  const seller = await ownSeller(api);
  if (!seller) throw new Response(null, { status: 404 });
  const isos = [
    ...new Set([seller.country_iso, ...seller.offices.map((o) => o.country_iso)].filter(Boolean)),
  ];
  const [countryList, chats, notifications, ...cityLists] = await Promise.all([
    countries(api),
    api.call("sellerAccount.telegramChats"),
    api.call("sellerAccount.notificationSettings"),
    ...isos.map((iso) => citiesOf(api, iso)),
  ]);
  const cities: Record<string, CityOption[]> = {};
  isos.forEach((iso, i) => {
    cities[iso as string] = cityOptions(cityLists[i] ?? []);
  });
  return {
    seller,
    emails: me.emails,
    countries: countryList.map(
      (c): CountryOption => ({
        iso: c.iso,
        name: c.name,
        region_code: c.region_code,
        dial_codes: c.dial_codes,
        phone_mask: c.phone_mask,
        phone_placeholder: c.phone_placeholder,
      }),
    ),
    cities,
    chats: chats.results,
    botConfigured: chats.bot_configured,
    notifications,
  };
}

function officeBody(form: FormData) {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    name: str("name"),
    address: str("address"),
    country_iso: str("country_iso"),
    city_id: str("city_id") || null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const [kind = "", rawId = ""] = intent.split(":");
  const id = encodeURIComponent(rawId);
  try {
    // "Show the cities" of a form without JavaScript: nothing is saved.
    if (kind === "cities") return await showCities(api, form, intent.slice("cities:".length));
    const seller = await ownSeller(api);
    if (!seller) return { intent, detail: t("account.unknownAction") } satisfies SellerFormResult;
    switch (kind) {
      case "basic": {
        const logo = chosenFile(form, "logo");
        if (logo && logo.size > SELLER_LIMITS.imageMaxBytes) {
          return { intent, fields: { logo: [t("seller.field.logoTooLarge")] } } satisfies SellerFormResult;
        }
        const { legal_name, ...headquarters } = headquartersBody(form);
        const body = seller.legal_name_locked ? headquarters : { ...headquarters, legal_name };
        await api.call("sellerAccount.update", {
          params: { id: seller.id },
          body: { ...body, ...registrationBody(form) },
        });
        if (logo)
          await api.upload("sellerAccount.logo", { params: { id: seller.id }, field: "logo", file: logo });
        return { intent, ok: t("seller.settings.saved") } satisfies SellerFormResult;
      }
      case "office-add":
        await api.call("sellerAccount.addOffice", { params: { id: seller.id }, body: officeBody(form) });
        return { intent, ok: t("seller.settings.officeAdded") } satisfies SellerFormResult;
      case "office-edit":
        await api.call("sellerAccount.updateOffice", {
          params: { id: seller.id, officeId: id },
          body: officeBody(form),
        });
        return { intent, ok: t("seller.settings.officeSaved") } satisfies SellerFormResult;
      case "office-remove":
        await api.call("sellerAccount.deleteOffice", { params: { id: seller.id, officeId: id } });
        return { intent: "offices", ok: t("seller.settings.officeRemoved") } satisfies SellerFormResult;
      case "chat-add":
        await api.call("sellerAccount.addTelegramChat", {
          body: { chat_id: String(form.get("chat_id") ?? "") },
        });
        return { intent, ok: t("seller.settings.chatAdded") } satisfies SellerFormResult;
      case "chat-edit":
        await api.call("sellerAccount.updateTelegramChat", {
          params: { id },
          body: { chat_id: String(form.get("chat_id") ?? "") },
        });
        return { intent: "chats", ok: t("seller.settings.chatSaved") } satisfies SellerFormResult;
      case "photos-add": {
        const refused = await uploadPhotos(request, context, seller, form, intent);
        if (refused) return refused;
        return { intent, ok: t("seller.settings.photosAdded") } satisfies SellerFormResult;
      }
      case "photo-remove":
        await api.call("sellerAccount.deletePhoto", { params: { id: seller.id, photoId: id } });
        return { intent: "photos-add", ok: t("seller.settings.photoRemoved") } satisfies SellerFormResult;
      case "chat-remove":
        await api.call("sellerAccount.deleteTelegramChat", { params: { id } });
        return { intent: "chats", ok: t("seller.settings.chatRemoved") } satisfies SellerFormResult;
      case "chat-test":
        try {
          await api.call("sellerAccount.testTelegramChat", { params: { id } });
        } catch (error) {
          // 503: the bot is not configured — said in the API's words, not a server error page.
          if (error instanceof ApiError && error.status === 503) {
            return { intent: "chats", detail: error.message } satisfies SellerFormResult;
          }
          throw error;
        }
        return { intent: "chats", ok: t("seller.settings.testSent") } satisfies SellerFormResult;
      case "email-add":
        await api.call("accounts.addExtraEmail", { body: { email: String(form.get("email") ?? "") } });
        return { intent, ok: t("seller.settings.emailAdded") } satisfies SellerFormResult;
      case "email-remove":
        await api.call("accounts.deleteExtraEmail", { params: { id } });
        return { intent: "email-add", ok: t("seller.settings.emailRemoved") } satisfies SellerFormResult;
      case "notifications": {
        const body: Record<string, Record<string, boolean>> = {};
        for (const channel of NOTIFICATION_CHANNELS) {
          body[channel] = {};
          for (const event of NOTIFICATION_EVENTS)
            body[channel][event] = form.get(`${channel}.${event}`) === "on";
        }
        await api.call("sellerAccount.saveNotificationSettings", { body: body });
        return { intent, ok: t("seller.settings.notificationsSaved") } satisfies SellerFormResult;
      }
      default:
        return { intent, detail: t("account.unknownAction") } satisfies SellerFormResult;
    }
  } catch (error) {
    // Buttons without fields answer in their section's message; forms with fields under their fields.
    const section: Record<string, string> = {
      "office-remove": "offices",
      "chat-test": "chats",
      "chat-remove": "chats",
      "photo-remove": "photos-add",
    };
    if (kind === "basic" || kind === "office-add" || kind === "office-edit")
      return placeFailure(api, error, intent, form);
    return sellerFailure(error, section[kind] ?? intent, form);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("seller.settings.title"), description: t("seller.settings.description") }),
    { name: "robots", content: "noindex" },
  ];
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { seller, countries: countryList, cities, chats, botConfigured, notifications, emails } = loaderData;
  const result = actionData as SellerFormResult | undefined;
  return (
    <div className="max-w-3xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{t("seller.settings.title")}</h1>
        <p className="text-sm text-slate-600">{t("seller.settings.description")}</p>
      </header>

      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">{t("seller.settings.account")}</h2>
        <BasicSettings seller={seller} countries={countryList} cities={cities} result={result} />
        <Photos seller={seller} result={result} />
        <Offices seller={seller} countries={countryList} cities={cities} result={result} />
        <Telegram chats={chats} botConfigured={botConfigured} result={result} />
        <Section id="delete-heading" title={t("seller.settings.deleteAccount")}>
          <p className="text-sm text-slate-700">{t("seller.settings.deleteAccountHelp")}</p>
          <a href={`mailto:${MARKETPLACE_EMAILS.support}?subject=Account%20deletion`} className={linkClass}>
            {t("seller.settings.contactSupport")}
          </a>
        </Section>
      </div>

      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">{t("seller.settings.notifications")}</h2>
        <ExtraEmails emails={emails} result={result} />
        <NotificationFlags settings={notifications} result={result} />
      </div>
    </div>
  );
}

function BasicSettings({
  seller,
  countries: countryList,
  cities,
  result,
}: {
  seller: OwnSeller;
  countries: CountryOption[];
  cities: Record<string, CityOption[]>;
  result: SellerFormResult | undefined;
}) {
  const t = useT();
  const errors = errorsOf(result, "basic");
  // What was typed, when the form came back (errors, or "Show the cities" without JavaScript).
  const typed = result?.intent === "basic" ? result.values : undefined;
  const v = (name: string, saved: string | number | null) => typed?.[name] ?? String(saved ?? "");
  const country = typed?.country_iso ?? seller.country_iso;
  const pending = seller.pending?.fields ?? [];
  const badge = (field: string) => <PendingBadge show={pending.includes(field)} />;
  return (
    <Section id="basic-heading" title={t("seller.settings.basic")}>
      {seller.pending ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("seller.settings.pendingNote")}
        </p>
      ) : null}
      {seller.last_decision?.status === "rejected" ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("seller.settings.rejected", { reason: seller.last_decision.reason })}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
        <ErrorSummary
          id="basic-errors"
          entries={summaryEntries(errors, (f) => companyFieldLabel(t, f), COMPANY_FIELD_ORDER)}
          focusKey={result?.intent === "basic" ? result : null}
        />
        <FormMessage
          result={result?.intent === "basic" && result.detail ? result : undefined}
          intent="basic"
        />
        <TextField
          name="company_name"
          label={t("seller.field.companyName")}
          defaultValue={v("company_name", seller.company_name)}
          errors={errors.company_name}
          badge={badge("company_name")}
          maxLength={SELLER_LIMITS.nameMax}
          required
        />
        <TextField
          name="legal_name"
          label={t("seller.field.legalName")}
          defaultValue={seller.legal_name_locked ? seller.legal_name : v("legal_name", seller.legal_name)}
          errors={errors.legal_name}
          badge={badge("legal_name")}
          readOnly={seller.legal_name_locked}
          hint={
            seller.legal_name_locked ? (
              <>
                {t("seller.settings.legalLocked")}{" "}
                <a href={`mailto:${MARKETPLACE_EMAILS.support}?subject=Legal%20name`} className={linkClass}>
                  {t("seller.settings.contactSupport")}
                </a>
              </>
            ) : undefined
          }
          required
        />
        <TextField
          name="website"
          type="url"
          label={t("seller.field.website")}
          hint={t("seller.field.websiteHint")}
          defaultValue={v("website", seller.website)}
          errors={errors.website}
          badge={badge("website")}
        />
        <TextField
          name="head_office_address"
          label={t("seller.field.address")}
          defaultValue={v("head_office_address", seller.head_office_address)}
          errors={errors.head_office_address}
          badge={badge("head_office_address")}
          required
        />
        <PlaceFields
          countries={countryList}
          cities={citiesFor(result, "basic", country, (country && cities[country]) || [])}
          country={country}
          cityId={typed ? Number(typed.city_id) || null : seller.city_id}
          errors={errors}
          pending={pending}
          phone={v("phone", seller.phone)}
          region={{ value: v("region_code", seller.region_code) || null }}
          location={{ latitude: v("latitude", seller.latitude), longitude: v("longitude", seller.longitude) }}
          intent="basic"
        />
        <TextAreaField
          name="about"
          label={t("seller.field.about")}
          defaultValue={v("about", seller.about)}
          errors={errors.about}
          badge={badge("about")}
          maxLength={SELLER_LIMITS.aboutMax}
        />
        <div className="space-y-1">
          <label htmlFor="settings-logo" className="block text-sm font-medium text-slate-800">
            {t("seller.field.logo")}
          </label>
          {seller.logo_url ? (
            <img
              src={seller.logo_url}
              alt={t("seller.field.logoCurrent", { name: seller.company_name })}
              className="h-16 w-16 rounded-md border border-slate-200 object-contain"
            />
          ) : null}
          <input
            id="settings-logo"
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.logo ? true : undefined}
            aria-describedby={errors.logo ? "settings-logo-hint settings-logo-error" : "settings-logo-hint"}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-amber-500"
          />
          <p id="settings-logo-hint" className="text-xs text-slate-600">
            {t("seller.field.logoHint")}
          </p>
          <FieldErrors id="settings-logo-error" errors={errors.logo} />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">
            {t("seller.field.socialLinks")}
            {badge("social_links")}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((net) => (
              <TextField
                key={net}
                name={`social_links.${net}`}
                type="url"
                label={t(`seller.field.social.${net}`)}
                placeholder="https://"
                defaultValue={v(`social_links.${net}`, seller.social_links[net] ?? "")}
                errors={errors[`social_links.${net}`]}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          name="whatsapp"
          type="tel"
          label={t("seller.field.whatsapp")}
          hint={t("seller.field.whatsappHint")}
          defaultValue={v("whatsapp", seller.whatsapp)}
          errors={errors.whatsapp}
          badge={badge("whatsapp")}
        />
        <TextField
          name="telegram_link"
          label={t("seller.field.telegramLink")}
          hint={t("seller.field.telegramLinkHint")}
          defaultValue={v("telegram_link", seller.telegram_link)}
          errors={errors.telegram_link}
          badge={badge("telegram_link")}
        />
        <FieldErrors id="basic-other-errors" errors={errors.non_field_errors} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton name="intent" value="basic" className={buttonClass}>
            {t("seller.settings.save")}
          </SubmitButton>
          <Confirmation result={result} intent="basic" />
        </div>
      </Form>
    </Section>
  );
}

/** Office photos: shown at once on the company page; each can be removed, more can be added. */
function Photos({ seller, result }: { seller: OwnSeller; result: SellerFormResult | undefined }) {
  const t = useT();
  const errors = errorsOf(result, "photos-add");
  const ref = useResetOnSuccess(result, "photos-add");
  const room = SELLER_LIMITS.photosMax - seller.photos.length;
  return (
    <Section id="photos-heading" title={t("seller.field.photos")}>
      <p className="text-sm text-slate-700">
        {t("seller.settings.photosHelp", { max: SELLER_LIMITS.photosMax })}
      </p>
      <FormMessage result={result} intent="photos-add" />
      {seller.photos.length === 0 ? (
        <p className="text-sm text-slate-600">{t("seller.settings.noPhotos")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {seller.photos.map((photo, i) => (
            <li key={photo.id} className="space-y-2">
              <img
                src={photo.url}
                srcSet={photo.url_2x ? `${photo.url} 1x, ${photo.url_2x} 2x` : undefined}
                alt={t("seller.field.photoAlt", { n: i + 1, name: seller.company_name })}
                className="aspect-[4/3] w-full rounded-md border border-slate-200 object-cover"
              />
              <Form method="post">
                <SubmitButton
                  name="intent"
                  value={`photo-remove:${photo.id}`}
                  className={`${secondaryButtonClass} w-full`}
                >
                  {t("seller.settings.removePhoto", { n: i + 1 })}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {room > 0 ? (
        <Form ref={ref} method="post" encType="multipart/form-data" className="space-y-3" noValidate>
          <div className="space-y-1">
            <label htmlFor="settings-photos" className="block text-sm font-medium text-slate-800">
              {t("seller.field.photos")}
            </label>
            <input
              id="settings-photos"
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={
                errors.photos ? "settings-photos-hint settings-photos-error" : "settings-photos-hint"
              }
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-amber-500"
            />
            <p id="settings-photos-hint" className="text-xs text-slate-600">
              {t("seller.field.photosHint", { max: SELLER_LIMITS.photosMax })}
            </p>
            <FieldErrors id="settings-photos-error" errors={errors.photos} />
          </div>
          <SubmitButton name="intent" value="photos-add" className={secondaryButtonClass}>
            {t("seller.settings.addPhotos")}
          </SubmitButton>
        </Form>
      ) : null}
    </Section>
  );
}

function OfficeForm({
  intent,
  office,
  countries: countryList,
  cities,
  result,
  submit,
}: {
  intent: string;
  office?: OwnSeller["offices"][number];
  countries: CountryOption[];
  cities: Record<string, CityOption[]>;
  result: SellerFormResult | undefined;
  submit: string;
}) {
  const t = useT();
  const errors = errorsOf(result, intent);
  const ref = useResetOnSuccess(result, intent);
  const typed = result?.intent === intent ? result.values : undefined;
  const country = typed?.country_iso ?? office?.country_iso ?? null;
  return (
    <Form ref={office ? undefined : ref} method="post" className="space-y-3" noValidate>
      {/* An office's own message sits under its entry, outside the (closable) edit disclosure. */}
      {office ? null : <FormMessage result={result} intent={intent} />}
      <TextField
        name="name"
        label={t("seller.settings.officeName")}
        defaultValue={typed?.name ?? office?.name ?? ""}
        errors={errors.name}
        maxLength={SELLER_LIMITS.nameMax}
        required
      />
      <TextField
        name="address"
        label={t("seller.settings.officeAddress")}
        defaultValue={typed?.address ?? office?.address ?? ""}
        errors={errors.address}
        maxLength={SELLER_LIMITS.addressMax}
        required
      />
      <PlaceFields
        countries={countryList}
        cities={citiesFor(result, intent, country, (country && cities[country]) || [])}
        country={country}
        cityId={typed ? Number(typed.city_id) || null : (office?.city_id ?? null)}
        errors={errors}
        intent={intent}
      />
      <FieldErrors id={`${intent}-other-errors`} errors={errors.non_field_errors} />
      <SubmitButton name="intent" value={intent} className={secondaryButtonClass}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

function Offices({
  seller,
  countries: countryList,
  cities,
  result,
}: {
  seller: OwnSeller;
  countries: CountryOption[];
  cities: Record<string, CityOption[]>;
  result: SellerFormResult | undefined;
}) {
  const t = useT();
  const countryName = (iso: string) => countryList.find((c) => c.iso === iso)?.name ?? iso;
  return (
    <Section id="offices-heading" title={t("seller.settings.offices")}>
      <FormMessage result={result} intent="offices" />
      {seller.offices.length === 0 ? (
        <p className="text-sm text-slate-600">{t("seller.settings.noOffices")}</p>
      ) : null}
      <ul className="space-y-3">
        {seller.offices.map((office) => {
          const intent = `office-edit:${office.id}`;
          const open = result?.intent === intent && Boolean(result.fields || result.cities);
          return (
            <li key={office.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">
                    {office.name}
                    <PendingBadge show={office.pending} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {office.address}, {countryName(office.country_iso)}
                  </p>
                </div>
                <Form method="post">
                  <SubmitButton
                    name="intent"
                    value={`office-remove:${office.id}`}
                    className={secondaryButtonClass}
                  >
                    {t("seller.settings.removeOffice", { name: office.name })}
                  </SubmitButton>
                </Form>
              </div>
              <details open={open || undefined} className="group">
                <summary className="cursor-pointer text-sm font-medium text-amber-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-600">
                  {t("seller.settings.editOffice", { name: office.name })}
                </summary>
                <div className="pt-3">
                  <OfficeForm
                    key={`${office.id}-${office.name}-${office.address}-${office.country_iso}-${office.city_id}`}
                    intent={intent}
                    office={office}
                    countries={countryList}
                    cities={cities}
                    result={result}
                    submit={t("seller.settings.saveOffice")}
                  />
                </div>
              </details>
              <FormMessage result={result} intent={intent} />
            </li>
          );
        })}
      </ul>
      <details
        open={(result?.intent === "office-add" && Boolean(result.fields || result.cities)) || undefined}
      >
        <summary className="cursor-pointer text-sm font-medium text-amber-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-600">
          {t("seller.settings.addOffice")}
        </summary>
        <div className="pt-3">
          <OfficeForm
            intent="office-add"
            countries={countryList}
            cities={cities}
            result={result}
            submit={t("seller.settings.addOffice")}
          />
        </div>
      </details>
    </Section>
  );
}

function Telegram({
  chats,
  botConfigured,
  result,
}: {
  chats: TelegramChat[];
  botConfigured: boolean;
  result: SellerFormResult | undefined;
}) {
  const t = useT();
  const errors = errorsOf(result, "chat-add");
  const ref = useResetOnSuccess(result, "chat-add");
  return (
    <Section id="telegram-heading" title={t("seller.settings.telegram")}>
      <p className="text-sm text-slate-700">{t("seller.settings.telegramHelp")}</p>
      {botConfigured ? null : (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("seller.settings.botMissing")}
        </p>
      )}
      <FormMessage result={result} intent="chats" />
      {chats.length === 0 ? (
        <p className="text-sm text-slate-600">{t("seller.settings.noChats")}</p>
      ) : (
        <ul className="space-y-2">
          {chats.map((chat) => (
            <li key={chat.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm text-slate-900">{chat.chat_id}</span>
                <Form method="post" className="flex flex-wrap gap-2">
                  <SubmitButton name="intent" value={`chat-test:${chat.id}`} className={secondaryButtonClass}>
                    {t("seller.settings.testChat", { chat: chat.chat_id })}
                  </SubmitButton>
                  <SubmitButton
                    name="intent"
                    value={`chat-remove:${chat.id}`}
                    className={secondaryButtonClass}
                  >
                    {t("seller.settings.removeChat", { chat: chat.chat_id })}
                  </SubmitButton>
                </Form>
              </div>
              <ChatEdit key={chat.chat_id} chat={chat} result={result} />
            </li>
          ))}
        </ul>
      )}
      <FormMessage result={result} intent="chat-add" />
      <Form ref={ref} method="post" className="flex flex-wrap items-end gap-3" noValidate>
        <Field
          name="chat_id"
          label={t("seller.settings.chatId")}
          placeholder="-1001234567890"
          inputMode="numeric"
          errors={errors.chat_id}
          className="min-w-64 flex-1 space-y-1"
          required
        />
        <SubmitButton name="intent" value="chat-add" className={buttonClass}>
          {t("seller.settings.addChat")}
        </SubmitButton>
      </Form>
    </Section>
  );
}

/** Changes a connected chat's id (PATCH); the API's refusal sits under the field. */
function ChatEdit({ chat, result }: { chat: TelegramChat; result: SellerFormResult | undefined }) {
  const t = useT();
  const intent = `chat-edit:${chat.id}`;
  const errors = errorsOf(result, intent);
  const typed = result?.intent === intent ? result.values?.chat_id : undefined;
  return (
    <details open={(result?.intent === intent && Boolean(result.fields || result.detail)) || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-amber-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-600">
        {t("seller.settings.editChat", { chat: chat.chat_id })}
      </summary>
      <Form method="post" className="flex flex-wrap items-end gap-3 pt-3" noValidate>
        <FormMessage result={result} intent={intent} />
        <Field
          name="chat_id"
          label={t("seller.settings.newChatId", { chat: chat.chat_id })}
          hint={t("seller.settings.telegramHelp")}
          defaultValue={typed ?? chat.chat_id}
          inputMode="numeric"
          errors={errors.chat_id}
          className="min-w-64 flex-1 space-y-1"
          required
        />
        <SubmitButton name="intent" value={intent} className={secondaryButtonClass}>
          {t("seller.settings.saveChat")}
        </SubmitButton>
      </Form>
    </details>
  );
}

function ExtraEmails({ emails, result }: { emails: ExtraEmail[]; result: FormResult | undefined }) {
  const t = useT();
  const errors = errorsOf(result, "email-add");
  const ref = useResetOnSuccess(result, "email-add");
  return (
    <Section id="emails-heading" title={t("seller.settings.extraEmails")}>
      <p className="text-sm text-slate-700">
        {t("seller.settings.extraEmailsHelp", { max: ACCOUNT_LIMITS.extraEmailsMax })}
      </p>
      <FormMessage result={result} intent="email-add" />
      {emails.length ? (
        <ul className="space-y-2">
          {emails.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-900">{e.email}</span>
              <Form method="post">
                <SubmitButton name="intent" value={`email-remove:${e.id}`} className={secondaryButtonClass}>
                  {t("seller.settings.removeEmail", { email: e.email })}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {emails.length < ACCOUNT_LIMITS.extraEmailsMax ? (
        <Form ref={ref} method="post" className="flex flex-wrap items-end gap-3" noValidate>
          <Field
            name="email"
            type="email"
            autoComplete="email"
            label={t("seller.settings.newEmail")}
            errors={errors.email}
            className="min-w-64 flex-1 space-y-1"
            required
          />
          <SubmitButton name="intent" value="email-add" className={buttonClass}>
            {t("seller.settings.addEmail")}
          </SubmitButton>
        </Form>
      ) : null}
    </Section>
  );
}

function NotificationFlags({
  settings,
  result,
}: {
  settings: NotificationSettings;
  result: FormResult | undefined;
}) {
  const t = useT();
  return (
    <Section id="events-heading" title={t("seller.settings.events")}>
      <FormMessage
        result={result?.intent === "notifications" && result.detail ? result : undefined}
        intent="notifications"
      />
      <Form method="post" className="space-y-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("seller.settings.events")}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4 font-medium text-slate-800">
                {t("seller.settings.event")}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="px-3 py-2 text-center font-medium text-slate-800">
                  {t(`seller.settings.channel.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <tr key={event} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                  {t(`seller.settings.event.${event}`)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="px-3 py-2 text-center">
                    <input
                      type="checkbox"
                      name={`${channel}.${event}`}
                      defaultChecked={settings[channel][event]}
                      aria-label={`${t(`seller.settings.event.${event}`)} — ${t(`seller.settings.channel.${channel}`)}`}
                      className="h-4 w-4 accent-amber-500 focus-visible:outline-2 focus-visible:outline-amber-600"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton name="intent" value="notifications" className={buttonClass}>
            {t("seller.settings.saveNotifications")}
          </SubmitButton>
          <Confirmation result={result} intent="notifications" />
        </div>
      </Form>
    </Section>
  );
}
