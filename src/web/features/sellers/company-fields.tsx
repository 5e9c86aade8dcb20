/**
 * Form pieces of the seller pages: selects and text areas in the style of the accounts forms
 * (label, hint, field errors under the field, aria-invalid/aria-describedby), and the place group —
 * country, the cities of that country, and the phone with the country's mask and placeholder.
 * Everything submits as a plain form; JavaScript only refreshes the city list and formats the phone.
 */
import {
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from "react";
import { useFetcher } from "react-router";
import { REGIONS, SOCIAL_NETWORKS } from "../../../common/constants.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { formatCountryPhone } from "../../../common/phone-mask.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import {
  TextAreaField as BaseTextAreaField,
  FieldErrors,
  inputClass,
  secondaryButtonClass,
} from "../accounts/form.tsx";
import { LocationPicker } from "./location-picker.tsx";

/** What the forms need of a country (GET /api/search/countries/). */
export interface CountryOption {
  iso: string;
  name: string;
  region_code: string;
  dial_codes: string[];
  phone_mask: string;
  phone_placeholder: string;
}

export interface CityOption {
  id: number;
  name: string;
  /** The city's position (the map's "use the city's position"). */
  latitude?: number | null;
  longitude?: number | null;
}

function describedBy(...ids: unknown[]) {
  return ids.filter((x): x is string => typeof x === "string" && x !== "").join(" ") || undefined;
}

export function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      <RequiredMark show={required} />
    </label>
  );
}

/** The * after a required field's label (not read out: the field itself says it is required). */
function RequiredMark({ show }: { show?: boolean }) {
  return show ? <span aria-hidden="true"> *</span> : null;
}

/** "Pending moderation" next to a changed field. */
export function PendingBadge({ show }: { show?: boolean }) {
  const t = useT();
  if (!show) return null;
  return (
    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {t("seller.pendingModeration")}
    </span>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  errors?: string[];
  hint?: ReactNode;
  required?: boolean;
  badge?: ReactNode;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  errors,
  hint,
  required,
  badge,
  disabled,
}: SelectFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <div className="space-y-1">
      <Label htmlFor={id} required={required}>
        {label}
        {badge}
      </Label>
      <select
        id={id}
        name={name}
        className={inputClass}
        required={required}
        disabled={disabled}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, errors?.length && `${id}-error`)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & {
  name: string;
  label: string;
  errors?: string[];
  hint?: ReactNode;
  badge?: ReactNode;
};

/** A text input: label (with * when required), badge, hint and field errors. */
export function TextField({ name, label, errors, hint, badge, ...input }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <div className="space-y-1">
      <Label htmlFor={id} required={input.required}>
        {label}
        {badge}
      </Label>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, errors?.length && `${id}-error`)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * The accounts forms' `TextAreaField` with the seller forms' label (the badge, then * when
 * required) and five rows unless told.
 */
export function TextAreaField({ badge, rows = 5, ...rest }: ComponentProps<typeof BaseTextAreaField>) {
  return (
    <BaseTextAreaField
      rows={rows}
      badge={
        <>
          {badge}
          <RequiredMark show={rest.required} />
        </>
      }
      {...rest}
    />
  );
}

/** The cities a form shows for `country`: those "Show the cities" brought, else the page's. */
export function citiesFor(
  result: { intent?: string; cities?: { country: string; list: CityOption[] } } | undefined,
  intent: string,
  country: string | null | undefined,
  fallback: CityOption[],
): CityOption[] {
  if (result?.intent === intent && result.cities && result.cities.country === country)
    return result.cities.list;
  return fallback;
}

/** The region select (spec 3, "Regions"). */
export function RegionSelect({
  defaultValue,
  errors,
  badge,
}: {
  defaultValue?: string | null;
  errors?: string[];
  badge?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <SelectField
      name="region_code"
      label={t("seller.field.region")}
      placeholder={t("seller.field.chooseRegion")}
      options={REGIONS.map((r) => ({ value: r.code, label: r[locale] }))}
      defaultValue={defaultValue ?? ""}
      errors={errors}
      badge={badge}
      required
    />
  );
}

/** The cities of `country`: those of the page at first, then fetched from /seller-cities. */
function useCities(country: string, initialCountry: string, initialCities: CityOption[]) {
  const fetcher = useFetcher<{ country: string; cities: CityOption[] }>();
  const { load } = fetcher;
  // The page may come without the cities of its country (a form sent back with another country).
  const missing = country !== initialCountry || initialCities.length === 0;
  useEffect(() => {
    if (country && missing) load(`/seller-cities?${new URLSearchParams({ country })}`);
  }, [country, missing, load]);
  if (fetcher.data?.country === country) return fetcher.data.cities;
  return country === initialCountry ? initialCities : [];
}

interface PlaceFieldsProps {
  countries: CountryOption[];
  /** The cities of `country` (loaded with the page). */
  cities: CityOption[];
  country: string | null;
  cityId: number | null;
  errors: Record<string, string[]>;
  /** Names of the fields pending moderation. */
  pending?: string[];
  /** Also render the phone (company forms; offices have none). */
  phone?: string | null;
  /** Region select after the city (company forms). */
  region?: { value: string | null };
  /** The head office's map location (company forms): the saved or typed coordinates. */
  location?: { latitude: string; longitude: string };
  /**
   * The form's intent: without JavaScript a "Show the cities" button (intent `cities:<intent>`)
   * sends the form back with the cities of the chosen country, saving nothing.
   */
  intent?: string;
  /** The city is required (service forms): marked so, with this placeholder instead of "(optional)". */
  cityRequired?: { placeholder: string };
}

