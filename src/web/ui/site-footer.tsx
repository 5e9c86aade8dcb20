import { useT } from "../i18n/use-t.ts";
import { AppLink } from "./app-link.tsx";
import { CookieSettingsLink } from "./cookie-settings-link.tsx";
import { GlobeIcon } from "./icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { NewsletterFooterForm } from "./newsletter-footer-form.tsx";

const COLUMNS = [
  {
    title: "footer.marketplace",
    links: [
      { to: "/marketplace", key: "nav.marketplace" },
      { to: "/products-catalog", key: "nav.products" },
      { to: "/services-catalog", key: "nav.services" },
      { to: "/companies-catalog", key: "nav.companies" },
    ],
  },
  {
    title: "footer.resources",
    links: [
      { to: "/pulse", key: "footer.pulse" },
      { to: "/handbook", key: "footer.handbook" },
      { to: "/calculators-and-widgets", key: "footer.calculators" },
      { to: "/pool", key: "footer.pool" },
      { to: "/cryptoexchangers", key: "footer.exchangers" },
    ],
  },
  {
    title: "footer.company",
    links: [
      { to: "/about-the-service", key: "footer.about" },
      { to: "/business-account", key: "footer.becomeSeller" },
      { to: "/add-services", key: "footer.addServices" },
      { to: "/feedback", key: "footer.feedback" },
      { to: "/newsletter", key: "footer.newsletter" },
    ],
  },
] as const;

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo className="text-white" />
          <p className="max-w-xs text-sm">{t("app.tagline")}</p>
          <NewsletterFooterForm />
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{t(col.title)}</h2>
            <ul className="space-y-2 text-sm">
              {col.links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} prefetch="none" className="hover:text-white hover:underline">
                    {t(link.key)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year: new Date().getUTCFullYear() })}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <nav aria-label={t("footer.legal")}>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                <li>
                  <AppLink to="/privacy-policy" prefetch="none" className="hover:text-white hover:underline">
                    {t("footer.privacy")}
                  </AppLink>
                </li>
                <li>
                  <AppLink to="/terms" prefetch="none" className="hover:text-white hover:underline">
                    {t("footer.terms")}
                  </AppLink>
                </li>
                <li>
                  <CookieSettingsLink className="hover:text-white hover:underline" />
                </li>
              </ul>
            </nav>
            <div className="flex items-center gap-2">
              <GlobeIcon className="size-4" />
              <LanguageSwitch variant="list" />
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
