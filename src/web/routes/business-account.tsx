/**
 * /business-account (spec 2, issue 5): a signed-in user creates a company in three steps —
 * CompanyHeadquarters (POST /api/sellers/), SellerRegistration (PUT /api/sellers/{id}/ with the
 * logo upload) and UploadCatalog (PUT with `complete`). Each step is saved by the API
 * (onboarding_step), so a reload or a later visit continues at the saved step; `?step=` goes back
 * to an earlier one. Every form works without JavaScript; API field errors sit under their field.
 */
import { useEffect, useRef } from "react";
import { Form, redirect } from "react-router";
import type { OwnSeller } from "../../common/api/seller-account.ts";
import { SELLER_LIMITS, SOCIAL_NETWORKS } from "../../common/constants.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  FieldErrors,
  FormMessage,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
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
  COMPANY_FIELD_ORDER,
  citiesFor,
  companyFieldLabel,
  PlaceFields,
  TextAreaField,
  TextField,
} from "../features/sellers/company-fields.tsx";
import { STEP_COUNT, StepProgress } from "../features/sellers/steps.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ErrorSummary, summaryEntries } from "../ui/error-summary.tsx";
import type { Route } from "./+types/business-account";

/** Where the last step's buttons lead once the company is complete. */
const FINISH_TARGETS = ["/seller-products/add", "/seller-products/add/catalog", "/settings"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSignedIn(request, context);
  const api = accountsApi(request, context);
  const seller = await ownSeller(api);
  if (seller && seller.status !== "draft") {
    return { done: true as const, companyName: seller.company_name };
  }
  const saved = Math.min(Math.max(seller?.step ?? 1, 1), STEP_COUNT);
  const asked = Number(new URL(request.url).searchParams.get("step"));
  const step = Number.isInteger(asked) && asked >= 1 && asked <= saved ? asked : saved;
  const [countryList, cities] =
    step === 1 ? await Promise.all([countries(api), citiesOf(api, seller?.country_iso)]) : [[], []];
  return {
    done: false as const,
    step,
    seller,
    countries: countryList.map((c) => ({
      iso: c.iso,
      name: c.name,
      region_code: c.region_code,
      dial_codes: c.dial_codes,
      phone_mask: c.phone_mask,
      phone_placeholder: c.phone_placeholder,
    })),
    cities: cityOptions(cities),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSignedIn(request, context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = localizePath("/business-account", locale);
  try {
    if (intent === "cities:headquarters") return await showCities(api, form, "headquarters");
    if (intent === "headquarters") {
      // POST creates the draft, or saves the step again on it (two tabs make one company).
      await api.call("sellerAccount.create", { body: headquartersBody(form) });
      return redirect(`${here}?step=2`);
    }
    const seller = await ownSeller(api);
    if (!seller) return redirect(here);
    if (intent === "registration") {
      const logo = chosenFile(form, "logo");
      if (logo && logo.size > SELLER_LIMITS.imageMaxBytes) {
        return { intent, fields: { logo: [t("seller.field.logoTooLarge")] } } satisfies SellerFormResult;
      }
      if (logo)
        await api.upload("sellerAccount.logo", { params: { id: seller.id }, field: "logo", file: logo });
      const refused = await uploadPhotos(request, context, seller, form, intent);
      if (refused) return refused;
      await api.call("sellerAccount.update", {
        params: { id: seller.id },
        body: { ...registrationBody(form), step: 3 },
      });
      return redirect(`${here}?step=3`);
    }
    if (intent === "finish") {
      if (seller.status === "draft")
        await api.call("sellerAccount.update", {
          params: { id: seller.id },
          body: { step: 3, complete: true },
        });
      const next = String(form.get("next") ?? "");
      const target = (FINISH_TARGETS as readonly string[]).includes(next) ? next : "/settings";
      return redirect(localizePath(target, locale));
    }
    return { intent, detail: t("account.unknownAction") } satisfies SellerFormResult;
  } catch (error) {
    if (intent === "headquarters") return placeFailure(api, error, intent, form);
    return sellerFailure(error, intent, form);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("seller.onboarding.title"), description: t("seller.onboarding.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function BusinessAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  if (loaderData.done) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 py-6">
        <h1 className="text-2xl font-bold text-slate-900">{t("seller.onboarding.title")}</h1>
        <p className="text-slate-700">
          {t("seller.onboarding.alreadySeller", { name: loaderData.companyName })}
        </p>
        <AppLink to={localPath("/settings")} className={linkClass}>
          {t("seller.onboarding.toSettings")}
        </AppLink>
      </div>
    );
  }
  const { step, seller } = loaderData;
  const result = actionData as SellerFormResult | undefined;
  return <Steps step={step} seller={seller} data={loaderData} result={result} />;
}

/** The current step; moving to another step (after a save or "back") moves the focus to its heading. */
function Steps({
  step,
  seller,
  data: loaderData,
  result,
}: {
  step: number;
  seller: OwnSeller | null;
  data: StepData;
  result: SellerFormResult | undefined;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) headingRef.current?.focus();
    shown.current = step;
  }, [step]);
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("seller.onboarding.title")}</h1>
        <p className="text-sm text-slate-600">{t("seller.onboarding.description")}</p>
      </header>
      <StepProgress step={step} />
      <section
        aria-labelledby="step-heading"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2
          id="step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          {t(`seller.onboarding.step${step as 1 | 2 | 3}`)}
        </h2>
        {step === 1 ? (
          <HeadquartersStep
            key={seller?.id ?? "new"}
            seller={seller}
            countries={loaderData.countries}
            cities={loaderData.cities}
            result={result}
          />
        ) : step === 2 && seller ? (
          <RegistrationStep key={seller.id} seller={seller} result={result} />
        ) : (
          <CatalogStep result={result} />
        )}
        {step > 1 ? (
          <p>
            <AppLink to={`${localPath("/business-account")}?step=${step - 1}`} className={linkClass}>
              {t("seller.onboarding.back")}
            </AppLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}

type StepData = Extract<Route.ComponentProps["loaderData"], { done: false }>;

function HeadquartersStep({
  seller,
  countries,
  cities,
  result,
}: {
  seller: OwnSeller | null;
  countries: StepData["countries"];
  cities: StepData["cities"];
  result: SellerFormResult | undefined;
}) {
  const t = useT();
  const errors = errorsOf(result, "headquarters");
  const typed = result?.intent === "headquarters" ? result.values : undefined;
  const value = (name: keyof OwnSeller) => typed?.[name] ?? String(seller?.[name] ?? "");
  const cityTyped = typed?.city_id;
  const country = typed?.country_iso ?? seller?.country_iso ?? null;
  return (
    <Form method="post" className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">{t("seller.onboarding.required")}</p>
      <ErrorSummary
        id="headquarters-errors"
        entries={summaryEntries(errors, (f) => companyFieldLabel(t, f), COMPANY_FIELD_ORDER)}
        focusKey={result?.intent === "headquarters" ? result : null}
      />
      {Object.keys(errors).length ? null : <FormMessage result={result} intent="headquarters" />}
      <TextField
        name="company_name"
        label={t("seller.field.companyName")}
        defaultValue={value("company_name")}
        errors={errors.company_name}
        autoComplete="organization"
        maxLength={SELLER_LIMITS.nameMax}
        required
      />
      <TextField
        name="legal_name"
        label={t("seller.field.legalName")}
        defaultValue={value("legal_name")}
        errors={errors.legal_name}
        maxLength={SELLER_LIMITS.nameMax}
        required
      />
      <TextField
        name="website"
        type="url"
        label={t("seller.field.website")}
        hint={t("seller.field.websiteHint")}
        defaultValue={value("website")}
        errors={errors.website}
        placeholder="https://"
      />
      <TextField
        name="head_office_address"
        label={t("seller.field.address")}
        defaultValue={value("head_office_address")}
        errors={errors.head_office_address}
        autoComplete="street-address"
        maxLength={SELLER_LIMITS.addressMax}
        required
      />
      <PlaceFields
        countries={countries}
        cities={citiesFor(result, "headquarters", country, country === seller?.country_iso ? cities : [])}
        country={country}
        cityId={cityTyped ? Number(cityTyped) : typed ? null : (seller?.city_id ?? null)}
        errors={errors}
        phone={value("phone")}
        region={{ value: typed?.region_code ?? seller?.region_code ?? null }}
        location={{ latitude: value("latitude"), longitude: value("longitude") }}
        intent="headquarters"
      />
      <FieldErrors id="headquarters-other-errors" errors={errors.non_field_errors} />
      <SubmitButton name="intent" value="headquarters" className={buttonClass}>
        {t("seller.onboarding.next")}
      </SubmitButton>
    </Form>
  );
}

function RegistrationStep({ seller, result }: { seller: OwnSeller; result: SellerFormResult | undefined }) {
  const t = useT();
  const errors = errorsOf(result, "registration");
  const typed = result?.intent === "registration" ? result.values : undefined;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
      <ErrorSummary
        id="registration-errors"
        entries={summaryEntries(errors, (f) => companyFieldLabel(t, f), COMPANY_FIELD_ORDER)}
        focusKey={result?.intent === "registration" ? result : null}
      />
      {Object.keys(errors).length ? null : <FormMessage result={result} intent="registration" />}
      <TextAreaField
        name="about"
        label={t("seller.field.about")}
        defaultValue={typed?.about ?? seller.about}
        errors={errors.about}
        maxLength={SELLER_LIMITS.aboutMax}
      />
      <div className="space-y-1">
        <label htmlFor="seller-logo" className="block text-sm font-medium text-slate-800">
          {t("seller.field.logo")}
        </label>
        {seller.logo_url ? (
          <img
            src={seller.logo_url}
            srcSet={seller.logo_url_2x ? `${seller.logo_url} 1x, ${seller.logo_url_2x} 2x` : undefined}
            alt={t("seller.field.logoCurrent", { name: seller.company_name })}
            className="h-16 w-16 rounded-md border border-slate-200 object-contain"
          />
        ) : null}
        <input
          id="seller-logo"
          name="logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.logo ? true : undefined}
          aria-describedby={errors.logo ? "seller-logo-hint seller-logo-error" : "seller-logo-hint"}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-amber-500"
        />
        <p id="seller-logo-hint" className="text-xs text-slate-600">
          {t("seller.field.logoHint")}
        </p>
        <FieldErrors id="seller-logo-error" errors={errors.logo} />
      </div>
      <div className="space-y-1">
        <label htmlFor="seller-photos" className="block text-sm font-medium text-slate-800">
          {t("seller.field.photos")}
        </label>
        {seller.photos.length ? (
          <ul className="flex flex-wrap gap-2">
            {seller.photos.map((photo, i) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={t("seller.field.photoAlt", { n: i + 1, name: seller.company_name })}
                  className="h-16 w-24 rounded-md border border-slate-200 object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id="seller-photos"
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? "seller-photos-hint seller-photos-error" : "seller-photos-hint"}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-amber-500"
        />
        <p id="seller-photos-hint" className="text-xs text-slate-600">
          {t("seller.field.photosHint", { max: SELLER_LIMITS.photosMax })}
        </p>
        <FieldErrors id="seller-photos-error" errors={errors.photos} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{t("seller.field.socialLinks")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((net) => (
            <TextField
              key={net}
              name={`social_links.${net}`}
              type="url"
              label={t(`seller.field.social.${net}`)}
              placeholder="https://"
              defaultValue={typed?.[`social_links.${net}`] ?? seller.social_links[net] ?? ""}
              errors={errors[`social_links.${net}`]}
            />
          ))}
        </div>
        <FieldErrors id="social-links-error" errors={errors.social_links} />
      </fieldset>
      <TextField
        name="whatsapp"
        type="tel"
        label={t("seller.field.whatsapp")}
        hint={t("seller.field.whatsappHint")}
        defaultValue={typed?.whatsapp ?? seller.whatsapp}
        errors={errors.whatsapp}
      />
      <TextField
        name="telegram_link"
        label={t("seller.field.telegramLink")}
        hint={t("seller.field.telegramLinkHint")}
        defaultValue={typed?.telegram_link ?? seller.telegram_link}
        errors={errors.telegram_link}
      />
      <FieldErrors id="registration-other-errors" errors={errors.non_field_errors} />
      <SubmitButton name="intent" value="registration" className={buttonClass}>
        {t("seller.onboarding.next")}
      </SubmitButton>
    </Form>
  );
}

function CatalogStep({ result }: { result: SellerFormResult | undefined }) {
  const t = useT();
  const choices = [
    {
      next: "/seller-products/add",
      label: "seller.onboarding.addByHand",
      help: "seller.onboarding.addByHandHelp",
    },
    {
      next: "/seller-products/add/catalog",
      label: "seller.onboarding.uploadCatalog",
      help: "seller.onboarding.uploadCatalogHelp",
    },
    { next: "/settings", label: "seller.onboarding.finish", help: "seller.onboarding.finishHelp" },
  ] as const;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="finish" />
      <p className="text-sm text-slate-700">{t("seller.onboarding.catalogIntro")}</p>
      <FormMessage result={result} intent="finish" />
      <FieldErrors id="finish-errors" errors={Object.values(errorsOf(result, "finish")).flat()} />
      <ul className="grid gap-3 sm:grid-cols-3">
        {choices.map((c, i) => (
          <li key={c.next} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
            <SubmitButton name="next" value={c.next} className={i === 2 ? secondaryButtonClass : buttonClass}>
              {t(c.label)}
            </SubmitButton>
            <p className="text-xs text-slate-600">{t(c.help)}</p>
          </li>
        ))}
      </ul>
    </Form>
  );
}
