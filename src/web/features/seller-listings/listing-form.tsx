/**
 * The shell of the seller's listing forms (/seller-products/add|edit, /seller-services/add|edit;
 * decisions 014 and 034): the heading with the listing's status, the notices (sent, saved,
 * published, pending change, under review, rejected), and the one form with its error summary,
 * its read-only state under review and its actions ("Save draft" or "Save changes", "Send for
 * verification", the confirmation). The product and service pages bring their own fields and texts.
 */
import type { ReactNode, Ref } from "react";
import { Form, useSearchParams } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ErrorSummary, summaryEntries } from "../../ui/error-summary.tsx";
import {
  buttonClass,
  Confirmation,
  FormMessage,
  type FormResult,
  linkClass,
  secondaryButtonClass,
} from "../accounts/form.tsx";
import { PendingBadge } from "../sellers/company-fields.tsx";
import { fieldErrors } from "./form-fields.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { UnderReviewNotice, underReview } from "./under-review.tsx";

/** What the shell reads of a product or a service as its seller edits it. */
export interface EditedListing {
  id: number;
  status: string;
  status_label: string;
  archived_from?: string | null;
  rejection_reason?: string | null;
  pending_change?: { fields: string[] } | null;
}

/** A draft or a rejected listing is sent for verification; a published one saves changes. */
export const canSendForVerification = (listing: EditedListing | null) =>
  !listing || listing.status === "draft" || listing.status === "rejected";

/**
 * The form's answer when it is the listing form's (`intent`), its field errors (`err`) and the
 * "pending moderation" badge of a field (`badge`).
 */
export function useListingForm<R extends FormResult>(
  result: R | undefined,
  intent: string,
  listing: EditedListing | null,
) {
  const own = result?.intent === intent ? result : undefined;
  const errors = own?.fields ?? {};
  const pending = listing?.pending_change?.fields ?? [];
  return {
    result: own,
    errors,
    err: fieldErrors(errors),
    pending,
    badge: (field: string) => <PendingBadge show={pending.includes(field)} />,
  };
}

/** The heading: back to the list, the title, what the page is for, and the listing's status line. */
export function ListingFormHeader({
  back,
  title,
  description,
  status,
}: {
  back: { to: string; label: string };
  title: string;
  description: string;
  /** The line naming the saved listing's status (nothing for a new one). */
  status: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <AppLink to={back.to} className={linkClass}>
        {back.label}
      </AppLink>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{description}</p>
      {status ? <p className="text-sm text-slate-800">{status}</p> : null}
    </header>
  );
}

/** The status line of a saved listing: a label (and what follows it), then the status in words. */
export function StatusLine({ listing, children }: { listing: EditedListing; children: ReactNode }) {
  return (
    <>
      {children}
      <StatusBadge status={listing.status} label={listing.status_label} />
    </>
  );
}

const noticeClass = {
  ok: "rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900",
  warn: "rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900",
  error: "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800",
};

/**
 * The notices above the form: "sent" or "saved" after a redirect (`?sent=1`, `?saved=1`), the
 * published listing whose changes go to moderation, the change waiting for a moderator, the review
 * in progress (the form is read-only, `#under-review`), and the moderator's reason of a rejection.
 */
export function ListingNotices({
  listing,
  wait,
  answered,
  texts,
}: {
  listing: EditedListing | null;
  wait: { since: string; hours: number } | null;
  /** The form has just answered (its own message replaces "saved"). */
  answered: boolean;
  texts: {
    sent: string;
    approved: string;
    pending: (fields: string[]) => string;
    verified: string;
    rejected: (reason: string) => string;
  };
}) {
  const t = useT();
  const [params] = useSearchParams();
  const published = listing && (listing.status === "approved" || listing.archived_from === "approved");
  return (
    <>
      {params.get("sent") ? (
        <p role="status" className={noticeClass.ok}>
          {texts.sent}
        </p>
      ) : params.get("saved") && !answered ? (
        <p role="status" className={noticeClass.ok}>
          {t("sp.form.saved")}
        </p>
      ) : null}
      {published ? <p className={noticeClass.warn}>{texts.approved}</p> : null}
      {listing?.pending_change ? (
        <p className={noticeClass.warn}>{texts.pending(listing.pending_change.fields)}</p>
      ) : null}
      {underReview(listing) && wait ? (
        <UnderReviewNotice id="under-review" notice={texts.verified} wait={wait} />
      ) : null}
      {listing?.status === "rejected" && listing.rejection_reason ? (
        <p className={noticeClass.error}>{texts.rejected(listing.rejection_reason)}</p>
      ) : null}
    </>
  );
}

/**
 * The listing form: the saved (or just created) listing's id as `idName`, the error summary
 * (`errorsId`, fields in `order`, each described by `describe`), the form's own message, the
 * fields (read-only while the listing is under review) and the actions.
 */
export function ListingForm({
  formRef,
  intent,
  idName,
  savedId,
  errorsId,
  result,
  describe,
  order,
  listing,
  wait,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  intent: string;
  idName: string;
  savedId: number | undefined;
  errorsId: string;
  result: FormResult | undefined;
  describe: (field: string) => { label: string; target?: string; name?: string };
  order: readonly string[];
  listing: EditedListing | null;
  wait: { since: string; hours: number } | null;
  children: ReactNode;
}) {
  const t = useT();
  const locked = underReview(listing);
  const canVerify = canSendForVerification(listing);
  return (
    <Form method="post" ref={formRef} className="space-y-6" noValidate>
      {savedId ? <input type="hidden" name={idName} value={savedId} /> : null}
      <ErrorSummary
        id={errorsId}
        title={result?.detail}
        entries={summaryEntries(result?.fields ?? {}, describe, order)}
        focusKey={result}
      />
      {result?.fields && Object.keys(result.fields).length ? null : (
        <FormMessage result={result?.detail ? result : undefined} intent={intent} />
      )}
      {/* Under review: the values read-only (disabled), the reason above. */}
      <fieldset
        disabled={locked}
        aria-describedby={locked && wait ? "under-review" : undefined}
        className="min-w-0 space-y-6"
      >
        {children}
      </fieldset>
      {locked ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="draft" className={secondaryButtonClass}>
            {canVerify ? t("sp.form.saveDraft") : t("sp.form.saveChanges")}
          </button>
          {canVerify ? (
            <button type="submit" name="intent" value="verify" className={buttonClass}>
              {t("sp.form.sendVerify")}
            </button>
          ) : null}
          <Confirmation result={result} intent={intent} />
        </div>
      )}
    </Form>
  );
}
