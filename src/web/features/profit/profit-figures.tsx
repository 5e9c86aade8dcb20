/**
 * Profit/day and payback of a miner listing (issue 18, part 3): a line on its card, a section on
 * its product page, and the form that changes the buyer's electricity price (a plain POST to the
 * /electricity-price resource route; with JavaScript React Router submits it in place and the
 * page's data — cards, sort — reloads at the new price).
 */
import { Form, useLocation, useNavigation } from "react-router";
import type { PriceTier } from "../../../common/pricing.ts";
import { ELECTRICITY_PRICE_MAX, type MinerFields } from "../../../common/profit.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { quantityLabel } from "../catalog/labels.ts";
import { useListingProfit, useProfitContext } from "./use-profit.ts";

type T = ReturnType<typeof useT>;

/** "$0.08" for an electricity price (up to three decimals: 0.045 stays 0.045). */
export function kWhPrice(t: T, price: number): string {
  return t.number(price, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
}

function profitText(t: T, profitPerDay: number): string {
  const amount = t.price(Math.abs(profitPerDay), "USD");
  return profitPerDay >= 0 ? t("profit.perDay", { amount }) : t("profit.lossPerDay", { amount });
}

function paybackText(t: T, days: number | null): string {
  return days === null ? t("profit.noPayback") : t("profit.payback", { days: t.number(Math.ceil(days)) });
}

/** The card's line: "Profit $12.40/day · Payback in 412 days"; nothing for a listing that is not a miner. */
export function CardProfit({ listing }: { listing: MinerFields }) {
  const t = useT();
  const fig = useListingProfit(listing);
  if (!fig) return null;
  return (
    <p
      className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-800"
      title={t("profit.cardLabel", { price: kWhPrice(t, fig.electricityPrice) })}
      data-profit={fig.profitPerDay.toFixed(2)}
    >
      <span className={`font-semibold ${fig.profitPerDay >= 0 ? "text-emerald-800" : "text-red-800"}`}>
        {profitText(t, fig.profitPerDay)}
      </span>
      {" · "}
      <span>{paybackText(t, fig.paybackDays)}</span>
    </p>
  );
}

/** The electricity price form: a number field (USD per kWh, 0..10) and a submit button. */
export function ElectricityForm({ id = "electricity-price" }: { id?: string }) {
  const t = useT();
  const ctx = useProfitContext();
  const location = useLocation();
  const navigation = useNavigation();
  if (!ctx) return null;
  const busy = navigation.state !== "idle" && navigation.formAction === "/electricity-price";
  return (
    <Form
      method="post"
      action="/electricity-price"
      className="flex flex-wrap items-end gap-2"
      preventScrollReset
    >
      <input type="hidden" name="to" value={location.pathname + location.search} />
      <div>
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          {t("profit.electricityLabel")}
        </label>
        <input
          id={id}
          name="price"
          type="number"
          inputMode="decimal"
          min={0}
          max={ELECTRICITY_PRICE_MAX}
          step="any"
          required
          key={ctx.electricityPrice}
          defaultValue={ctx.electricityPrice}
          className="h-9 w-28 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-sky-600"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {t("profit.electricityApply")}
      </button>
    </Form>
  );
}

/** The product page's section: revenue, electricity, profit, payback, the price used and the form. */
export function ProductProfit({
  listing,
  priceUsed,
}: {
  listing: MinerFields;
  /** The band whose price the payback uses (the headline of decision 063), named under the figures. */
  priceUsed?: PriceTier | null;
}) {
  const t = useT();
  const ctx = useProfitContext();
  const fig = useListingProfit(listing);
  if (!ctx || !fig) return null;
  const powerCost = (listing.powerW ?? 0) * 0.024 * ctx.electricityPrice;
  const rows: [string, string][] = [
    [t("profit.revenue"), t.price(fig.profitPerDay + powerCost, "USD")],
    [t("profit.powerCost"), t.price(powerCost, "USD")],
    [t("profit.profit"), t.price(fig.profitPerDay, "USD")],
    [
      t("profit.paybackLabel"),
      fig.paybackDays === null
        ? t("profit.none")
        : t("profit.paybackDays", { days: t.number(Math.ceil(fig.paybackDays)) }),
    ],
  ];
  if (priceUsed)
    rows.push([
      t("profit.priceUsed"),
      t("profit.priceFor", {
        price: t.price(priceUsed.unit_price, listing.currency),
        qty: quantityLabel(t, priceUsed.min_quantity, priceUsed.max_quantity),
      }),
    ]);
  return (
    <section
      aria-labelledby="profit-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="profit-heading" className="text-base font-semibold text-slate-900">
        {t("profit.heading")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        {t("profit.explainer", {
          price: kWhPrice(t, ctx.electricityPrice),
          date: t.date(ctx.readAt),
          fee: t.number(ctx.poolFeePercent),
        })}
      </p>
      <ElectricityForm id="product-electricity-price" />
      <p className="text-sm">
        <AppLink
          to="/calculators-and-widgets"
          className="font-medium text-sky-800 underline underline-offset-2"
        >
          {t("profit.calculators")}
        </AppLink>
      </p>
    </section>
  );
}
