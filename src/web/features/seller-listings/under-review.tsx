/**
 * The web's one rule for "a listing in moderation cannot be edited" (the API refuses such edits
 * with 409): a product or service sent for verification (status `verified`) waits for a moderator,
 * so its form shows the values read-only, says why and since when, and offers no photo upload
 * (decision 034). The wait is measured by the loader (server time), so the page hydrates as rendered.
 */
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";

/** Whether the listing is under review (sent for verification, no decision yet). */
export const underReview = (listing: { status: string } | null | undefined): boolean =>
  listing?.status === "verified";

/** Since when a listing under review waits, and how long that is (hours, for `t.duration`). */
export function reviewWait(
  listing: { status: string; updated_at: string } | null | undefined,
  now = Date.now(),
): { since: string; hours: number } | null {
  if (!listing || !underReview(listing)) return null;
  // Nothing edits a listing under review: its last update is when it was sent (as the moderators' queue counts).
  const at = new Date(listing.updated_at).getTime();
  return { since: listing.updated_at, hours: Number.isNaN(at) ? 0 : Math.max(0, (now - at) / 3_600_000) };
}

/** The notice above a read-only form: what it is (`notice`) and the reason, with the date and the wait. */
export function UnderReviewNotice({
  id,
  notice,
  wait,
}: {
  id: string;
  notice: ReactNode;
  wait: { since: string; hours: number };
}) {
  const t = useT();
  return (
    <p id={id} className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      {notice} {t("sp.form.underReview", { date: t.date(wait.since), wait: t.duration(wait.hours) })}
    </p>
  );
}
