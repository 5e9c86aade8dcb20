/**
 * The model page's header (issue 18): brand, name, how many offers, the main figures, the lowest
 * asking price, and every specification the model states (the product page's labels and units).
 */
import type { MinerModelDetail } from "../../../common/api/models.ts";
import { SPEC_KEYS } from "../../../common/constants.ts";
import { useT } from "../../i18n/use-t.ts";
import { formatSpec, specLabel } from "../product/specs.ts";

export function ModelHeader({ model }: { model: MinerModelDetail }) {
  const t = useT();
  const lowest = model.lowest_price ? t.price(model.lowest_price.price, model.lowest_price.currency) : null;
  const facts: [string, string][] = [
    [t("model.algorithm"), model.algorithm],
    [t("model.hashrate"), `${t.number(model.hashrate.value)}\u00a0${model.hashrate.unit}`],
    [t("model.power"), t("model.powerValue", { watts: t.number(model.power_w) })],
  ];
  if (model.efficiency)
    facts.push([t("model.efficiency"), `${t.number(model.efficiency.value)}\u00a0${model.efficiency.unit}`]);
  if (model.release_date) facts.push([t("model.released"), model.release_date]);
  if (lowest) facts.push([t("model.lowestPrice"), lowest]);
  const specs = SPEC_KEYS.flatMap((key) => {
    const value = formatSpec(t, key, model.specs);
    return value === null ? [] : [[specLabel(t, key), value] as const];
  });
  return (
    <header>
      <p className="text-sm text-slate-600">{model.brand.name}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{model.name}</h1>
      <p className="mt-1 text-sm text-slate-700">{t.plural("model.offers", model.offers_count)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {specs.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer rounded font-medium text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-700">
            {t("model.specsTitle")}
          </summary>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {specs.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-1">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </header>
  );
}
