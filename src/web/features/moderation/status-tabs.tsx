/**
 * The tabs above a console list (the pool ratings' statuses, the reviews' visibilities, the
 * directory's kinds; as underlined links, the feedback's statuses and the decisions' kinds): plain
 * links in a named navigation; the one shown is marked aria-current="page", which also gives it
 * its look (dark, or bold and underlined).
 */
import type { ReactNode } from "react";
import { AppLink } from "../../ui/app-link.tsx";
import { linkClass } from "../../ui/link-class.ts";

const LOOKS = {
  pills: {
    list: "flex flex-wrap items-center gap-3",
    tab: () =>
      "rounded-md border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-slate-900 aria-[current=page]:text-white",
  },
  links: {
    list: "flex flex-wrap items-center gap-3 text-sm",
    tab: (current: boolean) => (current ? "font-semibold text-slate-900 underline" : linkClass),
  },
} as const;

/** A tab: where it leads, its text (with its count when the list has counts), and whether it is shown. */
export interface StatusTab {
  to: string;
  label: string;
  current: boolean;
}

export function StatusTabs({
  label,
  tabs,
  look = "pills",
  children,
}: {
  /** The navigation's name (e.g. "Statuses"). */
  label: string;
  tabs: StatusTab[];
  /** Bordered tabs (the default) or underlined links. */
  look?: keyof typeof LOOKS;
  /** More items of the list after the tabs (`<li>`s, e.g. the directory's "Show archived"). */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className={LOOKS[look].list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <AppLink
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={LOOKS[look].tab(tab.current)}
            >
              {tab.label}
            </AppLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
