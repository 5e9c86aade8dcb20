/**
 * The console's form of a directory entry (issue 20): the common fields, then the kind's own
 * (pool, exchanger, firmware). Inputs are named as the API names its fields, so each error shows
 * under its input. Every input has its label; groups of checkboxes are fieldsets with a legend.
 */
import { Form } from "react-router";
import type { DirectoryEntry } from "../../../common/api/directory.ts";
import {
  DIRECTORY_LIMITS,
  DIRECTORY_REGIONS,
  type DirectoryKind,
  EXCHANGER_TYPES,
  FIRMWARE_RESOURCES,
  PAYOUT_SCHEMES,
} from "../../../common/directory.ts";
import { useT } from "../../i18n/use-t.ts";
import {
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  SubmitButton,
  TextAreaField,
} from "../accounts/form.tsx";
/** Coin rows of the pool form (the API takes up to 20; the demo pools have one to three). */
export const COIN_ROWS = 4;

type Errors = Record<string, string[] | undefined>;
export interface BrandChoice {
  id: number;
  name: string;
  models: { id: number; name: string }[];
}

const idOf = (name: string) => `entry-${name.replace(/\./g, "-")}`;
const described = (name: string, errors: Errors) => ({
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby": errors[name] ? `${idOf(name)}-error` : undefined,
});

