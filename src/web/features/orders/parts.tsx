/** Pieces shared by the orders pages (issue 21): status badges, the timeline, the page's API calls. */
import type { OrderEvent } from "../../../common/api/orders.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { PAYMENT_METHODS } from "../../../common/orders.ts";
import { useT } from "../../i18n/use-t.ts";

export const statusClass =
  "inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800";
export const cellClass = "px-3 py-2 align-top";
export const headClass = "px-3 py-2 text-left font-semibold";

export function QuoteStatus({ status }: { status: string }) {
  const t = useT();
  return <span className={statusClass}>{t(`quoteStatus.${status}` as MessageKey)}</span>;
}

export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  return <span className={statusClass}>{t(`orderStatus.${status}` as MessageKey)}</span>;
}

/** A quote's note as the API writes it: "3900 USD × 20, DAP, 2026-12-31". */
const QUOTE_NOTE = /^(\d+(?:\.\d+)?) ([A-Z]{3}) × (\d+), ([A-Z]{3}), (\d{4}-\d{2}-\d{2})$/;

/** An event's note for people: a payment method's label, a quote's price and date localised (issue 30). */
export function eventNote(e: OrderEvent, t: ReturnType<typeof useT>): string {
  if (e.transition === "order.pay" && (PAYMENT_METHODS as readonly string[]).includes(e.note))
    return t(`paymentMethod.${e.note}` as MessageKey);
  const quote = e.transition === "quote.submit" ? QUOTE_NOTE.exec(e.note) : null;
  if (quote) {
    const [, price, currency, quantity, incoterm, day] = quote as unknown as string[];
    return t("ordersEvent.quoteNote", {
      price: t.price(Number(price), currency ?? ""),
      quantity: t.number(Number(quantity)),
      incoterm: incoterm ?? "",
      date: t.date(`${day}T00:00:00Z`, { dateStyle: "long" }),
    });
  }
  return e.note;
}

/** The transitions with who took them and when, oldest first. */
export function Timeline({ events }: { events: OrderEvent[] }) {
  const t = useT();
  return (
    <section aria-labelledby="orders-timeline" className="space-y-2">
      <h2 id="orders-timeline" className="text-lg font-semibold text-slate-900">
        {t("ordersRequest.timeline")}
      </h2>
      <ol className="space-y-1 border-l-2 border-slate-200 pl-4 text-sm">
        {events.map((e) => {
          const date = t.date(e.at, {
            year: "numeric",
            month: "short",
            day: "numeric",
            hour: "2-digit",
            minute: "2-digit",
            timeZoneName: "short",
          });
          const note = eventNote(e, t);
          return (
            <li key={e.id}>
              <span className="font-medium text-slate-900">
                {t(`ordersEvent.${e.transition}` as MessageKey)}
              </span>{" "}
              <span className="text-slate-600">
                —{" "}
                {e.actor
                  ? t("ordersEvent.by", { name: e.actor.name, date })
                  : t("ordersEvent.system", { date })}
              </span>
              {note ? <span className="block text-slate-700">{note}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
