/** An article's status as the console says it: draft, scheduled for a time, or public since a time. */
import type { EditorArticleSummary } from "../../../common/api/blog-editor.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { formatDate } from "../moderation/review.tsx";

export function statusText(
  t: ReturnType<typeof useT>,
  locale: string,
  a: Pick<EditorArticleSummary, "status" | "publish_at" | "public">,
): string {
  if (a.status === "draft" || !a.publish_at) return t("editor.status.draft");
  const date = formatDate(a.publish_at, locale);
  return a.public ? t("editor.status.publicSince", { date }) : t("editor.status.scheduledFor", { date });
}

export function StatusLine({
  article,
}: {
  article: Pick<EditorArticleSummary, "status" | "publish_at" | "public">;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="text-sm text-slate-800" data-testid="article-status">
      <span className="font-semibold">{t("editor.statusLabel")}</span> {statusText(t, locale, article)}
    </p>
  );
}
