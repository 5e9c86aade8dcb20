/**
 * Field rows and sections of the seller's listing forms (product and service add/edit; decision
 * 014): a labelled input or select with its hint and field errors under it (aria-invalid,
 * aria-describedby), a titled section, and rows that JavaScript adds and removes in place.
 */
import { type ReactNode, useRef, useState } from "react";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { FieldErrors, inputClass, secondaryButtonClass } from "../accounts/form.tsx";

export const labelClass = "block text-sm font-medium text-slate-800";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface InputProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  errors?: string[];
  type?: string;
  required?: boolean;
  badge?: ReactNode;
  hint?: string;
  step?: string;
  inputMode?: "decimal" | "numeric" | "text" | "url";
  /** With `type="file"`: the accepted types. */
  accept?: string;
  /**
   * A number: `amount` (money, cents), `count` (whole), `decimal` (any precision); sets the
   * input's type, step and keyboard.
   */
  numeric?: keyof typeof NUMERIC;
}

const NUMERIC = {
  amount: { type: "number", step: "0.01", inputMode: "decimal" },
  count: { type: "number", inputMode: "numeric" },
  decimal: { type: "number", step: "any", inputMode: "decimal" },
} as const;

const fileInputClass =
  "block text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600";

/**
 * A field's frame: its label (with "*" when required, and its badge), the control, its hint and
 * its errors (`{id}-hint`, `{id}-error`: the control names them in `aria-describedby`).
 */
function Labelled({
  id,
  label,
  required,
  badge,
  hint,
  errors,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  badge?: ReactNode;
  hint?: string;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {badge}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function Input({ numeric, ...props }: InputProps) {
  const {
    id,
    name,
    label,
    defaultValue,
    errors,
    type = "text",
    required,
    badge,
    hint,
    step,
    inputMode,
    accept,
  }: InputProps = numeric ? { ...props, ...NUMERIC[numeric] } : props;
  const described = [hint ? `${id}-hint` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <Labelled id={id} label={label} required={required} badge={badge} hint={hint} errors={errors}>
      <input
        id={id}
        name={name}
        type={type}
        step={step}
        inputMode={inputMode}
        accept={accept}
        defaultValue={defaultValue}
        className={type === "file" ? fileInputClass : inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
      />
    </Labelled>
  );
}

export interface SelectProps {
  id: string;
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (v: string) => void;
  errors?: string[];
  required?: boolean;
  badge?: ReactNode;
}

export function Select({
  id,
  name,
  label,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  errors,
  required,
  badge,
}: SelectProps) {
  return (
    <Labelled id={id} label={label} required={required} badge={badge} errors={errors}>
      <select
        id={id}
        name={name}
        className={inputClass}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * The field errors of a form's answer: `err("a", "b")` gives the messages of those fields together,
 * or undefined when there are none (so that `aria-invalid` stays off).
 */
export function fieldErrors(errors: Record<string, string[]>) {
  return (...keys: string[]): string[] | undefined => {
    const out = keys.flatMap((k) => errors[k] ?? []);
    return out.length ? out : undefined;
  };
}

/** A labelled text area with its field errors under it. */
export function TextArea({
  id,
  name,
  label,
  defaultValue,
  errors,
  required,
  badge,
  rows,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  required?: boolean;
  badge?: ReactNode;
  rows: number;
  maxLength?: number;
}) {
  return (
    <Labelled id={id} label={label} required={required} badge={badge} errors={errors}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        className={inputClass}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
      />
    </Labelled>
  );
}

/** The regions of a listing (delivery or service regions): one checkbox each, `f-region-{code}`. */
export function RegionCheckboxes({
  name,
  regions,
  checked,
}: {
  name: string;
  regions: Array<{ code: string; name: string }>;
  checked: readonly string[];
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {regions.map((r) => (
        <div key={r.code} className="flex items-center gap-2">
          <input
            id={`f-region-${r.code}`}
            type="checkbox"
            name={name}
            value={r.code}
            defaultChecked={checked.includes(r.code)}
            className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
          />
          <label htmlFor={`f-region-${r.code}`} className="text-sm text-slate-800">
            {r.name}
          </label>
        </div>
      ))}
    </div>
  );
}

/**
 * A button that adds or removes a row: with JavaScript it acts in place (`onClick`); without it,
 * it posts the form back with its `intent` (the action returns the form as typed, the row changed).
 */
export function RowButton({
  intent,
  label,
  onClick,
}: {
  intent: string;
  label: string;
  onClick: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type={hydrated ? "button" : "submit"}
      name={hydrated ? undefined : "intent"}
      value={hydrated ? undefined : intent}
      onClick={hydrated ? onClick : undefined}
      className={secondaryButtonClass}
    >
      {label}
    </button>
  );
}

/** A button shown only without JavaScript (which does its work in place): it posts the form back. */
export function NoScriptButton({ intent, label }: { intent: string; label: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" name="intent" value={intent} className={secondaryButtonClass}>
      {label}
    </button>
  );
}

/**
 * Rows with a maximum (additional terms, properties): adding past it shows `fullMessage` in
 * `error` instead; removing a row clears it.
 */
export function useLimitedRows<T>(initial: T[], max: number, fullMessage: string) {
  const rows = useRows(initial);
  const [error, setError] = useState("");
  return {
    rows: rows.rows,
    error,
    add: (value: T) => {
      if (rows.rows.length >= max) setError(fullMessage);
      else rows.add(value);
    },
    remove: (key: number) => {
      rows.remove(key);
      setError("");
    },
  };
}

/**
 * A list of name/value rows with a maximum (a product's additional terms, a service's
 * properties): each row's two inputs (`render`) and its "Remove" button, the message of the list
 * (`errorId`: the maximum reached, or the API's), and "Add".
 */
export function PairRows<T>({
  list,
  render,
  remove,
  errorId,
  apiErrors,
  add,
}: {
  list: ReturnType<typeof useLimitedRows<T>>;
  render: (row: { key: number; value: T }, i: number) => ReactNode;
  /** The remove buttons: their intent without JavaScript (`{intent}:{i}`) and their label. */
  remove: { intent: string; label: (n: number) => string };
  errorId: string;
  apiErrors: string[] | undefined;
  add: { intent: string; label: string; row: () => T };
}) {
  return (
    <>
      <ol className="space-y-3">
        {list.rows.map((row, i) => (
          <li key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
            {render(row, i)}
            <RowButton
              intent={`${remove.intent}:${i}`}
              label={remove.label(i + 1)}
              onClick={() => list.remove(row.key)}
            />
          </li>
        ))}
      </ol>
      <div id={errorId} aria-live="polite" className="text-sm text-red-700">
        {list.error || apiErrors?.join(" ")}
      </div>
      <RowButton intent={add.intent} label={add.label} onClick={() => list.add(add.row())} />
    </>
  );
}

/** Rows that JavaScript adds and removes in place (stable keys), or the server without it. */
export function useRows<T>(initial: T[]) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, i) => ({ key: i, value })));
  return {
    rows,
    add: (value: T) => setRows((r) => [...r, { key: next.current++, value }]),
    remove: (key: number) => setRows((r) => r.filter((x) => x.key !== key)),
  };
}
