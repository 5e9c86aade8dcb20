/**
 * Rules of the moderators' article editor (issue 19, docs/decisions/047): every save runs in one
 * transaction that writes the article, sets `updated_at` (a new key for the public pages' rendered
 * bodies), appends a revision (who, when, status, texts) and moves the catalogue's data version
 * when the article is or was public (guest page caches). Statuses: a draft is hidden; scheduled
 * needs a future `publish_at` and goes public then (no job: the public queries compare with now());
 * published is public at once. The preview is the public pages' own Markdown pipeline. Images go
 * through `openImage` and are stored as webp under media/articles/ (decision 030).
 */
import { randomBytes } from "node:crypto";
import type { Sharp } from "sharp";
import type {
  ArticleStatusBody,
  CreateArticleBody,
  EditorArticle,
  EditorArticleSummary,
  EditorListQuery,
  Revision,
  RevisionSummary,
  UpdateArticleBody,
} from "../../../common/api/blog-editor.ts";
import { REVISIONS_SHOWN } from "../../../common/api/blog-editor.ts";
import type { Locale, MessageKey, Params } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso, isoOrNull, isUniqueViolation } from "../../db/sql.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { openImage } from "../../infra/images.ts";
import type { Tx } from "../../infra/jobs.ts";
import { mediaKey, mediaUrl, type Storage } from "../../infra/storage.ts";
import * as q from "./editor-queries.ts";
import { readingMinutes, renderMarkdown } from "./markdown.ts";

/** Covers: 800 × 420 (the demo covers' size), 1600 × 840 at 2x. Body images fit 1600 × 1600. */
const COVER = [800, 420] as const;
const BODY_IMAGE = 1600;
const OWN = "articles/";

export interface EditorDeps {
  database: Database;
  media: Storage;
}
type Editor = Pick<AuthUser, "id" | "name" | "email">;

const fieldError = (field: string, key: MessageKey, params?: Params) =>
  new AppError("bad_request", key, params, { [field]: [key] });
const articleNotFound = () => notFound("blog.articleNotFound");

/** Words as the database counts them (`words_en`): runs of non-spaces with a letter or digit. */
const countWords = (markdown: string) => markdown.match(/\S*[\p{L}\p{N}]\S*/gu)?.length ?? 0;

function languages(row: { has_en: boolean; has_fr: boolean }) {
  return [...(row.has_en ? (["en"] as const) : []), ...(row.has_fr ? (["fr"] as const) : [])];
}

function toSummary(row: q.EditorSummaryRow): EditorArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    publish_at: isoOrNull(row.publish_at),
    public: row.public,
    title: row.title_en || row.title_fr,
    category: { id: row.category_id, name: row.category_name },
    author_name: row.author_name,
    languages: languages(row),
    views: row.views,
    updated_at: iso(row.updated_at),
  };
}

async function list(deps: EditorDeps, query: EditorListQuery, locale: Locale) {
  const { count, rows } = await q.selectEditorPage(deps.database, query, locale);
  return { count, results: rows.map(toSummary) };
}

async function get(deps: EditorDeps, id: number, locale: Locale): Promise<EditorArticle> {
  const row = await q.selectEditorArticle(deps.database, id, locale);
  if (!row) throw articleNotFound();
  const title = row.title_en || row.title_fr;
  return {
    ...toSummary(row),
    category_id: row.category_id,
    title_en: row.title_en,
    title_fr: row.title_fr,
    lead_en: row.lead_en,
    lead_fr: row.lead_fr,
    body_en: row.body_en,
    body_fr: row.body_fr,
    tags: row.tags,
    related_model_ids: row.related_model_ids,
    related_product_ids: row.related_product_ids,
    cover:
      row.cover_url && row.cover_url_2x && row.cover_width && row.cover_height
        ? {
            url: row.cover_url,
            url_2x: row.cover_url_2x,
            width: row.cover_width,
            height: row.cover_height,
            alt: title,
          }
        : null,
    created_at: iso(row.created_at),
  };
}

/** The references of a save exist: its category, related models and products. */
async function checkReferences(deps: EditorDeps, body: UpdateArticleBody) {
  if (body.category_id !== undefined && !(await q.categoryExists(deps.database, body.category_id)))
    throw fieldError("category_id", "editor.error.category");
  for (const [field, table] of [
    ["related_model_ids", "miner_models"],
    ["related_product_ids", "products"],
  ] as const) {
    const ids = body[field];
    if (!ids?.length) continue;
    const missing = await q.missingIds(deps.database, table, ids);
    if (missing.length > 0) throw fieldError(field, "editor.error.unknownIds", { ids: missing.join(", ") });
  }
}

