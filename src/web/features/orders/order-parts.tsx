/**
 * The order page's parts (issue 30, docs/decisions/059): the next step of the viewer at the top,
 * with the form that takes it (pay with the seller's instructions, confirm the payment, ship with
 * tracking, confirm receipt, review); the terms frozen when the quote was accepted; the delivery
 * (country, city, the buyer's street address, given on the order before paying); and the
 * cancellation, a secondary disclosure at the bottom that asks for a reason and a confirmation.
 */
import { Form } from "react-router";
import type { Order } from "../../../common/api/orders.ts";
import type { OrderReview } from "../../../common/api/reviews.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { ORDER_LIMITS, PAYMENT_METHODS } from "../../../common/orders.ts";
import { useT } from "../../i18n/use-t.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../accounts/form.tsx";
import { SelectField } from "./fields.tsx";

type T = ReturnType<typeof useT>;

/** A country's name in the page's language (its code when the browser has no name for it). */
export function countryName(t: T, iso: string): string {
  try {
    return new Intl.DisplayNames([t.locale], { type: "region" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** A calendar day (YYYY-MM-DD) in the page's language. */
const day = (t: T, d: string) => t.date(`${d}T00:00:00Z`, { dateStyle: "long" });

const boxClass = "space-y-3 rounded-lg border-2 border-sky-700 bg-sky-50 p-4";
const valueClass = "whitespace-pre-line break-words text-slate-900";

/** What the viewer does next (or waits for), by its side and the order's status. */
function nextKey(o: Order, review: OrderReview | null): string {
  if (o.side === "viewer") return `viewer.${o.status}`;
  if (o.status === "delivered") {
    if (o.side === "buyer" && review?.can_write) return "buyer.review";
    if (o.side === "seller" && review?.can_answer) return "seller.answer";
    return `${o.side}.done`;
  }
  return `${o.side}.${o.status}`;
}

function PayForm() {
  const t = useT();
  return (
    <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="pay" />
      <SelectField name="payment_method" label={t("ordersOrder.paymentMethod")}>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`paymentMethod.${m}` as MessageKey)}
          </option>
        ))}
      </SelectField>
      <Field name="payment_reference" label={t("ordersOrder.paymentReference")} />
      <SubmitButton className={buttonClass}>{t("ordersOrder.pay")}</SubmitButton>
    </Form>
  );
}

function ShipForm({ result }: { result?: FormResult }) {
  const t = useT();
  const errors = errorsOf(result, "ship");
  return (
    <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="ship" />
      <Field name="tracking_carrier" label={t("ordersOrder.carrier")} errors={errors.tracking_carrier} />
      <Field name="tracking_number" label={t("ordersOrder.tracking")} errors={errors.tracking_number} />
      <SubmitButton className={buttonClass}>{t("ordersOrder.ship")}</SubmitButton>
    </Form>
  );
}

/** The place the goods go to, in one line. */
function placeOf(t: T, o: Order): string {
  return [o.delivery_address, o.delivery_city, countryName(t, o.delivery_country)].filter(Boolean).join(", ");
}

export function NextStep({
  order: o,
  review,
  result,
}: {
  order: Order;
  review: OrderReview | null;
  result?: FormResult;
}) {
  const t = useT();
  const key = nextKey(o, review);
  const can = (name: string) => o.allowed.includes(name);
  const params = {
    total: t.price(o.total, o.currency),
    seller: o.seller.name,
    buyer: o.buyer.name,
    carrier: o.tracking_carrier,
    number: o.tracking_number,
    reason: o.cancel_reason,
    place: placeOf(t, o),
  };
  const needsAddress = o.status === "awaiting_payment" && !o.delivery_address;
  return (
    <section aria-labelledby="order-next-step" className={boxClass}>
      <h2 id="order-next-step" className="text-lg font-semibold text-slate-900">
        <span className="block text-sm font-medium text-sky-900">{t("nextStep.label")}</span>
        {t(`nextStep.${key}` as MessageKey, params)}
      </h2>
      <p className="text-slate-800">{t(`nextStep.${key}.text` as MessageKey, params)}</p>
      {o.status === "awaiting_payment" && o.side !== "viewer" && o.payment_terms ? (
        <p className="text-slate-800">
          <span className="font-medium">{t("ordersOrder.paymentTerms")}:</span> {o.payment_terms}
        </p>
      ) : null}
      {o.side === "buyer" && o.status === "awaiting_payment" ? (
        <div className="space-y-1">
          <h3 className="font-medium text-slate-900">{t("ordersOrder.paymentInstructions")}</h3>
          {o.payment_instructions ? (
            <p
              className={`${valueClass} rounded-md border border-slate-300 bg-white p-3 font-mono text-sm break-all`}
            >
              {o.payment_instructions}
            </p>
          ) : (
            <p className="text-slate-800">{t("ordersOrder.noInstructions")}</p>
          )}
        </div>
      ) : null}
      {needsAddress && o.side !== "viewer" ? (
        <p className="font-medium text-amber-900">
          {o.side === "buyer" ? (
            <a href="#order-delivery" className={linkClass}>
              {t("ordersOrder.addressFirst")}
            </a>
          ) : (
            t("ordersOrder.addressMissing")
          )}
        </p>
      ) : null}
      {can("order.pay") ? <PayForm /> : null}
      {can("order.ship") ? <ShipForm result={result} /> : null}
      {can("order.deliver") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="deliver" />
          <SubmitButton className={buttonClass}>{t("ordersOrder.deliver")}</SubmitButton>
        </Form>
      ) : null}
      {key === "buyer.review" || key === "seller.answer" ? (
        <a href="#order-review-title" className={linkClass}>
          {t(key === "buyer.review" ? "nextStep.toReview" : "nextStep.toAnswer")}
        </a>
      ) : null}
    </section>
  );
}

