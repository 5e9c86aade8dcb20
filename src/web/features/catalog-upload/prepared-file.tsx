/**
 * A file the API prepares in the background (docs/decisions/066: the errors file of an import, an
 * export of products): "Preparing your file…" with its progress while the job builds it, then the
 * download link. The status is a live region, so a screen reader hears when the file is ready.
 * The page polls (its loader asks the API again) with JavaScript; without, a "Check again" link.
 */
import type { PreparedFile } from "../../../common/api/excel.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { linkClass, secondaryButtonClass } from "../accounts/form.tsx";

export const isPreparing = (file: PreparedFile | null | undefined) =>
  file?.status === "queued" || file?.status === "running";

export function PreparedDownload({
  file,
  label,
  hintId,
  refreshTo,
}: {
  file: PreparedFile;
  /** The link's text once the file is ready. */
  label: string;
  /** The id of a hint saying what the file holds. */
  hintId?: string;
  /** This page again (without JavaScript: to check again, or to ask again after a failure). */
  refreshTo: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const busy = isPreparing(file);
  const { done, total } = file.progress;
  return (
    <span className="block space-y-2">
      <span role="status" aria-live="polite" className="block text-sm text-slate-800">
        {file.status === "ready" ? null : file.status_label}
      </span>
      {file.status === "ready" ? (
        <a href={file.download_url} download className={linkClass} aria-describedby={hintId}>
          {label}
        </a>
      ) : null}
      {busy && total ? (
        <progress
          className="block h-2 w-full max-w-sm"
          value={Math.min(done, total)}
          max={total}
          aria-label={file.status_label}
        />
      ) : null}
      {busy && hydrated ? (
        <span className="block text-sm text-slate-600">{t("cu.file.pollHint")}</span>
      ) : null}
      {(busy && !hydrated) || file.status === "failed" ? (
        <AppLink to={refreshTo} className={secondaryButtonClass} prefetch="none">
          {file.status === "failed" ? t("cu.file.askAgain") : t("cu.file.checkAgain")}
        </AppLink>
      ) : null}
    </span>
  );
}
