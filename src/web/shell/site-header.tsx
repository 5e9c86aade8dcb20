/**
 * The site header: logo, navigation and the parts that belong to features (search box, chat,
 * account menu). It lives in shell/ because it composes features; ui/ stays free of them.
 */
import { useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { UserMenu, ViewAsSwitch } from "../features/accounts/user-menu.tsx";
import { HeaderChat } from "../features/chat/header-chat.tsx";
import { OrdersMenuLinks } from "../features/orders/nav-links.tsx";
import { SearchBox } from "../features/search/search-box.tsx";
import { stripLocale } from "../i18n/locale.ts";
import { useT } from "../i18n/use-t.ts";
import type { loader as rootLoader } from "../root.tsx";
import { AppLink, AppNavLink } from "../ui/app-link.tsx";
import { MenuIcon } from "../ui/icons.tsx";
import { LanguageSwitch } from "../ui/language-switch.tsx";
import { Logo } from "../ui/logo.tsx";

const NAV = [
  { to: "/marketplace", key: "nav.marketplace" },
  { to: "/products-catalog", key: "nav.products" },
  { to: "/services-catalog", key: "nav.services" },
  { to: "/companies-catalog", key: "nav.companies" },
  { to: "/pulse", key: "pulse.nav" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-slate-800 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
  }`;

/**
 * The site's search box: a GET form to /search (works without JavaScript), with suggestions as you
 * type (features/search/search-box.tsx).
 */
export function HeaderSearch({ id, className = "" }: { id: string; className?: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearch = stripLocale(pathname) === "/search";
  return (
    <div className={className}>
      <SearchBox id={id} defaultValue={onSearch ? (params.get("q") ?? "") : ""} />
    </div>
  );
}

export function SiteHeader() {
  const t = useT();
  const location = useLocation();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  return (
    <header className="relative bg-slate-900 text-white">
      {/* Tighter below `sm`: a seller's header (language, view switch, chat, account, menu) fits 320 px. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <AppLink to="/" className="shrink-0 rounded-md text-white" aria-label={t("shell.home")}>
          <Logo compact />
        </AppLink>
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <AppNavLink to={item.to} className={navLinkClass}>
                  {t(item.key)}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch id="site-search" className="ml-auto hidden max-w-xs flex-1 lg:block" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:ml-0">
          <LanguageSwitch />
          <ViewAsSwitch />
          <HeaderChat />
          <UserMenu extra={(itemClass) => <OrdersMenuLinks className={itemClass} />} />
          {/* Small screens: the navigation folds into a disclosure (no JavaScript needed). Closed, its
              menu takes no box at all: Chromium still lays out a closed disclosure's content, and
              its links (with their counts) widened a 320 px page. */}
          <details key={location.pathname} className="group md:hidden">
            <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
              <MenuIcon className="size-6" />
              <span className="sr-only">{t("nav.menu")}</span>
            </summary>
            <nav
              aria-label={t("nav.main")}
              className="absolute inset-x-0 top-16 z-30 hidden border-t border-slate-700 bg-slate-900 px-4 pb-4 shadow-lg group-open:block"
            >
              <ul className="flex flex-col gap-1 pt-2">
                {NAV.map((item) => (
                  <li key={item.to}>
                    <AppNavLink to={item.to} className={(s) => `block ${navLinkClass(s)}`}>
                      {t(item.key)}
                    </AppNavLink>
                  </li>
                ))}
                {signedIn ? (
                  // A signed-in user's requests and orders, with what waits for them (also in the account menu).
                  <li className="mt-1 border-t border-slate-700 pt-1">
                    <OrdersMenuLinks className={`block ${navLinkClass({ isActive: false })}`} />
                  </li>
                ) : null}
              </ul>
            </nav>
          </details>
        </div>
      </div>
      <div className="px-4 pb-3 lg:hidden">
        <HeaderSearch id="site-search-small" />
      </div>
    </header>
  );
}
