/** The forms of /buyer-alerts that add a price-drop alert or a halving reminder, and set the Telegram chat (issue 22). */
import { Form } from "react-router";
import { HALVING_COINS } from "../../../common/economics.ts";
import { useT } from "../../i18n/use-t.ts";
import {
  Confirmation,
  errorsOf,
  Field,
  FieldErrors,
  type FormResult,
  inputClass,
  SubmitButton,
  secondaryButtonClass,
} from "../accounts/form.tsx";

export function PriceDropForm({
  models,
  result,
}: {
  models: { id: number; name: string }[];
  result?: FormResult;
}) {
  const t = useT();
  const errors = errorsOf(result, "add-price");
  return (
    <Form method="post" className="space-y-3">
      <div className="space-y-1">
        <label htmlFor="alert-model" className="block text-sm font-medium text-slate-800">
          {t("alerts.add.model")}
        </label>
        <select
          id="alert-model"
          name="model_id"
          className={inputClass}
          aria-invalid={errors.model_id ? true : undefined}
          aria-describedby={errors.model_id ? "alert-model-error" : undefined}
          defaultValue=""
        >
          <option value="">{t("alerts.add.chooseModel")}</option>
          {models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <FieldErrors id="alert-model-error" errors={errors.model_id} />
      </div>
      <Field
        name="price_below"
        label={t("alerts.add.price")}
        type="number"
        min="1"
        step="any"
        inputMode="decimal"
        errors={errors.price_below}
      />
      <div className="flex items-center gap-3">
        <SubmitButton className={secondaryButtonClass} name="intent" value="add-price">
          {t("alerts.add.priceButton")}
        </SubmitButton>
        <Confirmation result={result} intent="add-price" />
      </div>
    </Form>
  );
}

export function HalvingForm({ result }: { result?: FormResult }) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor="alert-coin" className="block text-sm font-medium text-slate-800">
          {t("alerts.add.coin")}
        </label>
        <select id="alert-coin" name="coin" className={inputClass}>
          {HALVING_COINS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton className={secondaryButtonClass} name="intent" value="add-halving">
        {t("alerts.add.halvingButton")}
      </SubmitButton>
      <Confirmation result={result} intent="add-halving" />
    </Form>
  );
}

export function TelegramForm({
  chat,
  configured,
  result,
}: {
  chat: string | null;
  configured: boolean;
  result?: FormResult;
}) {
  const t = useT();
  if (!configured) return <p className="text-sm text-slate-700">{t("alerts.telegram.notConfigured")}</p>;
  const errors = errorsOf(result, "telegram");
  return (
    <Form method="post" className="space-y-3">
      <Field
        name="telegram_chat_id"
        label={t("alerts.telegram.label")}
        defaultValue={chat ?? ""}
        inputMode="numeric"
        hint={t("alerts.telegram.help")}
        errors={errors.telegram_chat_id}
      />
      <div className="flex items-center gap-3">
        <SubmitButton className={secondaryButtonClass} name="intent" value="telegram">
          {t("alerts.telegram.save")}
        </SubmitButton>
        <Confirmation result={result} intent="telegram" />
      </div>
    </Form>
  );
}
