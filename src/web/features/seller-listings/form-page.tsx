/**
 * The shell of the seller's listing forms (/seller-products/add|edit, /seller-services/add|edit;
 * decisions 014 and 034): the heading with the listing's status, the notices (sent, saved,
 * published, pending change, under review, rejected), and the one form with its error summary,
 * its read-only state under review and its actions ("Save draft" or "Save changes", "Send for
 * verification", the confirmation). The product and service pages bring their own fields and texts.
 */
import type { ReactNode, Ref } from "react";
import { Form, useSearchParams } from "react-router";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { useT } from "../../i18n/use-t.ts";
import { pageMeta } from "../../lib/meta.ts";
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
import { fieldErrors, Input, Section, TextArea } from "./form-fields.tsx";
import { MediaEditor, type MediaItem } from "./media-editor.tsx";
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
 * The form's answer when it is the listing form's (`intent`), whether the listing is under review
 * (`locked`), its field errors (`err`), the "pending moderation" badge of a field (`badge`), and
 * both for an input's props (`fieldOf`).
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
    /** Under review: read-only. */
    locked: underReview(listing),
    errors,
    err: fieldErrors(errors),
    pending,
    badge: (field: string) => <PendingBadge show={pending.includes(field)} />,
    /** A field's errors and badge, for an input's props. */
    fieldOf: (field: string) => ({
      errors: fieldErrors(errors)(field),
      badge: <PendingBadge show={pending.includes(field)} />,
    }),
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

/** The listings a seller edits, and the catalogue prefixes of their texts. */
export type ListingKind = "product" | "service";
const TEXTS = { product: "sp", service: "ss" } as const;
const MEDIA_TEXTS = { product: "sp.photos", service: "ss.images" } as const;

/**
 * A listing's add or edit page: the heading (back to `/seller-{kind}s`), the notices, the media
 * editor (`media`) and the form (`children` are the kind's own fields). Ids and intents follow the
 * kind: `{kind}_id`, `#{kind}-errors`, `#{field}s-heading`, `#{field}-limits`.
 */
export function ListingFormPage({
  kind,
  listing,
  copyOf,
  wait,
  result,
  status,
  pendingField = (f) => f,
  media,
  formRef,
  savedId,
  describe,
  order,
  notice,
  main,
  children,
}: {
  kind: ListingKind;
  listing: (EditedListing & { name: string }) | null;
  /** The listing this new one copies. */
  copyOf: { name: string } | null;
  wait: { since: string; hours: number } | null;
  /** The page's answer (the form's, or the media forms'). */
  result: FormResult | undefined;
  /** What the status line says before the status. */
  status: ReactNode;
  /** A field's name in the "pending moderation" notice. */
  pendingField?: (field: string) => string;
  media: {
    field: string;
    items: MediaItem[];
    limits: string;
    full: { reached: boolean; text: string };
    missing: { errors: string[] | undefined; id: string; at: "top" | "input" };
    savedHref: string | undefined;
    badge?: ReactNode;
    none?: string;
    pickMain?: { setMain: (n: number) => string; asMain: string };
  };
  formRef?: Ref<HTMLFormElement>;
  savedId: number | undefined;
  describe: (field: string) => { label: string; target?: string; name?: string };
  order: readonly string[];
  /** Above the required-fields note (e.g. what "Fill from model" did). */
  notice?: ReactNode;
  /**
   * The main section: the name, the kind's own main fields (`fields`), the description (with
   * its `rows` and `maxLength`).
   */
  main: {
    values: { name: string; description: string };
    fields: ReactNode;
    rows?: number;
    maxLength?: number;
  };
  children: ReactNode;
}) {
  const t = useT();
  const p = TEXTS[kind];
  const m = MEDIA_TEXTS[kind];
  const { result: own, err, badge } = useListingForm(result, kind, listing);
  const title = listing
    ? t(`${p}.form.editTitle`, { name: listing.name })
    : copyOf
      ? t(`${p}.form.copyTitle`, { name: copyOf.name })
      : t(`${p}.form.addTitle`);
  return (
    <div className="max-w-4xl space-y-6">
      <ListingFormHeader
        back={{ to: `/seller-${kind}s`, label: t(`${p}.form.back`) }}
        title={title}
        description={t(`${p}.form.description`)}
        status={listing ? <StatusLine listing={listing}>{status}</StatusLine> : null}
      />
      <ListingNotices
        listing={listing}
        wait={wait}
        answered={Boolean(result)}
        texts={{
          sent: t(`${p}.form.sent`),
          approved: t(`${p}.form.approvedNotice`),
          pending: (fields) => t(`${p}.form.pendingNotice`, { fields: fields.map(pendingField).join(", ") }),
          verified: t(`${p}.form.verifiedNotice`),
          rejected: (reason) => t(`${p}.form.rejectedNotice`, { reason }),
        }}
      />

      <MediaEditor
        field={media.field}
        headingId={`${media.field}s-heading`}
        limitsId={`${media.field}-limits`}
        idName={`${kind}_id`}
        listingId={listing?.id ?? null}
        items={media.items}
        full={media.full.reached}
        result={result}
        intent={`${media.field}s`}
        editable={!underReview(listing)}
        missing={media.missing}
        savedHref={listing ? undefined : media.savedHref}
        badge={media.badge}
        texts={{
          title: t(`${m}.title`),
          limits: media.limits,
          savedAdd: t(`${m}.savedAdd`),
          openSaved: t(`${m}.openSaved`),
          saveFirst: t(`${m}.saveFirst`),
          alt: (n) => t(`${m}.alt`, { n }),
          main: t(`${m}.main`),
          remove: (n) => t(`${m}.remove`, { n }),
          ...media.pickMain,
          none: media.none,
          full: media.full.text,
          file: t(`${m}.file`),
          upload: t(`${m}.upload`),
        }}
      />

      <ListingForm
        formRef={formRef}
        intent={kind}
        idName={`${kind}_id`}
        savedId={savedId}
        errorsId={`${kind}-errors`}
        result={own}
        describe={describe}
        order={order}
        listing={listing}
        wait={wait}
      >
        {notice}
        <p className="text-sm text-slate-600">{t(`${p}.form.required`)}</p>

        <Section id="main-heading" title={t(`${p}.form.main`)}>
          <Input
            id="f-name"
            name="name"
            label={t(`${p}.form.name`)}
            defaultValue={main.values.name}
            errors={err("name")}
            required
            badge={badge("name")}
          />
          {main.fields}
          <TextArea
            id="f-description"
            name="description"
            label={t(`${p}.form.text`)}
            rows={main.rows ?? 5}
            maxLength={main.maxLength}
            defaultValue={main.values.description}
            errors={err("description")}
            required
            badge={badge("description")}
          />
        </Section>

        {children}
      </ListingForm>
    </div>
  );
}

/** The page's title and description (its title names the listing being edited); not indexed. */
export function listingFormMeta(kind: ListingKind, pathname: string, name: string | undefined) {
  const t = makeT(localeFromPath(pathname));
  const p = TEXTS[kind];
  const title = name ? t(`${p}.form.editTitle`, { name }) : t(`${p}.form.addTitle`);
  return [
    ...pageMeta(t, { title, description: t(`${p}.form.description`) }),
    { name: "robots", content: "noindex" },
  ];
}
