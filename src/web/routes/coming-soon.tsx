import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/coming-soon";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("meta.comingSoon.title"), description: t("comingSoon.text") }),
    { name: "robots", content: "noindex" },
  ];
};

/** /coming-soon, and /orders until its own issue. */
export default function ComingSoon() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto size-20 text-amber-500">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M32 16v17l11 7" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t("comingSoon.title")}</h1>
      <p className="mt-3 text-slate-600">{t("comingSoon.text")}</p>
      <AppLink
        to="/marketplace"
        className="mt-8 inline-flex rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
      >
        {t("comingSoon.back")}
      </AppLink>
    </div>
  );
}
