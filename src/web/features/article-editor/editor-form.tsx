/**
 * The article editor's form: the article's settings, the cover, English and French side by side
 * (title, lead, Markdown body, each body with its preview), the body image upload, and the status
 * buttons. Works without JavaScript (every button submits the whole form; "Preview" renders on the
 * server); with it, each body's preview follows the typing (debounced).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import type { ArticleCategory } from "../../../common/api/blog.ts";
import type { EditorArticle, PreviewResult } from "../../../common/api/blog-editor.ts";
import { EDITOR_LIMITS } from "../../../common/api/blog-editor.ts";
import { useT } from "../../i18n/use-t.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FieldErrors,
  inputClass,
  SubmitButton,
  secondaryButtonClass,
} from "../accounts/form.tsx";
import type { EditorFormResult, EditorValues } from "./action.server.ts";
import { insertParagraph } from "./insert.ts";

const PREVIEW_DELAY_MS = 400;
const LANGS = ["en", "fr"] as const;
type Lang = (typeof LANGS)[number];

/** A stored time as the value of a datetime-local input in UTC (what the label says). */
const utcInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : "");

function initialValues(article: EditorArticle | null): EditorValues {
  if (!article) return {};
  return {
    slug: article.slug,
    category_id: String(article.category_id),
    author_name: article.author_name,
    title_en: article.title_en,
    title_fr: article.title_fr,
    lead_en: article.lead_en,
    lead_fr: article.lead_fr,
    body_en: article.body_en,
    body_fr: article.body_fr,
    tags: article.tags.join(", "),
    related_model_ids: article.related_model_ids.join(", "),
    related_product_ids: article.related_product_ids.join(", "),
    publish_at: article.status === "scheduled" ? utcInput(article.publish_at) : "",
  };
}

export interface EditorFormProps {
  article: EditorArticle | null;
  categories: ArticleCategory[];
  /** The bodies' previews rendered by the loader (the stored texts). */
  previews: { en?: PreviewResult; fr?: PreviewResult };
  result?: EditorFormResult;
}

export function EditorForm({ article, categories, previews, result }: EditorFormProps) {
  const t = useT();
  const values = { ...initialValues(article), ...result?.values };
  const errors = errorsOf(result);
  const shown = result?.preview ?? previews;
  return (
    <Form
      key={article?.updated_at ?? "new"}
      method="post"
      encType="multipart/form-data"
      className="space-y-6"
      noValidate
      aria-label={t("editor.form")}
    >
      {/* First: its first button (save) is the one Enter in a field presses. */}
      <StatusControls article={article} values={values} errors={errors} />
      <Settings values={values} errors={errors} categories={categories} />
      <CoverField article={article} errors={errors} />
      <div className="grid gap-6 xl:grid-cols-2">
        {LANGS.map((lang) => (
          <LanguageFields key={lang} lang={lang} values={values} errors={errors} preview={shown[lang]} />
        ))}
      </div>
      <BodyImage article={article} values={values} errors={errors} />
    </Form>
  );
}

type Errors = Record<string, string[]>;

