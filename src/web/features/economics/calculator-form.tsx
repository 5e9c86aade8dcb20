/**
 * The profitability calculator (issue 18). A real GET form: without JavaScript it submits and the
 * server renders the results for the query (decision 042); with JavaScript the same evaluation runs
 * in the browser as the user types, and submitting only puts the figures in the address bar.
 */
import { type ReactNode, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import { FIATS } from "../../../common/economics.ts";
import type { Translator } from "../../i18n/translator.ts";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { buttonClass, inputClass } from "../accounts/form.tsx";
import type { CalculatorData, Evaluation } from "./calculator.ts";
import {
  type CalculatorField,
  type FieldError,
  type FieldErrors,
  HASHRATE_UNIT_NAMES,
  marketAlgorithms,
  modelName,
  type RawCalculator,
  specsOfModel,
} from "./calculator-fields.ts";
import { CalculatorResults } from "./calculator-results.tsx";

const SPEC_FIELDS: readonly CalculatorField[] = ["hashrate", "unit", "power", "algorithm"];
const FORM_ORDER: readonly CalculatorField[] = [
  "model",
  "hashrate",
  "unit",
  "power",
  "algorithm",
  "electricity",
  "currency",
  "fee",
  "price",
];

const fieldId = (field: CalculatorField) => `calc-${field}`;

function message(t: Translator, error: FieldError): string {
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, t.number(v)]));
  return t(error.key, params);
}

/** The models by brand, for the select's option groups. */
function byBrand(models: MinerModelSimple[]): [string, MinerModelSimple[]][] {
  const groups = new Map<string, MinerModelSimple[]>();
  for (const m of models) groups.set(m.brand.name, [...(groups.get(m.brand.name) ?? []), m]);
  return [...groups];
}

