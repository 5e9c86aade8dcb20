/**
 * Field rows and sections of the seller's listing forms (product and service add/edit; decision
 * 014): a labelled input or select with its hint and field errors under it (aria-invalid,
 * aria-describedby), a titled section, and rows that JavaScript adds and removes in place.
 */
import { type ReactNode, useRef, useState } from "react";
import { FieldErrors, inputClass } from "../accounts/form.tsx";

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
}

const fileInputClass =
  "block text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600";

export function Input({
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
}: InputProps) {
  const described = [hint ? `${id}-hint` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {badge}
      </label>
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
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
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
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {badge}
      </label>
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
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
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