function Settings({
  values,
  errors,
  categories,
}: {
  values: EditorValues;
  errors: Errors;
  categories: ArticleCategory[];
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t("editor.settings")}</legend>
      <Field
        name="slug"
        label={t("editor.slug")}
        hint={t("editor.slugHint")}
        required
        maxLength={EDITOR_LIMITS.slugMax}
        defaultValue={values.slug}
        errors={errors.slug}
      />
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
          {t("editor.category")}
        </label>
        <select
          id={`${id}-category`}
          name="category_id"
          defaultValue={values.category_id}
          className={inputClass}
          aria-invalid={errors.category_id?.length ? true : undefined}
          aria-describedby={errors.category_id?.length ? `${id}-category-error` : undefined}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-category-error`} errors={errors.category_id} />
      </div>
      <Field
        name="author_name"
        label={t("editor.author")}
        hint={t("editor.authorHint")}
        maxLength={EDITOR_LIMITS.authorMax}
        defaultValue={values.author_name}
        errors={errors.author_name}
      />
      <Field
        name="tags"
        label={t("editor.tags")}
        hint={t("editor.tagsHint")}
        defaultValue={values.tags}
        errors={errors.tags}
      />
      <Field
        name="related_model_ids"
        label={t("editor.relatedModels")}
        hint={t("editor.idsHint")}
        inputMode="numeric"
        defaultValue={values.related_model_ids}
        errors={errors.related_model_ids}
      />
      <Field
        name="related_product_ids"
        label={t("editor.relatedProducts")}
        hint={t("editor.idsHint")}
        inputMode="numeric"
        defaultValue={values.related_product_ids}
        errors={errors.related_product_ids}
      />
    </fieldset>
  );
}

function CoverField({ article, errors }: { article: EditorArticle | null; errors: Errors }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
      {article?.cover ? (
        <img
          src={article.cover.url}
          srcSet={`${article.cover.url} 1x, ${article.cover.url_2x} 2x`}
          alt={t("editor.currentCover")}
          width={200}
          height={Math.round((200 * article.cover.height) / (article.cover.width || 1))}
          className="h-auto w-[200px] rounded"
        />
      ) : (
        <p className="text-sm text-slate-700">{t("editor.noCover")}</p>
      )}
      <Field
        name="cover"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={t("editor.cover")}
        hint={t("editor.coverHint")}
        errors={errors.cover}
        className="min-w-64 flex-1 space-y-1"
      />
    </div>
  );
}

function TextArea({
  name,
  label,
  defaultValue,
  errors,
  rows,
  maxLength,
  lang,
  onInput,
  mono,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  errors?: string[];
  rows: number;
  maxLength: number;
  lang: Lang;
  onInput?: (value: string) => void;
  mono?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={`${id}-${name}`}
        name={name}
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        defaultValue={defaultValue}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
        className={`${inputClass} ${mono ? "font-mono" : ""}`}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-${name}-error` : undefined}
      />
      <FieldErrors id={`${id}-${name}-error`} errors={errors} />
    </div>
  );
}

function LanguageFields({
  lang,
  values,
  errors,
  preview,
}: {
  lang: Lang;
  values: EditorValues;
  errors: Errors;
  preview?: PreviewResult;
}) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" lang={lang}>
      <legend className="px-1 text-lg font-semibold text-slate-900">{t(`editor.lang.${lang}`)}</legend>
      <Field
        name={`title_${lang}`}
        label={t(`editor.title.${lang}`)}
        maxLength={EDITOR_LIMITS.titleMax}
        defaultValue={values[`title_${lang}`]}
        errors={errors[`title_${lang}`]}
      />
      <TextArea
        name={`lead_${lang}`}
        label={t(`editor.lead.${lang}`)}
        rows={2}
        lang={lang}
        maxLength={EDITOR_LIMITS.leadMax}
        defaultValue={values[`lead_${lang}`]}
        errors={errors[`lead_${lang}`]}
      />
      <TextArea
        name={`body_${lang}`}
        label={t(`editor.body.${lang}`)}
        rows={16}
        lang={lang}
        mono
        maxLength={EDITOR_LIMITS.bodyMax}
        defaultValue={values[`body_${lang}`]}
        errors={errors[`body_${lang}`]}
        onInput={setTyped}
      />
      <LivePreview lang={lang} typed={typed} initial={preview} />
    </fieldset>
  );
}

/** The body as the public page will show it: from the server at first, then after each pause in the typing. */
function LivePreview({
  lang,
  typed,
  initial,
}: {
  lang: Lang;
  typed: string | null;
  initial?: PreviewResult;
}) {
  const t = useT();
  const fetcher = useFetcher<EditorFormResult>({ key: `article-preview-${lang}` });
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => {
      submit.current({ intent: "preview", [`body_${lang}`]: typed }, { method: "post" });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, lang]);
  const live = typed === null ? undefined : typed.trim() ? fetcher.data?.preview?.[lang] : null;
  const shown = live === undefined ? initial : live;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={fetcher.state !== "idle" || undefined}
      className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3"
      data-testid={`preview-${lang}`}
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {t(`editor.preview.${lang}`)}
        {shown ? (
          <span className="ml-2 font-normal text-slate-600">
            {t("editor.readingMinutes", { minutes: shown.reading_minutes })}
          </span>
        ) : null}
      </h3>
      {shown ? (
        <div
          className="article-body prose mt-2 max-w-none text-sm text-slate-900"
          // Rendered and sanitised by the API (the public pages' own pipeline).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the API
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("editor.preview.empty")}</p>
      )}
    </section>
  );
}

