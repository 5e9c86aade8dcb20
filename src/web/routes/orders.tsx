import "../i18n/workspace-messages.ts";
/**
 * /orders (issue 21): a buyer's requests for quote and orders; a seller's incoming requests (with
 * its quote's status) and orders. Filters by status through a GET form; pages of 20 with
 * previous/next links.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { MessageKey } from "../../common/i18n/index.ts";
import { ORDER_LIMITS, ORDER_STATUSES, QUOTE_STATUSES, WAITING_FILTER } from "../../common/orders.ts";

import { buttonClass, inputClass, linkClass } from "../features/accounts/form.tsx";
import { cellClass, headClass, OrderStatus, QuoteStatus } from "../features/orders/parts.tsx";
import { ordersSideOf } from "../features/orders/pending.server.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSignedIn(request, context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "orders" ? "orders" : "requests";
  const status = url.searchParams.get("status") ?? "all";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const side = ordersSideOf(user);
  const api = apiFor(request, context);
  try {
    const query = { side, status, page } as const;
    return tab === "orders"
      ? { tab, side, status, page, orders: await api.call("orders.list", { query }), requests: null }
      : { tab, side, status, page, requests: await api.call("orders.requests", { query }), orders: null };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("meta.orders.title"), description: t("meta.orders.description") }),
    { name: "robots", content: "noindex" },
  ];
};

type Data = NonNullable<Route.ComponentProps["loaderData"]>;

/** The list's filters: what waits for the viewer (the navigation's counts, decision 061), then each status. */
function statusChoices(data: Data): { value: string; key: MessageKey }[] {
  const waiting = { value: WAITING_FILTER, key: "orders.filter.waiting" } as const;
  if (data.tab === "orders")
    return [waiting, ...ORDER_STATUSES.map((s) => ({ value: s, key: `orderStatus.${s}` as MessageKey }))];
  if (data.side === "seller")
    return [waiting, ...QUOTE_STATUSES.map((s) => ({ value: s, key: `quoteStatus.${s}` as MessageKey }))];
  return [
    waiting,
    { value: "open", key: "orders.filter.open" },
    { value: "closed", key: "orders.filter.closed" },
  ];
}

function Tabs({ data }: { data: Data }) {
  const t = useT();
  const tabs = [
    { id: "requests", label: t(data.side === "seller" ? "orders.tab.incoming" : "orders.tab.requests") },
    { id: "orders", label: t(data.side === "seller" ? "orders.tab.sellerOrders" : "orders.tab.orders") },
  ];
  return (
    <nav aria-label={t("orders.title")}>
      <ul className="flex gap-4 border-b border-slate-200 text-sm">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <AppLink
              to={`/orders?tab=${tab.id}`}
              aria-current={data.tab === tab.id ? "page" : undefined}
              className={`inline-block px-1 py-2 ${data.tab === tab.id ? "border-b-2 border-amber-500 font-semibold text-slate-900" : linkClass}`}
            >
              {tab.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Column<Row> {
  head: MessageKey;
  cell: (row: Row) => ReactNode;
}

/** The requests' or the orders' table: a link to each, then its columns. */
function ListTable<Row>({
  rows,
  columns,
  rowKey,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}) {
  const t = useT();
  if (rows.length === 0) return <p className="text-slate-700">{t("orders.empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c.head} scope="col" className={headClass}>
                {t(c.head)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.head} className={cellClass}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RequestRow = NonNullable<Data["requests"]>["results"][number];
type OrderRow = NonNullable<Data["orders"]>["results"][number];

function RequestsTable({ data }: { data: Data }) {
  const t = useT();
  const seller = data.side === "seller";
  const columns: Column<RequestRow>[] = [
    {
      head: "orders.col.request",
      cell: (r) => (
        <AppLink to={`/orders/requests/${r.id}`} className={linkClass}>
          #{r.id} {r.title}
        </AppLink>
      ),
    },
    {
      head: seller ? "orders.col.buyer" : "orders.col.answers",
      cell: (r) =>
        seller ? r.buyer.name : t("orders.answers", { answered: r.answered, sellers: r.sellers }),
    },
    { head: "orders.col.quantity", cell: (r) => t.number(r.quantity) },
    { head: "orders.col.date", cell: (r) => t.date(r.created_at, { dateStyle: "medium" }) },
    {
      head: "orders.col.status",
      cell: (r) =>
        r.quote_status ? (
          <QuoteStatus status={r.quote_status} />
        ) : (
          t(r.closed ? "orders.closed" : "orders.open")
        ),
    },
  ];
  return (
    <ListTable
      rows={data.requests?.results ?? []}
      columns={columns}
      rowKey={(r) => `${r.id}-${r.quote_id ?? 0}`}
    />
  );
}

function OrdersTable({ data }: { data: Data }) {
  const t = useT();
  const seller = data.side === "seller";
  const columns: Column<OrderRow>[] = [
    {
      head: "orders.col.order",
      cell: (o) => (
        <AppLink to={`/orders/${o.id}`} className={linkClass}>
          #{o.id} {o.title}
        </AppLink>
      ),
    },
    {
      head: seller ? "orders.col.buyer" : "orders.col.seller",
      cell: (o) => (seller ? o.buyer.name : o.seller.name),
    },
    { head: "orders.col.total", cell: (o) => t.price(o.total, o.currency) },
    { head: "orders.col.date", cell: (o) => t.date(o.created_at, { dateStyle: "medium" }) },
    { head: "orders.col.status", cell: (o) => <OrderStatus status={o.status} /> },
  ];
  return <ListTable rows={data.orders?.results ?? []} columns={columns} rowKey={(o) => String(o.id)} />;
}

/** Previous and next page links when the list has more than one page (the API's pages of 20). */
function Paging({ data }: { data: Data }) {
  const t = useT();
  const list = data.tab === "orders" ? data.orders : data.requests;
  if (!list || (!list.next && !list.previous)) return null;
  const pages = Math.max(1, Math.ceil(list.count / ORDER_LIMITS.pageSize));
  const href = (page: number) =>
    `/orders?${new URLSearchParams({ tab: data.tab, status: data.status, page: String(page) })}`;
  return (
    <nav aria-label={t("orders.paging")} className="flex items-center gap-4 text-sm">
      {list.previous ? (
        <AppLink to={href(data.page - 1)} rel="prev" className={linkClass}>
          {t("orders.paging.previous")}
        </AppLink>
      ) : null}
      <span className="text-slate-700">{t("orders.paging.position", { page: data.page, pages })}</span>
      {list.next ? (
        <AppLink to={href(data.page + 1)} rel="next" className={linkClass}>
          {t("orders.paging.next")}
        </AppLink>
      ) : null}
    </nav>
  );
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const data = loaderData as Data;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("orders.title")}</h1>
      <Tabs data={data} />
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value={data.tab} />
        <div>
          <label htmlFor="orders-status" className="block text-sm font-medium text-slate-800">
            {t("orders.filter")}
          </label>
          <select id="orders-status" name="status" defaultValue={data.status} className={inputClass}>
            <option value="all">{t("orders.filter.all")}</option>
            {statusChoices(data).map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.key)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {t("orders.filter.apply")}
        </button>
      </Form>
      {data.tab === "orders" ? <OrdersTable data={data} /> : <RequestsTable data={data} />}
      <Paging data={data} />
    </div>
  );
}
