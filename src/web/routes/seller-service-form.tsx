/**
 * /seller-services/add/category/{id} (also ?copy_of={serviceId}) and /seller-services/edit/{id}
 * (spec 2 and 3 "Service", issue 6), seller layout: one form with every field of the service
 * contract — name, category, description, the location (country, a city of that country, an
 * address), additional countries, service regions, price, properties (key/value) — with "Save
 * draft" and "Send for verification"; the images (upload, remove) are their own forms. Editing a
 * published service sends the change to moderation while the published version stays public.
 * Without JavaScript the property row buttons and "Show the cities" post the form back as typed.
 */
import { useState } from "react";
import { Form, redirect, useSearchParams } from "react-router";
import type { z } from "zod";
import {
  SERVICE_LIMITS,
  type SellerService,
  type serviceFormDataSchema,
  serviceVerificationGaps,
} from "../../common/api/seller-services.ts";
import { type ApiClient, ApiError } from "../../common/api-client.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  Confirmation,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { Input, labelClass, Section, Select, useRows } from "../features/seller-listings/form-fields.tsx";
import { reviewWait, UnderReviewNotice, underReview } from "../features/seller-listings/under-review.tsx";
import { StatusBadge } from "../features/seller-products/status-badge.tsx";
import {
  emptyServiceValues,
  type ServiceFormValues,
  serviceBodyOf,
  serviceValuesFromForm,
  valuesFromService,
} from "../features/seller-services/form-values.ts";
import { ServiceImages } from "../features/seller-services/service-images.tsx";
import { citiesOf, cityOptions, countries } from "../features/sellers/api.server.ts";
import { type CityOption, PendingBadge, PlaceFields } from "../features/sellers/company-fields.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ErrorSummary, summaryEntries } from "../ui/error-summary.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import type { Route } from "./+types/seller-service-form";

type ServiceFormData = z.infer<typeof serviceFormDataSchema>;
export type ServiceFormResult = FormResult & {
  values?: ServiceFormValues;
  /** The cities of the chosen country ("Show the cities" without JavaScript). */
  cities?: { country: string; list: CityOption[] };
  /** A service created by this form whose verification failed: later posts edit it. */
  createdId?: number;
};

const idOf = (v: string | null | undefined) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

/** How many images a saved service has (an unknown service counts as having some: not checked). */
async function imageCount(api: ApiClient, id: number): Promise<number> {
  try {
    return (await api.call("sellerServices.edit", { params: { id } })).images.length;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return 1;
    throw error;
  }
}

