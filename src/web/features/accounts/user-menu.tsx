/**
 * The header's account corner: "Sign in" for a guest; otherwise the avatar opening a menu (My
 * account, what the header adds (requests and orders), the seller menu of a seller outside the
 * buyer view, Sign out). A <details> disclosure: works without JavaScript, Escape closes it.
 */
import type { KeyboardEvent, ReactNode } from "react";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import { stripLocale } from "../../i18n/locale.ts";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { AppLink } from "../../ui/app-link.tsx";
import { UserAvatar } from "./user-avatar.tsx";

/** The seller pages of the account menu (only those that exist so far). */
const SELLER_MENU = [
  { to: "/settings", key: "seller.settings" },
  { to: "/seller-partner", key: "seller.partner" },
] as const;

/**
 * The header's "View as user" switch of a seller, and back (a form: works without JavaScript).
 * Below the `sm` width its visible label is short ("Buyer view"; the full one stays its accessible
 * name): the full label made a 320 px screen scroll sideways.
 */
export function ViewAsSwitch() {
  const t = useT();
  const localPath = useLocalPath();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  if (!user?.seller) return null;
  const label = t(user.viewAsBuyer ? "seller.viewAsSeller" : "seller.viewAsBuyer");
  return (
    <Form method="post" action={localPath("/view-as")}>
      <input type="hidden" name="view_as_buyer" value={user.viewAsBuyer ? "false" : "true"} />
      <button
        type="submit"
        className="rounded-md border border-slate-600 px-2 py-1.5 text-xs font-medium whitespace-nowrap text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <span className="hidden sm:inline">{label}</span>
        <span className="sm:hidden" aria-hidden="true">
          {t(user.viewAsBuyer ? "seller.viewAsSeller.short" : "seller.viewAsBuyer.short")}
        </span>
        <span className="sr-only sm:hidden">{label}</span>
      </button>
    </Form>
  );
}

/** `extra`: more items after "My account" (the header's requests and orders), given the items' class. */
export function UserMenu({ extra }: { extra?: (itemClass: string) => ReactNode } = {}) {
  const t = useT();
  const localPath = useLocalPath();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  if (!user) {
    const here = stripLocale(location.pathname);
    const next = here === "/" ? null : location.pathname + location.search;
    return (
      <AppLink
        to={next ? `/sign-in?${new URLSearchParams({ next })}` : "/sign-in"}
        prefetch="none"
        className="rounded-md bg-amber-400 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-amber-300"
      >
        {t("nav.signIn")}
      </AppLink>
    );
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key === "Escape" && e.currentTarget.open) {
      e.currentTarget.open = false;
      e.currentTarget.querySelector("summary")?.focus();
    }
  };
  const sellerView = user.seller && !user.viewAsBuyer;
  const item =
    "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500";
  return (
    <details key={location.pathname} className="relative" onKeyDown={onKeyDown}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-400 [&::-webkit-details-marker]:hidden">
        <UserAvatar name={user.name} url={user.avatar} />
        <span className="sr-only">{t("auth.menu.label", { name: user.name })}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg">
        <p className="truncate px-3 py-2 text-sm">
          <span className="block font-semibold">{user.name}</span>
          <span className="block truncate text-xs text-slate-600">{user.email}</span>
        </p>
        <AppLink to={sellerView ? "/settings" : "/buyer-account"} className={item}>
          {t("auth.menu.account")}
        </AppLink>
        {extra?.(item)}
        {sellerView ? (
          // The seller menu; hidden in the buyer view ("View as user").
          <nav aria-label={t("seller.nav")} className="border-t border-slate-100 pt-1">
            <p
              aria-hidden="true"
              className="px-3 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {t("seller.nav")}
            </p>
            {SELLER_MENU.map((link) => (
              <AppLink key={link.to} to={link.to} className={item}>
                {t(link.key)}
              </AppLink>
            ))}
          </nav>
        ) : null}
        {user.seller ? null : (
          <AppLink to="/business-account" className={item}>
            {t("seller.onboarding.title")}
          </AppLink>
        )}
        <Form method="post" action={localPath("/sign-out")}>
          <button type="submit" className={item}>
            {t("auth.menu.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
