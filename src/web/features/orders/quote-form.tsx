/**
 * The seller's answer to a request (issue 21): two price tiers, currency, lead time, Incoterm,
 * warranty, validity, payment terms, other terms and the payment instructions the buyer reads on
 * its order once it accepted (decision 059); or a decline.
 */
import { Form } from "react-router";
import type { Quote } from "../../../common/api/orders.ts";
import { INCOTERMS } from "../../../common/orders.ts";
import { useT } from "../../i18n/use-t.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  SubmitButton,
  secondaryButtonClass,
  TextAreaField,
} from "../accounts/form.tsx";
import { QuantityField, SelectField } from "./fields.tsx";

export function QuoteForm({ quote, result }: { quote: Quote; result?: FormResult }) {
  const t = useT();
  const errors = errorsOf(result, "submit");
  const tier = (i: number) => quote.tiers[i];
  return (
    <section
      aria-labelledby="orders-your-quote"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="orders-your-quote" className="text-lg font-semibold text-slate-900">
        {t("ordersRequest.yourQuote")}
      </h2>
      <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
        <FormMessage result={result} intent="submit" />
        <input type="hidden" name="intent" value="submit" />
        <input type="hidden" name="quote" value={quote.id} />
        {[0, 1].map((i) => (
          <fieldset key={i} className="grid grid-cols-2 gap-2 sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">
              {t("ordersRequest.tier", { n: i + 1 })}
            </legend>
            <QuantityField
              name={`min_${i}`}
              label={t("ordersRequest.minQuantity")}
              defaultValue={tier(i)?.min_quantity ?? (i === 0 ? 1 : "")}
            />
            <Field
              name={`price_${i}`}
              type="number"
              min={0}
              step="0.01"
              label={t("ordersRequest.col.unitPrice")}
              defaultValue={tier(i)?.unit_price ?? ""}
            />
          </fieldset>
        ))}
        <FieldErrors id="orders-tiers-error" errors={errors.tiers} />
        <Field
          name="currency"
          label={t("ordersRequest.currency")}
          defaultValue={quote.currency}
          errors={errors.currency}
        />
        <Field
          name="lead_time_days"
          type="number"
          min={0}
          label={t("ordersRequest.col.leadTime")}
          defaultValue={quote.lead_time_days ?? 14}
          errors={errors.lead_time_days}
        />
        <SelectField
          name="incoterm"
          label={t("ordersRequest.col.incoterm")}
          defaultValue={quote.incoterm || "DAP"}
          errors={errors.incoterm}
        >
          {INCOTERMS.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </SelectField>
        <Field
          name="warranty_months"
          type="number"
          min={0}
          label={t("ordersRequest.col.warranty")}
          defaultValue={quote.warranty_months ?? 12}
          errors={errors.warranty_months}
        />
        <Field
          name="valid_until"
          type="date"
          label={t("ordersRequest.col.validUntil")}
          defaultValue={quote.valid_until ?? ""}
          errors={errors.valid_until}
        />
        <Field
          name="payment_terms"
          label={t("ordersRequest.paymentTerms")}
          hint={t("ordersRequest.paymentTermsHint")}
          defaultValue={quote.payment_terms}
          errors={errors.payment_terms}
          className="space-y-1 sm:col-span-2"
        />
        <TextAreaField
          name="payment_instructions"
          rows={3}
          label={t("ordersRequest.paymentInstructions")}
          defaultValue={quote.payment_instructions}
          errors={errors.payment_instructions}
          className="space-y-1 sm:col-span-2"
        />
        <TextAreaField
          name="terms"
          rows={3}
          label={t("ordersRequest.terms")}
          defaultValue={quote.terms}
          errors={errors.terms}
          className="space-y-1 sm:col-span-2"
        />
        <SubmitButton className={buttonClass}>
          {t(quote.status === "quoted" ? "ordersRequest.revise" : "ordersRequest.send")}
        </SubmitButton>
      </Form>
      <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="quote" value={quote.id} />
        <Field name="reason" label={t("ordersRequest.reason")} errors={errorsOf(result, "decline").reason} />
        <SubmitButton className={secondaryButtonClass}>{t("ordersRequest.decline")}</SubmitButton>
      </Form>
    </section>
  );
}

/** The form's fields as the API's quote body. */
export function quoteBodyOf(v: Record<string, string>) {
  const tiers = [0, 1]
    .map((i) => ({ min: v[`min_${i}`] ?? "", price: v[`price_${i}`] ?? "" }))
    .filter((x) => x.min !== "" && x.price !== "")
    .map((x) => ({ min_quantity: Number(x.min), unit_price: Number(x.price) }));
  return {
    tiers,
    currency: v.currency ?? "",
    lead_time_days: Number(v.lead_time_days),
    incoterm: (v.incoterm ?? "") as never,
    warranty_months: Number(v.warranty_months),
    valid_until: v.valid_until ?? "",
    terms: v.terms ?? "",
    payment_terms: v.payment_terms ?? "",
    payment_instructions: v.payment_instructions ?? "",
  };
}