/** Runs a save: the write, a revision, the data version; a taken slug is a 409 naming `slug`. */
async function save(deps: EditorDeps, user: Editor, write: (tx: Tx) => Promise<number>): Promise<number> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const id = await write(tx);
      await q.insertRevision(tx, id, user);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, "articles_slug_unique"))
      throw new AppError("conflict", "editor.error.slugTaken", undefined, {
        slug: ["editor.error.slugTaken"],
      });
    throw err;
  }
}

/** Locks an existing article for the write (404 otherwise) and moves the data version after it. */
async function changing(tx: Tx, id: number, write: () => Promise<void>): Promise<number> {
  const before = await q.lockArticle(tx, id);
  if (!before) throw articleNotFound();
  await write();
  await q.bumpVersionIfPublic(tx, id, before.public);
  return id;
}

async function create(deps: EditorDeps, body: CreateArticleBody, user: Editor, locale: Locale) {
  await checkReferences(deps, body);
  const id = await save(deps, user, (tx) =>
    q.insertArticle(tx, {
      ...body,
      author_name: body.author_name || user.name || user.email,
      author_user_id: user.id,
      status: "draft",
      publish_at: null,
    }),
  );
  return get(deps, id, locale);
}

/** The fields of `body` that differ from the stored article. */
function changedFields(body: UpdateArticleBody, stored: q.EditorRow): UpdateArticleBody {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && !same(stored[k as keyof q.EditorRow], v)),
  ) as UpdateArticleBody;
}

async function update(deps: EditorDeps, id: number, body: UpdateArticleBody, user: Editor, locale: Locale) {
  const stored = await q.selectEditorArticle(deps.database, id, locale);
  if (!stored) throw articleNotFound();
  const changes = changedFields(body, stored);
  // A save that changes nothing writes nothing: no revision, the same updated_at.
  if (Object.keys(changes).length === 0) return get(deps, id, locale);
  await checkReferences(deps, changes);
  await save(deps, user, (tx) =>
    changing(tx, id, async () => {
      await q.updateArticle(tx, id, changes);
      const row = await q.selectEditorArticle(tx, id, locale);
      // One title at least, counting what was already there.
      if (row && !row.title_en && !row.title_fr) throw fieldError("title_en", "editor.error.titleNeeded");
      if (row && row.status !== "draft" && !row.has_en && !row.has_fr)
        throw fieldError("body_en", "editor.error.nothingToPublish");
    }),
  );
  return get(deps, id, locale);
}

/** When the article goes public for a status change, or a 400 naming `publish_at`. */
function publishTime(body: ArticleStatusBody, now: number): string | null {
  if (body.status === "draft") return null;
  const at = body.publish_at ? Date.parse(body.publish_at) : null;
  if (body.status === "scheduled") {
    if (at === null) throw fieldError("publish_at", "editor.error.scheduleNeedsTime");
    if (at <= now) throw fieldError("publish_at", "editor.error.scheduleInPast");
    return new Date(at).toISOString();
  }
  if (at !== null && at > now + 60_000) throw fieldError("publish_at", "editor.error.publishInFuture");
  return new Date(at ?? now).toISOString();
}

async function setStatus(
  deps: EditorDeps,
  id: number,
  body: ArticleStatusBody,
  user: Editor,
  locale: Locale,
) {
  const publishAt = publishTime(body, Date.now());
  await save(deps, user, (tx) =>
    changing(tx, id, async () => {
      const row = await q.selectEditorArticle(tx, id, locale);
      if (row && body.status !== "draft" && !row.has_en && !row.has_fr)
        throw fieldError("body_en", "editor.error.nothingToPublish");
      await q.updateArticle(tx, id, { status: body.status, publish_at: publishAt });
    }),
  );
  return get(deps, id, locale);
}

async function removeFiles(deps: EditorDeps, urls: (string | null | undefined)[]) {
  for (const u of urls) {
    const key = mediaKey(u, OWN);
    if (key) await deps.media.delete(key).catch(() => {});
  }
}

async function remove(deps: EditorDeps, id: number) {
  const files = await deps.database.db.transaction(async (tx) => {
    const before = await q.lockArticle(tx, id);
    if (!before) throw articleNotFound();
    await q.bumpVersionIfPublic(tx, id, before.public);
    return q.deleteArticle(tx, id);
  });
  await removeFiles(deps, files ?? []);
}

function toRevisionSummary(
  r: Omit<q.RevisionRow, "lead_en" | "lead_fr" | "body_en" | "body_fr">,
): RevisionSummary {
  return {
    id: r.id,
    saved_by: r.saved_by,
    created_at: iso(r.created_at),
    status: r.status,
    publish_at: isoOrNull(r.publish_at),
    title_en: r.title_en,
    title_fr: r.title_fr,
  };
}

async function revisions(deps: EditorDeps, id: number, locale: Locale): Promise<RevisionSummary[]> {
  await get(deps, id, locale);
  const rows = await q.selectRevisions(deps.database, id, REVISIONS_SHOWN);
  return rows.map(toRevisionSummary);
}

