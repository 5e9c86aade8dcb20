/**
 * /admin/articles/new and /admin/articles/:id (issue 19, moderator console): the article editor —
 * settings, cover, English and French side by side with a live preview of each body, body images,
 * draft / schedule / publish / unpublish, and the revision history with restore. Every button works
 * without JavaScript (the form posts to this route's action; "Preview" renders on the server).
 */
import { Form, type ShouldRevalidateFunctionArgs } from "react-router";
import type { EditorArticle, PreviewResult, RevisionSummary } from "../../common/api/blog-editor.ts";
import { FormMessage, SubmitButton, secondaryButtonClass } from "../features/accounts/form.tsx";
import { DONE, type Done, editorAction } from "../features/article-editor/action.server.ts";
import { EditorForm } from "../features/article-editor/editor-form.tsx";
import { StatusLine } from "../features/article-editor/status.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-article-edit";

/** The article's id, or null on /admin/articles/new (any other value: 404 from the API). */
const idOf = (params: { id?: string }) => (params.id === undefined ? null : params.id);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const done = new URL(request.url).searchParams.get("done");
  const api = apiFor(request, context);
  const id = idOf(params);
  try {
    const categories = await api.call("blog.categories");
    const doneKey = (DONE as readonly (string | null)[]).includes(done) ? (done as Done) : null;
    if (id === null) return { article: null, revisions: [], categories, previews: {}, done: doneKey };
    const [article, revisions] = await Promise.all([
      api.call("editor.get", { params: { id } }),
      api.call("editor.revisions", { params: { id } }),
    ]);
    const previews: Partial<Record<"en" | "fr", PreviewResult>> = {};
    for (const lang of ["en", "fr"] as const) {
      const body = article[`body_${lang}`];
      if (body.trim()) previews[lang] = await api.call("editor.preview", { body: { body } });
    }
    return { article, revisions, categories, previews, done: doneKey };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const id = idOf(params);
  return editorAction(request, context, id === null ? null : Number(id) || -1);
}

/** A preview or an image upload changes no article field: the article and its history are not loaded again for them. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "preview" || intent === "uploadImage") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const article = data?.article;
  const title = article ? t("editor.editTitle", { title: article.title }) : t("editor.newTitle");
  return [
    ...pageMeta(t, { title, description: t("editor.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalPath();
  const { article, revisions, categories, previews, done } = loaderData;
  return (
    <div className="space-y-6">
      <p>
        <a href={local("/admin/articles")} className="text-sm font-medium text-amber-800 underline">
          {t("editor.backToList")}
        </a>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">
        {article ? t("editor.editTitle", { title: article.title }) : t("editor.newTitle")}
      </h1>
      {article ? <StatusLine article={article} /> : null}
      {article?.public ? (
        <p>
          <a
            href={local(`/pulse/articles/${article.slug}`)}
            className="text-sm font-medium text-amber-800 underline"
          >
            {t("editor.viewPublic")}
          </a>
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-emerald-900">
        {done ? t(`editor.done.${done}`) : ""}
      </p>
      <FormMessage result={actionData} />
      <EditorForm article={article} categories={categories} previews={previews} result={actionData} />
      {article ? <History revisions={revisions} /> : null}
      {article ? <DeleteForm article={article} /> : null}
    </div>
  );
}

function History({ revisions }: { revisions: RevisionSummary[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="revisions-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="revisions-title" className="text-lg font-semibold text-slate-900">
        {t("editor.history")}
      </h2>
      <ol className="mt-3 divide-y divide-slate-200" data-testid="revisions">
        {revisions.map((r, i) => {
          const when = formatDate(r.created_at, locale);
          return (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{when}</span>{" "}
                <span className="text-slate-700">
                  {t("editor.revisionBy", { name: r.saved_by, status: t(`editor.status.${r.status}`) })}
                </span>{" "}
                <span className="text-slate-900">{r.title_en || r.title_fr}</span>
                {i === 0 ? <span className="ml-2 text-slate-600">{t("editor.current")}</span> : null}
              </span>
              {i === 0 ? null : (
                <Form method="post">
                  <input type="hidden" name="revision_id" value={r.id} />
                  <SubmitButton name="intent" value="restore" className={secondaryButtonClass}>
                    {t("editor.restore", { date: when })}
                  </SubmitButton>
                </Form>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function DeleteForm({ article }: { article: EditorArticle }) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="confirm" required className="size-4 accent-amber-500" />
        {t("editor.deleteConfirm")}
      </label>
      <SubmitButton name="intent" value="delete" className={secondaryButtonClass}>
        {t("editor.delete", { title: article.title })}
      </SubmitButton>
    </Form>
  );
}
