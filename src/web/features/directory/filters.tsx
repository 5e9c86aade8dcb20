/**
 * The directory pages' filters (issue 20, decision 050): a plain GET form of selects, so filters
 * and sorts are links that work without JavaScript; every select has its label.
 */
import { Form } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass, inputClass, linkClass } from "../accounts/form.tsx";

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  /** "" is "any" unless `required`. */
  options: { value: string; label: string }[];
  required?: boolean;
}

export function FilterForm({
  id,
  selects,
  resetTo,
}: {
  id: string;
  selects: FilterSelect[];
  resetTo: string;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      aria-label={t("directory.filters")}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {selects.map((s) => (
        <div key={s.name} className="min-w-40 flex-1 space-y-1">
          <label htmlFor={`${id}-${s.name}`} className="block text-sm font-medium text-slate-800">
            {s.label}
          </label>
          <select id={`${id}-${s.name}`} name={s.name} defaultValue={s.value} className={inputClass}>
            {s.required ? null : <option value="">{t("directory.any")}</option>}
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={buttonClass}>
        {t("directory.apply")}
      </button>
      <AppLink to={resetTo} className={`${linkClass} py-2 text-sm`}>
        {t("directory.reset")}
      </AppLink>
    </Form>
  );
}

/** A day or an instant as the page's language writes it (UTC: figures are dated, not timed). */
export function formatDay(value: string, locale: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}

/** An outside site: opened without telling it where the visitor came from. */
export function OutsideLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      rel="noopener noreferrer nofollow"
      target="_blank"
      aria-label={label}
      className={linkClass}
    >
      {children}
    </a>
  );
}
