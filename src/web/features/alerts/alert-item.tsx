/**
 * One saved search or alert of /buyer-alerts (issue 22): what it watches, its state, and its forms
 * (rename, pause or resume, delete), each a plain POST form of the page's action.
 */
import { Form } from "react-router";
import { HALVING_REMIND_DAYS } from "../../../common/alerts.ts";
import type { Alert } from "../../../common/api/alerts.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { inputClass, linkClass, SubmitButton, secondaryButtonClass } from "../accounts/form.tsx";
import { catalogPathOf } from "./catalog-link.ts";

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