function Select({
  name,
  label,
  value,
  options,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string; group?: string }[];
  errors: Errors;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={idOf(name)} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={idOf(name)}
        name={name}
        defaultValue={value}
        className={inputClass}
        {...described(name, errors)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.group ? `${o.group} — ${o.label}` : o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${idOf(name)}-error`} errors={errors[name]} />
    </div>
  );
}

function Checkboxes({
  name,
  legend,
  values,
  options,
  errors,
}: {
  name: string;
  legend: string;
  values: readonly string[];
  options: { value: string; label: string }[];
  errors: Errors;
}) {
  const messages = Object.entries(errors)
    .filter(([k]) => k === name || k.startsWith(`${name}.`))
    .flatMap(([, v]) => v ?? []);
  return (
    <fieldset className="space-y-1" aria-describedby={messages.length ? `${idOf(name)}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={o.value} defaultChecked={values.includes(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldErrors id={`${idOf(name)}-error`} errors={messages.length ? messages : undefined} />
    </fieldset>
  );
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

function PoolFields({ entry, errors }: { entry: DirectoryEntry | null; errors: Errors }) {
  const t = useT();
  const p = entry?.pool;
  const regions = DIRECTORY_REGIONS.map((r) => ({ value: r, label: t(`directory.region.${r}`) }));
  return (
    <>
      <Field
        name="pool.fee_percent"
        id={idOf("pool.fee_percent")}
        label={t("directoryAdmin.feePercent")}
        inputMode="decimal"
        defaultValue={text(p?.fee_percent)}
        errors={errors["pool.fee_percent"]}
      />
      <Checkboxes
        name="pool.payout_schemes"
        legend={t("directoryAdmin.schemes")}
        values={p?.payout_schemes ?? []}
        options={PAYOUT_SCHEMES.map((s) => ({ value: s, label: s }))}
        errors={errors}
      />
      <Checkboxes
        name="pool.regions"
        legend={t("directoryAdmin.regions")}
        values={p?.regions ?? []}
        options={regions}
        errors={errors}
      />
      <TextAreaField
        name="pool.servers"
        id={idOf("pool.servers")}
        label={t("directoryAdmin.servers")}
        rows={3}
        maxLength={DIRECTORY_LIMITS.descriptionMax}
        defaultValue={(p?.servers ?? []).join("\n")}
        errors={errors["pool.servers"]}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{t("directoryAdmin.coins")}</legend>
        <p className="text-sm text-slate-600">{t("directoryAdmin.coinsHint")}</p>
        <FieldErrors id="entry-pool-coins-error" errors={errors["pool.coins"]} />
        {Array.from({ length: COIN_ROWS }, (_, i) => {
          const c = p?.coins[i];
          const f = (k: string) => `pool.coins.${i}.${k}`;
          return (
            <fieldset
              key={f("row")}
              className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-4"
            >
              <legend className="px-1 text-xs text-slate-600">
                {t("directoryAdmin.coinRow", { n: i + 1 })}
              </legend>
              <Field
                name={f("symbol")}
                id={idOf(f("symbol"))}
                label={t("directoryAdmin.symbol")}
                defaultValue={c?.symbol ?? ""}
                errors={errors[f("symbol")]}
              />
              <Field
                name={f("min_payout")}
                id={idOf(f("min_payout"))}
                label={t("directoryAdmin.minPayout")}
                inputMode="decimal"
                defaultValue={text(c?.min_payout)}
                errors={errors[f("min_payout")]}
              />
              <Field
                name={f("hashrate_hs")}
                id={idOf(f("hashrate_hs"))}
                label={t("directoryAdmin.hashrate")}
                inputMode="decimal"
                defaultValue={text(c?.hashrate_hs)}
                errors={errors[f("hashrate_hs")]}
              />
              <Field
                name={f("network_share_percent")}
                id={idOf(f("network_share_percent"))}
                label={t("directoryAdmin.share")}
                inputMode="decimal"
                defaultValue={text(c?.network_share_percent)}
                errors={errors[f("network_share_percent")]}
              />
            </fieldset>
          );
        })}
      </fieldset>
    </>
  );
}

function ExchangerFields({ entry, errors }: { entry: DirectoryEntry | null; errors: Errors }) {
  const t = useT();
  const x = entry?.exchanger;
  return (
    <>
      <Select
        name="exchanger.type"
        label={t("directoryAdmin.type")}
        value={x?.type ?? "exchange"}
        options={EXCHANGER_TYPES.map((v) => ({ value: v, label: t(`directory.type.${v}`) }))}
        errors={errors}
      />
      <Field
        name="exchanger.fee_percent"
        id={idOf("exchanger.fee_percent")}
        label={t("directoryAdmin.feePercent")}
        inputMode="decimal"
        defaultValue={text(x?.fee_percent)}
        errors={errors["exchanger.fee_percent"]}
      />
      <Field
        name="exchanger.fiat"
        id={idOf("exchanger.fiat")}
        label={t("directoryAdmin.fiat")}
        defaultValue={(x?.fiat ?? []).join(", ")}
        errors={errors["exchanger.fiat"] ?? errors["exchanger.fiat.0"]}
      />
      <Checkboxes
        name="exchanger.regions"
        legend={t("directoryAdmin.regions")}
        values={x?.regions ?? []}
        options={DIRECTORY_REGIONS.map((r) => ({ value: r, label: t(`directory.region.${r}`) }))}
        errors={errors}
      />
      <Field
        name="exchanger.coins"
        id={idOf("exchanger.coins")}
        label={t("directoryAdmin.exchangerCoins")}
        defaultValue={(x?.coins ?? []).join(", ")}
        errors={errors["exchanger.coins"] ?? errors["exchanger.coins.0"]}
      />
    </>
  );
}

function FirmwareFields({
  entry,
  errors,
  brands,
}: {
  entry: DirectoryEntry | null;
  errors: Errors;
  brands: BrandChoice[];
}) {
  const t = useT();
  const f = entry?.firmware;
  return (
    <>
      <Select
        name="firmware.brand_id"
        label={t("directoryAdmin.brand")}
        value={text(f?.brand_id)}
        options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        errors={errors}
      />
      <Select
        name="firmware.model_id"
        label={t("directoryAdmin.model")}
        value={text(f?.model_id)}
        options={[
          { value: "", label: t("directoryAdmin.wholeBrand") },
          ...brands.flatMap((b) =>
            b.models.map((m) => ({ value: String(m.id), label: m.name, group: b.name })),
          ),
        ]}
        errors={errors}
      />
      <Select
        name="firmware.resource"
        label={t("directoryAdmin.resource")}
        value={f?.resource ?? "official_firmware"}
        options={FIRMWARE_RESOURCES.map((r) => ({ value: r, label: t(`directory.resource.${r}`) }))}
        errors={errors}
      />
      <Field
        name="firmware.version"
        id={idOf("firmware.version")}
        label={t("directoryAdmin.version")}
        defaultValue={f?.version ?? ""}
        errors={errors["firmware.version"]}
      />
    </>
  );
}

export function EntryForm({
  kind,
  entry,
  brands,
  result,
}: {
  kind: DirectoryKind;
  entry: DirectoryEntry | null;
  brands: BrandChoice[];
  result?: FormResult;
}) {
  const t = useT();
  const errors: Errors = errorsOf(result, "save");
  return (
    <Form
      method="post"
      noValidate
      className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <FormMessage result={result} intent="save" />
      <Field
        name="name"
        id={idOf("name")}
        label={t("directoryAdmin.name")}
        required
        defaultValue={entry?.name ?? ""}
        errors={errors.name}
      />
      <Field
        name="website"
        id={idOf("website")}
        type="url"
        label={t("directoryAdmin.website")}
        required
        defaultValue={entry?.website ?? "https://"}
        errors={errors.website}
      />
      {(["description_en", "description_fr"] as const).map((name) => (
        <TextAreaField
          key={name}
          name={name}
          id={idOf(name)}
          label={t(
            name === "description_en" ? "directoryAdmin.descriptionEn" : "directoryAdmin.descriptionFr",
          )}
          rows={3}
          maxLength={DIRECTORY_LIMITS.descriptionMax}
          defaultValue={entry?.[name] ?? ""}
          errors={errors[name]}
        />
      ))}
      <Field
        name="figures_date"
        id={idOf("figures_date")}
        type="date"
        label={t("directoryAdmin.figuresDate")}
        hint={t("directoryAdmin.figuresDateHint")}
        required
        defaultValue={entry?.figures_date ?? new Date().toISOString().slice(0, 10)}
        errors={errors.figures_date}
      />
      {kind === "pool" ? <PoolFields entry={entry} errors={errors} /> : null}
      {kind === "exchanger" ? <ExchangerFields entry={entry} errors={errors} /> : null}
      {kind === "firmware" ? <FirmwareFields entry={entry} errors={errors} brands={brands} /> : null}
      <SubmitButton name="intent" value="save">
        {t("directoryAdmin.save")}
      </SubmitButton>
    </Form>
  );
}
