import "../i18n/workspace-messages.ts";
/**
 * /orders/:id (issue 21): an order, its status and timeline, and the forms of the steps the caller
 * may take now (the API's `allowed`): the seller confirms payment and ships with tracking, the
 * buyer confirms delivery; either side cancels with a reason within the rules. Issue 30 (decision
 * 059): the viewer's next step at the top, the terms frozen at acceptance, the delivery address,
 * and cancelling as a secondary disclosure at the bottom.
 */
import { apiUrl } from "../../common/api-client.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { formValues } from "../features/accounts/action.server.ts";
import { FormMessage, type FormResult, linkClass } from "../features/accounts/form.tsx";
import { CancelOrder, NextStep, OrderDelivery, OrderTerms } from "../features/orders/order-parts.tsx";
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
    if (v.intent === "address")
      await api.call("orders.address", { ...id, body: { delivery_address: v.delivery_address ?? "" } });
    if (v.intent === "cancel") await api.call("orders.cancel", { ...id, body: { reason: v.reason ?? "" } });
    return undefined;
  });
}

export const meta: Route.MetaFunction = ({ location, params }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("meta.ordersOrder.title", { id: params.id ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

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
          {o.seller.name} → {o.buyer.name}
        </span>
      </p>
      <FormMessage result={result} intent={result?.intent} />
      <NextStep order={o} review={review} result={result} />
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
      <p className="flex flex-wrap gap-4 text-sm">
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
      <OrderTerms order={o} />
      <OrderDelivery order={o} result={result} />
      <OrderReviewSection state={review} company={o.seller.name} result={result} />
      <Timeline events={o.events} />
      <CancelOrder order={o} result={result} />
    </div>
  );
}