async function revision(deps: EditorDeps, id: number, revisionId: number): Promise<Revision> {
  const r = await q.selectRevision(deps.database, id, revisionId);
  if (!r) throw notFound("editor.error.revisionNotFound");
  return {
    ...toRevisionSummary(r),
    article_id: r.article_id,
    lead_en: r.lead_en,
    lead_fr: r.lead_fr,
    body_en: r.body_en,
    body_fr: r.body_fr,
  };
}

/** Puts a revision's texts back (status and schedule stay as they are); itself a new revision. */
async function restore(deps: EditorDeps, id: number, revisionId: number, user: Editor, locale: Locale) {
  await save(deps, user, (tx) =>
    changing(tx, id, async () => {
      const r = await q.selectRevision(tx, id, revisionId);
      if (!r) throw notFound("editor.error.revisionNotFound");
      await q.updateArticle(tx, id, {
        title_en: r.title_en,
        title_fr: r.title_fr,
        lead_en: r.lead_en,
        lead_fr: r.lead_fr,
        body_en: r.body_en,
        body_fr: r.body_fr,
      });
    }),
  );
  return get(deps, id, locale);
}

/** The body as the public page will show it: the same pipeline, nothing stored. */
function preview(markdown: string) {
  const { html, toc } = renderMarkdown(markdown);
  return { html, toc, reading_minutes: readingMinutes(countWords(markdown)) };
}

/** Re-encodes an uploaded image to webp (metadata stripped) at each of `sizes`. */
async function encode(input: Buffer, sizes: ((s: Sharp) => Sharp)[]) {
  const image = await openImage(input, "image", "editor.error.imageType");
  try {
    return await Promise.all(
      sizes.map((resize) => {
        return resize(image().rotate()).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      }),
    );
  } catch {
    throw fieldError("image", "editor.error.imageType");
  }
}

/** Sets the article's cover (1x and 2x webp, cropped to 800 × 420); the previous cover's files go. */
async function putCover(deps: EditorDeps, id: number, input: Buffer, locale: Locale) {
  await get(deps, id, locale);
  const [one, two] = await encode(
    input,
    [1, 2].map(
      (scale) => (s) =>
        s.resize(COVER[0] * scale, COVER[1] * scale, {
          fit: "cover",
          position: "attention",
          withoutEnlargement: true,
        }),
    ),
  );
  if (!one || !two) throw fieldError("image", "editor.error.imageType");
  const base = `${OWN}a${id}/cover-${randomBytes(8).toString("hex")}`;
  await deps.media.put(`${base}.webp`, one.data, "image/webp");
  await deps.media.put(`${base}@2x.webp`, two.data, "image/webp");
  const cover = {
    cover_url: mediaUrl(`${base}.webp`),
    cover_url_2x: mediaUrl(`${base}@2x.webp`),
    cover_width: one.info.width,
    cover_height: one.info.height,
  };
  let replaced: (string | null)[] = [];
  try {
    await deps.database.db.transaction(async (tx) => {
      await changing(tx, id, async () => {
        const row = await q.selectEditorArticle(tx, id, locale);
        replaced = [row?.cover_url ?? null, row?.cover_url_2x ?? null];
        await q.updateArticle(tx, id, cover);
      });
    });
  } catch (err) {
    await removeFiles(deps, [cover.cover_url, cover.cover_url_2x]);
    throw err;
  }
  await removeFiles(deps, replaced);
  return get(deps, id, locale);
}

/** Stores an image for the body and answers its path with the Markdown that shows it. */
async function putBodyImage(deps: EditorDeps, id: number, input: Buffer, name: string, locale: Locale) {
  await get(deps, id, locale);
  const [one] = await encode(input, [
    (s) => s.resize(BODY_IMAGE, BODY_IMAGE, { fit: "inside", withoutEnlargement: true }),
  ]);
  if (!one) throw fieldError("image", "editor.error.imageType");
  const key = `${OWN}a${id}/${randomBytes(8).toString("hex")}.webp`;
  await deps.media.put(key, one.data, "image/webp");
  const url = mediaUrl(key);
  // The file's name, without its extension or Markdown's brackets, as a first alternative text.
  const alt = name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[[\]()\\`*_<>!]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return { url, width: one.info.width, height: one.info.height, markdown: `![${alt}](${url})` };
}

export function createEditorService(deps: EditorDeps) {
  return {
    list: list.bind(null, deps),
    get: get.bind(null, deps),
    create: create.bind(null, deps),
    update: update.bind(null, deps),
    setStatus: setStatus.bind(null, deps),
    remove: remove.bind(null, deps),
    revisions: revisions.bind(null, deps),
    revision: revision.bind(null, deps),
    restore: restore.bind(null, deps),
    preview,
    putCover: putCover.bind(null, deps),
    putBodyImage: putBodyImage.bind(null, deps),
  };
}
export type EditorService = ReturnType<typeof createEditorService>;