/**
 * An image for a body. Without JavaScript the button saves the form, uploads the image and adds its
 * Markdown at the end of the chosen body. With it, only the image is uploaded and its Markdown goes
 * where the cursor was in that body (saved with the next save), and the preview follows.
 */
function BodyImage({
  article,
  values,
  errors,
}: {
  article: EditorArticle | null;
  values: EditorValues;
  errors: Errors;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<EditorFormResult>({ key: "article-image" });
  const formRef = useRef<HTMLFormElement | null>(null);
  const target = useRef<Lang>("en");
  const inserted = fetcher.data?.inserted;
  useEffect(() => {
    const form = formRef.current;
    if (!inserted || !form) return;
    const area = form.elements.namedItem(`body_${target.current}`);
    if (!(area instanceof HTMLTextAreaElement)) return;
    const { text, caret } = insertParagraph(
      area.value,
      area.selectionStart,
      area.selectionEnd,
      inserted.markdown,
    );
    area.value = text;
    area.setSelectionRange(caret, caret);
    // The preview follows (the textarea's input handler), and the file is cleared for the next one.
    area.dispatchEvent(new Event("input", { bubbles: true }));
    const file = form.elements.namedItem("body_image");
    if (file instanceof HTMLInputElement) file.value = "";
    area.focus();
  }, [inserted]);
  if (!article) return <p className="text-sm text-slate-700">{t("editor.bodyImage.saveFirst")}</p>;
  const upload = (e: React.MouseEvent<HTMLButtonElement>) => {
    const form = e.currentTarget.form;
    const file = form?.elements.namedItem("body_image");
    const lang = form?.elements.namedItem("image_lang");
    if (!form || !(file instanceof HTMLInputElement) || !file.files?.[0]) return; // the form's own submit answers "required"
    e.preventDefault();
    formRef.current = form;
    target.current = lang instanceof HTMLSelectElement && lang.value === "fr" ? "fr" : "en";
    const data = new FormData();
    data.set("intent", "uploadImage");
    data.set("body_image", file.files[0]);
    fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
  };
  const fieldErrors = fetcher.data?.fields?.body_image ?? errors.body_image;
  return (
    <fieldset className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t("editor.bodyImage.legend")}</legend>
      <Field
        name="body_image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={t("editor.bodyImage.file")}
        hint={t("editor.bodyImage.hint")}
        errors={fieldErrors}
        className="min-w-64 flex-1 space-y-1"
      />
      <div className="space-y-1">
        <label htmlFor={`${id}-lang`} className="block text-sm font-medium text-slate-800">
          {t("editor.bodyImage.into")}
        </label>
        <select
          id={`${id}-lang`}
          name="image_lang"
          defaultValue={values.image_lang ?? "en"}
          className={inputClass}
        >
          {LANGS.map((lang) => (
            <option key={lang} value={lang}>
              {t(`editor.body.${lang}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        name="intent"
        value="bodyImage"
        onClick={upload}
        aria-disabled={fetcher.state !== "idle" || undefined}
        className={secondaryButtonClass}
      >
        {t("editor.bodyImage.insert")}
      </button>
      <p role="status" className="w-full text-sm text-emerald-900">
        {inserted && fetcher.state === "idle" ? t("editor.bodyImage.inserted") : ""}
      </p>
    </fieldset>
  );
}

function StatusControls({
  article,
  values,
  errors,
}: {
  article: EditorArticle | null;
  values: EditorValues;
  errors: Errors;
}) {
  const t = useT();
  const draft = !article || article.status === "draft";
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-3">
        <SubmitButton name="intent" value="save" className={buttonClass}>
          {draft ? t("editor.saveDraft") : t("editor.saveChanges")}
        </SubmitButton>
        <SubmitButton name="intent" value="preview" className={secondaryButtonClass}>
          {t("editor.previewButton")}
        </SubmitButton>
        <SubmitButton name="intent" value="publish" className={secondaryButtonClass}>
          {t("editor.publishNow")}
        </SubmitButton>
        {draft ? null : (
          <SubmitButton name="intent" value="unpublish" className={secondaryButtonClass}>
            {t("editor.unpublish")}
          </SubmitButton>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          name="publish_at"
          type="datetime-local"
          label={t("editor.publishAt")}
          defaultValue={values.publish_at}
          errors={errors.publish_at}
        />
        <SubmitButton name="intent" value="schedule" className={secondaryButtonClass}>
          {t("editor.schedule")}
        </SubmitButton>
      </div>
    </div>
  );
}
