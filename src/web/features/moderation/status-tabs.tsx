/**
 * The tabs above a console list (the pool ratings' statuses, the reviews' visibilities, the
 * directory's kinds): plain links in a named navigation; the one shown is marked
 * aria-current="page", which also gives it its dark look.
 */
import type { ReactNode } from "react";
import { AppLink } from "../../ui/app-link.tsx";

/** A tab: where it leads, its text (with its count when the list has counts), and whether it is shown. */
export interface StatusTab {
  to: string;
  label: string;
  current: boolean;
}

export function StatusTabs({
  label,
  tabs,
  children,
}: {
  /** The navigation's name (e.g. "Statuses"). */
  label: string;
  tabs: StatusTab[];
  /** More items of the list after the tabs (`<li>`s, e.g. the directory's "Show archived"). */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-3">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <AppLink
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className="rounded-md border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
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
