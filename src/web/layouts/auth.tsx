import { Outlet } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { AppLink } from "../ui/app-link.tsx";
import { LanguageSwitch } from "../ui/language-switch.tsx";
import { Logo } from "../ui/logo.tsx";
import { SkipLink } from "../ui/skip-link.tsx";

/** The auth layout (sign-in, sign-up, password reset): a quiet page around one card. */
export default function AuthLayout() {
  const t = useT();
  return (
    <>
      <SkipLink />
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4">
          <AppLink to="/" aria-label={t("shell.home")} className="rounded-md">
            <Logo />
          </AppLink>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-600">
        <AppLink to="/marketplace" className="underline-offset-2 hover:underline">
          {t("auth.backToSite")}
        </AppLink>
      </footer>
    </>
  );
}
