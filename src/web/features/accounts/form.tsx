/**
 * Form pieces of the accounts pages: every input has a label; field errors from the API sit
 * under their field (aria-invalid, aria-describedby); whole-form messages are announced.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
} from "react";
import { useNavigation } from "react-router";

export interface FormResult {
  fields?: Record<string, string[]>;
  detail?: string;
  code?: string;
  /** A success message. */
  ok?: string;
  /** Which form of a page answered (pages with several forms). */
  intent?: string;
}

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-amber-500 focus:outline-2 focus:outline-offset-1 focus:outline-amber-500 aria-[invalid=true]:border-red-600";
export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-60";
export { linkClass } from "../../ui/link-class.ts";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & {
  name: string;
  label: string;
  errors?: string[];
  /** Help shown under the input (also described by). */
  hint?: ReactNode;
  /** Content right of the label (e.g. "Forgot password?"). */
  aside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Field({ name, label, errors, hint, aside, id, className, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className ?? "space-y-1"}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={inputId}
        name={name}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <div id={hintId} className="text-xs text-slate-600">
          {hint}
        </div>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
  name: string;
  label: string;
  errors?: string[];
  /** Content after the label's text, inside the label (e.g. "Pending moderation"): read with it. */
  badge?: ReactNode;
  /** The textarea's own class (default `inputClass`); `className` is the wrapper's, as `Field`'s. */
  textareaClassName?: string;
};

/** A labelled textarea with its errors under it: `Field`'s twin for longer text. */
export function TextAreaField({
  name,
  label,
  errors,
  badge,
  id,
  className,
  textareaClassName,
  ...textarea
}: TextAreaFieldProps) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ?? "space-y-1"}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
        {badge}
      </label>
      <textarea
        id={inputId}
        name={name}
        className={textareaClassName ?? inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        {...textarea}
      />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {errors.join(" ")}
    </p>
  );
}

/** The form's own message: an error (alert) or a confirmation (status). */
export function FormMessage({ result, intent }: { result?: FormResult | null; intent?: string }) {
  if (!result || (intent && result.intent !== intent)) return null;
  if (result.detail) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {result.detail}
      </p>
    );
  }
  if (result.ok) {
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      >
        {result.ok}
      </p>
    );
  }
  return null;
}

/**
 * A form's confirmation ("Saved."), next to its submit button where the user acts, announced as a
 * status (decision 034). The live region is always there, so its new text is read out.
 */
export function Confirmation({ result, intent }: { result?: FormResult | null; intent?: string }) {
  const ok = result && (!intent || result.intent === intent) && !result.detail ? result.ok : undefined;
  return (
    <p role="status" className="text-sm font-medium text-emerald-900">
      {ok ?? ""}
    </p>
  );
}

/** The errors of one form of the page. */
export function errorsOf(result: FormResult | null | undefined, intent?: string) {
  if (!result || (intent && result.intent !== intent)) return {};
  return result.fields ?? {};
}

export function SubmitButton({
  children,
  className = buttonClass,
  name,
  value,
}: {
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} className={className} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}

/** A form's ref that empties the form once its submission succeeded (e.g. the new e-mail address). */
export function useResetOnSuccess(result: FormResult | null | undefined, intent: string) {
  const ref = useRef<HTMLFormElement>(null);
  // A new answer object each time: a second success resets again.
  const success = result?.intent === intent && result.ok ? result : null;
  useEffect(() => {
    if (success) ref.current?.reset();
  }, [success]);
  return ref;
}
