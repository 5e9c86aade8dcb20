/**
 * /seller-products/add/catalog (spec 2, 4 "Catalogue upload", 8; issue 7), seller layout: the
 * catalogue upload by template. The page shows the seller's open import (GET excel/pending/) at
 * its stage: the template and the upload form; the progress while the file is checked (polled
 * with JavaScript, a Refresh link without); "Correction of errors is required" with the failing
 * rows and the annotated file; the loosely matched models to confirm; the photos (per product or
 * a zip named by SKU); sending to moderation. Without an open import, the start step recalls how
 * the last one ended (GET excel/last/: sent to moderation, cancelled, failed, interrupted). Every form posts to
 * this page's action, which forwards to the API, so the whole flow works without JavaScript.
 * Stages and downloads: docs/decisions/020-catalogue-upload-page.md.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { MenuCategory } from "../../common/api/catalog.ts";
import {
  ACTIVE_IMPORT_STAGES,
  EXCEL_LIMITS,
  type ImportBatch,
  type ImportProduct,
  type ImportStage,
  type PreparedFile,
  XLSX_TYPE,
} from "../../common/api/excel.ts";
import { apiUrl } from "../../common/api-client.ts";
import type { Locale } from "../../common/i18n/index.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  FieldErrors,
  FormMessage,
  inputClass,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
  useResetOnSuccess,
} from "../features/accounts/form.tsx";
import { isPreparing, PreparedDownload } from "../features/catalog-upload/prepared-file.tsx";
import { type CatalogResult, PAGE_PATH } from "../features/catalog-upload/shared.ts";
import { catalogAction } from "../features/catalog-upload/upload.server.ts";
import { Input, labelClass, Section } from "../features/seller-listings/form-fields.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT, type Translator } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Pagination } from "../ui/pagination.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { usePolling } from "../ui/use-polling.ts";
import type { Route } from "./+types/seller-catalog-upload";

const PRODUCTS_PAGE_SIZE = 20;
/** How often the page asks for the progress of a file being checked (with JavaScript). */
const POLL_MS = 1500;

interface ImportProductPage {
  count: number;
  results: ImportProduct[];
}

const isActive = (stage: ImportStage) => (ACTIVE_IMPORT_STAGES as readonly string[]).includes(stage);
const PHOTO_STAGES: readonly ImportStage[] = ["draft_success", "media_success"];
/** How an import ends: the start step recalls the last one that did. */
const ENDED_STAGES: readonly ImportStage[] = [
  "moderation",
  "cancelled",
  "failed",
  "unchanged",
  "interrupted",
];
/** The stages that end with nothing saved: the page says why, and offers the upload at once. */
const STOPPED = {
  failed: { title: "cu.failed.title", again: "cu.againFailed" },
  cancelled: { title: "cu.cancelled.title", again: "cu.againCancelled" },
  // The job died while it read the file (decision 067): start again.
  interrupted: { title: "cu.interrupted.title", again: "cu.againInterrupted" },
} as const;
const isStopped = (view: string): view is keyof typeof STOPPED => Object.hasOwn(STOPPED, view);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(100000, Number(url.searchParams.get("page")) || 1));
  const missing = url.searchParams.get("missing") === "1";
  const fresh = url.searchParams.get("new") === "1";
  // Set by the action after "Send to moderation" and "Cancel": the import is then closed.
  const sent = url.searchParams.get("sent") === "1";
  const cancelled = url.searchParams.get("cancelled") === "1";
  try {
    const [batch, last, menu] = await Promise.all([
      api.call("excel.pending"),
      api.call("excel.last"),
      api.call("catalog.categoryMenu"),
    ]);
    const products =
      batch && PHOTO_STAGES.includes(batch.stage)
        ? await api.call("excel.pendingProducts", {
            query: {
              page,
              page_size: PRODUCTS_PAGE_SIZE,
              missing_photos: missing ? "true" : "false",
            },
          })
        : null;
    // The annotated file is prepared by a job (decision 066): asked for as soon as the page shows
    // it, so that it is ready, or nearly, when the seller clicks.
    const errorsFile =
      batch?.errors_file_url && (batch.stage === "errors" || PHOTO_STAGES.includes(batch.stage))
        ? await api.call("excel.requestErrorsFile", { query: { lang: localeFromPath(url.pathname) } })
        : null;
    return { batch, last, menu, products, page, missing, fresh, sent, cancelled, errorsFile };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  return catalogAction(request, context);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("cu.title"), description: t("cu.description") }),
    { name: "robots", content: "noindex" },
  ];
};