/** Country and city selects (and the phone with the country's mask), as one group of fields. */
export function PlaceFields({
  countries,
  cities,
  country,
  cityId,
  errors,
  pending,
  phone,
  region,
  location,
  intent,
  cityRequired,
}: PlaceFieldsProps) {
  const t = useT();
  const initialCountry = country ?? "";
  const [iso, setIso] = useState(initialCountry);
  const [city, setCity] = useState(cityId ? String(cityId) : "");
  const [phoneValue, setPhoneValue] = useState(phone ?? "");
  const list = useCities(iso, initialCountry, cities);
  const entry = countries.find((c) => c.iso === iso);
  const dial = entry?.dial_codes[0] ?? "";
  const example = entry ? `${dial} ${entry.phone_placeholder}` : "";
  const isPending = (f: string) => Boolean(pending?.includes(f));
  const onCountry = (value: string) => {
    setIso(value);
    setCity("");
    const next = countries.find((c) => c.iso === value);
    // An empty phone (or one that is only the old dial code) starts with the new country's code.
    if (
      next &&
      (!phoneValue.trim() ||
        (/^\+[\d\s]*$/.test(phoneValue.trim()) && phoneValue.replace(/\D/g, "").length <= 4))
    ) {
      setPhoneValue(`${next.dial_codes[0] ?? ""} `);
    }
  };
  return (
    <>
      <SelectField
        name="country_iso"
        label={t("seller.field.country")}
        placeholder={t("seller.field.chooseCountry")}
        options={countries.map((c) => ({ value: c.iso, label: c.name }))}
        value={iso}
        onChange={onCountry}
        errors={errors.country_iso}
        badge={<PendingBadge show={isPending("country_iso")} />}
        required
      />
      {intent ? (
        <noscript>
          {/*
            Enter in a field submits with the form's first submit button: this hidden one, which
            saves like the form's own button, comes before "Show the cities".
          */}
          <button type="submit" name="intent" value={intent} hidden tabIndex={-1} aria-hidden="true" />
          <button type="submit" name="intent" value={`cities:${intent}`} className={secondaryButtonClass}>
            {t("seller.field.showCities")}
          </button>
        </noscript>
      ) : null}
      <SelectField
        key={iso}
        name="city_id"
        label={t("seller.field.city")}
        placeholder={cityRequired?.placeholder ?? t("seller.field.chooseCity")}
        required={Boolean(cityRequired)}
        options={list.map((c) => ({ value: String(c.id), label: c.name }))}
        value={city}
        onChange={setCity}
        errors={errors.city_id}
        hint={t("seller.field.cityHint")}
        badge={<PendingBadge show={isPending("city_id")} />}
      />
      {region ? (
        <RegionSelect
          defaultValue={region.value ?? entry?.region_code ?? null}
          errors={errors.region_code}
          badge={<PendingBadge show={isPending("region_code")} />}
        />
      ) : null}
      {location ? (
        <LocationPicker
          latitude={location.latitude}
          longitude={location.longitude}
          city={list.find((c) => String(c.id) === city) ?? null}
          errors={errors}
          badge={<PendingBadge show={isPending("latitude") || isPending("longitude")} />}
        />
      ) : null}
      {phone !== undefined ? (
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t("seller.field.phone")}
          required
          value={phoneValue}
          onChange={(e) =>
            setPhoneValue(entry ? formatCountryPhone(e.target.value, dial, entry.phone_mask) : e.target.value)
          }
          placeholder={example || "+44 7400 123456"}
          hint={
            entry
              ? t("seller.field.phoneHint", { country: entry.name, example })
              : t("seller.field.phoneHintAny")
          }
          errors={errors.phone}
          badge={<PendingBadge show={isPending("phone")} />}
        />
      ) : null}
    </>
  );
}

/** The company form's fields in the order they are shown, with their labels (the error summary's). */
const COMPANY_FIELD_LABELS: Array<[string, MessageKey]> = [
  ["company_name", "seller.field.companyName"],
  ["legal_name", "seller.field.legalName"],
  ["website", "seller.field.website"],
  ["head_office_address", "seller.field.address"],
  ["country_iso", "seller.field.country"],
  ["city_id", "seller.field.city"],
  ["latitude", "seller.map.latitude"],
  ["longitude", "seller.map.longitude"],
  ["region_code", "seller.field.region"],
  ["phone", "seller.field.phone"],
  ["about", "seller.field.about"],
  ["logo", "seller.field.logo"],
  ["photos", "seller.field.photos"],
  ["social_links", "seller.field.socialLinks"],
  ["whatsapp", "seller.field.whatsapp"],
  ["telegram_link", "seller.field.telegramLink"],
];
export const COMPANY_FIELD_ORDER = COMPANY_FIELD_LABELS.map(([field]) => field);

/** A company field of the API's errors as the error summary names it (inputs are found by name). */
export function companyFieldLabel(t: (key: MessageKey) => string, field: string): { label: string } {
  const [head = "", sub] = field.split(".");
  if (head === "social_links" && sub && (SOCIAL_NETWORKS as readonly string[]).includes(sub))
    return { label: t(`seller.field.social.${sub}` as MessageKey) };
  const key = COMPANY_FIELD_LABELS.find(([f]) => f === head)?.[1];
  return { label: key ? t(key) : field };
}
