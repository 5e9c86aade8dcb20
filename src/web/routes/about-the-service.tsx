import type { MessageKey } from "../../common/i18n/index.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/about-the-service";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.about.title"), description: t("meta.about.description") });
};

const BUYERS = ["about.buyers1", "about.buyers2", "about.buyers3", "about.buyers4"] as const;
const SELLERS = ["about.sellers1", "about.sellers2", "about.sellers3", "about.sellers4"] as const;

function Column({ id, title, items }: { id: string; title: string; items: readonly MessageKey[] }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((k) => (
          <li key={k} className="flex gap-3 text-slate-800">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-500" />
            {t(k)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the marketplace is, for buyers and for sellers. */
export default function AboutTheService() {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("about.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("about.lead")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Column id="about-buyers" title={t("about.buyersTitle")} items={BUYERS} />
        <Column id="about-sellers" title={t("about.sellersTitle")} items={SELLERS} />
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <AppLink
          to="/marketplace"
          className="inline-flex rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
        >
          {t("about.ctaBuy")}
        </AppLink>
        <AppLink
          to="/business-account"
          prefetch="none"
          className="inline-flex rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {t("about.ctaSell")}
        </AppLink>
      </div>
    </div>
  );
}
