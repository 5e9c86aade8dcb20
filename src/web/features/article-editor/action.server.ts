/**
 * The article editor's form on the server (/admin/articles/new and /admin/articles/:id): the
 * form's fields as the API's body, and each button's work — save, schedule, publish, unpublish,
 * upload an image into a body, preview, restore a revision, delete. Every intent that writes saves
 * the texts first, so nothing typed is lost whichever button was pressed.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { PreviewResult } from "../../../common/api/blog-editor.ts";
import { EDITOR_LIMITS } from "../../../common/api/blog-editor.ts";
import type { ApiClient } from "../../../common/api-client.ts";
import { localeFromPath, localizePath } from "../../i18n/locale.ts";
import { makeT, type Translator } from "../../i18n/translator.ts";
import { accountsApi, formFailure } from "../accounts/action.server.ts";
import type { FormResult } from "../accounts/form.tsx";
import { chosenFile } from "../sellers/api.server.ts";

export const TEXT_FIELDS = [
  "slug",
  "category_id",
  "author_name",
  "title_en",
  "title_fr",
  "lead_en",
  "lead_fr",
  "body_en",
  "body_fr",
  "tags",
  "related_model_ids",
  "related_product_ids",
  "publish_at",
  "image_lang",
] as const;
export type EditorValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>>;

export type EditorFormResult = FormResult & {
  /** What was typed, shown again when the page answers without a redirect (preview, errors). */
  values?: EditorValues;
  preview?: { en?: PreviewResult; fr?: PreviewResult };
  /** The Markdown of an image just uploaded, for the page's script to insert at the cursor. */
  inserted?: { markdown: string };
};

export const DONE = [
  "created",
  "saved",
  "scheduled",
  "published",
  "unpublished",
  "restored",
  "imageAdded",
] as const;
export type Done = (typeof DONE)[number];

/** A datetime-local value (UTC, as the label says) as ISO 8601, or null when empty. */
const utcOrNull = (v: string) => (v ? `${v.length === 16 ? `${v}:00` : v}Z` : null);

/** "a, b" as a list; numbers where the text is a number (the API names what is not). */
const list = (v: string) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const ids = (v: string) => list(v).map((s) => (/^\d{1,10}$/.test(s) ? Number(s) : s)) as number[];

function bodyOf(values: EditorValues) {
  const category = Number(values.category_id);
  return {
    slug: values.slug ?? "",
    category_id:
      Number.isInteger(category) && category > 0 ? category : (values.category_id as unknown as number),
    ...(values.author_name ? { author_name: values.author_name } : {}),
    title_en: values.title_en ?? "",
    title_fr: values.title_fr ?? "",
    lead_en: values.lead_en ?? "",
    lead_fr: values.lead_fr ?? "",
    body_en: values.body_en ?? "",
    body_fr: values.body_fr ?? "",
    tags: list(values.tags ?? ""),
    related_model_ids: ids(values.related_model_ids ?? ""),
    related_product_ids: ids(values.related_product_ids ?? ""),
  };
}

/** The API's field errors under the form's fields (`tags.0` is the field `tags`). */
function failure(error: unknown, intent: string, values: EditorValues) {
  const failed = formFailure(error, { intent });
  const fields = failed.data.fields;
  if (fields) {
    const merged: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(fields)) {
      const key = k === "image" ? "cover" : k.replace(/\.\d+$/, "");
      merged[key] = [...(merged[key] ?? []), ...v];
    }
    failed.data.fields = merged;
  }
  return data({ ...failed.data, values } satisfies EditorFormResult, failed.init ?? undefined);
}

/** Saves the texts (creating the article when new) and the cover when one was chosen; the id. */
async function saveTexts(api: ApiClient, id: number | null, values: EditorValues, form: FormData) {
  const body = bodyOf(values);
  const saved = id
    ? await api.call("editor.update", { params: { id }, body })
    : await api.call("editor.create", { body });
  const cover = chosenFile(form, "cover");
  if (cover) {
    try {
      await api.upload("editor.cover", { params: { id: saved.id }, field: "image", file: cover });
    } catch (error) {
      // All or nothing for a new article: it is not left behind without the cover that was refused.
      if (!id) await api.call("editor.delete", { params: { id: saved.id } }).catch(() => {});
      throw error;
    }
  }
  return saved.id;
}

async function previews(api: ApiClient, values: EditorValues) {
  const out: EditorFormResult["preview"] = {};
  for (const lang of ["en", "fr"] as const) {
    const body = values[`body_${lang}`] ?? "";
    if (body.trim()) out[lang] = await api.call("editor.preview", { body: { body } });
  }
  return out;
}