/** Bytes as "1.2 MB" / "1,2 Mo". */
function fileSize(bytes: number, locale: Locale): string {
  const kb = bytes < 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: kb ? "kilobyte" : "megabyte",
    unitDisplay: "short",
    maximumFractionDigits: kb ? 0 : 1,
  }).format(kb ? Math.max(1, bytes / 1024) : bytes / 1024 / 1024);
}

export default function CatalogUpload({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { batch, last, menu, products, page, missing, fresh, sent, cancelled, errorsFile } = loaderData;
  const result = actionData as CatalogResult | undefined;
  // The open import's stage; without one, what the last action did (sent, cancelled) or the start.
  let view: ImportStage | "start" = "start";
  if (batch && !(fresh && !isActive(batch.stage))) view = batch.stage;
  else if (!batch && sent) view = "moderation";
  else if (!batch && cancelled) view = "cancelled";
  usePolling(view === "queued" || view === "processing" || isPreparing(errorsFile), POLL_MS);

  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <p>
          <AppLink to="/seller-products" className={linkClass}>
            {t("cu.back")}
          </AppLink>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{t("cu.title")}</h1>
        <p className="text-sm text-slate-600">{t("cu.description")}</p>
      </header>

      {batch && view !== "start" ? <BatchSummary batch={batch} locale={locale} t={t} /> : null}
      {/* A refusal of cancel, confirm or send (e.g. the stage changed meanwhile). */}
      {result && ["cancel", "confirm", "send", "save-valid"].includes(result.intent ?? "") ? (
        <FormMessage result={result} />
      ) : null}

      {view === "start" ? (
        <>
          {last && ENDED_STAGES.includes(last.stage) ? <LastImport last={last} /> : null}
          <TemplateStep menu={menu} />
          <UploadStep title={t("cu.upload.title")} result={result} />
        </>
      ) : null}

      {batch && (view === "queued" || view === "processing") ? <Progress batch={batch} /> : null}

      {batch && view === "errors" ? (
        <>
          <ErrorsStep batch={batch} file={errorsFile} />
          <UploadStep title={t("cu.upload.resendTitle")} result={result} />
          <CancelForm />
        </>
      ) : null}

      {batch && view === "confirm" ? <ConfirmStep batch={batch} /> : null}

      {batch && products && (view === "draft_success" || view === "media_success") ? (
        <>
          <SendStep batch={batch} />
          {batch.errors_file_url && errorsFile ? <LeftOutStep batch={batch} file={errorsFile} /> : null}
          <ProductsStep products={products} page={page} missing={missing} result={result} />
          <ZipStep result={result} />
          <CancelForm />
        </>
      ) : null}

      {view === "moderation" ? <ModerationStep hours={batch?.moderation_hours} /> : null}

      {isStopped(view) ? (
        <>
          <section
            aria-labelledby="ended-title"
            data-ended={view}
            className="space-y-2 rounded-xl border border-slate-300 bg-slate-50 p-5"
          >
            <h2 id="ended-title" className="text-lg font-semibold text-slate-900">
              {t(STOPPED[view].title)}
            </h2>
            <p className="text-slate-800">{batch?.message ?? t("cu.cancelled")}</p>
            <p className="text-sm text-slate-700">{t(STOPPED[view].again)}</p>
          </section>
          <TemplateStep menu={menu} />
          <UploadStep title={t("cu.upload.againTitle")} result={result} />
        </>
      ) : null}
    </div>
  );
}

function BatchSummary({ batch, locale, t }: { batch: ImportBatch; locale: Locale; t: Translator }) {
  return (
    <div className="space-y-1 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800">
      <p className="font-semibold" data-stage={batch.stage}>
        {t("cu.stage", { stage: batch.stage_label })}
      </p>
      <p>{t("cu.fileInfo", { name: batch.file_name, size: fileSize(batch.file_size, locale) })}</p>
    </div>
  );
}

