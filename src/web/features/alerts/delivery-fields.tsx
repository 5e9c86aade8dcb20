/**
 * The delivery of a saved search or a price drop (decision 064), on /buyer-alerts/new and on each
 * alert of /buyer-alerts: when (at once, or in the daily digest) and how (e-mail, Telegram), as
 * labelled radio buttons and checkboxes in fieldsets; posted as `delivery`, `email`, `telegram`.
 */
import { ALERT_DELIVERIES, type AlertDelivery } from "../../../common/alerts.ts";
import { useT } from "../../i18n/use-t.ts";
import { FieldErrors } from "../accounts/form.tsx";

const legendClass = "text-sm font-medium text-slate-800";
const optionClass = "flex items-center gap-2 text-sm text-slate-800";
const boxClass = "h-4 w-4 accent-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2";

export function DeliveryFields({
  idPrefix,
  delivery = "instant",
  email = true,
  telegram = true,
  errors,
}: {
  idPrefix: string;
  delivery?: AlertDelivery;
  email?: boolean;
  telegram?: boolean;
  errors?: string[];
}) {
  const t = useT();
  const errorId = `${idPrefix}-channels-error`;
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      <fieldset className="space-y-1">
        <legend className={legendClass}>{t("alerts.delivery.legend")}</legend>
        {ALERT_DELIVERIES.map((d) => (
          <label key={d} className={optionClass}>
            <input
              type="radio"
              name="delivery"
              value={d}
              defaultChecked={d === delivery}
              className={boxClass}
            />
            {t(`alerts.delivery.${d}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-1" aria-describedby={errors?.length ? errorId : undefined}>
        <legend className={legendClass}>{t("alerts.channels.legend")}</legend>
        <label className={optionClass}>
          <input type="checkbox" name="email" value="1" defaultChecked={email} className={boxClass} />
          {t("alerts.channels.email")}
        </label>
        <label className={optionClass}>
          <input type="checkbox" name="telegram" value="1" defaultChecked={telegram} className={boxClass} />
          {t("alerts.channels.telegram")}
        </label>
        <FieldErrors id={errorId} errors={errors} />
      </fieldset>
    </div>
  );
}

/** The delivery fields of a posted form, for the API. */
export function deliveryOf(v: Record<string, string | undefined>) {
  return {
    delivery: v.delivery as AlertDelivery | undefined,
    email: v.email === "1",
    telegram: v.telegram === "1",
  };
}
