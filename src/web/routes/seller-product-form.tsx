/**
 * /seller-products/add, /seller-products/add?copy_of={id} and /seller-products/edit/{sku} (spec 2
 * and 3, issue 6), seller layout: one form with every field of the product contract, the
 * category's specification fields, price tiers, videos, delivery regions and additional terms;
 * "Save draft" and "Send for verification". The photos (upload, remove, main) are their own forms.
 * Without JavaScript the row buttons, "Show the fields of this category" and "Fill from model"
 * post the form back as typed; with JavaScript they act in place.
 */
import { type ReactNode, useRef, useState } from "react";
import { Form, redirect, useFetcher, useSearchParams } from "react-router";
import type { FormData as ProductFormData, SellerProduct } from "../../common/api/seller-products.ts";
import { MAX_ADDITIONAL_TERMS, PRODUCT_LIMITS, verificationGaps } from "../../common/api/seller-products.ts";
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
import {
  bodyOf,
  DIMENSION_KEYS,
  emptyValues,
  type FormValues,
  fillFromModel,
  modelSpecs,
  valuesFromForm,
  valuesFromProduct,
} from "../features/seller-products/form-values.ts";
import { StatusBadge } from "../features/seller-products/status-badge.tsx";
import { countries } from "../features/sellers/api.server.ts";
import { PendingBadge } from "../features/sellers/company-fields.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT, type Translator } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ErrorSummary, summaryEntries } from "../ui/error-summary.tsx";
import { ProductImage } from "../ui/product-image.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import type { Route } from "./+types/seller-product-form";

type ProductForm = ProductFormData;
export type ProductFormResult = FormResult & {
  values?: FormValues;
  formData?: ProductForm | null;
  /** A product created by this form whose verification failed: later posts edit it. */
  createdId?: number;
  /** Its SKU (its edit page, where photos are added). */
  createdSku?: string;
};

async function findBySku(api: ApiClient, sku: string): Promise<SellerProduct> {
  const page = await api.call("sellerProducts.mine", { query: { search: sku, page_size: 100 } });
  const row = page.results.find((r) => r.sku === sku);
  if (!row) throw new Response(null, { status: 404 });
  return api.call("sellerProducts.edit", { params: { id: row.id } });
}

