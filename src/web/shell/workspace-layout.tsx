import type { ReactNode } from "react";
import { Outlet } from "react-router";
import type { MessageKey, PluralKey } from "../../common/i18n/index.ts";
import { useT } from "../i18n/use-t.ts";
import { AppNavLink } from "../ui/app-link.tsx";
import { CountBadge } from "../ui/count-badge.tsx";
import { SiteFooter } from "../ui/site-footer.tsx";
import { SkipLink } from "../ui/skip-link.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * The shape shared by the buyer and seller workspaces: a side navigation beside the page (or
 * beside `children` instead of the page, e.g. the seller pages' notice in the buyer view).
 */
export function WorkspaceLayout({
  label,
  links,
  children,
}: {
  label: MessageKey;
  /** A link may carry a count of what waits behind it, named by `countKey` ("3 requests waiting for you"). */
  links: ReadonlyArray<{
    to: string;
    key: MessageKey;
    end?: boolean;
    count?: number | null;
    countKey?: PluralKey;
  }>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
        <nav aria-label={t(label)} className="md:w-56 md:shrink-0">
          <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t(label)}
          </h2>
          {/* `relative`: the counts' screen-reader text (absolutely placed) stays inside the list's
              sideways scroll on a phone instead of widening the page. */}
          <ul className="relative flex gap-1 overflow-x-auto md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <AppNavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-200"
                    }`
                  }
                >
                  {t(link.key)}
                  {link.count && link.countKey ? (
                    <CountBadge count={link.count} label={t.plural(link.countKey, link.count)} />
                  ) : null}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1">
          {children ?? <Outlet />}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
