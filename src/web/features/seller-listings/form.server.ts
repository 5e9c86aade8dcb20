/**
 * The actions the seller's listing forms share (products and services; decisions 014 and 034):
 * saving a draft or sending it for verification, with every field verification will need named
 * in one round, and the media forms (upload, remove, make main). The page gives its API calls and
 * its texts; the API checks everything again.
 */
import type { AppLoadContext, data } from "react-router";
import { ApiError } from "../../../common/api-client.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { requireSeller } from "../../lib/session.server.ts";
import { accountsApi, formFailure } from "../accounts/action.server.ts";
import type { FormResult } from "../accounts/form.tsx";
import type { ListingKind } from "./form-page.tsx";
import { idOf } from "./list-query.ts";

/** What the form's answer carries besides the errors (the values as typed, …). */
type Extra = Partial<FormResult> & Record<string, unknown>;

/**
 * A post to a listing's form page (sellers only): the page's language, the API client, the form,
 * its intent split at ":" (`kind`, e.g. "photo-remove", and `arg`, e.g. the photo's id) and the
 * saved listing's id the form carries (`{kind}_id`).
 */
export async function readListingPost(request: Request, context: AppLoadContext, listing: ListingKind) {
  await requireSeller(request, context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const [kind = "", arg = ""] = String(form.get("intent") ?? "").split(":");
  return {
    listing,
    url,
    locale,
    t: makeT(locale),
    api: accountsApi(request, context),
    form,
    kind,
    arg,
    id: idOf(String(form.get(`${listing}_id`) ?? "")),
  };
}
export type ListingPost = Awaited<ReturnType<typeof readListingPost>>;

/** The media of each kind: the form's file field and the catalogue prefix of their texts. */
const MEDIA = {
  product: { field: "photo", texts: "sp.photos" },
  service: { field: "image", texts: "ss.images" },
} as const;

/** What a call answers, or null when the API refuses it (4xx): unknown, not checked. */
export async function orNullOn4xx<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/** The query of "create": a copy of the listing `copy_of` of the page's URL, or typed by hand. */
function createQuery(url: URL): { source: "copy"; copy_of: number } | { source: "manual" } {
  const copy = idOf(url.searchParams.get("copy_of"));
  return copy !== null ? { source: "copy", copy_of: copy } : { source: "manual" };
}

/**
 * "Save draft" (`draft`) or "Send for verification" (`verify`), the post's `kind`: updates the
 * listing the form carries, or creates it, then sends it. On a refusal the form comes back as
 * typed (`extra`) with the API's errors, the created listing's id (later posts edit it) and, when
 * sending, what verification will need as well (`gaps`), so that every field shows in one round.
 */
export async function saveListing<L extends { id: number }>(
  post: ListingPost,
  opts: {
    listing: ListingKind;
    update: (id: number) => Promise<L>;
    /** Creates it: a copy of the listing `copy_of` of the page's URL (`query`), or typed by hand. */
    create: (query: ReturnType<typeof createQuery>) => Promise<L>;
    verify: (id: number) => Promise<unknown>;
    extra: (saved: L | null) => Extra | Promise<Extra>;
    /** Field names the API prefixes with the listing (one listing's verification): removed. */
    stripPrefix?: RegExp;
    /** What verification needs that the form lacks (message keys by field), for a refused send. */
    gaps: (id: number | null) => Promise<Record<string, readonly MessageKey[]>>;
  },
): Promise<{ saved: L; id: number } | ReturnType<typeof data<FormResult>>> {
  const { t, kind } = post;
  let id = post.id;
  let saved: L | null = null;
  try {
    if (id !== null) saved = await opts.update(id);
    else {
      saved = await opts.create(createQuery(post.url));
      id = saved.id;
    }
    if (kind === "verify") await opts.verify(id);
    return { saved, id };
  } catch (error) {
    const failure = formFailure(error, {
      intent: opts.listing,
      ...(await opts.extra(saved)),
      createdId: id ?? undefined,
    } as Partial<FormResult>);
    if (failure.data.fields && !failure.data.detail) failure.data.detail = t("sp.form.fixErrors");
    const strip = opts.stripPrefix;
    if (strip && failure.data.fields)
      failure.data.fields = Object.fromEntries(
        Object.entries(failure.data.fields).map(([k, v]) => [k.replace(strip, ""), v]),
      );
    // A save refused before verification could run: name what verification will need as well, so
    // that every field shows in one round (not the save's errors first, the rest after a second try).
    if (kind === "verify" && failure.data.fields) {
      const gaps = await opts.gaps(id);
      const fields = failure.data.fields;
      for (const [field, keys] of Object.entries(gaps))
        fields[field] = [...new Set([...(fields[field] ?? []), ...keys.map((k) => t(k))])];
    }
    return failure;
  }
}

/**
 * The media forms of a listing (`{field}-upload`, `{field}-remove:{id}`, `{field}-main:{id}`;
 * `photo` for a product, `image` for a service), or null for another intent: the file is checked
 * here first (chosen, not too large) so that the seller hears it at once. Their answers have the
 * intent `{field}s`.
 */
export async function runMediaAction(
  post: ListingPost,
  maxBytes: number,
  calls: {
    upload: (id: number, file: File) => Promise<unknown>;
    remove: (id: number, mediaId: number) => Promise<unknown>;
    /** Where the seller picks the main one. */
    setMain?: { call: (id: number, mediaId: number) => Promise<unknown>; done: string };
  },
): Promise<FormResult | ReturnType<typeof data<FormResult>> | null> {
  const { t, form, kind, arg, id } = post;
  const { field, texts: m } = MEDIA[post.listing];
  if (!kind.startsWith(`${field}-`)) return null;
  const intent = `${field}s`;
  if (id === null) return { intent, detail: t(`${m}.saveFirst`) };
  const mediaId = /^\d+$/.test(arg) ? Number(arg) : null;
  try {
    if (kind === `${field}-upload`) {
      const file = form.get(field);
      if (!(file instanceof File) || file.size === 0)
        return { intent, fields: { [field]: [t("sp.photos.choose")] } };
      if (file.size > maxBytes)
        return { intent, fields: { [field]: [t(`${m}.tooLarge`, { mb: maxBytes / 1024 / 1024 })] } };
      await calls.upload(id, file);
      return { intent, ok: t(`${m}.uploaded`) };
    }
    if (kind === `${field}-remove` && mediaId !== null) {
      await calls.remove(id, mediaId);
      return { intent, ok: t(`${m}.removed`) };
    }
    if (kind === `${field}-main` && mediaId !== null && calls.setMain) {
      await calls.setMain.call(id, mediaId);
      return { intent, ok: calls.setMain.done };
    }
  } catch (error) {
    return formFailure(error, { intent });
  }
  return { intent, detail: t("account.unknownAction") };
}