/** "Your last import, <date>: N products sent to moderation" (or cancelled, or failed). */
function LastImport({ last }: { last: ImportBatch }) {
  const t = useT();
  const locale = useLocale();
  const date = t.date(last.updated_at);
  const { created, updated, unchanged } = last.counts;
  let text: string;
  if (last.stage === "moderation")
    text = t.plural("cu.last.moderation", created + updated + unchanged, { date });
  else
    text = t(
      last.stage === "failed"
        ? "cu.last.failed"
        : last.stage === "unchanged"
          ? "cu.last.unchanged"
          : last.stage === "interrupted"
            ? "cu.last.interrupted"
            : "cu.last.cancelled",
      { date },
    );
  return (
    <section
      aria-label={t("cu.last.title")}
      data-last-stage={last.stage}
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">{text}</p>
      <p>{t("cu.fileInfo", { name: last.file_name, size: fileSize(last.file_size, locale) })}</p>
      {last.stage === "moderation" ? (
        <p>
          <AppLink to="/seller-products?status=verified" className={linkClass}>
            {t("cu.moderation.link")}
          </AppLink>
        </p>
      ) : null}
    </section>
  );
}

function TemplateStep({ menu }: { menu: MenuCategory[] }) {
  const t = useT();
  const locale = useLocale();
  const limits = t("cu.howto.limits", {
    mb: Math.round(EXCEL_LIMITS.fileMaxBytes / 1024 / 1024),
    rows: new Intl.NumberFormat(locale).format(EXCEL_LIMITS.rowsMax),
  });
  return (
    <Section id="template-heading" title={t("cu.template.title")}>
      {/* A plain GET form: the browser downloads the file from the API (the session cookie signs it in). */}
      <form method="get" action={apiUrl("excel.template")} className="flex flex-wrap items-end gap-3">
        {/* The file in the page's language, whatever the browser's. */}
        <input type="hidden" name="lang" value={locale} />
        <div className="min-w-64 space-y-1">
          <label htmlFor="template-category" className={labelClass}>
            {t("cu.template.category")}
          </label>
          <select
            id="template-category"
            name="category_id"
            defaultValue=""
            className={inputClass}
            aria-describedby="template-hint"
          >
            <option value="">{t("cu.template.all")}</option>
            {menu.map((top) =>
              top.children.length ? (
                <optgroup key={top.id} label={top.name}>
                  <option value={String(top.id)}>{top.name}</option>
                  {top.children.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ) : (
                <option key={top.id} value={String(top.id)}>
                  {top.name}
                </option>
              ),
            )}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t("cu.template.download")}
        </button>
      </form>
      <p id="template-hint" className="text-sm text-slate-700">
        {t("cu.template.hint")}
      </p>
      <h3 className="text-base font-semibold text-slate-900">{t("cu.howto.title")}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>{t("cu.howto.header")}</li>
        <li>{t("cu.howto.rows")}</li>
        <li>{t("cu.howto.sku")}</li>
        <li>{limits}</li>
        <li>{t("cu.howto.photos")}</li>
      </ul>
    </Section>
  );
}

function UploadStep({ title, result }: { title: string; result: CatalogResult | undefined }) {
  const t = useT();
  const errors = result?.intent === "upload" ? result.fields?.file : undefined;
  return (
    <Section id="upload-heading" title={title}>
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4">
        <Input
          type="file"
          id="catalog-file"
          name="file"
          label={t("cu.upload.file")}
          hint={t("cu.upload.hint", { mb: Math.round(EXCEL_LIMITS.fileMaxBytes / 1024 / 1024) })}
          accept={`.xlsx,.ods,${XLSX_TYPE},application/vnd.oasis.opendocument.spreadsheet`}
          errors={errors}
        />
        <SubmitButton name="intent" value="upload">
          {t("cu.upload.submit")}
        </SubmitButton>
      </Form>
    </Section>
  );
}

function CancelForm() {
  const t = useT();
  return (
    <Form method="post">
      <SubmitButton name="intent" value="cancel" className={secondaryButtonClass}>
        {t("cu.cancel")}
      </SubmitButton>
    </Form>
  );
}

