import { MARKETPLACE_EMAILS } from "../../common/constants.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/advertisment";

const EMAIL = MARKETPLACE_EMAILS.advertising;

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.ads.title"), description: t("meta.ads.description") });
};

const OPTIONS = [
  { id: "ads-banners", title: "ads.bannersTitle", text: "ads.banners" },
  { id: "ads-featured", title: "ads.featuredTitle", text: "ads.featured" },
  { id: "ads-newsletter", title: "ads.newsletterTitle", text: "ads.newsletter" },
] as const;

/** /advertisment (the spec's spelling): advertising options; the partner request form comes later. */
export default function Advertisment() {
  const t = useT();
  const [before, after] = t("ads.contact", { email: "\u0000" }).split("\u0000");
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("ads.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("ads.lead")}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {OPTIONS.map((o) => (
          <li key={o.id}>
            <section
              aria-labelledby={o.id}
              className="h-full rounded-lg border border-slate-200 bg-white p-6"
            >
              <h2 id={o.id} className="text-lg font-bold text-slate-900">
                {t(o.title)}
              </h2>
              <p className="mt-2 text-slate-700">{t(o.text)}</p>
            </section>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-800">
        {before}
        <a href={`mailto:${EMAIL}`} className="font-semibold text-sky-800 underline">
          {EMAIL}
        </a>
        {after}
      </p>
    </div>
  );
}
