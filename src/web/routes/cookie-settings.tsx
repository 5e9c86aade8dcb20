/**
 * /cookie-settings (issue 22): the consent settings as a page, for a visitor without JavaScript
 * (the footer's "Cookie settings" and the banner's "Manage cookies" lead here; a hydrated page opens
 * the same form in a dialog instead). Returns to `to` once saved.
 */
import { useNavigate, useSearchParams } from "react-router";
import { safeLocalPath } from "../../common/safe-redirect.ts";
import { ConsentSettingsForm } from "../features/consent/settings-form.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/cookie-settings";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, {
      title: t("meta.cookieSettings.title"),
      description: t("meta.cookieSettings.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function CookieSettingsPage() {
  const t = useT();
  const localPath = useLocalPath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = safeLocalPath(params.get("to")) ?? localPath("/");
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-slate-900">{t("consent.settingsTitle")}</h1>
      <p className="mt-3 mb-6 text-slate-700">{t("consent.settingsIntro")}</p>
      <ConsentSettingsForm idPrefix="consent-page" to={to} onDone={() => navigate(to)} />
    </div>
  );
}
