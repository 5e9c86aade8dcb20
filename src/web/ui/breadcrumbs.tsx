import { AppLink } from "./app-link.tsx";
import { ChevronRightIcon } from "./icons.tsx";

export interface Crumb {
  label: string;
  /** A site path; the current page's crumb has none and is marked aria-current. */
  to?: string;
}

/** The trail above a page: Home › Catalogue › Category › (this page). */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => (
          <li key={c.to ?? c.label} className="flex items-center gap-1">
            {i > 0 ? <ChevronRightIcon className="size-3.5" /> : null}
            {c.to ? (
              <AppLink to={c.to} className="hover:text-slate-900 hover:underline">
                {c.label}
              </AppLink>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