function Labelled({
  field,
  label,
  errors,
  hint,
  children,
}: {
  field: CalculatorField;
  label: string;
  errors: FieldErrors;
  hint?: string;
  children: ReactNode;
}) {
  const t = useT();
  const error = errors[field];
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId(field)} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${fieldId(field)}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(field)}-error`} className="text-sm text-red-700">
          {message(t, error)}
        </p>
      ) : null}
    </div>
  );
}

export function Calculator({
  data,
  submitted,
  submittedEvaluation,
  now,
}: {
  data: CalculatorData;
  /** The form as the query gave it (or the defaults). */
  submitted: RawCalculator;
  /** The server's evaluation of `submitted`: shown until the first edit. */
  submittedEvaluation: Evaluation;
  /** The render's time (ISO): the start of the profit chart. */
  now: string;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const hydrated = useHydrated();
  const [raw, setRaw] = useState(submitted);
  const [edited, setEdited] = useState(false);
  // Live results: the evaluation (with its Zod schema) is loaded on the first edit, so the page's
  // first load does not carry it; the server's answer is shown until then.
  const [live, setLive] = useState<Evaluation | null>(null);
  const latest = useRef(0);
  const evaluation = live ?? submittedEvaluation;
  const errors: FieldErrors = evaluation.ok ? {} : evaluation.errors;
  const algorithms = useMemo(() => marketAlgorithms(data.coins), [data.coins]);
  const labels: Record<CalculatorField, string> = {
    mode: t("economics.form.minerLegend"),
    model: t("economics.form.model"),
    hashrate: t("economics.form.hashrate"),
    unit: t("economics.form.unit"),
    power: t("economics.form.power"),
    algorithm: t("economics.form.algorithm"),
    electricity: t("economics.form.electricity"),
    fee: t("economics.form.fee"),
    currency: t("economics.form.currency"),
    price: t("economics.form.price"),
  };
  const summary = edited
    ? []
    : FORM_ORDER.filter((f) => errors[f]).map((f) => ({
        field: f,
        label: labels[f],
        messages: [message(t, errors[f] as FieldError)],
        target: fieldId(f),
      }));

  const update = (next: RawCalculator) => {
    setEdited(true);
    setRaw(next);
    const ticket = ++latest.current;
    import("./calculator.ts").then(({ evaluateCalculator }) => {
      if (ticket === latest.current) setLive(evaluateCalculator(next, data, new Date(now)));
    });
  };
  const change = (field: CalculatorField, value: string) =>
    update({ ...raw, [field]: value, ...(SPEC_FIELDS.includes(field) ? { mode: "specs" } : {}) });
  const chooseModel = (value: string) => {
    const model = data.models.find((m) => String(m.id) === value);
    update({ ...raw, mode: "model", model: value, ...(model ? specsOfModel(model, t.locale) : {}) });
  };
  const described = (field: CalculatorField, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : null, errors[field] ? `${fieldId(field)}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const input = (field: CalculatorField, hint = false) => ({
    id: fieldId(field),
    name: field,
    value: raw[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": described(field, hint),
  });
  const text = (field: CalculatorField, hint = false) => ({
    ...input(field, hint),
    type: "text",
    inputMode: "decimal" as const,
    autoComplete: "off",
    className: inputClass,
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });
  const radio =
    "size-4 accent-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900";

  return (
    // One column on phones that never grows past the screen (a select's longest option set the
    // implicit column's width, issue 30); less padding there.
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section
        aria-labelledby="calculator-title"
        className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="calculator-title" className="text-2xl font-bold text-slate-900">
          {t("economics.form.title")}
        </h2>
        <ErrorSummary id="calculator-errors" entries={summary} focusKey={submitted} />
        <Form
          method="get"
          action={localPath("/calculators-and-widgets")}
          preventScrollReset
          replace
          noValidate
          className="mt-4 space-y-6"
        >
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">
              {t("economics.form.minerLegend")}
            </legend>
            <div className="space-y-2">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="radio"
                  name="mode"
                  value="model"
                  checked={raw.mode !== "specs"}
                  onChange={() => change("mode", "model")}
                  className={radio}
                />
                {t("economics.form.modeModel")}
              </label>
              <Labelled field="model" label={labels.model} errors={errors}>
                <select
                  {...input("model")}
                  onChange={(e) => chooseModel(e.target.value)}
                  className={inputClass}
                >
                  {byBrand(data.models).map(([brand, models]) => (
                    <optgroup key={brand} label={brand}>
                      {models.map((m) => (
                        <option key={m.id} value={String(m.id)}>
                          {t("economics.form.modelOption", {
                            name: modelName(m),
                            hashrate: `${t.number(m.hashrate.value)}\u00a0${m.hashrate.unit}`,
                            power: t.number(m.power_w),
                          })}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </Labelled>
            </div>
            <div className="space-y-2">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="radio"
                  name="mode"
                  value="specs"
                  checked={raw.mode === "specs"}
                  onChange={() => change("mode", "specs")}
                  className={radio}
                />
                {t("economics.form.modeSpecs")}
              </label>
              <p className="text-xs text-slate-600">{t("economics.form.specsHint")}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                <Labelled field="hashrate" label={labels.hashrate} errors={errors}>
                  <input {...text("hashrate")} />
                </Labelled>
                <Labelled field="unit" label={labels.unit} errors={errors}>
                  <select
                    {...input("unit")}
                    onChange={(e) => change("unit", e.target.value)}
                    className={inputClass}
                  >
                    {HASHRATE_UNIT_NAMES.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </select>
                </Labelled>
                <Labelled field="power" label={labels.power} errors={errors}>
                  <input {...text("power")} />
                </Labelled>
                <Labelled field="algorithm" label={labels.algorithm} errors={errors}>
                  <select
                    {...input("algorithm")}
                    onChange={(e) => change("algorithm", e.target.value)}
                    className={inputClass}
                  >
                    {algorithms.map((a) => (
                      <option key={a} value={a}>
                        {a}
                      </option>
                    ))}
                  </select>
                </Labelled>
              </div>
            </div>
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">
              {t("economics.form.costsLegend")}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Labelled field="electricity" label={labels.electricity} errors={errors}>
                <input {...text("electricity")} />
              </Labelled>
              <Labelled field="currency" label={labels.currency} errors={errors}>
                <select
                  {...input("currency")}
                  onChange={(e) => change("currency", e.target.value)}
                  className={inputClass}
                >
                  {FIATS.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled field="fee" label={labels.fee} errors={errors}>
                <input {...text("fee")} />
              </Labelled>
              <Labelled
                field="price"
                label={labels.price}
                errors={errors}
                hint={t("economics.form.priceHint")}
              >
                <input {...text("price", true)} />
              </Labelled>
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass}>
              {t("economics.form.submit")}
            </button>
            {hydrated ? <p className="text-sm text-slate-600">{t("economics.form.liveHint")}</p> : null}
          </div>
        </Form>
      </section>
      <section
        aria-labelledby="results-title"
        className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="results-title" className="text-2xl font-bold text-slate-900">
          {t("economics.results.title")}
        </h2>
        <div className="mt-4">
          {evaluation.ok ? (
            <CalculatorResults
              calculation={evaluation.calculation}
              halvingAt={data.halving.estimatedAt}
              now={now}
            />
          ) : (
            <p className="text-slate-700">{t("economics.results.invalid")}</p>
          )}
        </div>
      </section>
    </div>
  );
}
