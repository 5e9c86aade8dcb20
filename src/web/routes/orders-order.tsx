import "../i18n/workspace-messages.ts";
/**
 * /orders/:id (issue 21): an order, its status and timeline, and the forms of the steps the caller
 * may take now (the API's `allowed`): the seller confirms payment and ships with tracking, the
 * buyer confirms delivery; either side cancels with a reason within the rules.
 */
import { Form } from "react-router";
import type { Order } from "../../common/api/orders.ts";
import { apiUrl } from "../../common/api-client.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { PAYMENT_METHODS } from "../../common/orders.ts";
import { formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { loadOrderPage, runOrderAction } from "../features/orders/page.server.ts";
import { OrderStatus, Timeline } from "../features/orders/parts.tsx";
import { isReviewIntent, loadOrderReview, reviewAction } from "../features/reviews/order-review.server.ts";
import { OrderReviewSection } from "../features/reviews/order-review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/orders-order";

export async function loader(args: Route.LoaderArgs) {
  const id = { params: { id: args.params.id } };
  const { found: order, chat } = await loadOrderPage(args, (api) => api.call("orders.order", id));
  // Issue 21: the order's review (written by its buyer once delivered, answered by its company).
  const review = await loadOrderReview(apiFor(args.request, args.context), order.id);
  return { order, review, chat };
}

export async function action(args: Route.ActionArgs) {
  const id = { params: { id: args.params.id } };
  // The review's two forms answer on the page with a message; the order's steps go back to it.
  const intent = (await args.request.clone().formData()).get("intent");
  if (isReviewIntent(typeof intent === "string" ? intent : undefined)) {
    await requireSignedIn(args.request, args.context);
    return reviewAction(args.request, args.context, args.params.id, await formValues(args.request));
  }
  return runOrderAction(args, `/orders/${args.params.id}`, async ({ api, v }) => {
    if (v.intent === "pay")
      await api.call("orders.pay", {
        ...id,
        body: {
          payment_method: (v.payment_method ?? "") as never,
          payment_reference: v.payment_reference ?? "",
        },
      });
    if (v.intent === "ship")
      await api.call("orders.ship", {
        ...id,
        body: { tracking_carrier: v.tracking_carrier ?? "", tracking_number: v.tracking_number ?? "" },
      });
    if (v.intent === "deliver") await api.call("orders.deliver", id);
    if (v.intent === "cancel") await api.call("orders.cancel", { ...id, body: { reason: v.reason ?? "" } });
    return undefined;
  });
}

export const meta: Route.MetaFunction = ({ location, params }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("meta.ordersOrder.title", { id: params.id ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

function Steps({ order, result }: { order: Order; result?: FormResult }) {
  const t = useT();
  const can = (name: string) => order.allowed.includes(name);
  return (
    <div className="space-y-4">
      {can("order.pay") ? (
        <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="pay" />
          <div className="space-y-1">
            <label htmlFor="orders-method" className="block text-sm font-medium text-slate-800">
              {t("ordersOrder.paymentMethod")}
            </label>
            <select id="orders-method" name="payment_method" className={inputClass}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`paymentMethod.${m}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <Field name="payment_reference" label={t("ordersOrder.paymentReference")} />
          <SubmitButton className={buttonClass}>{t("ordersOrder.pay")}</SubmitButton>
        </Form>
      ) : null}
      {can("order.ship") ? (
        <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="ship" />
          <Field
            name="tracking_carrier"
            label={t("ordersOrder.carrier")}
            errors={errorsOf(result, "ship").tracking_carrier}
          />
          <Field
            name="tracking_number"
            label={t("ordersOrder.tracking")}
            errors={errorsOf(result, "ship").tracking_number}
          />
          <SubmitButton className={buttonClass}>{t("ordersOrder.ship")}</SubmitButton>
        </Form>
      ) : null}
      {can("order.deliver") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="deliver" />
          <SubmitButton className={buttonClass}>{t("ordersOrder.deliver")}</SubmitButton>
        </Form>
      ) : null}
      {can("order.cancel_by_buyer") || can("order.cancel_by_seller") ? (
        <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <Field
            name="reason"
            label={t("ordersOrder.cancelReason")}
            errors={errorsOf(result, "cancel").reason}
          />
          <SubmitButton className={secondaryButtonClass}>{t("ordersOrder.cancel")}</SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

export default function OrdersOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { order: o, chat, review } = loaderData as NonNullable<typeof loaderData>;
  const result = actionData as FormResult | undefined;
  return (
    <div className="max-w-3xl space-y-5">
      <AppLink to="/orders?tab=orders" className={linkClass}>
        {t("ordersRequest.back")}
      </AppLink>
      <h1 className="text-2xl font-bold text-slate-900">
        {t("ordersOrder.title", { id: o.id, title: o.title })}
      </h1>
      <p className="flex flex-wrap items-center gap-3">
        <OrderStatus status={o.status} />
        <span className="text-slate-800">
          {t("ordersOrder.summary", {
            quantity: o.quantity,
            price: t.price(o.unit_price, o.currency),
            total: t.price(o.total, o.currency),
          })}
        </span>
        <span className="text-slate-600">
          {o.incoterm} · {o.seller.name} → {o.buyer.name}
        </span>
      </p>
      {o.payment_method ? (
        <p className="text-sm text-slate-700">
          {t("ordersOrder.paidWith", { method: t(`paymentMethod.${o.payment_method}` as MessageKey) })}
          {o.payment_reference ? ` (${o.payment_reference})` : ""}
        </p>
      ) : null}
      {o.tracking_number ? (
        <p className="text-sm text-slate-700">
          {t("ordersOrder.tracked", { carrier: o.tracking_carrier, number: o.tracking_number })}
        </p>
      ) : null}
      {o.cancel_reason ? (
        <p className="text-sm text-slate-700">{t("ordersOrder.cancelled", { reason: o.cancel_reason })}</p>
      ) : null}
      <p className="flex gap-4 text-sm">
        <AppLink to={`/orders/requests/${o.request_id}`} className={linkClass}>
          {t("orders.col.request")} #{o.request_id}
        </AppLink>
        {o.chat_room_id ? (
          <AppLink to={`${chat}?room=${o.chat_room_id}`} prefetch="none" className={linkClass}>
            {t("ordersRequest.chat")}
          </AppLink>
        ) : null}
        <a
          href={apiUrl("orders.proforma", { params: { id: o.id }, query: { lang: t.locale } })}
          className={linkClass}
        >
          {t("ordersOrder.proforma")}
        </a>
      </p>
      <FormMessage result={result} intent={result?.intent} />
      <Steps order={o} result={result} />
      <OrderReviewSection state={review} company={o.seller.name} result={result} />
      <Timeline events={o.events} />
    </div>
  );
}
