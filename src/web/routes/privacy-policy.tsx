/** /privacy-policy (issue 20): the privacy policy in the page's language, from src/common/legal/. */
import { loadLegal } from "../../common/legal/types.ts";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/privacy-policy";

export async function loader({ request }: Route.LoaderArgs) {
  return { doc: await loadLegal("privacy", localeFromPath(new URL(request.url).pathname)) };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: loaderData?.doc.title ?? "", description: t("meta.privacy.description") });
};

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} kind="privacy" />;
}
