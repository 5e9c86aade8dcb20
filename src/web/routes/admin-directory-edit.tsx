import "../i18n/directory-messages.ts";
/**
 * /admin/directory/new/:kind and /admin/directory/:id (issue 20, moderator console): one form to
 * create or change a pool, an exchanger or a firmware link; the API checks every field.
 */
import { redirect } from "react-router";
import { DIRECTORY_KINDS, type DirectoryKind } from "../../common/directory.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import { type FormResult, linkClass } from "../features/accounts/form.tsx";
import { entryBody } from "../features/directory/entry-form.server.ts";
import { type BrandChoice, EntryForm } from "../features/directory/entry-form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-directory-edit";

type Api = ReturnType<typeof apiFor>;

/** Brands with their models, for a firmware entry's selects. */
async function brandChoices(api: Api): Promise<BrandChoice[]> {
  const [brands, models] = await Promise.all([
    api.call("catalog.brands", { query: { page: 1, page_size: 500 } }),
    api.call("catalog.minerModels", { query: {} }),
  ]);
  return brands.results.map((b) => ({
    id: b.id,
    name: b.name,
    models: models.filter((m) => m.brand.id === b.id).map((m) => ({ id: m.id, name: m.name })),
  }));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const api = apiFor(request, context);
  try {
    const entry = params.id ? await api.call("directory.adminGet", { params: { id: params.id } }) : null;
    const kind = (entry?.kind ?? params.kind) as DirectoryKind;
    if (!(DIRECTORY_KINDS as readonly string[]).includes(kind))
      throw new Response("Not found", { status: 404 });
    return { entry, kind, brands: kind === "firmware" ? await brandChoices(api) : [] };
  } catch (error) {
    if (error instanceof Response) throw error;
    pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const kind = (params.kind ?? "") as DirectoryKind;
  try {
    if (params.id) {
      const current = await api.call("directory.adminGet", { params: { id: params.id } });
      const body = entryBody(current.kind, await request.formData());
      await api.call("directory.adminUpdate", { params: { id: params.id }, body });
      return { intent: "save", ok: t("directoryAdmin.saved") } satisfies FormResult;
    }
    const created = await api.call("directory.adminCreate", {
      body: entryBody(kind, await request.formData()),
    });
    return redirect(localizePath(`/admin/directory/${created.id}`, locale));
  } catch (error) {
    return formFailure(error, { intent: "save" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("directoryAdmin.title"), description: t("directoryAdmin.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminDirectoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { entry, kind, brands } = loaderData;
  return (
    <div className="space-y-5">
      <AppLink to="/admin/directory" className={linkClass}>
        {t("directoryAdmin.back")}
      </AppLink>
      <h1 className="text-2xl font-bold text-slate-900">
        {entry ? t("directoryAdmin.editTitle", { name: entry.name }) : t(`directoryAdmin.new.${kind}`)}
      </h1>
      <EntryForm kind={kind} entry={entry} brands={brands} result={actionData as FormResult | undefined} />
    </div>
  );
}
