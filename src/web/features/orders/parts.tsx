/** Pieces shared by the orders pages (issue 21): status badges, the timeline, the page's API calls. */
import type { OrderEvent } from "../../../common/api/orders.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
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
          const date = t.date(e.at, { dateStyle: "medium", timeStyle: "short" });
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
              {e.note ? <span className="block text-slate-700">{e.note}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