/** How many photos a saved product has (null: unknown, not checked). */
async function photoCount(api: ApiClient, id: number): Promise<number | null> {
  try {
    return (await api.call("sellerProducts.edit", { params: { id } })).photos.length;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

async function formDataOf(api: ApiClient, categoryId: string): Promise<ProductForm | null> {
  if (!/^\d{1,9}$/.test(categoryId)) return null;
  try {
    return await api.call("sellerProducts.formData", {
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
    let product: SellerProduct | null = null;
    let copyOf: SellerProduct | null = null;
    if (params.sku) product = await findBySku(api, params.sku);
    const copy = url.searchParams.get("copy_of");
    if (!product && copy && /^\d{1,10}$/.test(copy))
      copyOf = await api.call("sellerProducts.edit", { params: { id: copy } });
    const source = product ?? copyOf;
    const values = source ? valuesFromProduct(source) : emptyValues();
    if (copyOf) values.external_sku = "";
    const [menu, brands, models, countryList, formData] = await Promise.all([
      api.call("catalog.categoryMenu"),
      api.call("catalog.brands", { query: { page_size: 100 } }),
      api.call("catalog.minerModels"),
      countries(api),
      formDataOf(api, values.subcategory || values.category_top),
    ]);
    return {
      product,
      reviewWait: reviewWait(product),
      copyOf: copyOf ? { id: copyOf.id, name: copyOf.name } : null,
      values,
      menu: menu.map((c) => ({
        id: c.id,
        name: c.name,
        children: c.children.map((x) => ({ id: x.id, name: x.name })),
      })),
      brands: brands.results.map((b) => ({ id: b.id, name: b.name })),
      models: models.map((m) => ({ ...m })),
      countries: countryList.map((c) => ({ iso: c.iso, name: c.name })),
      formData,
    };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

function specTypes(formData: ProductForm | null | undefined): Record<string, string> {
  return Object.fromEntries((formData?.specifications ?? []).map((f) => [f.key, f.type]));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireSeller(request, context);
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const [kind = "", arg = ""] = intent.split(":");
  const productId = String(form.get("product_id") ?? "");

  // ---------------------------------------------------------------- photos
  if (kind.startsWith("photo-")) {
    if (!/^\d{1,10}$/.test(productId)) return { intent: "photos", detail: t("sp.photos.saveFirst") };
    try {
      if (kind === "photo-upload") {
        const file = form.get("photo");
        if (!(file instanceof File) || file.size === 0)
          return { intent: "photos", fields: { photo: [t("sp.photos.choose")] } } satisfies ProductFormResult;
        if (file.size > PRODUCT_LIMITS.imageMaxBytes)
          return {
            intent: "photos",
            fields: { photo: [t("sp.photos.tooLarge", { mb: PRODUCT_LIMITS.imageMaxBytes / 1024 / 1024 })] },
          } satisfies ProductFormResult;
        const main = form.get("main") === "on" ? { main: "true" } : undefined;
        await api.upload("sellerProducts.addPhoto", {
          params: { id: productId },
          query: main,
          field: "photo",
          file,
        });
        return { intent: "photos", ok: t("sp.photos.uploaded") } satisfies ProductFormResult;
      }
      if (kind === "photo-remove" && /^\d+$/.test(arg)) {
        await api.call("sellerProducts.deletePhoto", { params: { id: productId, photoId: arg } });
        return { intent: "photos", ok: t("sp.photos.removed") } satisfies ProductFormResult;
      }
      if (kind === "photo-main" && /^\d+$/.test(arg)) {
        await api.call("sellerProducts.mainPhoto", { params: { id: productId, photoId: arg } });
        return { intent: "photos", ok: t("sp.photos.mainSet") } satisfies ProductFormResult;
      }
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status < 500 &&
        error.body &&
        !("detail" in (error.body as object))
      )
        return formFailure(error, { intent: "photos" });
      return formFailure(error, { intent: "photos" });
    }
    return { intent: "photos", detail: t("account.unknownAction") } satisfies ProductFormResult;
  }

  // ---------------------------------------------------------------- the product form
  const values = valuesFromForm(form);
  const category = values.subcategory || values.category_top;
  // The form's rows, "Show the fields" and "Fill from model" without JavaScript: nothing is saved.
  if (
    kind === "add-tier" ||
    kind === "remove-tier" ||
    kind === "add-term" ||
    kind === "remove-term" ||
    kind === "add-video" ||
    kind === "remove-video" ||
    kind === "reload" ||
    kind === "fill-model"
  ) {
    const fields: Record<string, string[]> = {};
    const i = Number(arg);
    if (kind === "add-tier") values.price_tiers.push({ min_quantity: "", max_quantity: "", unit_price: "" });
    if (kind === "remove-tier") values.price_tiers.splice(i, 1);
    if (kind === "add-video") values.videos.push("");
    if (kind === "remove-video") values.videos.splice(i, 1);
    if (kind === "remove-term") values.additional_terms.splice(i, 1);
    if (kind === "add-term") {
      if (values.additional_terms.length >= MAX_ADDITIONAL_TERMS)
        fields.additional_terms = [t("sp.form.termsMax")];
      else values.additional_terms.push({ name: "", value: "" });
    }
    let ok: string | undefined;
    if (kind === "fill-model") {
      const models = await api.call("catalog.minerModels");
      const model = models.find((m) => String(m.id) === values.model_id);
      if (model) {
        values.specs = fillFromModel(values.specs, model);
        if (!values.brand_id) values.brand_id = String(model.brand.id);
        ok = t("sp.form.filled", { model: model.name });
      }
    }
    return {
      intent: "product",
      values,
      fields,
      ok,
      formData: await formDataOf(api, category),
      createdId: /^\d+$/.test(productId) ? Number(productId) : undefined,
    } satisfies ProductFormResult;
  }
  if (kind !== "draft" && kind !== "verify")
    return { intent: "product", detail: t("account.unknownAction"), values } satisfies ProductFormResult;

  const formData = await formDataOf(api, category);
  const body = bodyOf(values, specTypes(formData));
  let id = /^\d{1,10}$/.test(productId) ? Number(productId) : null;
  let saved: SellerProduct | null = null;
  try {
    if (id !== null) {
      saved = await api.call("sellerProducts.update", { params: { id }, body: body });
    } else {
      const copy = url.searchParams.get("copy_of");
      const query =
        copy && /^\d{1,10}$/.test(copy) ? { source: "copy", copy_of: copy } : { source: "manual" };
      saved = await api.call("sellerProducts.create", { query, body });
      id = saved.id;
    }
    if (kind === "verify") await api.call("sellerProducts.verify", { body: { products_ids: [id] } });
  } catch (error) {
    const failure = formFailure(error, {
      intent: "product",
      values,
      formData,
      createdId: id ?? undefined,
      createdSku: saved?.sku,
    } as Partial<FormResult>);
    if (failure.data.fields && !failure.data.detail) failure.data.detail = t("sp.form.fixErrors");
    // One product's verification names its fields; strip a "products.{id}." prefix if any.
    if (failure.data.fields)
      failure.data.fields = Object.fromEntries(
        Object.entries(failure.data.fields).map(([k, v]) => [k.replace(/^products\.\d+\./, ""), v]),
      );
    // A save refused before verification could run: name what verification will need as well, so
    // that every field shows in one round (not the save's errors first, the rest after a second try).
    if (kind === "verify" && failure.data.fields) {
      const photos = id === null ? 0 : await photoCount(api, id);
      const specKeys = formData ? new Set(formData.specifications.map((f) => f.key as string)) : undefined;
      const gaps = verificationGaps(body, { photos, specKeys });
      const fields = failure.data.fields;
      for (const [field, keys] of Object.entries(gaps))
        fields[field] = [...new Set([...(fields[field] ?? []), ...keys.map((k) => t(k))])];
    }
    return failure;
  }
  const target = `/seller-products/edit/${encodeURIComponent(saved.sku)}?${kind === "verify" ? "sent" : "saved"}=1`;
  if (!params.sku || params.sku !== saved.sku || kind === "verify")
    throw redirect(localizePath(target, locale));
  return { intent: "product", ok: t("sp.form.saved") } satisfies ProductFormResult;
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = data?.product ? t("sp.form.editTitle", { name: data.product.name }) : t("sp.form.addTitle");
  return [
    ...pageMeta(t, { title, description: t("sp.form.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SellerProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ProductFormResult | undefined;
  // The values of the page: as typed when the form came back, else as saved. (With JavaScript the
  // inputs keep what was typed; the values matter for pages rendered by the server.)
  const initial = (result?.intent === "product" ? result.values : undefined) ?? loaderData.values;
  return <ProductFormPage {...loaderData} initial={initial} result={result} />;
}

type LoaderData = Route.ComponentProps["loaderData"];

function ProductFormPage({
  product,
  reviewWait: wait,
  copyOf,
  menu,
  brands,
  models,
  countries: countryList,
  formData: loadedFormData,
  initial,
  result,
}: LoaderData & { initial: FormValues; result: ProductFormResult | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<ProductFormResult>();
  const productResult = result?.intent === "product" ? result : undefined;
  const errors = productResult?.fields ?? {};
  const err = (...keys: string[]) => {
    const out = keys.flatMap((k) => errors[k] ?? []);
    return out.length ? out : undefined;
  };
  const [top, setTop] = useState(initial.category_top);
  const [sub, setSub] = useState(initial.subcategory);
  const [brand, setBrand] = useState(initial.brand_id);
  const [model, setModel] = useState(initial.model_id);
  const [filled, setFilled] = useState("");
  const tiers = useRows(initial.price_tiers);
  const videos = useRows(initial.videos);
  const terms = useRows(initial.additional_terms);
  const [termsError, setTermsError] = useState("");

  const formData =
    fetcher.data?.formData !== undefined
      ? fetcher.data.formData
      : (productResult?.formData ?? loadedFormData);
  const topCategory = menu.find((c) => String(c.id) === top);
  const locked = underReview(product);
  const photoTarget =
    product && !locked && product.photos.length < PRODUCT_LIMITS.photosTotal ? "f-photo" : "photos-heading";
  const describeField = (field: string) =>
    describeProductField(t, field, formData?.specifications ?? [], photoTarget);
  const pending = product?.pending_change?.fields ?? [];
  const badge = (field: string) => <PendingBadge show={pending.includes(field)} />;
  const createdId = product?.id ?? productResult?.createdId;
  const brandModels = models.filter((m) => !brand || String(m.brand.id) === brand);
  const [params] = useSearchParams();
  const title = product
    ? t("sp.form.editTitle", { name: product.name })
    : copyOf
      ? t("sp.form.copyTitle", { name: copyOf.name })
      : t("sp.form.addTitle");

  const reloadFields = (nextCategory: string) => {
    const form = formRef.current;
    if (!form) return;
    const fd = new FormData(form);
    fd.set("intent", "reload");
    fd.set("category_top", nextCategory === sub ? top : nextCategory);
    if (nextCategory !== sub) fd.set("subcategory", "");
    fetcher.submit(fd, { method: "post" });
  };
  const pickModel = (id: string) => {
    setModel(id);
    const m = models.find((x) => String(x.id) === id);
    const form = formRef.current;
    if (!m || !form) return;
    if (!brand) setBrand(String(m.brand.id));
    for (const [name, v] of Object.entries(modelSpecs(m))) {
      const input = form.elements.namedItem(`specs.${name}`);
      if ((input instanceof HTMLInputElement || input instanceof HTMLSelectElement) && !input.value.trim())
        input.value = v;
    }
    setFilled(t("sp.form.filled", { model: m.name }));
  };
  const rowButton = (intent: string, label: string, onClick: () => void, disabled = false) => (
    <button
      type={hydrated ? "button" : "submit"}
      name={hydrated ? undefined : "intent"}
      value={hydrated ? undefined : intent}
      onClick={hydrated ? onClick : undefined}
      aria-disabled={disabled || undefined}
      className={secondaryButtonClass}
    >
      {label}
    </button>
  );

  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <AppLink to="/seller-products" className={linkClass}>
          {t("sp.form.back")}
        </AppLink>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{t("sp.form.description")}</p>
        {product ? (
          <p className="text-sm text-slate-800">
            {t("sp.list.sku")}: <span className="font-mono">{product.sku}</span>{" "}
            <StatusBadge status={product.status} label={product.status_label} />
          </p>
        ) : null}
      </header>

      {params.get("sent") ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t("sp.form.sent")}
        </p>
      ) : params.get("saved") && !result ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t("sp.form.saved")}
        </p>
      ) : null}
      {product && (product.status === "approved" || product.archived_from === "approved") ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("sp.form.approvedNotice")}
        </p>
      ) : null}
      {product?.pending_change ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("sp.form.pendingNotice", { fields: product.pending_change.fields.join(", ") })}
        </p>
      ) : null}
      {locked && wait ? (
        <UnderReviewNotice id="under-review" notice={t("sp.form.verifiedNotice")} wait={wait} />
      ) : null}
      {product?.status === "rejected" && product.rejection_reason ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("sp.form.rejectedNotice", { reason: product.rejection_reason })}
        </p>
      ) : null}

      <Photos
        product={product}
        result={result}
        locked={locked}
        missing={err("main_photo")}
        createdSku={product ? undefined : productResult?.createdSku}
      />

      <Form method="post" ref={formRef} className="space-y-6" noValidate>
        {createdId ? <input type="hidden" name="product_id" value={createdId} /> : null}
        <ErrorSummary
          id="product-errors"
          title={productResult?.detail}
          entries={summaryEntries(errors, describeField, FIELD_ORDER)}
          focusKey={productResult}
        />
        {productResult?.fields && Object.keys(productResult.fields).length ? null : (
          <FormMessage result={productResult?.detail ? productResult : undefined} intent="product" />
        )}
        {/* Under review: the values read-only (disabled), the reason above. */}
        <fieldset
          disabled={locked}
          aria-describedby={locked && wait ? "under-review" : undefined}
          className="min-w-0 space-y-6"
        >
          {filled ? (
            <p role="status" className="text-sm text-emerald-900">
              {filled}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t("sp.form.required")}</p>

          <Section id="main-heading" title={t("sp.form.main")}>
            <Input
              id="f-name"
              name="name"
              label={t("sp.form.name")}
              defaultValue={initial.name}
              errors={err("name")}
              required
              badge={badge("name")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                id="f-category"
                name="category_top"
                label={t("sp.form.category")}
                placeholder={t("sp.form.chooseCategory")}
                options={menu.map((c) => ({ value: String(c.id), label: c.name }))}
                value={top}
                onChange={(v) => {
                  setTop(v);
                  setSub("");
                  reloadFields(v);
                }}
                errors={err("category_id")}
                required
                badge={badge("category_id")}
              />
              <Select
                id="f-subcategory"
                name="subcategory"
                label={t("sp.form.subcategory")}
                placeholder={t("sp.form.noSubcategory")}
                options={(topCategory?.children ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={sub}
                onChange={(v) => {
                  setSub(v);
                  const form = formRef.current;
                  if (!form) return;
                  const fd = new FormData(form);
                  fd.set("intent", "reload");
                  fd.set("subcategory", v);
                  fetcher.submit(fd, { method: "post" });
                }}
              />
            </div>
            {hydrated ? null : (
              <button type="submit" name="intent" value="reload" className={secondaryButtonClass}>
                {t("sp.form.loadFields")}
              </button>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                id="f-brand"
                name="brand_id"
                label={t("sp.form.brand")}
                placeholder={t("sp.form.chooseBrand")}
                options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
                value={brand}
                onChange={(v) => {
                  setBrand(v);
                  setModel("");
                }}
                errors={err("brand_id")}
                badge={badge("brand_id")}
              />
              <Select
                id="f-model"
                name="model_id"
                label={t("sp.form.model")}
                placeholder={t("sp.form.chooseModel")}
                options={brandModels.map((m) => ({
                  value: String(m.id),
                  label: `${m.brand.name} ${m.name}`,
                }))}
                value={model}
                onChange={pickModel}
                errors={err("model_id")}
                badge={badge("model_id")}
              />
            </div>
            {hydrated ? null : (
              <button type="submit" name="intent" value="fill-model" className={secondaryButtonClass}>
                {t("sp.form.fillFromModel")}
              </button>
            )}
            <div className="grid gap-4 sm:grid-cols-3">
              <Input
                id="f-sku"
                name="external_sku"
                label={t("sp.form.externalSku")}
                defaultValue={initial.external_sku}
                errors={err("external_sku")}
                badge={badge("external_sku")}
              />
              <Select
                id="f-condition"
                name="condition"
                label={t("sp.form.condition")}
                options={(formData?.conditions ?? CONDITIONS_FALLBACK).map((c) => ({
                  value: c.value,
                  label: c.label,
                }))}
                defaultValue={initial.condition}
                errors={err("condition")}
                badge={badge("condition")}
              />
              <Select
                id="f-country"
                name="country_of_origin"
                label={t("sp.form.country")}
                placeholder={t("sp.form.chooseCountry")}
                options={countryList.map((c) => ({ value: c.iso, label: c.name }))}
                defaultValue={initial.country_of_origin}
                errors={err("country_of_origin")}
                badge={badge("country_of_origin")}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor="f-description" className={labelClass}>
                {t("sp.form.text")}
                <span aria-hidden="true"> *</span>
                {badge("description")}
              </label>
              <textarea
                id="f-description"
                name="description"
                rows={5}
                defaultValue={initial.description}
                className={inputClass}
                aria-invalid={err("description") ? true : undefined}
                aria-describedby={err("description") ? "f-description-error" : undefined}
              />
              <FieldErrors id="f-description-error" errors={err("description")} />
            </div>
          </Section>

          <Section id="specs-heading" title={t("sp.form.specs")}>
            {formData ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {formData.specifications.map((f) => (
                  <SpecField
                    key={f.key}
                    field={f}
                    values={initial.specs}
                    errors={errors}
                    badge={badge("specs")}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600">{t("sp.form.specsNone")}</p>
            )}
          </Section>

          <Section id="prices-heading" title={t("sp.form.prices")}>
            <FieldErrors id="f-tiers-error" errors={err("price_tiers")} />
            <ol className="space-y-3">
              {tiers.rows.map((row, i) => (
                <li key={row.key}>
                  <fieldset className="grid items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4">
                    <legend className="px-1 text-sm font-medium text-slate-800">
                      {t("sp.form.tier", { n: i + 1 })}
                    </legend>
                    <Input
                      id={`f-tier-${row.key}-min`}
                      name={`price_tiers.${i}.min_quantity`}
                      label={t("sp.form.minQuantity")}
                      type="number"
                      inputMode="numeric"
                      defaultValue={row.value.min_quantity}
                      errors={err(`price_tiers.${i}.min_quantity`)}
                    />
                    <Input
                      id={`f-tier-${row.key}-max`}
                      name={`price_tiers.${i}.max_quantity`}
                      label={t("sp.form.maxQuantity")}
                      type="number"
                      inputMode="numeric"
                      defaultValue={row.value.max_quantity}
                      errors={err(`price_tiers.${i}.max_quantity`)}
                    />
                    <Input
                      id={`f-tier-${row.key}-price`}
                      name={`price_tiers.${i}.unit_price`}
                      label={t("sp.form.unitPrice")}
                      type="number"
                      step="0.01"
                      inputMode="decimal"
                      defaultValue={row.value.unit_price}
                      errors={err(`price_tiers.${i}.unit_price`)}
                    />
                    {rowButton(`remove-tier:${i}`, t("sp.form.removeTier", { n: i + 1 }), () =>
                      tiers.remove(row.key),
                    )}
                  </fieldset>
                </li>
              ))}
            </ol>
            {tiers.rows.length < PRODUCT_LIMITS.tiersMax
              ? rowButton("add-tier", t("sp.form.addTier"), () =>
                  tiers.add({ min_quantity: "", max_quantity: "", unit_price: "" }),
                )
              : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                id="f-discount"
                name="discount_amount"
                label={t("sp.form.discount")}
                type="number"
                step="0.01"
                inputMode="decimal"
                defaultValue={initial.discount_amount}
                errors={err("discount_amount")}
                badge={badge("discount_amount")}
              />
              <div className="flex items-center gap-2 pt-6">
                <input
                  id="f-negotiable"
                  name="negotiable"
                  type="checkbox"
                  defaultChecked={initial.negotiable}
                  className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                />
                <label htmlFor="f-negotiable" className={labelClass}>
                  {t("sp.form.negotiable")}
                </label>
              </div>
            </div>
          </Section>

          <Section id="dimensions-heading" title={t("sp.form.dimensions")}>
            {[
              { title: t("sp.form.withoutPackage"), keys: DIMENSION_KEYS.slice(0, 4) },
              { title: t("sp.form.withPackage"), keys: DIMENSION_KEYS.slice(4) },
            ].map((group) => (
              <fieldset key={group.title} className="grid gap-3 sm:grid-cols-4">
                <legend className="mb-2 text-sm font-semibold text-slate-800">{group.title}</legend>
                {group.keys.map((k) => (
                  <Input
                    key={k}
                    id={`f-dim-${k}`}
                    name={`dimensions.${k}`}
                    label={t(`sp.form.${k}`)}
                    type="number"
                    step="any"
                    inputMode="decimal"
                    defaultValue={initial.dimensions[k] ?? ""}
                    errors={err(`dimensions.${k}`)}
                  />
                ))}
              </fieldset>
            ))}
            <FieldErrors id="f-dimensions-error" errors={err("dimensions")} />
          </Section>

          <Section id="delivery-heading" title={t("sp.form.delivery")}>
            <fieldset aria-describedby={err("delivery_regions") ? "f-regions-error" : undefined}>
              <legend className="sr-only">{t("sp.form.delivery")}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {(formData?.regions ?? []).map((r) => (
                  <div key={r.code} className="flex items-center gap-2">
                    <input
                      id={`f-region-${r.code}`}
                      type="checkbox"
                      name="delivery_regions"
                      value={r.code}
                      defaultChecked={initial.delivery_regions.includes(r.code)}
                      className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                    />
                    <label htmlFor={`f-region-${r.code}`} className="text-sm text-slate-800">
                      {r.name}
                    </label>
                  </div>
                ))}
              </div>
              {!formData ? <p className="text-sm text-slate-600">{t("sp.form.specsNone")}</p> : null}
              {!formData
                ? initial.delivery_regions.map((r) => (
                    <input key={r} type="hidden" name="delivery_regions" value={r} />
                  ))
                : null}
              <FieldErrors id="f-regions-error" errors={err("delivery_regions")} />
            </fieldset>
          </Section>

          <Section id="videos-heading" title={t("sp.form.videos")}>
            <p id="f-videos-hint" className="text-xs text-slate-600">
              {t("sp.form.videosHelp")}
            </p>
            <ol className="space-y-2">
              {videos.rows.map((row, i) => (
                <li key={row.key} className="flex items-end gap-2">
                  <div className="flex-1">
                    <Input
                      id={`f-video-${row.key}`}
                      name={`videos.${i}`}
                      label={t("sp.form.video", { n: i + 1 })}
                      type="url"
                      inputMode="url"
                      defaultValue={row.value}
                      errors={err(`videos.${i}`)}
                    />
                  </div>
                  {rowButton(`remove-video:${i}`, t("sp.form.removeVideo", { n: i + 1 }), () =>
                    videos.remove(row.key),
                  )}
                </li>
              ))}
            </ol>
            {videos.rows.length < PRODUCT_LIMITS.videosMax
              ? rowButton("add-video", t("sp.form.addVideo"), () => videos.add(""))
              : null}
          </Section>

          <Section id="terms-heading" title={t("sp.form.terms")}>
            <Input
              id="f-difference"
              name="difference_from_others"
              label={t("sp.form.difference")}
              defaultValue={initial.difference_from_others}
              errors={err("difference_from_others")}
              badge={badge("difference_from_others")}
            />
            <p className="text-xs text-slate-600">{t("sp.form.termsHelp", { max: MAX_ADDITIONAL_TERMS })}</p>
            <ol className="space-y-3">
              {terms.rows.map((row, i) => (
                <li key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
                  <Input
                    id={`f-term-${row.key}-name`}
                    name={`additional_terms.${i}.name`}
                    label={t("sp.form.termName", { n: i + 1 })}
                    defaultValue={row.value.name}
                    errors={err(`additional_terms.${i}.name`)}
                  />
                  <Input
                    id={`f-term-${row.key}-value`}
                    name={`additional_terms.${i}.value`}
                    label={t("sp.form.termValue", { n: i + 1 })}
                    defaultValue={row.value.value}
                    errors={err(`additional_terms.${i}.value`)}
                  />
                  {rowButton(`remove-term:${i}`, t("sp.form.removeTerm", { n: i + 1 }), () => {
                    terms.remove(row.key);
                    setTermsError("");
                  })}
                </li>
              ))}
            </ol>
            <div id="f-terms-error" aria-live="polite" className="text-sm text-red-700">
              {termsError || err("additional_terms")?.join(" ")}
            </div>
            {rowButton("add-term", t("sp.form.addTerm"), () => {
              if (terms.rows.length >= MAX_ADDITIONAL_TERMS) setTermsError(t("sp.form.termsMax"));
              else terms.add({ name: "", value: "" });
            })}
          </Section>
        </fieldset>
        {locked ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="draft" className={secondaryButtonClass}>
              {product && product.status !== "draft" && product.status !== "rejected"
                ? t("sp.form.saveChanges")
                : t("sp.form.saveDraft")}
            </button>
            {!product || product.status === "draft" || product.status === "rejected" ? (
              <button type="submit" name="intent" value="verify" className={buttonClass}>
                {t("sp.form.sendVerify")}
              </button>
            ) : null}
            <Confirmation result={productResult} intent="product" />
          </div>
        )}
      </Form>
    </div>
  );
}

/** The form's fields in the order it shows them (the error summary lists them so). */
const FIELD_ORDER = [
  "main_photo",
  "name",
  "category_id",
  "brand_id",
  "model_id",
  "external_sku",
  "condition",
  "country_of_origin",
  "description",
  "specs",
  "price_tiers",
  "discount_amount",
  "negotiable",
  "dimensions",
  "delivery_regions",
  "videos",
  "difference_from_others",
  "additional_terms",
] as const;

const FIELD_LABELS: Record<string, MessageKey> = {
  name: "sp.form.name",
  category_id: "sp.form.category",
  brand_id: "sp.form.brand",
  model_id: "sp.form.model",
  external_sku: "sp.form.externalSku",
  condition: "sp.form.condition",
  country_of_origin: "sp.form.country",
  description: "sp.form.text",
  price_tiers: "sp.form.prices",
  discount_amount: "sp.form.discount",
  negotiable: "sp.form.negotiable",
  dimensions: "sp.form.dimensions",
  delivery_regions: "sp.form.delivery",
  videos: "sp.form.videos",
  difference_from_others: "sp.form.difference",
  additional_terms: "sp.form.terms",
  main_photo: "sp.photos.main",
};
const FIELD_IDS: Record<string, string> = {
  name: "f-name",
  category_id: "f-category",
  brand_id: "f-brand",
  model_id: "f-model",
  external_sku: "f-sku",
  condition: "f-condition",
  country_of_origin: "f-country",
  description: "f-description",
  discount_amount: "f-discount",
  difference_from_others: "f-difference",
};
const TIER_LABELS: Record<string, MessageKey> = {
  min_quantity: "sp.form.minQuantity",
  max_quantity: "sp.form.maxQuantity",
  unit_price: "sp.form.unitPrice",
};

/**
 * A field of the API's errors as the summary names it: its label on the form and the input to
 * focus (list rows are found by their input's name, which is the field's path).
 */
function describeProductField(
  t: Translator,
  field: string,
  specs: ProductForm["specifications"],
  photoTarget: string,
): { label: string; target?: string } {
  const [head = "", a, b] = field.split(".");
  if (head === "main_photo") return { label: t("sp.photos.main"), target: photoTarget };
  if (head === "specs" && a) {
    const spec = specs.find((f) => f.key === a);
    const suffix =
      b === "unit" || b === "min" || b === "max" ? `-${b}` : spec?.type === "range" ? "-min" : "";
    return { label: spec?.label ?? a, target: spec ? `f-spec-${a}${suffix}` : undefined };
  }
  if (head === "price_tiers" && a !== undefined && /^\d+$/.test(a)) {
    const tier = t("sp.form.tier", { n: Number(a) + 1 });
    const part = b ? TIER_LABELS[b] : undefined;
    return { label: part ? `${tier}, ${t(part)}` : tier };
  }
  if (head === "dimensions" && a && (DIMENSION_KEYS as readonly string[]).includes(a))
    return { label: t(`sp.form.${a}` as MessageKey), target: `f-dim-${a}` };
  if (head === "videos" && a !== undefined && /^\d+$/.test(a))
    return { label: t("sp.form.video", { n: Number(a) + 1 }) };
  if (head === "additional_terms" && a !== undefined && /^\d+$/.test(a))
    return { label: t(b === "value" ? "sp.form.termValue" : "sp.form.termName", { n: Number(a) + 1 }) };
  const key = FIELD_LABELS[head];
  return { label: key ? t(key) : field, target: FIELD_IDS[head] };
}

const CONDITIONS_FALLBACK = [
  { value: "new", label: "New" },
  { value: "brand_new", label: "Brand new" },
  { value: "used", label: "Used" },
  { value: "tested", label: "Tested" },
];

function SpecField({
  field,
  values,
  errors,
  badge,
}: {
  field: ProductForm["specifications"][number];
  values: Record<string, string>;
  errors: Record<string, string[]>;
  badge: ReactNode;
}) {
  const t = useT();
  const id = `f-spec-${field.key}`;
  const errs = (...keys: string[]) => {
    const out = keys.flatMap((k) => errors[k] ?? []);
    return out.length ? out : undefined;
  };
  const label = field.unit ? `${field.label}, ${field.unit}` : field.label;
  const base = `specs.${field.key}`;
  switch (field.type) {
    case "hashrate":
    case "efficiency":
      return (
        <div className="grid grid-cols-2 gap-2">
          <Input
            id={id}
            name={`${base}.value`}
            label={field.label}
            type="number"
            step="any"
            inputMode="decimal"
            required={field.required}
            defaultValue={values[`${field.key}.value`] ?? ""}
            errors={errs(base, `${base}.value`)}
            badge={badge}
          />
          {field.options.length ? (
            <Select
              id={`${id}-unit`}
              name={`${base}.unit`}
              label={t("sp.form.hashrateUnit", { label: field.label })}
              options={field.options}
              defaultValue={values[`${field.key}.unit`] ?? field.options[0]?.value ?? ""}
              errors={errs(`${base}.unit`)}
            />
          ) : (
            <Input
              id={`${id}-unit`}
              name={`${base}.unit`}
              label={t("sp.form.hashrateUnit", { label: field.label })}
              defaultValue={values[`${field.key}.unit`] ?? field.unit ?? ""}
              errors={errs(`${base}.unit`)}
            />
          )}
        </div>
      );
    case "range":
      return (
        <div className="grid grid-cols-2 gap-2">
          <Input
            id={`${id}-min`}
            name={`${base}.min`}
            label={t("sp.form.min", { label })}
            type="number"
            step="any"
            defaultValue={values[`${field.key}.min`] ?? ""}
            errors={errs(base, `${base}.min`)}
          />
          <Input
            id={`${id}-max`}
            name={`${base}.max`}
            label={t("sp.form.max", { label })}
            type="number"
            step="any"
            defaultValue={values[`${field.key}.max`] ?? ""}
            errors={errs(`${base}.max`)}
          />
        </div>
      );
    case "boolean":
      return (
        <Select
          id={id}
          name={base}
          label={label}
          placeholder={t("sp.form.notSet")}
          options={[
            { value: "true", label: t("sp.form.yes") },
            { value: "false", label: t("sp.form.no") },
          ]}
          defaultValue={values[field.key] ?? ""}
          errors={errs(base)}
        />
      );
    case "enum":
      return (
        <Select
          id={id}
          name={base}
          label={label}
          placeholder={t("sp.form.notSet")}
          options={field.options}
          defaultValue={values[field.key] ?? ""}
          errors={errs(base)}
          required={field.required}
        />
      );
    case "number":
      return (
        <Input
          id={id}
          name={base}
          label={label}
          type="number"
          step="any"
          inputMode="decimal"
          defaultValue={values[field.key] ?? ""}
          errors={errs(base)}
          required={field.required}
        />
      );
    default:
      return (
        <Input
          id={id}
          name={base}
          label={label}
          defaultValue={values[field.key] ?? ""}
          errors={errs(base)}
          required={field.required}
        />
      );
  }
}

function Photos({
  product,
  result,
  locked,
  missing,
  createdSku,
}: {
  product: SellerProduct | null;
  result: ProductFormResult | undefined;
  /** Under review: the photos are shown, not changed (the API would refuse with 409). */
  locked: boolean;
  /** The verification's message when there is no main photo. */
  missing?: string[];
  /** A product this add form saved (its verification failed): photos are added on its edit page. */
  createdSku?: string;
}) {
  const t = useT();
  const limits = t("sp.photos.limits", {
    more: PRODUCT_LIMITS.photosTotal - 1,
    mb: PRODUCT_LIMITS.imageMaxBytes / 1024 / 1024,
  });
  const photoErrors = result?.intent === "photos" ? result.fields?.photo : missing;
  const photos = product?.photos ?? [];
  const full = photos.length >= PRODUCT_LIMITS.photosTotal;
  return (
    <Section id="photos-heading" title={t("sp.photos.title")}>
      <p id="photo-limits" className="text-sm text-slate-700">
        {limits}
      </p>
      {!product ? (
        <>
          {createdSku ? (
            <p className="text-sm text-slate-700">
              {t("sp.photos.savedAdd")}{" "}
              <AppLink to={`/seller-products/edit/${encodeURIComponent(createdSku)}`} className={linkClass}>
                {t("sp.photos.openSaved")}
              </AppLink>
            </p>
          ) : (
            <p className="text-sm text-slate-700">{t("sp.photos.saveFirst")}</p>
          )}
          <FieldErrors id="main-photo-error" errors={missing} />
        </>
      ) : (
        <>
          <FormMessage result={result} intent="photos" />
          {photos.length ? (
            <ul className="flex flex-wrap gap-4">
              {photos.map((p, i) => (
                <li key={p.id} className="w-36 space-y-1">
                  <ProductImage
                    image={p}
                    alt={t("sp.photos.alt", { n: i + 1 })}
                    className="h-28 w-36 rounded object-cover"
                  />
                  {p.main ? (
                    <p className="text-xs font-semibold text-slate-900">{t("sp.photos.main")}</p>
                  ) : null}
                  {locked ? null : (
                    <Form method="post" className="flex flex-col gap-1">
                      <input type="hidden" name="product_id" value={product.id} />
                      {!p.main ? (
                        <button
                          type="submit"
                          name="intent"
                          value={`photo-main:${p.id}`}
                          className={`${secondaryButtonClass} px-2 py-1 text-xs`}
                        >
                          {t("sp.photos.setMain", { n: i + 1 })}
                        </button>
                      ) : null}
                      <button
                        type="submit"
                        name="intent"
                        value={`photo-remove:${p.id}`}
                        className={`${secondaryButtonClass} px-2 py-1 text-xs`}
                      >
                        {t("sp.photos.remove", { n: i + 1 })}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {locked ? null : full ? (
            <p className="text-sm text-slate-700">
              {t("sp.photos.full", { more: PRODUCT_LIMITS.photosTotal - 1 })}
            </p>
          ) : (
            <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="product_id" value={product.id} />
              <div className="space-y-1">
                <label htmlFor="f-photo" className={labelClass}>
                  {t("sp.photos.file")}
                </label>
                <input
                  id="f-photo"
                  name="photo"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="block text-sm focus-visible:outline-2 focus-visible:outline-amber-600"
                  aria-invalid={photoErrors?.length ? true : undefined}
                  aria-describedby={["photo-limits", photoErrors?.length ? "f-photo-error" : ""]
                    .filter(Boolean)
                    .join(" ")}
                />
                <FieldErrors id="f-photo-error" errors={photoErrors} />
              </div>
              <div className="flex items-center gap-2">
                <input
                  id="f-photo-main"
                  name="main"
                  type="checkbox"
                  defaultChecked={photos.length === 0}
                  className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                />
                <label htmlFor="f-photo-main" className="text-sm text-slate-800">
                  {t("sp.photos.asMain")}
                </label>
              </div>
              <button type="submit" name="intent" value="photo-upload" className={secondaryButtonClass}>
                {t("sp.photos.upload")}
              </button>
            </Form>
          )}
        </>
      )}
    </Section>
  );
}
