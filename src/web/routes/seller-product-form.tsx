/**
 * /seller-products/add, /seller-products/add?copy_of={id} and /seller-products/edit/{sku} (spec 2
 * and 3, issue 6), seller layout: one form with every field of the product contract, the
 * category's specification fields, price tiers, videos, delivery regions and additional terms;
 * "Save draft" and "Send for verification". The photos (upload, remove, main) are their own forms.
 * Without JavaScript the row buttons, "Show the fields of this category" and "Fill from model"
 * post the form back as typed; with JavaScript they act in place.
 */
import { type ReactNode, useRef, useState } from "react";
import { redirect, useFetcher } from "react-router";
import type { CreateProductBody, FormData as ProductFormData } from "../../common/api/seller-products.ts";
import { MAX_ADDITIONAL_TERMS, PRODUCT_LIMITS, verificationGaps } from "../../common/api/seller-products.ts";
import { PRODUCT_CONDITIONS, type ProductCondition } from "../../common/constants.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { FieldErrors, type FormResult } from "../features/accounts/form.tsx";
import { loadEdited } from "../features/seller-listings/edited-listing.server.ts";
import {
  orNullOn4xx,
  readListingPost,
  runMediaAction,
  saveListing,
} from "../features/seller-listings/form.server.ts";
import {
  fieldErrors,
  Input,
  labelClass,
  NoScriptButton,
  PairRows,
  RegionCheckboxes,
  RowButton,
  Section,
  Select,
  useLimitedRows,
  useRows,
} from "../features/seller-listings/form-fields.tsx";
import { ListingFormPage, listingFormMeta, useListingForm } from "../features/seller-listings/form-page.tsx";
import { findBySku, photoCount, productFormData, productOf } from "../features/seller-products/api.server.ts";
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
import { countries } from "../features/sellers/api.server.ts";
import { localizePath } from "../i18n/locale.ts";
import type { Translator } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
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

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const sku = params.sku;
  const edited = await loadEdited(request, context, sku ? (api) => findBySku(api, sku) : null, productOf);
  const { api, listing: product, copyOf } = edited;
  try {
    const source = product ?? copyOf;
    const values = source ? valuesFromProduct(source) : emptyValues();
    if (copyOf) values.external_sku = "";
    const [menu, brands, models, countryList, formData] = await Promise.all([
      api.call("catalog.categoryMenu"),
      api.call("catalog.brands", { query: { page_size: 100 } }),
      api.call("catalog.minerModels"),
      countries(api),
      productFormData(api, values.subcategory || values.category_top),
    ]);
    return {
      product,
      reviewWait: edited.reviewWait,
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

/** The row buttons, "Show the fields" and "Fill from model" without JavaScript: nothing is saved. */
const FORM_BACK = ["add-tier", "remove-tier", "add-term", "remove-term", "add-video", "remove-video"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await readListingPost(request, context, "product");
  const { locale, t, api, form, kind, arg, id: productId } = post;
  const media = await runMediaAction(post, PRODUCT_LIMITS.imageMaxBytes, {
    upload: (id, file) => {
      const main = form.get("main") === "on" ? "true" : undefined;
      return api.upload("sellerProducts.addPhoto", { params: { id }, query: { main }, field: "photo", file });
    },
    remove: (id, photoId) => api.call("sellerProducts.deletePhoto", { params: { id, photoId } }),
    setMain: {
      call: (id, photoId) => api.call("sellerProducts.mainPhoto", { params: { id, photoId } }),
      done: t("sp.photos.mainSet"),
    },
  });
  if (media) return media;

  // ---------------------------------------------------------------- the product form
  const values = valuesFromForm(form);
  const category = values.subcategory || values.category_top;
  if (FORM_BACK.includes(kind) || kind === "reload" || kind === "fill-model") {
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
      formData: await productFormData(api, category),
      createdId: productId ?? undefined,
    } satisfies ProductFormResult;
  }
  if (kind !== "draft" && kind !== "verify")
    return { intent: "product", detail: t("account.unknownAction"), values } satisfies ProductFormResult;

  const formData = await productFormData(api, category);
  // An edit keeps the specifications the form has no input for (issue 30, decision 062).
  const before = productId === null ? null : await orNullOn4xx(() => productOf(api, productId));
  const body = bodyOf(values, specTypes(formData), before?.specs);
  const outcome = await saveListing(post, {
    listing: "product",
    update: (id) => api.call("sellerProducts.update", { params: { id }, body }),
    // The API checks a new product as a draft: a missing name or category comes back as its field error.
    create: (query) => api.call("sellerProducts.create", { query, body: body as CreateProductBody }),
    verify: (id) => api.call("sellerProducts.verify", { body: { products_ids: [id] } }),
    extra: (saved) => ({ values, formData, createdSku: saved?.sku }),
    // One product's verification names its fields; strip a "products.{id}." prefix if any.
    stripPrefix: /^products\.\d+\./,
    gaps: async (id) => {
      const photos = await photoCount(api, id);
      const specKeys = formData ? new Set(formData.specifications.map((f) => f.key as string)) : undefined;
      return verificationGaps(body, { photos, specKeys });
    },
  });
  if (!("saved" in outcome)) return outcome;
  const { saved } = outcome;
  const target = `/seller-products/edit/${encodeURIComponent(saved.sku)}?${kind === "verify" ? "sent" : "saved"}=1`;
  if (!params.sku || params.sku !== saved.sku || kind === "verify")
    throw redirect(localizePath(target, locale));
  return { intent: "product", ok: t("sp.form.saved") } satisfies ProductFormResult;
}

export const meta: Route.MetaFunction = ({ location, data }) =>
  listingFormMeta("product", location.pathname, data?.product?.name);

export default function SellerProductForm({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductFormPage {...loaderData} result={actionData as ProductFormResult | undefined} />;
}

function ProductFormPage({
  product,
  reviewWait: wait,
  copyOf,
  menu,
  brands,
  models,
  countries: countryList,
  formData: loadedFormData,
  values,
  result,
}: Route.ComponentProps["loaderData"] & { result: ProductFormResult | undefined }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<ProductFormResult>();
  const {
    result: productResult,
    locked,
    errors,
    err,
    badge,
    fieldOf,
  } = useListingForm(result, "product", product);
  // As typed when the form came back, else as saved. (With JavaScript the inputs keep what was
  // typed; the values matter for pages rendered by the server.)
  const initial: FormValues = productResult?.values ?? values;
  const [top, setTop] = useState(initial.category_top);
  const [sub, setSub] = useState(initial.subcategory);
  const [brand, setBrand] = useState(initial.brand_id);
  const [model, setModel] = useState(initial.model_id);
  const [filled, setFilled] = useState("");
  const tiers = useRows(initial.price_tiers);
  const videos = useRows(initial.videos);
  const terms = useLimitedRows(initial.additional_terms, MAX_ADDITIONAL_TERMS, t("sp.form.termsMax"));

  const formData =
    fetcher.data?.formData !== undefined
      ? fetcher.data.formData
      : (productResult?.formData ?? loadedFormData);
  const topCategory = menu.find((c) => String(c.id) === top);
  const photoTarget =
    product && !locked && product.photos.length < PRODUCT_LIMITS.photosTotal ? "f-photo" : "photos-heading";
  const describeField = (field: string) =>
    describeProductField(t, field, formData?.specifications ?? [], photoTarget);
  const createdId = product?.id ?? productResult?.createdId;
  const brandModels = models.filter((m) => !brand || String(m.brand.id) === brand);

  /** Loads the specification fields of the chosen category in place (the form as typed, changed). */
  const reloadFields = (changes: Record<string, string>) => {
    const form = formRef.current;
    if (!form) return;
    const fd = new FormData(form);
    fd.set("intent", "reload");
    for (const [name, value] of Object.entries(changes)) fd.set(name, value);
    fetcher.submit(fd, { method: "post" });
  };
  const pickCategory = (v: string) => {
    setTop(v);
    setSub("");
    reloadFields(v === sub ? { category_top: top } : { category_top: v, subcategory: "" });
  };
  const pickSubcategory = (v: string) => {
    setSub(v);
    reloadFields({ subcategory: v });
  };
  const pickBrand = (v: string) => {
    setBrand(v);
    setModel("");
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

  return (
    <ListingFormPage
      kind="product"
      listing={product}
      copyOf={copyOf}
      wait={wait}
      result={result}
      status={
        <>
          {t("sp.list.sku")}: <span className="font-mono">{product?.sku}</span>{" "}
        </>
      }
      media={{
        field: "photo",
        items: product?.photos ?? [],
        limits: t("sp.photos.limits", {
          more: PRODUCT_LIMITS.photosTotal - 1,
          mb: PRODUCT_LIMITS.imageMaxBytes / 1024 / 1024,
        }),
        full: {
          reached: (product?.photos.length ?? 0) >= PRODUCT_LIMITS.photosTotal,
          text: t("sp.photos.full", { more: PRODUCT_LIMITS.photosTotal - 1 }),
        },
        missing: { errors: err("main_photo"), id: "main-photo-error", at: "input" },
        savedHref: productResult?.createdSku
          ? `/seller-products/edit/${encodeURIComponent(productResult.createdSku)}`
          : undefined,
        pickMain: { setMain: (n) => t("sp.photos.setMain", { n }), asMain: t("sp.photos.asMain") },
      }}
      formRef={formRef}
      savedId={createdId}
      describe={describeField}
      order={FIELD_ORDER}
      main={{
        values: initial,
        fields: (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                id="f-category"
                name="category_top"
                label={t("sp.form.category")}
                placeholder={t("sp.form.chooseCategory")}
                options={optionsOf(menu)}
                value={top}
                onChange={pickCategory}
                required
                {...fieldOf("category_id")}
              />
              <Select
                id="f-subcategory"
                name="subcategory"
                label={t("sp.form.subcategory")}
                placeholder={t("sp.form.noSubcategory")}
                options={optionsOf(topCategory?.children ?? [])}
                value={sub}
                onChange={pickSubcategory}
              />
            </div>
            <NoScriptButton intent="reload" label={t("sp.form.loadFields")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                id="f-brand"
                name="brand_id"
                label={t("sp.form.brand")}
                placeholder={t("sp.form.chooseBrand")}
                options={optionsOf(brands)}
                value={brand}
                onChange={pickBrand}
                {...fieldOf("brand_id")}
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
                {...fieldOf("model_id")}
              />
            </div>
            <NoScriptButton intent="fill-model" label={t("sp.form.fillFromModel")} />
            <div className="grid gap-4 sm:grid-cols-3">
              <Input
                id="f-sku"
                name="external_sku"
                label={t("sp.form.externalSku")}
                defaultValue={initial.external_sku}
                {...fieldOf("external_sku")}
              />
              <Select
                id="f-condition"
                name="condition"
                label={t("sp.form.condition")}
                options={conditionOptions(t, formData)}
                defaultValue={initial.condition}
                {...fieldOf("condition")}
              />
              <Select
                id="f-country"
                name="country_of_origin"
                label={t("sp.form.country")}
                placeholder={t("sp.form.chooseCountry")}
                options={countryList.map((c) => ({ value: c.iso, label: c.name }))}
                defaultValue={initial.country_of_origin}
                {...fieldOf("country_of_origin")}
              />
            </div>
          </>
        ),
      }}
      notice={
        filled ? (
          <p role="status" className="text-sm text-emerald-900">
            {filled}
          </p>
        ) : null
      }
    >
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
                {TIER_FIELDS.map(([key, suffix, label]) => (
                  <Input
                    key={key}
                    id={`f-tier-${row.key}-${suffix}`}
                    name={`price_tiers.${i}.${key}`}
                    label={t(label)}
                    numeric={key === "unit_price" ? "amount" : "count"}
                    defaultValue={row.value[key]}
                    errors={err(`price_tiers.${i}.${key}`)}
                  />
                ))}
                <RowButton
                  intent={`remove-tier:${i}`}
                  label={t("sp.form.removeTier", { n: i + 1 })}
                  onClick={() => tiers.remove(row.key)}
                />
              </fieldset>
            </li>
          ))}
        </ol>
        {tiers.rows.length < PRODUCT_LIMITS.tiersMax ? (
          <RowButton
            intent="add-tier"
            label={t("sp.form.addTier")}
            onClick={() => tiers.add({ min_quantity: "", max_quantity: "", unit_price: "" })}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            id="f-discount"
            name="discount_amount"
            label={t("sp.form.discount")}
            numeric="amount"
            defaultValue={initial.discount_amount}
            {...fieldOf("discount_amount")}
          />
          <Input
            id="f-offer-ends"
            name="discount_ends_at"
            type="datetime-local"
            label={t("deals.form.offerEnds")}
            hint={t("deals.form.offerEndsHint")}
            defaultValue={initial.discount_ends_at}
            {...fieldOf("discount_ends_at")}
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
                numeric="decimal"
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
          <RegionCheckboxes
            name="delivery_regions"
            regions={formData?.regions ?? []}
            checked={initial.delivery_regions}
          />
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
              <RowButton
                intent={`remove-video:${i}`}
                label={t("sp.form.removeVideo", { n: i + 1 })}
                onClick={() => videos.remove(row.key)}
              />
            </li>
          ))}
        </ol>
        {videos.rows.length < PRODUCT_LIMITS.videosMax ? (
          <RowButton intent="add-video" label={t("sp.form.addVideo")} onClick={() => videos.add("")} />
        ) : null}
      </Section>

      <Section id="terms-heading" title={t("sp.form.terms")}>
        <Input
          id="f-difference"
          name="difference_from_others"
          label={t("sp.form.difference")}
          defaultValue={initial.difference_from_others}
          {...fieldOf("difference_from_others")}
        />
        <p className="text-xs text-slate-600">{t("sp.form.termsHelp", { max: MAX_ADDITIONAL_TERMS })}</p>
        <PairRows
          list={terms}
          render={(row, i) => (
            <>
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
            </>
          )}
          remove={{ intent: "remove-term", label: (n) => t("sp.form.removeTerm", { n }) }}
          errorId="f-terms-error"
          apiErrors={err("additional_terms")}
          add={{ intent: "add-term", label: t("sp.form.addTerm"), row: () => ({ name: "", value: "" }) }}
        />
      </Section>
    </ListingFormPage>
  );
}

