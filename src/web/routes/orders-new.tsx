import "../i18n/workspace-messages.ts";
/**
 * /orders/new?sku= (issue 21): the request for quote of a product: its seller, and other sellers
 * of the same model ticked beside it (up to 10); quantity, delivery country and city, wanted-by
 * date, notes, and up to 5 files (decision 057: sent to the API one by one once the request
 * exists; a file it refuses is named on the request's page, where it can be added again). The
 * limits (per hour, per seller per day) are said above the button. Works without JavaScript.
 */
import { data, Form, redirect } from "react-router";
import { ATTACHMENT_ACCEPT, ORDER_LIMITS } from "../../common/orders.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  SubmitButton,
  TextAreaField,
} from "../features/accounts/form.tsx";
import { filesOf, sendAttachments } from "../features/orders/attachments.server.ts";
import { QuantityField, SelectField } from "../features/orders/fields.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import type { Route } from "./+types/orders-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSignedIn(request, context);
  const sku = new URL(request.url).searchParams.get("sku") ?? "";
  const api = apiFor(request, context);
  try {
    const product = await api.call("catalog.product", { params: { sku } });
    const [offers, limits, countries] = await Promise.all([
      product.model
        ? api.call("models.offers", { params: { id: product.model.id }, query: { page: 1, page_size: 24 } })
        : null,
      api.call("orders.limits"),
      api.call("locations.countries", { query: { page: 1, page_size: 300 } }),
    ]);
    const others = new Map<number, string>();
    for (const o of offers?.results ?? [])
      if (o.seller.id !== product.seller.id) others.set(o.seller.id, o.seller.company_name);
    return {
      product: { id: product.id, name: product.name, seller: product.seller },
      others: [...others].slice(0, ORDER_LIMITS.sellersPerRequest - 1).map(([id, name]) => ({ id, name })),
      limits,
      countries: countries.results.map((c) => ({ iso: c.iso, name: c.name })),
      isSeller: Boolean(user.seller),
    };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSignedIn(request, context);
  const form = await request.formData();
  const text = (k: string) => String(form.get(k) ?? "");
  const locale = localeFromPath(new URL(request.url).pathname);
  const files = filesOf(form, "attachments");
  if (files.problem)
    return data<FormResult>(
      {
        intent: "request",
        fields: { attachments: [makeT(locale)(files.problem.key, files.problem.params)] },
      },
      { status: files.problem.status },
    );
  const api = accountsApi(request, context);
  try {
    const created = await api.call("orders.createRequest", {
      body: {
        product_id: Number(text("product_id")),
        seller_ids: form.getAll("seller_ids").map(Number),
        quantity: Number(text("quantity")),
        delivery_country: text("delivery_country"),
        delivery_city: text("delivery_city"),
        wanted_by: text("wanted_by") || null,
        notes: text("notes"),
      },
    });
    const refused = await sendAttachments(api, created.id, files.list);
    const query = refused.length ? `?${new URLSearchParams(refused.map((n) => ["refused", n]))}` : "";
    return redirect(localizePath(`/orders/requests/${created.id}${query}`, locale));
  } catch (error) {
    return formFailure(error, { intent: "request" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("meta.ordersNew.title"), description: t("ordersNew.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function OrdersNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const data = loaderData as NonNullable<typeof loaderData>;
  const result = actionData as FormResult | undefined;
  const errors = errorsOf(result, "request");
  const { product, limits } = data;
  if (data.isSeller) return <p role="note">{t("ordersNew.sellerAccount")}</p>;
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("ordersNew.title", { name: product.name })}</h1>
      <p className="text-slate-700">{t("ordersNew.lead")}</p>
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-4">
        <FormMessage result={result} intent="request" />
        <input type="hidden" name="product_id" value={product.id} />
        <fieldset className="space-y-1" aria-describedby="orders-sellers-hint">
          <legend className="text-sm font-medium text-slate-800">
            {t("ordersNew.sellers", { max: limits.sellers_per_request })}
          </legend>
          {[{ id: product.seller.id, name: product.seller.company_name }, ...data.others].map((s, i) => (
            <label key={s.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="seller_ids" value={s.id} defaultChecked={i === 0} />
              {s.name}
            </label>
          ))}
          <p id="orders-sellers-hint" className="text-xs text-slate-600">
            {t("ordersNew.sellersHint")}
          </p>
          <FieldErrors id="orders-sellers-error" errors={errors.seller_ids} />
        </fieldset>
        <QuantityField
          name="quantity"
          required
          label={t("ordersNew.quantity")}
          defaultValue={1}
          errors={errors.quantity}
        />
        <SelectField
          name="delivery_country"
          required
          label={t("ordersNew.country")}
          errors={errors.delivery_country}
        >
          <option value="" />
          {data.countries.map((c) => (
            <option key={c.iso} value={c.iso}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field name="delivery_city" label={t("ordersNew.city")} errors={errors.delivery_city} />
        <Field name="wanted_by" type="date" label={t("ordersNew.wantedBy")} errors={errors.wanted_by} />
        <TextAreaField
          name="notes"
          rows={4}
          maxLength={ORDER_LIMITS.notesMax}
          label={t("ordersNew.notes")}
          errors={errors.notes}
        />
        <Field
          name="attachments"
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          label={t("ordersNew.files")}
          hint={t("ordersNew.filesHint", {
            max: ORDER_LIMITS.attachmentsMax,
            mb: ORDER_LIMITS.attachmentMaxBytes / 1024 / 1024,
          })}
          errors={errors.attachments}
        />
        <p className="text-sm text-slate-700">
          {t("ordersNew.limits", {
            perHour: limits.requests_per_hour,
            left: limits.requests_left,
            sellers: limits.sellers_per_request,
            perSeller: limits.requests_per_seller_day,
          })}
        </p>
        <SubmitButton className={buttonClass}>{t("ordersNew.send")}</SubmitButton>
      </Form>
    </div>
  );
}
