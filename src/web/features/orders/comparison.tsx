/**
 * The buyer's comparison of quotes (issues 21 and 30): a table on wide screens, a list of cards
 * below `lg` (phones: every quote's price, total, terms, seller's record and Accept reachable
 * without scrolling sideways) — both rendered by the server, CSS alone picks one. "Accept" opens the
 * confirmation (`?confirm={quote}`, a GET form: it works without JavaScript) with the total, the
 * terms and the seller; only its "Confirm and place the order" posts the acceptance, with the total
 * shown (the API refuses another one with a 409).
 */
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { Quote, QuoteRequest, SellerRecord } from "../../../common/api/orders.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass, linkClass, SubmitButton, secondaryButtonClass } from "../accounts/form.tsx";
import { kWhPrice } from "../profit/profit-figures.tsx";
import { cellClass, headClass, QuoteStatus } from "./parts.tsx";

interface Viewer {
  mine: boolean;
  chat: string;
}

function Money({ amount, currency }: { amount: number | null; currency: string }) {
  const t = useT();
  return <>{amount === null ? "—" : t.price(amount, currency)}</>;
}

const termRow = "grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-2";

/** Lead time, Incoterm, warranty, validity, payment and the seller's own terms, as a description list. */
export function QuoteTerms({ q }: { q: Quote }) {
  const t = useT();
  const rows: [string, React.ReactNode][] = [
    [
      t("ordersRequest.term.leadTime"),
      q.lead_time_days === null ? "—" : t("ordersRequest.days", { n: q.lead_time_days }),
    ],
    [t("ordersRequest.term.incoterm"), q.incoterm || "—"],
    [
      t("ordersRequest.term.warranty"),
      q.warranty_months === null ? "—" : t("ordersRequest.months", { n: q.warranty_months }),
    ],
    [
      t("ordersRequest.term.validUntil"),
      <span key="valid">
        {q.valid_until ? t.date(`${q.valid_until}T00:00:00Z`, { dateStyle: "medium" }) : "—"}
        {q.expired ? <span className="block text-xs text-red-700">{t("ordersRequest.expired")}</span> : null}
      </span>,
    ],
    [
      t("ordersRequest.term.payment"),
      q.payment_terms ? (
        <span key="payment" className="whitespace-pre-line break-words">
          {q.payment_terms}
        </span>
      ) : (
        "—"
      ),
    ],
    [
      t("ordersRequest.terms"),
      q.terms ? (
        <span key="terms" className="whitespace-pre-line break-words">
          {q.terms}
        </span>
      ) : (
        <span key="none" className="text-slate-500">
          {t("ordersRequest.term.none")}
        </span>
      ),
    ],
  ];
  return (
    <dl className="space-y-0.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className={termRow}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const sameUtcDay = (iso: string) => iso.slice(0, 10) === new Date().toISOString().slice(0, 10);

/** Member since, verified or not, reviews, completed orders, response time: who the seller is. */
export function SellerRecordList({ r, label }: { r: SellerRecord; label: string }) {
  const t = useT();
  const items = [
    sameUtcDay(r.member_since)
      ? t("ordersRequest.record.sinceToday")
      : t("ordersRequest.record.since", { date: t.date(r.member_since, { dateStyle: "medium" }) }),
    t(r.verified ? "ordersRequest.record.verified" : "ordersRequest.record.notVerified"),
    r.reviews === 0 || r.rating === null
      ? t("ordersRequest.record.noReviews")
      : t.plural("ordersRequest.record.reviews", r.reviews, {
          rating: t.number(r.rating, { maximumFractionDigits: 1 }),
        }),
    t.plural("ordersRequest.record.completed", r.completed_orders),
    r.response_hours === null
      ? t("ordersRequest.record.noResponses")
      : t.plural("ordersRequest.record.response", r.response_sample, {
          duration: t.duration(Math.max(r.response_hours, 1 / 60)),
        }),
  ];
  return (
    <ul aria-label={label} className="space-y-0.5 text-xs font-normal text-slate-700">
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** The quote's buttons and links: Accept (to the confirmation), its order, its chat. */
function QuoteActions({ q, viewer }: { q: Quote; viewer: Viewer }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {viewer.mine && q.allowed.includes("quote.accept") ? (
        <Form method="get">
          <input type="hidden" name="confirm" value={q.id} />
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
        <AppLink to={`${viewer.chat}?room=${q.chat_room_id}`} prefetch="none" className={linkClass}>
          {t("ordersRequest.chat")}
        </AppLink>
      ) : null}
    </div>
  );
}

function useEconomics(q: Quote) {
  const t = useT();
  const e = q.economics;
  return {
    perThs: e?.price_per_ths ? t.price(Math.round(e.price_per_ths * 100) / 100, "USD") : "—",
    payback: e?.payback_days ? t("ordersRequest.days", { n: Math.ceil(e.payback_days) }) : "—",
  };
}

function DeclineReason({ q }: { q: Quote }) {
  const t = useT();
  return q.decline_reason ? (
    <span className="block text-xs font-normal text-slate-600">
      {t("ordersRequest.declineReason", { reason: q.decline_reason })}
    </span>
  ) : null;
}

function QuoteRow({ q, viewer }: { q: Quote; viewer: Viewer }) {
  const t = useT();
  const e = useEconomics(q);
  return (
    <tr>
      <th scope="row" className={`${cellClass} min-w-44 text-left font-medium`}>
        {q.seller.name}
        <DeclineReason q={q} />
        <div className="mt-1">
          <SellerRecordList r={q.seller_record} label={t("ordersRequest.record")} />
        </div>
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
      <td className={cellClass}>{e.perThs}</td>
      <td className={cellClass}>{e.payback}</td>
      <td className={`${cellClass} min-w-64`}>
        <QuoteTerms q={q} />
      </td>
      <td className={cellClass}>
        <QuoteActions q={q} viewer={viewer} />
      </td>
    </tr>
  );
}

function QuoteTable({ r, viewer }: { r: QuoteRequest; viewer: Viewer }) {
  const t = useT();
  const cols = [
    "orders.col.seller",
    "orders.col.status",
    "ordersRequest.col.unitPrice",
    "orders.col.total",
    "ordersRequest.col.pricePerThs",
    "ordersRequest.col.payback",
    "ordersRequest.col.terms",
    "ordersRequest.col.action",
  ] as const;
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white lg:block">
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
            <QuoteRow key={q.id} q={q} viewer={viewer} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QuoteCard({ q, viewer }: { q: Quote; viewer: Viewer }) {
  const t = useT();
  const e = useEconomics(q);
  const id = `quote-card-${q.id}`;
  return (
    <li>
      <article
        aria-labelledby={id}
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={id} className="min-w-0 break-words text-base font-semibold text-slate-900">
            {q.seller.name}
          </h3>
          <QuoteStatus status={q.status} />
        </div>
        <DeclineReason q={q} />
        {q.total !== null ? (
          <p className="text-slate-900">
            <span className="text-lg font-semibold">
              <Money amount={q.total} currency={q.currency} />
            </span>{" "}
            <span className="text-slate-600">
              {t("ordersRequest.unitPriceAt", { price: t.price(q.unit_price ?? 0, q.currency) })}
            </span>
          </p>
        ) : null}
        {q.economics ? (
          <dl className="space-y-0.5">
            <div className={termRow}>
              <dt className="text-slate-600">{t("ordersRequest.col.pricePerThs")}</dt>
              <dd>{e.perThs}</dd>
            </div>
            <div className={termRow}>
              <dt className="text-slate-600">{t("ordersRequest.col.payback")}</dt>
              <dd>{e.payback}</dd>
            </div>
          </dl>
        ) : null}
        <QuoteTerms q={q} />
        <SellerRecordList r={q.seller_record} label={t("ordersRequest.record")} />
        <QuoteActions q={q} viewer={viewer} />
      </article>
    </li>
  );
}

/** Every answer of the request: a table from `lg` up, cards below it. */
export function Comparison({ r, viewer }: { r: QuoteRequest; viewer: Viewer }) {
  const t = useT();
  return (
    <section aria-labelledby="orders-compare" className="space-y-2">
      <h2 id="orders-compare" className="text-lg font-semibold text-slate-900">
        {t("ordersRequest.compare")}
      </h2>
      <p className="text-sm text-slate-600">
        {t("ordersRequest.electricity", { price: kWhPrice(t, r.electricity_price) })}
      </p>
      <QuoteTable r={r} viewer={viewer} />
      <ul aria-label={t("ordersRequest.quotes")} className="space-y-3 lg:hidden">
        {r.quotes.map((q) => (
          <QuoteCard key={q.id} q={q} viewer={viewer} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The one confirmation step: the total, the terms and the seller with its record, and the button
 * that places the order (the total shown goes with it, `confirm_total`). Its heading takes the
 * focus when it opens after a client-side navigation.
 */
export function ConfirmAccept({ r, q }: { r: QuoteRequest; q: Quote | undefined }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const page = `/orders/requests/${r.id}`;
  if (!q || !q.allowed.includes("quote.accept") || q.total === null)
    return (
      <p role="note" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        {t("ordersRequest.confirm.unavailable")}{" "}
        <AppLink to={page} className={linkClass}>
          {t("ordersRequest.confirm.back")}
        </AppLink>
      </p>
    );
  return (
    <section
      aria-labelledby="orders-confirm"
      className="space-y-4 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="orders-confirm" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t("ordersRequest.confirm.title")}
      </h2>
      <p className="text-slate-800">
        {t("ordersRequest.confirm.lead", {
          quantity: t.number(r.quantity),
          title: r.title,
          seller: q.seller.name,
          price: t.price(q.unit_price ?? 0, q.currency),
        })}
      </p>
      <p className="text-slate-900">
        <span className="block text-sm text-slate-700">{t("ordersRequest.confirm.total")}</span>
        <span className="text-2xl font-bold">{t.price(q.total, q.currency)}</span>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">{t("ordersRequest.col.terms")}</h3>
          <QuoteTerms q={q} />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">
            {t("ordersRequest.confirm.seller")}: {q.seller.name}
          </h3>
          <SellerRecordList r={q.seller_record} label={t("ordersRequest.record")} />
        </div>
      </div>
      <p className="text-sm text-slate-700">{t("ordersRequest.confirm.note")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="quote" value={q.id} />
          <input type="hidden" name="confirm_total" value={q.total} />
          <SubmitButton className={buttonClass}>{t("ordersRequest.confirm.place")}</SubmitButton>
        </Form>
        <AppLink to={page} className={secondaryButtonClass}>
          {t("ordersRequest.confirm.back")}
        </AppLink>
      </div>
    </section>
  );
}
