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
import { redirect } from "react-router";
import type { z } from "zod";
import {
  type createServiceBody,
  SERVICE_LIMITS,
  serviceVerificationGaps,
} from "../../common/api/seller-services.ts";
import type { ApiClient } from "../../common/api-client.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { FieldErrors, type FormResult, inputClass } from "../features/accounts/form.tsx";
import { loadEdited } from "../features/seller-listings/edited-listing.server.ts";
import { readListingPost, runMediaAction, saveListing } from "../features/seller-listings/form.server.ts";
import {
  Input,
  labelClass,
  PairRows,
  RegionCheckboxes,
  Section,
  Select,
  useLimitedRows,
} from "../features/seller-listings/form-fields.tsx";
import { ListingFormPage, listingFormMeta, useListingForm } from "../features/seller-listings/form-page.tsx";
import { idOf } from "../features/seller-listings/list-query.ts";
import { imageCount, serviceFormData, serviceOf } from "../features/seller-services/api.server.ts";
import {
  emptyServiceValues,
  type ServiceFormValues,
  serviceBodyOf,
  serviceValuesFromForm,
  valuesFromService,
} from "../features/seller-services/form-values.ts";
import { citiesOf, cityOptions, countries } from "../features/sellers/api.server.ts";
import { type CityOption, PendingBadge, PlaceFields } from "../features/sellers/company-fields.tsx";
import { localizePath } from "../i18n/locale.ts";
import { useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import type { Route } from "./+types/seller-service-form";

export type ServiceFormResult = FormResult & {
  values?: ServiceFormValues;
  /** The cities of the chosen country ("Show the cities" without JavaScript). */
  cities?: { country: string; list: CityOption[] };
  /** A service created by this form whose verification failed: later posts edit it. */
  createdId?: number;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editId = idOf(params.id);
  // An edit page names its service by number.
  const edit = (api: ApiClient) =>
    editId === null ? Promise.reject(new Response(null, { status: 404 })) : serviceOf(api, editId);
  const edited = await loadEdited(request, context, params.id === undefined ? null : edit, serviceOf);
  const { api, listing: service, copyOf } = edited;
  try {
    const source = service ?? copyOf;
    const categoryParam = params.categoryId ?? "";
    if (!service && !/^\d{1,9}$/.test(categoryParam)) throw new Response(null, { status: 404 });
    const values = source ? valuesFromService(source) : emptyServiceValues(categoryParam);
    if (!service) values.category_id = categoryParam;
    const [categories, countryList, cities, formData] = await Promise.all([
      api.call("services.categories", { query: { page_size: 100 } }),
      countries(api),
      citiesOf(api, values.country),
      serviceFormData(api, values.category_id),
    ]);
    if (!service && !categories.results.some((c) => String(c.id) === categoryParam))
      throw new Response(null, { status: 404 });
    // The suggested property names of every category, so that choosing another category in the
    // form suggests its names at once (a handful of small lists).
    const others = await Promise.all(
      categories.results
        .filter((c) => String(c.id) !== values.category_id)
        .map(
          async (c) => [String(c.id), (await serviceFormData(api, String(c.id)))?.properties ?? []] as const,
        ),
    );
    const propertyNames = Object.fromEntries([[values.category_id, formData?.properties ?? []], ...others]);
    return {
      service,
      reviewWait: edited.reviewWait,
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
  const post = await readListingPost(request, context, "service");
  const media = await runMediaAction(post, SERVICE_LIMITS.imageMaxBytes, {
    upload: (id, file) =>
      post.api.upload("sellerServices.addImage", { params: { id }, field: "image", file }),
    remove: (id, imageId) => post.api.call("sellerServices.deleteImage", { params: { id, imageId } }),
  });
  if (media) return media;
  const { locale, t, api, form, kind, arg, id: serviceId } = post;

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

  const formData = await serviceFormData(api, values.category_id);
  const types = Object.fromEntries((formData?.properties ?? []).map((p) => [p.key, p.type]));
  const body = serviceBodyOf(values, types);
  const outcome = await saveListing(post, {
    listing: "service",
    update: (id) => api.call("sellerServices.update", { params: { id }, body }),
    // The API checks a new service as a draft: a missing name or category comes back as its field error.
    create: (query) =>
      api.call("sellerServices.create", {
        query,
        body: body as z.input<typeof createServiceBody>,
      }),
    verify: (id) => api.call("sellerServices.verify", { body: { services_ids: [id] } }),
    extra: async () => ({ values, cities: await citiesOfValues() }),
    gaps: async (id) => {
      const images = await imageCount(api, id);
      return serviceVerificationGaps(body, { images, categoryKnown: formData !== null });
    },
  });
  if (!("saved" in outcome)) return outcome;
  const target = `/seller-services/edit/${outcome.id}?${kind === "verify" ? "sent" : "saved"}=1`;
  if (params.id === undefined || kind === "verify") throw redirect(localizePath(target, locale));
  return { intent: "service", ok: t("sp.form.saved") } satisfies ServiceFormResult;
}

export const meta: Route.MetaFunction = ({ location, data }) =>
  listingFormMeta("service", location.pathname, data && "service" in data ? data.service?.name : undefined);

export default function SellerServiceForm({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceFormPage {...loaderData} result={actionData as ServiceFormResult | undefined} />;
}

function ServiceFormPage({
  service,
  reviewWait: wait,
  copyOf,
  categories,
  countries: countryList,
  cities,
  formData,
  propertyNames,
  values,
  result,
}: Route.ComponentProps["loaderData"] & { result: ServiceFormResult | undefined }) {
  const t = useT();
  const {
    result: serviceResult,
    locked,
    err,
    pending,
    badge,
    fieldOf,
  } = useListingForm(result, "service", service);
  // As typed when the form came back, else as saved (with JavaScript the inputs keep what was typed).
  const initial: ServiceFormValues = serviceResult?.values ?? values;
  const editable = !locked;
  const createdId = service?.id ?? serviceResult?.createdId;
  const describeField = (field: string): { label: string; target?: string; name?: string } => {
    const head = field.split(".")[0] ?? "";
    const label = SERVICE_LABELS.includes(head) ? t(`ss.field.${head}` as MessageKey) : field;
    if (head === "country") return { label, name: "country_iso" };
    if (head === "images") return { label, target: service && editable ? "f-image" : "images-heading" };
    return { label, target: SERVICE_IDS[head] };
  };
  const properties = useLimitedRows(
    initial.properties,
    SERVICE_LIMITS.propertiesMax,
    t("ss.form.propertiesMax", { max: SERVICE_LIMITS.propertiesMax }),
  );
  const [categoryId, setCategoryId] = useState(initial.category_id);
  const suggested = propertyNames[categoryId] ?? [];
  const parentName = (id: number | null) => categories.find((c) => c.id === id)?.name;
  const cityList =
    serviceResult?.cities && serviceResult.cities.country === initial.country
      ? serviceResult.cities.list
      : cities;

  return (
    <ListingFormPage
      kind="service"
      listing={service}
      copyOf={copyOf}
      wait={wait}
      result={result}
      status={`${t("ss.list.status")}: `}
      pendingField={(f) => t(`ss.field.${f}` as "ss.field.name")}
      media={{
        field: "image",
        items: (service?.images ?? []).map((img, i) => ({ ...img, main: i === 0 })),
        limits: t("ss.images.limits", {
          max: SERVICE_LIMITS.imagesMax,
          mb: SERVICE_LIMITS.imageMaxBytes / 1024 / 1024,
        }),
        full: {
          reached: (service?.images.length ?? 0) >= SERVICE_LIMITS.imagesMax,
          text: t("ss.images.full", { max: SERVICE_LIMITS.imagesMax }),
        },
        missing: { errors: err("images"), id: "images-missing", at: "top" },
        savedHref: serviceResult?.createdId ? `/seller-services/edit/${serviceResult.createdId}` : undefined,
        badge: <PendingBadge show={pending.includes("images")} />,
        none: t("ss.images.none"),
      }}
      savedId={createdId}
      describe={describeField}
      order={SERVICE_LABELS}
      main={{
        values: initial,
        fields: (
          <>
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
              required
              {...fieldOf("category_id")}
            />
          </>
        ),
        rows: 6,
        maxLength: SERVICE_LIMITS.descriptionMax,
      }}
    >
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
          required
          {...fieldOf("address")}
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
          <RegionCheckboxes
            name="service_regions"
            regions={formData?.regions ?? []}
            checked={initial.service_regions}
          />
          <FieldErrors id="f-regions-error" errors={err("service_regions")} />
        </fieldset>
      </Section>

      <Section id="prices-heading" title={t("ss.form.prices")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            id="f-price"
            name="price_from"
            label={t("ss.form.priceFrom")}
            numeric="amount"
            defaultValue={initial.price_from}
            required
            {...fieldOf("price_from")}
          />
          {PRICE_TERMS.map((f) => (
            <Input
              key={f.name}
              id={f.id}
              name={f.name}
              label={t(f.label)}
              hint={t(f.hint)}
              defaultValue={initial[f.name]}
              required={f.required}
              {...fieldOf(f.name)}
            />
          ))}
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
        <PairRows
          list={properties}
          render={(row, i) => (
            <>
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
            </>
          )}
          remove={{ intent: "remove-property", label: (n) => t("ss.form.removeProperty", { n }) }}
          errorId="f-properties-error"
          apiErrors={err("properties")}
          add={{
            intent: "add-property",
            label: t("ss.form.addProperty"),
            row: () => ({ key: "", value: "" }),
          }}
        />
      </Section>
    </ListingFormPage>
  );
}

/** The terms of a price beside its amount: what it is for and its currency. */
const PRICE_TERMS = [
  {
    name: "price_unit",
    id: "f-price-unit",
    label: "ss.form.priceUnit",
    hint: "ss.form.priceUnitHint",
    required: true,
  },
  {
    name: "currency",
    id: "f-currency",
    label: "ss.form.currency",
    hint: "ss.form.currencyHint",
    required: false,
  },
] as const;

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