function Progress({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const hydrated = useHydrated();
  const { rows_processed: done, rows_total: total } = batch.counts;
  const started = batch.stage === "processing" && total > 0;
  const text = started ? t("cu.progress.text", { done, total }) : t("cu.progress.waiting");
  const pct = started ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Section id="progress-heading" title={t("cu.progress.title")}>
      <p id="progress-label" className="text-sm font-medium text-slate-800">
        {t("cu.progress.label")}
      </p>
      <div
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuemin={0}
        aria-valuemax={started ? total : 100}
        aria-valuenow={started ? done : 0}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-3 rounded-full bg-amber-500 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-slate-800" aria-live="polite">
        {text}
      </p>
      <p className="text-sm text-slate-600">{hydrated ? t("cu.progress.auto") : t("cu.progress.manual")}</p>
      <div className="flex flex-wrap gap-3">
        <AppLink to={PAGE_PATH} className={secondaryButtonClass} prefetch="none">
          {t("cu.progress.refresh")}
        </AppLink>
        <CancelForm />
      </div>
    </Section>
  );
}

function ErrorsStep({ batch, file }: { batch: ImportBatch; file: PreparedFile | null }) {
  const t = useT();
  const { counts } = batch;
  const good = counts.rows_total - counts.rows_failed;
  return (
    <section
      aria-labelledby="errors-heading"
      className="space-y-4 rounded-xl border border-red-300 bg-white p-5 shadow-sm"
    >
      <h2 id="errors-heading" className="text-lg font-semibold text-red-800">
        {t("cu.errors.title")}
      </h2>
      <p className="text-slate-800">
        {t("cu.errors.summary", {
          rows: counts.rows_failed,
          total: counts.rows_total,
          errors: counts.errors,
        })}
      </p>
      {file ? (
        <p className="space-y-1">
          <PreparedDownload
            file={file}
            label={t("cu.errors.download")}
            hintId="errors-file-hint"
            refreshTo={PAGE_PATH}
          />
          <span id="errors-file-hint" className="block text-sm text-slate-600">
            {t("cu.errors.downloadHint")}
          </span>
        </p>
      ) : null}
      {good > 0 ? (
        <section
          aria-labelledby="errors-choice"
          className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4"
        >
          <h3 id="errors-choice" className="text-base font-semibold text-slate-900">
            {t("cu.errors.choiceTitle")}
          </h3>
          <div className="flex flex-wrap items-start gap-4">
            <Form method="post" className="max-w-sm space-y-1">
              <SubmitButton name="intent" value="save-valid">
                {t.plural("cu.errors.sendGood", good)}
              </SubmitButton>
              <p id="send-good-hint" className="text-sm text-slate-700">
                {t("cu.errors.sendGoodHint")}
              </p>
            </Form>
            <p className="max-w-sm space-y-1">
              <a href="#catalog-file" className={secondaryButtonClass} aria-describedby="fix-all-hint">
                {t("cu.errors.fixAll")}
              </a>
              <span id="fix-all-hint" className="block text-sm text-slate-700">
                {t("cu.errors.fixAllHint")}
              </span>
            </p>
          </div>
        </section>
      ) : null}
      {batch.errors_truncated ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("cu.errors.truncated", { listed: batch.errors.length, total: counts.errors })}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t("cu.errors.caption")}</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                {t("cu.errors.row")}
              </th>
              <th scope="col" className="p-3">
                {t("cu.errors.column")}
              </th>
              <th scope="col" className="p-3">
                {t("cu.errors.message")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {batch.errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors on one column
              <tr key={`${e.row}-${e.cell ?? ""}-${i}`} data-row={e.row}>
                <th scope="row" className="p-3 text-left font-mono font-medium text-slate-900">
                  {e.row}
                </th>
                <td className="p-3 text-slate-800">
                  {e.column === null
                    ? t("cu.errors.wholeRow")
                    : e.cell
                      ? t("cu.errors.cell", { column: e.column, cell: `${e.cell}${e.row}` })
                      : e.column}
                </td>
                <td className="p-3 text-slate-800">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** After "Send the N good rows now": the rows left out, in their annotated file. */
function LeftOutStep({ batch, file }: { batch: ImportBatch; file: PreparedFile }) {
  const t = useT();
  return (
    <Section id="left-out-heading" title={t("cu.partial.title")}>
      <p className="text-slate-800">{batch.message}</p>
      <p className="space-y-1">
        <PreparedDownload
          file={file}
          label={t("cu.partial.download")}
          hintId="left-out-hint"
          refreshTo={PAGE_PATH}
        />
        <span id="left-out-hint" className="block text-sm text-slate-600">
          {t("cu.partial.hint")}
        </span>
      </p>
    </Section>
  );
}

function ConfirmStep({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const more = batch.counts.matches_to_confirm - batch.matches.length;
  return (
    <Section id="confirm-heading" title={t("cu.confirm.title")}>
      <p className="text-slate-800">{t("cu.confirm.intro")}</p>
      <ul className="space-y-1 text-sm text-slate-800">
        {batch.matches.map((m) => (
          <li key={`${m.row}-${m.model_id}`} data-row={m.row}>
            {t("cu.confirm.item", {
              row: m.row,
              typed: m.typed,
              matched: m.matched,
              score: percent.format(m.score),
            })}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-slate-700">{t("cu.confirm.more", { count: more })}</p> : null}
      <p className="text-sm text-slate-700">{t("cu.confirm.wrong")}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <SubmitButton name="intent" value="confirm">
            {t("cu.confirm.submit")}
          </SubmitButton>
        </Form>
        <CancelForm />
      </div>
    </Section>
  );
}

function SendStep({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const { counts } = batch;
  const total = counts.created + counts.updated + counts.unchanged;
  return (
    <Section
      id="send-heading"
      title={t(batch.stage === "media_success" ? "cu.send.title" : "cu.photos.title")}
    >
      <p className="text-sm text-slate-800">
        {t("cu.counts", { created: counts.created, updated: counts.updated, unchanged: counts.unchanged })}
      </p>
      {batch.stage === "media_success" ? (
        <>
          <p className="text-slate-800">{t("cu.send.ready")}</p>
          <Form method="post">
            <SubmitButton name="intent" value="send">
              {t("cu.send.submit")}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <p className="text-slate-800">{t("cu.photos.intro")}</p>
          <p className="text-sm font-medium text-slate-900">
            {t("cu.photos.progress", { done: counts.with_photos, total })}
          </p>
        </>
      )}
    </Section>
  );
}

function ProductsStep({
  products,
  page,
  missing,
  result,
}: {
  products: ImportProductPage;
  page: number;
  missing: boolean;
  result: CatalogResult | undefined;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(products.count / PRODUCTS_PAGE_SIZE));
  const hrefFor = (over: { page?: number; missing?: boolean }) => {
    const p = new URLSearchParams();
    if (over.missing ?? missing) p.set("missing", "1");
    const n = over.page ?? 1;
    if (n > 1) p.set("page", String(n));
    const s = p.toString();
    return s ? `${PAGE_PATH}?${s}` : PAGE_PATH;
  };
  const filters = [
    { on: false, label: t("cu.products.all") },
    { on: true, label: t("cu.products.missing") },
  ];
  return (
    <Section id="products-heading" title={t("cu.products.title")}>
      <nav aria-label={t("cu.products.filter")}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={String(f.on)}>
              <AppLink
                to={hrefFor({ missing: f.on })}
                aria-current={f.on === missing ? "page" : undefined}
                className={`inline-flex rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-amber-600 ${
                  f.on === missing
                    ? "border-amber-500 bg-amber-50 font-semibold text-slate-900"
                    : "border-slate-300 text-slate-800 hover:bg-slate-100"
                }`}
              >
                {f.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {result?.intent === "photo" && result.detail ? <FormMessage result={result} /> : null}
      {products.results.length === 0 ? (
        <p className="text-sm text-slate-700">{t("cu.products.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t("cu.products.caption", { page, pages })}</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="p-3">
                  {t("cu.products.name")}
                </th>
                <th scope="col" className="p-3">
                  {t("cu.products.row")}
                </th>
                <th scope="col" className="p-3">
                  {t("cu.products.action")}
                </th>
                <th scope="col" className="p-3">
                  {t("cu.products.photos")}
                </th>
                <th scope="col" className="p-3">
                  {t("cu.products.addPhoto")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {products.results.map((p) => (
                <ProductRow key={p.id} product={p} result={result?.productId === p.id ? result : undefined} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} hrefFor={(n) => hrefFor({ page: n })} />
    </Section>
  );
}

function ProductRow({ product: p, result }: { product: ImportProduct; result: CatalogResult | undefined }) {
  const t = useT();
  const id = `photo-${p.id}`;
  const errors = result?.fields?.photo;
  const form = useResetOnSuccess(result, "photo");
  return (
    <tr data-sku={p.sku} data-external-sku={p.external_sku ?? undefined}>
      <td className="p-3 align-top">
        <p className="font-medium text-slate-900">{p.name}</p>
        <p className="font-mono text-xs text-slate-700">
          {p.sku}
          {p.external_sku ? <span className="block text-slate-600">{p.external_sku}</span> : null}
        </p>
      </td>
      <td className="p-3 align-top font-mono">{p.row}</td>
      <td className="p-3 align-top">{t(`cu.products.action.${p.action}`)}</td>
      <td className="p-3 align-top" data-has-main={p.has_main_photo ? "true" : "false"}>
        {p.has_main_photo ? (
          t("cu.products.photoCount", { count: p.photos })
        ) : (
          <span className="font-medium text-amber-900">{t("cu.products.noMain")}</span>
        )}
      </td>
      <td className="p-3 align-top">
        <Form
          ref={form}
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-start gap-2"
        >
          <input type="hidden" name="product_id" value={p.id} />
          <input type="hidden" name="product_name" value={p.name} />
          <input type="hidden" name="main" value={p.has_main_photo ? "false" : "true"} />
          <div className="space-y-1">
            <label htmlFor={id} className="sr-only">
              {t("cu.products.file", { name: p.name })}
            </label>
            <input
              id={id}
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block max-w-56 text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? `${id}-error` : undefined}
            />
            <FieldErrors id={`${id}-error`} errors={errors} />
            {result?.ok ? (
              <p role="status" className="text-xs text-emerald-800">
                {result.ok}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="photo"
            aria-label={t("cu.products.uploadNamed", { name: p.name })}
            className={`${secondaryButtonClass} px-3 py-1 text-xs`}
          >
            {t("cu.products.upload")}
          </button>
        </Form>
      </td>
    </tr>
  );
}

function ZipStep({ result }: { result: CatalogResult | undefined }) {
  const t = useT();
  const mine = result?.intent === "zip" ? result : undefined;
  const form = useResetOnSuccess(result, "zip");
  return (
    <Section id="zip-heading" title={t("cu.zip.title")}>
      <Form ref={form} method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4">
        <Input
          type="file"
          id="zip-file"
          name="file"
          label={t("cu.zip.file")}
          hint={t("cu.zip.hint", {
            files: EXCEL_LIMITS.photosZipMaxFiles,
            mb: Math.round(EXCEL_LIMITS.photosZipMaxBytes / 1024 / 1024),
          })}
          accept=".zip,application/zip"
          errors={mine?.fields?.file}
        />
        <SubmitButton name="intent" value="zip" className={secondaryButtonClass}>
          {t("cu.zip.submit")}
        </SubmitButton>
      </Form>
      {mine?.zip ? (
        <div className="space-y-4">
          <FormMessage result={mine} />
          {mine.zip.matched.length ? (
            <ZipTable
              caption={t("cu.zip.matched")}
              heads={[t("cu.zip.fileCol"), t("cu.zip.productCol")]}
              rows={mine.zip.matched.map((m) => [
                m.file,
                <>
                  {m.sku}
                  {m.main ? ` (${t("cu.zip.main")})` : ""}
                </>,
              ])}
            />
          ) : null}
          {mine.zip.unmatched.length ? (
            <ZipTable
              caption={t("cu.zip.unmatched")}
              heads={[t("cu.zip.fileCol"), t("cu.zip.reasonCol")]}
              rows={mine.zip.unmatched.map((u) => [u.file, u.reason])}
            />
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}

function ZipTable({ caption, heads, rows }: { caption: string; heads: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="text-left text-slate-700">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className="p-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file may appear twice in a zip
            <tr key={i}>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={j} className="p-3 font-mono text-xs text-slate-800">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ModerationStep({ hours }: { hours: number | undefined }) {
  const t = useT();
  return (
    <section
      aria-labelledby="moderation-heading"
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-5"
    >
      <h2 id="moderation-heading" className="text-lg font-semibold text-slate-900">
        {t("cu.moderation.title")}
      </h2>
      <p className="text-slate-800">
        {t("cu.moderation.text", { hours: hours || EXCEL_LIMITS.moderationHours })}
      </p>
      <div className="flex flex-wrap gap-3">
        <AppLink to="/seller-products?status=verified" className={buttonClass}>
          {t("cu.moderation.link")}
        </AppLink>
        <AppLink to={`${PAGE_PATH}?new=1`} className={secondaryButtonClass}>
          {t("cu.startNew")}
        </AppLink>
      </div>
    </section>
  );
}
