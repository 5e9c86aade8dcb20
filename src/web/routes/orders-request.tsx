import "../i18n/workspace-messages.ts";
/**
 * /orders/requests/:id (issue 21): a request for quote. The buyer compares every answer (unit
 * price at its quantity, total, price per TH/s and payback at its electricity price, the terms, the
 * seller's record; a table on wide screens, cards on phones: features/orders/comparison.tsx) and
 * accepts one after one confirmation (`?confirm={quote}`, issue 30), or withdraws the request; a
 * seller answers, revises or declines its own quote. Each quote links to its chat room. The
 * request's files are listed for all of them; its buyer adds more while it is open (decision 057).
 */
import { Form, type ShouldRevalidateFunction } from "react-router";
import { ApiError } from "../../common/api-client.ts";
import {
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { filesOf } from "../features/orders/attachments.server.ts";
import { RequestFiles } from "../features/orders/attachments.tsx";
import { Comparison, ConfirmAccept } from "../features/orders/comparison.tsx";
import { loadOrderPage, runOrderAction } from "../features/orders/page.server.ts";
import { Timeline } from "../features/orders/parts.tsx";
import { QuoteForm, quoteBodyOf } from "../features/orders/quote-form.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/orders-request";

export async function loader(args: Route.LoaderArgs) {
  const id = { params: { id: args.params.id } };
  const page = await loadOrderPage(args, (api) => api.call("orders.request", id));
  const search = new URL(args.request.url).searchParams;
  const refused = search.getAll("refused").slice(0, 5);
  const confirm = page.mine && search.has("confirm") ? Number(search.get("confirm")) : null;
  return { request: page.found, mine: page.mine, chat: page.chat, refused, confirm };
}

export async function action(args: Route.ActionArgs) {
  const page = `/orders/requests/${args.params.id}`;
  return runOrderAction(args, page, async ({ api, v, form }) => {
    const quote = { params: { id: v.quote ?? "0" } };
    if (v.intent === "accept") {
      // The total the buyer confirmed: the API refuses another one (409, the seller revised it).
      const confirm_total = v.confirm_total ? Number(v.confirm_total) : Number.NaN;
      const done = await api.call("orders.acceptQuote", { ...quote, body: { confirm_total } });
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

/**
 * A refused step (409: the price changed, the quote moved on) reloads the request too, so the
 * confirmation shows the total as it is now (React Router keeps the data after a 4xx otherwise).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

const localeOf = (args: Route.ActionArgs) => localeFromPath(new URL(args.request.url).pathname);

export const meta: Route.MetaFunction = ({ location, params }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("meta.ordersRequest.title", { id: params.id ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

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
      {data.confirm !== null ? (
        <ConfirmAccept key={data.confirm} r={r} q={r.quotes.find((q) => q.id === data.confirm)} />
      ) : null}
      <RequestFiles r={r} refused={data.refused} result={result} />
      <Comparison r={r} viewer={data} />
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
