/**
 * Fields of the orders forms (issue 21), shared by the request form (/orders/new) and the seller's
 * quote form: a quantity and a labelled select (the text area is `TextAreaField` of accounts/form.tsx), each with its errors announced.
 */
import { type ReactNode, useId } from "react";
import { Field, FieldErrors, inputClass } from "../accounts/form.tsx";

const labelClass = "block text-sm font-medium text-slate-800";

/** A whole number of units, from 1. */
export function QuantityField(props: {
  name: string;
  label: string;
  defaultValue?: number | string;
  errors?: string[];
  required?: boolean;
}) {
  return <Field type="number" min={1} step={1} inputMode="numeric" {...props} />;
}

function useFieldIds(name: string, errors?: string[]) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: errors?.length ? errorId : undefined };
}

export function SelectField({
  name,
  label,
  defaultValue,
  errors,
  required,
  className = "space-y-1",
  children,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  errors?: string[];
  required?: boolean;
  className?: string;
  /** The options. */
  children: ReactNode;
}) {
  const ids = useFieldIds(name, errors);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
      </label>
      <select
        id={ids.id}
        name={name}
        required={required}
        defaultValue={defaultValue}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {children}
      </select>
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