/** The options of a select of named things (categories, brands). */
const optionsOf = (list: Array<{ id: number; name: string }>) =>
  list.map((x) => ({ value: String(x.id), label: x.name }));

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
  "discount_ends_at",
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
  discount_ends_at: "deals.form.offerEnds",
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
  discount_ends_at: "f-offer-ends",
  difference_from_others: "f-difference",
};
/** A price tier's inputs: its field, the suffix of its id and its label. */
const TIER_FIELDS = [
  ["min_quantity", "min", "sp.form.minQuantity"],
  ["max_quantity", "max", "sp.form.maxQuantity"],
  ["unit_price", "price", "sp.form.unitPrice"],
] as const;
const TIER_LABELS: Record<string, MessageKey> = Object.fromEntries(
  TIER_FIELDS.map(([k, , label]) => [k, label]),
);

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

/**
 * The product conditions in the page's language (issue 30: before a category was chosen the list
 * was an English fallback on French pages). The catalogue's own labels (`condition.*`) name them.
 */
function conditionOptions(t: Translator, formData: ProductForm | null | undefined) {
  const values: readonly string[] = formData?.conditions.map((c) => c.value) ?? PRODUCT_CONDITIONS;
  return values.map((value) => ({
    value,
    label: (PRODUCT_CONDITIONS as readonly string[]).includes(value)
      ? t(`condition.${value as ProductCondition}`)
      : value,
  }));
}

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
  const errs = fieldErrors(errors);
  const label = field.unit ? `${field.label}, ${field.unit}` : field.label;
  const base = `specs.${field.key}`;
  const typed = (hint?: string) => (
    <Input
      id={id}
      name={base}
      label={label}
      hint={hint}
      defaultValue={values[field.key] ?? ""}
      errors={errs(base)}
      required={field.required}
    />
  );
  switch (field.type) {
    case "hashrate":
    case "efficiency":
      return (
        <div className="grid grid-cols-2 gap-2">
          <Input
            id={id}
            name={`${base}.value`}
            label={field.label}
            numeric="decimal"
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
      // A list without options (the minable coins) is typed, "BTC, BCH, BSV": an empty drop-down
      // showed "Not set" and saving erased the coins (issue 30).
      if (!field.options.length) return typed(t("sp.form.listHint"));
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
          numeric="decimal"
          defaultValue={values[field.key] ?? ""}
          errors={errs(base)}
          required={field.required}
        />
      );
    default:
      return typed();
  }
}