async function formDataOf(api: ApiClient, categoryId: string): Promise<ServiceFormData | null> {
  if (!/^\d{1,9}$/.test(categoryId)) return null;
  try {
    return await api.call("sellerServices.formData", {
      query: {
        category_id: categoryId,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const url = new URL(request.url);
  try {
    let service: SellerService | null = null;
    let copyOf: SellerService | null = null;
    const editId = idOf(params.id);
    if (params.id !== undefined && editId === null) throw new Response(null, { status: 404 });
    if (editId !== null) service = await api.call("sellerServices.edit", { params: { id: editId } });
    const copy = idOf(url.searchParams.get("copy_of"));
    if (!service && copy !== null) copyOf = await api.call("sellerServices.edit", { params: { id: copy } });
    const source = service ?? copyOf;
    const categoryParam = params.categoryId ?? "";
    if (!service && !/^\d{1,9}$/.test(categoryParam)) throw new Response(null, { status: 404 });
    const values = source ? valuesFromService(source) : emptyServiceValues(categoryParam);
    if (!service) values.category_id = categoryParam;
    const [categories, countryList, cities, formData] = await Promise.all([
      api.call("services.categories", { query: { page_size: 100 } }),
      countries(api),
      citiesOf(api, values.country),
      formDataOf(api, values.category_id),
    ]);
    if (!service && !categories.results.some((c) => String(c.id) === categoryParam))
      throw new Response(null, { status: 404 });
    // The suggested property names of every category, so that choosing another category in the
    // form suggests its names at once (a handful of small lists).
    const others = await Promise.all(
      categories.results
        .filter((c) => String(c.id) !== values.category_id)
        .map(async (c) => [String(c.id), (await formDataOf(api, String(c.id)))?.properties ?? []] as const),
    );
    const propertyNames = Object.fromEntries([[values.category_id, formData?.properties ?? []], ...others]);
    return {
      service,
      reviewWait: reviewWait(service),
      copyOf: copyOf ? { id: copyOf.id, name: copyOf.name } : null,
      values,
      categories: categories.results.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id })),
      countries: countryList,
      cities: cityOptions(cities),
      formData,
      propertyNames,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    return pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireSeller(request, context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const [kind = "", arg = ""] = intent.split(":");
  const serviceId = idOf(String(form.get("service_id") ?? ""));

  // ---------------------------------------------------------------- images
  if (kind.startsWith("image-")) {
    if (serviceId === null) return { intent: "images", detail: t("ss.images.saveFirst") };
    try {
      if (kind === "image-upload") {
        const file = form.get("image");
        if (!(file instanceof File) || file.size === 0)
          return { intent: "images", fields: { image: [t("sp.photos.choose")] } } satisfies ServiceFormResult;
        if (file.size > SERVICE_LIMITS.imageMaxBytes)
          return {
            intent: "images",
            fields: { image: [t("ss.images.tooLarge", { mb: SERVICE_LIMITS.imageMaxBytes / 1024 / 1024 })] },
          } satisfies ServiceFormResult;
        await api.upload("sellerServices.addImage", { params: { id: serviceId }, field: "image", file });
        return { intent: "images", ok: t("ss.images.uploaded") } satisfies ServiceFormResult;
      }
      if (kind === "image-remove" && /^\d+$/.test(arg)) {
        await api.call("sellerServices.deleteImage", { params: { id: serviceId, imageId: arg } });
        return { intent: "images", ok: t("ss.images.removed") } satisfies ServiceFormResult;
      }
    } catch (error) {
      return formFailure(error, { intent: "images" });
    }
    return { intent: "images", detail: t("account.unknownAction") } satisfies ServiceFormResult;
  }

  // ---------------------------------------------------------------- the service form
  const values = serviceValuesFromForm(form);
  // The form comes back as typed: with the cities of the typed country (the page may have others).
  const citiesOfValues = async () =>
    values.country
      ? { country: values.country, list: cityOptions(await citiesOf(api, values.country)) }
      : undefined;
  // Without JavaScript: the property rows and "Show the cities" send the form back; nothing is saved.
  if (kind === "add-property" || kind === "remove-property" || kind === "cities") {
    const fields: Record<string, string[]> = {};
    if (kind === "add-property") {
      if (values.properties.length >= SERVICE_LIMITS.propertiesMax)
        fields.properties = [t("ss.form.propertiesMax", { max: SERVICE_LIMITS.propertiesMax })];
      else values.properties.push({ key: "", value: "" });
    }
    if (kind === "remove-property") values.properties.splice(Number(arg), 1);
    return {
      intent: "service",
      values,
      fields,
      cities: await citiesOfValues(),
      createdId: serviceId ?? undefined,
    } satisfies ServiceFormResult;
  }
  if (kind !== "draft" && kind !== "verify")
    return { intent: "service", detail: t("account.unknownAction"), values } satisfies ServiceFormResult;

  const formData = await formDataOf(api, values.category_id);
  const types = Object.fromEntries((formData?.properties ?? []).map((p) => [p.key, p.type]));
  const body = serviceBodyOf(values, types);
  let id = serviceId;
  try {
    if (id !== null) {
      await api.call("sellerServices.update", { params: { id }, body: body });
    } else {
      const copy = idOf(url.searchParams.get("copy_of"));
      const query = copy !== null ? { source: "copy", copy_of: copy } : { source: "manual" };
      id = (await api.call("sellerServices.create", { query, body })).id;
    }
    if (kind === "verify") await api.call("sellerServices.verify", { body: { services_ids: [id] } });
  } catch (error) {
    const failure = formFailure(error, {
      intent: "service",
      values,
      cities: await citiesOfValues(),
      createdId: id ?? undefined,
    } as Partial<FormResult>);
    if (failure.data.fields && !failure.data.detail) failure.data.detail = t("sp.form.fixErrors");
    // A save refused before verification could run: name what verification will need as well, so
    // that every field shows in one round.
    if (kind === "verify" && failure.data.fields) {
      const images = id === null ? 0 : await imageCount(api, id);
      const gaps = serviceVerificationGaps(body, { images, categoryKnown: formData !== null });
      const fields = failure.data.fields;
      for (const [field, keys] of Object.entries(gaps))
        fields[field] = [...new Set([...(fields[field] ?? []), ...keys.map((k) => t(k))])];
    }
    return failure;
  }
  const target = `/seller-services/edit/${id}?${kind === "verify" ? "sent" : "saved"}=1`;
  if (params.id === undefined || kind === "verify") throw redirect(localizePath(target, locale));
  return { intent: "service", ok: t("sp.form.saved") } satisfies ServiceFormResult;
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const service = data && "service" in data ? data.service : null;
  const title = service ? t("ss.form.editTitle", { name: service.name }) : t("ss.form.addTitle");
  return [
    ...pageMeta(t, { title, description: t("ss.form.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SellerServiceForm({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ServiceFormResult | undefined;
  // As typed when the form came back, else as saved (with JavaScript the inputs keep what was typed).
  const initial = (result?.intent === "service" ? result.values : undefined) ?? loaderData.values;
  return <ServiceFormPage {...loaderData} initial={initial} result={result} />;
}

type LoaderData = Route.ComponentProps["loaderData"];

function ServiceFormPage({
  service,
  reviewWait: wait,
  copyOf,
  categories,
  countries: countryList,
  cities,
  formData,
  propertyNames,
  initial,
  result,
}: LoaderData & { initial: ServiceFormValues; result: ServiceFormResult | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const serviceResult = result?.intent === "service" ? result : undefined;
  const errors = serviceResult?.fields ?? {};
  const err = (...keys: string[]) => {
    const out = keys.flatMap((k) => errors[k] ?? []);
    return out.length ? out : undefined;
  };
  const pending = service?.pending_change?.fields ?? [];
  const badge = (field: string) => <PendingBadge show={pending.includes(field)} />;
  const createdId = service?.id ?? serviceResult?.createdId;
  const editable = !underReview(service);
  const describeField = (field: string): { label: string; target?: string; name?: string } => {
    const head = field.split(".")[0] ?? "";
    const label = SERVICE_LABELS.includes(head) ? t(`ss.field.${head}` as MessageKey) : field;
    if (head === "country") return { label, name: "country_iso" };
    if (head === "images") return { label, target: service && editable ? "f-image" : "images-heading" };
    return { label, target: SERVICE_IDS[head] };
  };
  const properties = useRows(initial.properties);
  const [categoryId, setCategoryId] = useState(initial.category_id);
  const suggested = propertyNames[categoryId] ?? [];
  const [propertiesError, setPropertiesError] = useState("");
  const [params] = useSearchParams();
  const title = service
    ? t("ss.form.editTitle", { name: service.name })
    : copyOf
      ? t("ss.form.copyTitle", { name: copyOf.name })
      : t("ss.form.addTitle");
  const published = service && (service.status === "approved" || service.archived_from === "approved");
  const canVerify = !service || service.status === "draft" || service.status === "rejected";
  const parentName = (id: number | null) => categories.find((c) => c.id === id)?.name;
  const cityList =
    serviceResult?.cities && serviceResult.cities.country === initial.country
      ? serviceResult.cities.list
      : cities;

  const rowButton = (intent: string, label: string, onClick: () => void) => (
    <button
      type={hydrated ? "button" : "submit"}
      name={hydrated ? undefined : "intent"}
      value={hydrated ? undefined : intent}
      onClick={hydrated ? onClick : undefined}
      className={secondaryButtonClass}
    >
      {label}
    </button>
  );

  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <AppLink to="/seller-services" className={linkClass}>
          {t("ss.form.back")}
        </AppLink>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{t("ss.form.description")}</p>
        {service ? (
          <p className="text-sm text-slate-800">
            {t("ss.list.status")}: <StatusBadge status={service.status} label={service.status_label} />
          </p>
        ) : null}
      </header>

      {params.get("sent") ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t("ss.form.sent")}
        </p>
      ) : params.get("saved") && !result ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t("sp.form.saved")}
        </p>
      ) : null}
      {published ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("ss.form.approvedNotice")}
        </p>
      ) : null}
      {service?.pending_change ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("ss.form.pendingNotice", {
            fields: service.pending_change.fields
              .map((f) => t(`ss.field.${f}` as "ss.field.name"))
              .join(", "),
          })}
        </p>
      ) : null}
      {!editable && wait ? (
        <UnderReviewNotice id="under-review" notice={t("ss.form.verifiedNotice")} wait={wait} />
      ) : null}
      {service?.status === "rejected" && service.rejection_reason ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("ss.form.rejectedNotice", { reason: service.rejection_reason })}
        </p>
      ) : null}

      <ServiceImages
        service={service}
        result={result}
        editable={editable}
        missing={err("images")}
        pending={pending.includes("images")}
        createdId={service ? undefined : serviceResult?.createdId}
      />

      <Form method="post" className="space-y-6" noValidate>
        {createdId ? <input type="hidden" name="service_id" value={createdId} /> : null}
        <ErrorSummary
          id="service-errors"
          title={serviceResult?.detail}
          entries={summaryEntries(errors, describeField, SERVICE_LABELS)}
          focusKey={serviceResult}
        />
        {serviceResult?.fields && Object.keys(serviceResult.fields).length ? null : (
          <FormMessage result={serviceResult?.detail ? serviceResult : undefined} intent="service" />
        )}
        {/* Under review: the values read-only (disabled), the reason above. */}
        <fieldset
          disabled={!editable}
          aria-describedby={!editable && wait ? "under-review" : undefined}
          className="min-w-0 space-y-6"
        >
          <p className="text-sm text-slate-600">{t("ss.form.required")}</p>

          <Section id="main-heading" title={t("ss.form.main")}>
            <Input
              id="f-name"
              name="name"
              label={t("ss.form.name")}
              defaultValue={initial.name}
              errors={err("name")}
              required
              badge={badge("name")}
            />
            <Select
              id="f-category"
              name="category_id"
              label={t("ss.form.category")}
              options={categories.map((c) => ({
                value: String(c.id),
                label: c.parent_id ? `${parentName(c.parent_id) ?? ""} › ${c.name}` : c.name,
              }))}
              defaultValue={initial.category_id}
              onChange={setCategoryId}
              errors={err("category_id")}
              required
              badge={badge("category_id")}
            />
            <div className="space-y-1">
              <label htmlFor="f-description" className={labelClass}>
                {t("ss.form.text")}
                <span aria-hidden="true"> *</span>
                {badge("description")}
              </label>
              <textarea
                id="f-description"
                name="description"
                rows={6}
                maxLength={SERVICE_LIMITS.descriptionMax}
                defaultValue={initial.description}
                className={inputClass}
                aria-invalid={err("description") ? true : undefined}
                aria-describedby={err("description") ? "f-description-error" : undefined}
              />
              <FieldErrors id="f-description-error" errors={err("description")} />
            </div>
          </Section>

          <Section id="location-heading" title={t("ss.form.location")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <PlaceFields
                countries={countryList}
                cities={cityList}
                country={initial.country || null}
                cityId={idOf(initial.city_id)}
                errors={{ country_iso: err("country") ?? [], city_id: err("city_id") ?? [] }}
                pending={pending.map((f) => (f === "country" ? "country_iso" : f))}
                intent="draft"
                cityRequired={{ placeholder: t("ss.form.chooseCity") }}
              />
            </div>
            <Input
              id="f-address"
              name="address"
              label={t("ss.form.address")}
              defaultValue={initial.address}
              errors={err("address")}
              required
              badge={badge("address")}
            />
            <div className="space-y-1">
              <label htmlFor="f-additional" className={labelClass}>
                {t("ss.form.additionalCountries")}
                {badge("additional_countries")}
              </label>
              <select
                id="f-additional"
                name="additional_countries"
                multiple
                size={8}
                defaultValue={initial.additional_countries}
                className={inputClass}
                aria-invalid={err("additional_countries") ? true : undefined}
                aria-describedby={`f-additional-hint${err("additional_countries") ? " f-additional-error" : ""}`}
              >
                {countryList.map((c) => (
                  <option key={c.iso} value={c.iso}>
                    {c.name}
                  </option>
                ))}
              </select>
              <p id="f-additional-hint" className="text-xs text-slate-600">
                {t("ss.form.additionalHint")}
              </p>
              <FieldErrors id="f-additional-error" errors={err("additional_countries")} />
            </div>
          </Section>

          <Section id="regions-heading" title={t("ss.form.regions")}>
            <fieldset aria-describedby={err("service_regions") ? "f-regions-error" : undefined}>
              <legend className="mb-2 text-sm text-slate-700">
                {t("ss.form.regionsHelp")}
                <span aria-hidden="true"> *</span>
                {badge("service_regions")}
              </legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {(formData?.regions ?? []).map((r) => (
                  <div key={r.code} className="flex items-center gap-2">
                    <input
                      id={`f-region-${r.code}`}
                      type="checkbox"
                      name="service_regions"
                      value={r.code}
                      defaultChecked={initial.service_regions.includes(r.code)}
                      className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                    />
                    <label htmlFor={`f-region-${r.code}`} className="text-sm text-slate-800">
                      {r.name}
                    </label>
                  </div>
                ))}
              </div>
              <FieldErrors id="f-regions-error" errors={err("service_regions")} />
            </fieldset>
          </Section>

          <Section id="prices-heading" title={t("ss.form.prices")}>
            <div className="grid gap-4 sm:grid-cols-3">
              <Input
                id="f-price"
                name="price_from"
                label={t("ss.form.priceFrom")}
                type="number"
                step="0.01"
                inputMode="decimal"
                defaultValue={initial.price_from}
                errors={err("price_from")}
                required
                badge={badge("price_from")}
              />
              <Input
                id="f-price-unit"
                name="price_unit"
                label={t("ss.form.priceUnit")}
                hint={t("ss.form.priceUnitHint")}
                defaultValue={initial.price_unit}
                errors={err("price_unit")}
                required
                badge={badge("price_unit")}
              />
              <Input
                id="f-currency"
                name="currency"
                label={t("ss.form.currency")}
                hint={t("ss.form.currencyHint")}
                defaultValue={initial.currency}
                errors={err("currency")}
                badge={badge("currency")}
              />
            </div>
          </Section>

          <Section id="properties-heading" title={t("ss.form.properties")}>
            <p className="text-xs text-slate-600">
              {t("ss.form.propertiesHelp", { max: SERVICE_LIMITS.propertiesMax })}
            </p>
            {suggested.length ? (
              <datalist id="property-keys">
                {suggested.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.unit ? `${p.label}, ${p.unit}` : p.label}
                  </option>
                ))}
              </datalist>
            ) : null}
            <ol className="space-y-3">
              {properties.rows.map((row, i) => (
                <li key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
                  <PropertyKey
                    id={`f-property-${row.key}-key`}
                    name={`properties.${i}.key`}
                    label={t("ss.form.propertyName", { n: i + 1 })}
                    defaultValue={row.value.key}
                    list={suggested.length ? "property-keys" : undefined}
                  />
                  <Input
                    id={`f-property-${row.key}-value`}
                    name={`properties.${i}.value`}
                    label={t("ss.form.propertyValue", { n: i + 1 })}
                    defaultValue={row.value.value}
                    errors={err(`properties.${row.value.key}`)}
                  />
                  {rowButton(`remove-property:${i}`, t("ss.form.removeProperty", { n: i + 1 }), () => {
                    properties.remove(row.key);
                    setPropertiesError("");
                  })}
                </li>
              ))}
            </ol>
            <div id="f-properties-error" aria-live="polite" className="text-sm text-red-700">
              {propertiesError || err("properties")?.join(" ")}
            </div>
            {rowButton("add-property", t("ss.form.addProperty"), () => {
              if (properties.rows.length >= SERVICE_LIMITS.propertiesMax)
                setPropertiesError(t("ss.form.propertiesMax", { max: SERVICE_LIMITS.propertiesMax }));
              else properties.add({ key: "", value: "" });
            })}
          </Section>
        </fieldset>
        {editable ? (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="draft" className={secondaryButtonClass}>
              {canVerify ? t("sp.form.saveDraft") : t("sp.form.saveChanges")}
            </button>
            {canVerify ? (
              <button type="submit" name="intent" value="verify" className={buttonClass}>
                {t("sp.form.sendVerify")}
              </button>
            ) : null}
            <Confirmation result={serviceResult} intent="service" />
          </div>
        ) : null}
      </Form>
    </div>
  );
}

/** The service's fields in the order the form shows them (each has its label `ss.field.{name}`). */
const SERVICE_LABELS: readonly string[] = [
  "images",
  "name",
  "category_id",
  "description",
  "country",
  "city_id",
  "address",
  "additional_countries",
  "service_regions",
  "price_from",
  "price_unit",
  "currency",
  "properties",
];
const SERVICE_IDS: Record<string, string> = {
  name: "f-name",
  category_id: "f-category",
  description: "f-description",
  address: "f-address",
  additional_countries: "f-additional",
  price_from: "f-price",
  price_unit: "f-price-unit",
  currency: "f-currency",
};

/** A property's name: free text, with the category's known properties offered (datalist). */
function PropertyKey({
  id,
  name,
  label,
  defaultValue,
  list,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  list?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        list={list}
        defaultValue={defaultValue}
        className={inputClass}
        maxLength={60}
      />
    </div>
  );
}