/** The quote's terms as the buyer accepted them: they cannot change any more. */
export function OrderTerms({ order: o }: { order: Order }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("ordersOrder.paymentTerms"), o.payment_terms || "—"],
    [
      t("ordersRequest.col.leadTime"),
      o.lead_time_days === null ? "—" : t("ordersRequest.days", { n: o.lead_time_days }),
    ],
    [t("ordersRequest.col.incoterm"), o.incoterm || "—"],
    [
      t("ordersRequest.col.warranty"),
      o.warranty_months === null ? "—" : t("ordersRequest.months", { n: o.warranty_months }),
    ],
    [t("ordersOrder.validUntil"), o.valid_until ? day(t, o.valid_until) : "—"],
    [t("ordersRequest.terms"), o.terms || "—"],
  ];
  return (
    <section aria-labelledby="order-terms" className="space-y-2">
      <h2 id="order-terms" className="text-lg font-semibold text-slate-900">
        {t("ordersOrder.terms")}
      </h2>
      <p className="text-sm text-slate-600">
        {t("ordersOrder.termsFrozen", { date: t.date(o.created_at, { dateStyle: "long" }) })}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className={valueClass}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Country, city and the buyer's street address; the buyer's form while it may still give or correct it. */
export function OrderDelivery({ order: o, result }: { order: Order; result?: FormResult }) {
  const t = useT();
  const editable = o.allowed.includes("order.address");
  return (
    <section aria-labelledby="order-delivery" className="space-y-2">
      <h2 id="order-delivery" className="text-lg font-semibold text-slate-900">
        {t("ordersOrder.delivery")}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{t("ordersOrder.country")}</dt>
        <dd className={valueClass}>{countryName(t, o.delivery_country)}</dd>
        <dt className="font-medium text-slate-700">{t("ordersOrder.city")}</dt>
        <dd className={valueClass}>{o.delivery_city || "—"}</dd>
        <dt className="font-medium text-slate-700">{t("ordersOrder.address")}</dt>
        <dd className={valueClass}>{o.delivery_address || t("ordersOrder.addressNone")}</dd>
      </dl>
      {editable ? (
        <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="address" />
          <Field
            name="delivery_address"
            label={t("ordersOrder.addressField")}
            hint={t("ordersOrder.addressHint")}
            defaultValue={o.delivery_address}
            maxLength={ORDER_LIMITS.addressMax}
            autoComplete="street-address"
            errors={errorsOf(result, "address").delivery_address}
            className="min-w-0 flex-1 space-y-1"
          />
          <SubmitButton className={secondaryButtonClass}>
            {t(o.delivery_address ? "ordersOrder.addressChange" : "ordersOrder.addressSave")}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

/** Cancelling: secondary, at the bottom, behind a disclosure that says what it does and asks for a reason. */
export function CancelOrder({ order: o, result }: { order: Order; result?: FormResult }) {
  const t = useT();
  if (!o.allowed.includes("order.cancel_by_buyer") && !o.allowed.includes("order.cancel_by_seller"))
    return null;
  const errors = errorsOf(result, "cancel").reason;
  return (
    <details className="border-t border-slate-200 pt-4 text-sm" open={errors?.length ? true : undefined}>
      <summary className="cursor-pointer text-slate-700 underline">{t("ordersOrder.cancelOpen")}</summary>
      <Form method="post" noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <p className="text-slate-800">
          {t(o.side === "seller" ? "ordersOrder.cancelWarnSeller" : "ordersOrder.cancelWarnBuyer")}
        </p>
        <Field name="reason" label={t("ordersOrder.cancelReason")} errors={errors} />
        <SubmitButton className={secondaryButtonClass}>{t("ordersOrder.cancelConfirm")}</SubmitButton>
      </Form>
    </details>
  );
}
