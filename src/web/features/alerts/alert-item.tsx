/**
 * One saved search or alert of /buyer-alerts (issue 22): what it watches, its state, its recent
 * matches (decision 064), and its forms (rename, pause or resume, delete, delivery), each a plain
 * POST form of the page's action.
 */
import { Form } from "react-router";
import { HALVING_REMIND_DAYS } from "../../../common/alerts.ts";
import type { Alert } from "../../../common/api/alerts.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { inputClass, linkClass, SubmitButton, secondaryButtonClass } from "../accounts/form.tsx";
import { productPath } from "../catalog/product-card.tsx";
import { catalogPathOf } from "./catalog-link.ts";
import { DeliveryFields } from "./delivery-fields.tsx";

function Summary({ alert }: { alert: Alert }) {
  const t = useT();
  if (alert.kind === "search")
    return (
      <AppLink to={catalogPathOf(alert.query ?? {})} className={linkClass}>
        {t("alerts.open")}
      </AppLink>
    );
  if (alert.kind === "price_drop")
    return (
      <span>
        {t("alerts.priceDrop.summary", {
          model: alert.model?.name ?? "",
          price: t.price(alert.price_below ?? 0, "USD"),
        })}
      </span>
    );
  return <span>{t("alerts.halving.summary", { coin: alert.coin ?? "", days: HALVING_REMIND_DAYS })}</span>;
}

/** The listings the alert found, newest first: name (linked), price, when. */
function Matches({ alert }: { alert: Alert }) {
  const t = useT();
  if (alert.kind === "halving") return null;
  const headingId = `alert-${alert.id}-matches`;
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        <span aria-hidden="true">{t("alerts.matches.title")}</span>
        <span className="sr-only">{t("alerts.matches.of", { name: alert.name })}</span>
      </h4>
      {alert.matches.length ? (
        <ul className="space-y-1 text-sm text-slate-700">
          {alert.matches.map((m) => (
            <li key={m.sku} className="flex flex-wrap items-baseline gap-x-2">
              <AppLink to={productPath(m.sku)} className={linkClass}>
                {m.product_name}
              </AppLink>
              {m.price === null ? null : <span>{t.price(m.price, m.currency)}</span>}
              <span className="text-slate-600">
                {t("alerts.matches.matched", {
                  date: t.date(m.matched_at, { dateStyle: "medium", timeStyle: "short" }),
                })}
                {m.sent ? "" : ` · ${t("alerts.matches.waiting")}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("alerts.matches.none")}</p>
      )}
    </section>
  );
}

/** When and how the alert's matches are sent, and the form that changes it. */
function Delivery({ alert }: { alert: Alert }) {
  const t = useT();
  if (alert.kind === "halving") return null;
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm text-slate-800">
        {t(`alerts.delivery.summary.${alert.delivery}`)}
        {" · "}
        {[
          alert.email ? t("alerts.channels.email") : null,
          alert.telegram ? t("alerts.channels.telegram") : null,
        ]
          .filter(Boolean)
          .join(", ")}
      </summary>
      <Form
        method="post"
        className="mt-3 space-y-3"
        aria-label={t("alerts.delivery.settingsOf", { name: alert.name })}
      >
        <input type="hidden" name="id" value={alert.id} />
        <DeliveryFields
          idPrefix={`alert-${alert.id}`}
          delivery={alert.delivery}
          email={alert.email}
          telegram={alert.telegram}
        />
        <SubmitButton className={secondaryButtonClass} name="intent" value="delivery">
          {t("alerts.delivery.save")}
        </SubmitButton>
      </Form>
    </details>
  );
}

export function AlertItem({ alert }: { alert: Alert }) {
  const t = useT();
  const nameId = `alert-${alert.id}-name`;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`alert-${alert.id}-title`} className="text-base font-semibold text-slate-900">
          {alert.name}
        </h3>
        <p className="text-sm text-slate-700">
          {t(`alerts.kind.${alert.kind}`)} ·{" "}
          <span className={alert.paused ? "font-semibold text-slate-600" : "font-semibold text-emerald-800"}>
            {t(alert.paused ? "alerts.status.paused" : "alerts.status.active")}
          </span>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        <Summary alert={alert} />
      </p>
      <Matches alert={alert} />
      <Delivery alert={alert} />
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t("alerts.actionsOf", { name: alert.name })}</legend>
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="id" value={alert.id} />
          <div>
            <label htmlFor={nameId} className="block text-xs font-medium text-slate-700">
              {t("alerts.name")}
            </label>
            <input id={nameId} name="name" defaultValue={alert.name} maxLength={120} className={inputClass} />
          </div>
          <SubmitButton className={secondaryButtonClass} name="intent" value="rename">
            {t("alerts.rename")}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={alert.id} />
          <SubmitButton
            className={secondaryButtonClass}
            name="intent"
            value={alert.paused ? "resume" : "pause"}
          >
            {t(alert.paused ? "alerts.resume" : "alerts.pause")}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={alert.id} />
          <SubmitButton className={secondaryButtonClass} name="intent" value="delete">
            {t("alerts.delete")}
          </SubmitButton>
        </Form>
      </fieldset>
    </li>
  );
}