/** Runs the button that was pressed; a redirect to the article with what was done, or the form's errors. */
export async function editorAction(request: Request, context: AppLoadContext, id: number | null) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const form = await request.formData();
  const values: EditorValues = {};
  for (const name of TEXT_FIELDS) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = name.startsWith("body_") ? v : v.trim();
  }
  const intent = String(form.get("intent") ?? "save");
  const done = (articleId: number, what: Done) =>
    redirect(`${localizePath(`/admin/articles/${articleId}`, locale)}?done=${what}`);
  for (const name of ["cover", "body_image"])
    if ((chosenFile(form, name)?.size ?? 0) > EDITOR_LIMITS.imageMaxBytes)
      return data(
        {
          intent,
          values,
          fields: {
            [name]: [t("editor.error.imageTooLarge", { max: EDITOR_LIMITS.imageMaxBytes / 1024 / 1024 })],
          },
        } satisfies EditorFormResult,
        { status: 413 },
      );
  try {
    if (intent === "preview")
      return { intent, values, preview: await previews(api, values) } satisfies EditorFormResult;
    if (intent === "restore" && id) {
      const revision = Number(form.get("revision_id"));
      await api.call("editor.restore", { params: { id, revision_id: revision } });
      return done(id, "restored");
    }
    if (intent === "delete" && id) {
      if (form.get("confirm") !== "on")
        return data({ intent, detail: t("editor.deleteUnconfirmed") } satisfies EditorFormResult, {
          status: 400,
        });
      await api.call("editor.delete", { params: { id } });
      return redirect(`${localizePath("/admin/articles", locale)}?done=deleted`);
    }
    if (intent === "uploadImage" && id) return await uploadImage(api, id, form, t);
    const saved = await saveTexts(api, id, values, form);
    if (intent === "bodyImage" && id) return await insertImage(api, id, values, form, t, done);
    if (intent === "schedule" || intent === "publish" || intent === "unpublish") {
      const status = intent === "schedule" ? "scheduled" : intent === "publish" ? "published" : "draft";
      await api.call("editor.status", {
        params: { id: saved },
        body: {
          status,
          ...(intent === "schedule" ? { publish_at: utcOrNull(values.publish_at ?? "") } : {}),
        },
      });
      return done(
        saved,
        intent === "schedule" ? "scheduled" : intent === "publish" ? "published" : "unpublished",
      );
    }
    return done(saved, id ? "saved" : "created");
  } catch (error) {
    return failure(error, intent, values);
  }
}

/** Uploads the chosen image and appends its Markdown to the chosen language's body (a save). */
async function insertImage(
  api: ApiClient,
  id: number,
  values: EditorValues,
  form: FormData,
  t: Translator,
  done: (articleId: number, what: Done) => Response,
) {
  const file = chosenFile(form, "body_image");
  if (!file)
    return data(
      {
        intent: "bodyImage",
        values,
        fields: { body_image: [t("validation.required")] },
      } satisfies EditorFormResult,
      { status: 400 },
    );
  const lang = values.image_lang === "fr" ? "fr" : "en";
  try {
    const image = await api.upload("editor.bodyImage", { params: { id }, field: "image", file });
    const body = values[`body_${lang}`] ?? "";
    await api.call("editor.update", {
      params: { id },
      body: {
        [`body_${lang}`]: `${body.replace(/\s+$/, "")}${body.trim() ? "\n\n" : ""}${image.markdown}\n`,
      },
    });
  } catch (error) {
    const failed = failure(error, "bodyImage", values);
    const fields = failed.data.fields;
    if (fields?.cover) failed.data.fields = { body_image: fields.cover };
    return failed;
  }
  return done(id, "imageAdded");
}

/** With JavaScript: uploads the image only; the page inserts its Markdown where the cursor is (saved with the form). */
async function uploadImage(api: ApiClient, id: number, form: FormData, t: Translator) {
  const file = chosenFile(form, "body_image");
  if (!file)
    return data(
      {
        intent: "uploadImage",
        fields: { body_image: [t("validation.required")] },
      } satisfies EditorFormResult,
      { status: 400 },
    );
  try {
    const image = await api.upload("editor.bodyImage", { params: { id }, field: "image", file });
    return { intent: "uploadImage", inserted: { markdown: image.markdown } } satisfies EditorFormResult;
  } catch (error) {
    const failed = formFailure(error, { intent: "uploadImage" });
    if (failed.data.fields?.image) failed.data.fields = { body_image: failed.data.fields.image };
    return failed;
  }
}
