import "../i18n/directory-messages.ts";
/**
 * /admin/directory (issue 20, moderator console): the directory's entries by kind, current or
 * archived, with links to create and edit them and a button to archive or show one again.
 */
import { Form } from "react-router";
import type { DirectoryKind } from "../../common/directory.ts";
import { DIRECTORY_KINDS } from "../../common/directory.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { StatusTabs } from "../features/moderation/status-tabs.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-directory";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const raw = url.searchParams.get("kind") ?? "";
  const kind = (DIRECTORY_KINDS as readonly string[]).includes(raw) ? (raw as DirectoryKind) : undefined;
  const archived = url.searchParams.get("archived") === "true";
  try {
    const list = await apiFor(request, context).call("directory.adminList", { query: { kind, archived } });
    return { list, kind: kind ?? null, archived };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  const archived = v.archived === "true";
  try {
    const entry = await accountsApi(request, context).call("directory.adminArchive", {
      params: { id: v.id ?? "" },
      body: { archived },
    });
    const key = archived ? "directoryAdmin.archivedDone" : "directoryAdmin.unarchivedDone";
    return { intent: "archive", ok: t(key, { name: entry.name }) } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent: "archive" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("directoryAdmin.title"), description: t("directoryAdmin.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminDirectory({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { list, kind, archived } = loaderData;
  const query = (k: string | null, a: boolean) =>
    `/admin/directory?${new URLSearchParams({ ...(k ? { kind: k } : {}), ...(a ? { archived: "true" } : {}) })}`;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("directoryAdmin.title")}</h1>
      <p className="text-slate-700">{t("directoryAdmin.lead")}</p>
      <div className="flex flex-wrap gap-2">
        {DIRECTORY_KINDS.map((k) => (
          <AppLink key={k} to={`/admin/directory/new/${k}`} className={buttonClass}>
            {t(`directoryAdmin.new.${k}`)}
          </AppLink>
        ))}
      </div>
      <StatusTabs
        label={t("directoryAdmin.kinds")}
        tabs={[null, ...DIRECTORY_KINDS].map((k) => ({
          to: query(k, archived),
          label: k ? t(`directoryAdmin.kind.${k}`) : t("directoryAdmin.all"),
          current: k === kind,
        }))}
      >
        <li className="text-sm">
          <AppLink to={query(kind, !archived)} className={linkClass}>
            {archived ? t("directoryAdmin.showCurrent") : t("directoryAdmin.showArchived")}
          </AppLink>
        </li>
      </StatusTabs>
      <FormMessage result={actionData as FormResult | undefined} intent="archive" />
      {list.results.length === 0 ? <p className="text-slate-700">{t("directoryAdmin.none")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {list.results.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <AppLink
                to={`/admin/directory/${e.id}`}
                className={linkClass}
                aria-label={t("directoryAdmin.edit", { name: e.name })}
              >
                {e.name}
              </AppLink>
              <p className="text-sm text-slate-600">
                {t(`directoryAdmin.kind.${e.kind}`)} · {t("directoryAdmin.figuresDate")} {e.figures_date} ·{" "}
                {e.archived ? t("directoryAdmin.archived") : t("directoryAdmin.current")}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="id" value={e.id} />
              <SubmitButton
                className={secondaryButtonClass}
                name="archived"
                value={e.archived ? "false" : "true"}
              >
                {t(e.archived ? "directoryAdmin.unarchive" : "directoryAdmin.archive", { name: e.name })}
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
