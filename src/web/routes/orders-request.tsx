import "../i18n/workspace-messages.ts";
/**
 * /orders/requests/:id (issue 21): a request for quote. The buyer compares every answer in one
 * table (unit price at its quantity, total, price per TH/s and payback at its electricity price,
 * lead time, Incoterm, warranty, validity) and accepts one, or withdraws the request; a seller
 * answers, revises or declines its own quote. Each quote links to its chat room. The request's
 * files are listed for all of them; its buyer adds more while it is open (decision 057).
 */
import { Form } from "react-router";
import type { Quote, QuoteRequest } from "../../common/api/orders.ts";
import { ApiError } from "../../common/api-client.ts";
import {
  buttonClass,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { filesOf } from "../features/orders/attachments.server.ts";
import { RequestFiles } from "../features/orders/attachments.tsx";
import { loadOrderPage, runOrderAction } from "../features/orders/page.server.ts";
import { cellClass, headClass, QuoteStatus, Timeline } from "../features/orders/parts.tsx";
import { QuoteForm, quoteBodyOf } from "../features/orders/quote-form.tsx";
import { kWhPrice } from "../features/profit/profit-figures.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/orders-request";

export async function loader(args: Route.LoaderArgs) {
  const id = { params: { id: args.params.id } };
  const page = await loadOrderPage(args, (api) => api.call("orders.request", id));
  const refused = new URL(args.request.url).searchParams.getAll("refused").slice(0, 5);
  return { request: page.found, mine: page.mine, chat: page.chat, refused };
}

export async function action(args: Route.ActionArgs) {
  const page = `/orders/requests/${args.params.id}`;
  return runOrderAction(args, page, async ({ api, v, form }) => {
    const quote = { params: { id: v.quote ?? "0" } };
    if (v.intent === "accept") {
      const done = await api.call("orders.acceptQuote", quote);
      const orderId = done.quotes.find((q) => q.id === Number(v.quote))?.order_id;
      return orderId ? `/orders/${orderId}` : undefined;
    }
    if (v.intent === "attach") {
      const [file] = filesOf(form, "file").list;
      if (!file) throw new ApiError(400, { file: [makeT(localeOf(args))("orders.attachment.required")] });
      await api.upload("orders.addAttachment", { params: { id: args.params.id }, field: "file", file });
    }
    if (v.intent === "withdraw") await api.call("orders.withdrawRequest", { params: { id: args.params.id } });
    if (v.intent === "decline")
      await api.call("orders.declineQuote", { ...quote, body: { reason: v.reason ?? "" } });
    if (v.intent === "submit") await api.call("orders.submitQuote", { ...quote, body: quoteBodyOf(v) });
    return undefined;
  });
}

const localeOf = (args: Route.ActionArgs) => localeFromPath(new URL(args.request.url).pathname);

export const meta: Route.MetaFunction = ({ location, params }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("meta.ordersRequest.title", { id: params.id ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

function Money({ amount, currency }: { amount: number | null; currency: string }) {
  const t = useT();
  return <>{amount === null ? "—" : t.price(amount, currency)}</>;
}

function QuoteRow({ q, data }: { q: Quote; data: { mine: boolean; chat: string } }) {
  const t = useT();
  const e = q.economics;
  return (
    <tr>
      <th scope="row" className={`${cellClass} text-left font-medium`}>
        {q.seller.name}
        {q.decline_reason ? (
          <span className="block text-xs font-normal text-slate-600">
            {t("ordersRequest.declineReason", { reason: q.decline_reason })}
          </span>
        ) : null}
      </th>
      <td className={cellClass}>
        <QuoteStatus status={q.status} />
      </td>
      <td className={cellClass}>
        <Money amount={q.unit_price} currency={q.currency} />
      </td>
      <td className={cellClass}>
        <Money amount={q.total} currency={q.currency} />
      </td>
      <td className={cellClass}>
        {e?.price_per_ths ? t.price(Math.round(e.price_per_ths * 100) / 100, "USD") : "—"}
      </td>
      <td className={cellClass}>
        {e?.payback_days ? t("ordersRequest.days", { n: Math.ceil(e.payback_days) }) : "—"}
      </td>
      <td className={cellClass}>
        {q.lead_time_days === null ? "—" : t("ordersRequest.days", { n: q.lead_time_days })}
      </td>
      <td className={cellClass}>{q.incoterm || "—"}</td>
      <td className={cellClass}>
        {q.warranty_months === null ? "—" : t("ordersRequest.months", { n: q.warranty_months })}
      </td>
      <td className={cellClass}>
        {q.valid_until ? t.date(`${q.valid_until}T00:00:00Z`, { dateStyle: "medium" }) : "—"}
        {q.expired ? <span className="block text-xs text-red-700">{t("ordersRequest.expired")}</span> : null}
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-2">
          {data.mine && q.allowed.includes("quote.accept") ? (
            <Form method="post">
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="quote" value={q.id} />
              <button
                type="submit"
                className={buttonClass}
                aria-label={t("ordersRequest.acceptQuote", { seller: q.seller.name })}
              >
                {t("ordersRequest.accept")}
              </button>
            </Form>
          ) : null}
          {q.order_id ? (
            <AppLink to={`/orders/${q.order_id}`} className={linkClass}>
              {t("ordersRequest.viewOrder", { id: q.order_id })}
            </AppLink>
          ) : null}
          {q.chat_room_id ? (
            <AppLink to={`${data.chat}?room=${q.chat_room_id}`} prefetch="none" className={linkClass}>
              {t("ordersRequest.chat")}
            </AppLink>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function Comparison({ r, data }: { r: QuoteRequest; data: { mine: boolean; chat: string } }) {
  const t = useT();
  const cols = [
    "orders.col.seller",
    "orders.col.status",
    "ordersRequest.col.unitPrice",
    "orders.col.total",
    "ordersRequest.col.pricePerThs",
    "ordersRequest.col.payback",
    "ordersRequest.col.leadTime",
    "ordersRequest.col.incoterm",
    "ordersRequest.col.warranty",
    "ordersRequest.col.validUntil",
    "ordersRequest.col.action",
  ] as const;
  return (
    <section aria-labelledby="orders-compare" className="space-y-2">
      <h2 id="orders-compare" className="text-lg font-semibold text-slate-900">
        {t("ordersRequest.compare")}
      </h2>
      <p className="text-sm text-slate-600">
        {t("ordersRequest.electricity", { price: kWhPrice(t, r.electricity_price) })}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {cols.map((c) => (
                <th key={c} scope="col" className={headClass}>
                  {t(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {r.quotes.map((q) => (
              <QuoteRow key={q.id} q={q} data={data} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function OrdersRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const data = loaderData as NonNullable<typeof loaderData>;
  const r = data.request;
  const result = actionData as FormResult | undefined;
  const own = !data.mine ? r.quotes[0] : undefined;
  return (
    <div className="space-y-6">
      <AppLink to="/orders" className={linkClass}>
        {t("ordersRequest.back")}
      </AppLink>
      <h1 className="text-2xl font-bold text-slate-900">
        {t("ordersRequest.title", { id: r.id, title: r.title })}
      </h1>
      <p className="text-slate-700">
        {t("ordersRequest.details", {
          quantity: r.quantity,
          country: r.delivery_country,
          city: r.delivery_city ? `, ${r.delivery_city}` : "",
        })}
        {r.wanted_by
          ? ` · ${t("ordersRequest.wantedBy", { date: t.date(`${r.wanted_by}T00:00:00Z`, { dateStyle: "medium" }) })}`
          : null}
      </p>
      {r.notes ? <p className="whitespace-pre-line text-slate-700">{r.notes}</p> : null}
      <FormMessage result={result} intent={result?.intent} />
      <RequestFiles r={r} refused={data.refused} result={result} />
      <Comparison r={r} data={data} />
      {own?.allowed.includes("quote.submit") ? <QuoteForm quote={own} result={result} /> : null}
      {r.allowed.includes("request.withdraw") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="withdraw" />
          <SubmitButton className={secondaryButtonClass}>{t("ordersRequest.withdraw")}</SubmitButton>
        </Form>
      ) : null}
      <Timeline events={r.events} />
    </div>
  );
}
