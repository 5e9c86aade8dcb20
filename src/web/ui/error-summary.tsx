/**
 * The error summary at the top of a form (decision 034): after a failed submit it takes the focus,
 * says how many fields need attention and names every one, each entry a link that moves the focus
 * to its field, where the field's own message is (aria-invalid, aria-describedby: read out on
 * focus). The messages are not repeated in the summary, so each is on the page once. Without
 * JavaScript the links jump to the fields' ids.
 */
import { type MouseEvent, useEffect, useRef } from "react";
import { useT } from "../i18n/use-t.ts";

export interface SummaryEntry {
  /** The field's name as the API names it (`price_tiers.0.unit_price`). */
  field: string;
  /** What the user reads: the field's label. */
  label: string;
  messages: string[];
  /** The id of the element to focus; without one, the first input named `field` (or `field.…`). */
  target?: string;
  /** The input's name when it is not the field's (`country_iso` for `country`). */
  name?: string;
}

/** The element an entry leads to: by id, else the first control named as the field or under it. */
export function targetOf(entry: Pick<SummaryEntry, "field" | "target" | "name">): HTMLElement | null {
  if (entry.target) {
    const byId = document.getElementById(entry.target);
    if (byId) return byId;
  }
  // `delivery_regions.0` leads to the `delivery_regions` boxes, `price_tiers` to its first input.
  const parts = (entry.name ?? entry.field).split(".");
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n).join(".");
    const found =
      document.getElementsByName(name)[0] ??
      document.querySelector<HTMLElement>(`[name^="${CSS.escape(name)}."]`);
    if (found) return found;
  }
  return null;
}

/** Focuses an element, giving it tabindex=-1 first when it cannot take the focus by itself. */
export function focusElement(el: HTMLElement) {
  const focusable = el.matches("a[href], button, input, select, textarea, [tabindex]");
  if (!focusable) el.setAttribute("tabindex", "-1");
  el.scrollIntoView({ block: "center" });
  el.focus({ preventScroll: true });
}

export function ErrorSummary({
  id,
  title,
  entries,
  focusKey,
}: {
  id: string;
  /** The heading (e.g. "Some fields need your attention."). */
  title?: string;
  entries: SummaryEntry[];
  /** A new value after each submit (the action's answer): the summary takes the focus again. */
  focusKey: unknown;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const shown = entries.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger (one focus per answer)
  useEffect(() => {
    if (shown) focusElement(ref.current as HTMLElement);
  }, [focusKey, shown]);
  if (!shown) return null;
  const go = (entry: SummaryEntry) => (e: MouseEvent<HTMLAnchorElement>) => {
    const el = targetOf(entry);
    if (!el) return;
    e.preventDefault();
    focusElement(el);
  };
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-slate-900"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {title ?? t("form.summary.title")}
      </h2>
      <p>{t.plural("form.summary.count", entries.length)}</p>
      <ul className="list-disc space-y-1 pl-5">
        {entries.map((entry) => (
          <li key={entry.field}>
            <a
              href={`#${entry.target ?? id}`}
              onClick={go(entry)}
              className="font-medium text-red-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-900"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The entries of a form's field errors, in the form's order: `order` lists field names or
 * prefixes (`price_tiers`, `specs`) as the form shows them; fields it does not list come last.
 */
export function summaryEntries(
  errors: Record<string, string[]>,
  describe: (field: string) => { label: string; target?: string; name?: string },
  order: readonly string[] = [],
): SummaryEntry[] {
  const rank = (field: string) => {
    const i = order.findIndex((o) => field === o || field.startsWith(`${o}.`));
    return i === -1 ? order.length : i;
  };
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages], i) => ({ field, messages, i, rank: rank(field), ...describe(field) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ field, messages, label, target, name }) => ({ field, messages, label, target, name }));
}
