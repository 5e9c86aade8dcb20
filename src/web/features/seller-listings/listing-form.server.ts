/**
 * The actions the seller's listing forms share (products and services; decisions 014 and 034):
 * saving a draft or sending it for verification, with every field verification will need named
 * in one round, and the media forms (upload, remove, make main). The page gives its API calls and
 * its texts; the API checks everything again.
 */
import type { data } from "react-router";
import { ApiError } from "../../../common/api-client.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import type { Translator } from "../../i18n/translator.ts";
import { formFailure } from "../accounts/action.server.ts";
import type { FormResult } from "../accounts/form.tsx";

/** What the form's answer carries besides the errors (the values as typed, …). */
type Extra = Partial<FormResult> & Record<string, unknown>;

/** An id posted by a form or found in the URL, or null. */
export const idOf = (v: string | null | undefined): number | null =>
  v && /^\d{1,10}$/.test(v) ? Number(v) : null;

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
export function createQuery(url: URL): { source: "copy"; copy_of: number } | { source: "manual" } {
  const copy = idOf(url.searchParams.get("copy_of"));
  return copy !== null ? { source: "copy", copy_of: copy } : { source: "manual" };
}

/**
 * "Save draft" (`draft`) or "Send for verification" (`verify`): updates the listing `id`, or
 * creates it, then sends it. On a refusal the form comes back as typed (`extra`) with the API's
 * errors, the created listing's id (later posts edit it) and, when sending, what verification
 * will need as well (`gaps`), so that every field shows in one round.
 */
export async function saveListing<L extends { id: number }>(opts: {
  t: Translator;
  kind: "draft" | "verify";
  intent: string;
  id: number | null;
  update: (id: number) => Promise<L>;
  create: () => Promise<L>;
  verify: (id: number) => Promise<unknown>;
  extra: (saved: L | null) => Extra | Promise<Extra>;
  /** Field names the API prefixes with the listing (one listing's verification): removed. */
  stripPrefix?: RegExp;
  /** What verification needs that the form lacks (message keys by field), for a refused send. */
  gaps: (id: number | null) => Promise<Record<string, readonly MessageKey[]>>;
}): Promise<{ saved: L; id: number } | ReturnType<typeof data<FormResult>>> {
  const { t } = opts;
  let id = opts.id;
  let saved: L | null = null;
  try {
    if (id !== null) saved = await opts.update(id);
    else {
      saved = await opts.create();
      id = saved.id;
    }
    if (opts.kind === "verify") await opts.verify(id);
    return { saved, id };
  } catch (error) {
    const failure = formFailure(error, {
      intent: opts.intent,
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
    if (opts.kind === "verify" && failure.data.fields) {
      const gaps = await opts.gaps(id);
      const fields = failure.data.fields;
      for (const [field, keys] of Object.entries(gaps))
        fields[field] = [...new Set([...(fields[field] ?? []), ...keys.map((k) => t(k))])];
    }
    return failure;
  }
}

/**
 * The media forms of a listing (`{field}-upload`, `{field}-remove:{id}`, `{field}-main:{id}`):
 * the file is checked here first (chosen, not too large) so that the seller hears it at once.
 */
export async function runMediaAction(
  form: FormData,
  opts: {
    field: string;
    intent: string;
    listingId: number | null;
    maxBytes: number;
    t: Translator;
    texts: {
      saveFirst: string;
      tooLarge: (mb: number) => string;
      uploaded: string;
      removed: string;
      mainSet?: string;
    };
    upload: (id: number, file: File) => Promise<unknown>;
    remove: (id: number, mediaId: number) => Promise<unknown>;
    setMain?: (id: number, mediaId: number) => Promise<unknown>;
  },
): Promise<FormResult | ReturnType<typeof data<FormResult>>> {
  const { field, intent, listingId: id, t, texts } = opts;
  const [kind = "", arg = ""] = String(form.get("intent") ?? "").split(":");
  if (id === null) return { intent, detail: texts.saveFirst };
  const mediaId = /^\d+$/.test(arg) ? Number(arg) : null;
  try {
    if (kind === `${field}-upload`) {
      const file = form.get(field);
      if (!(file instanceof File) || file.size === 0)
        return { intent, fields: { [field]: [t("sp.photos.choose")] } };
      if (file.size > opts.maxBytes)
        return { intent, fields: { [field]: [texts.tooLarge(opts.maxBytes / 1024 / 1024)] } };
      await opts.upload(id, file);
      return { intent, ok: texts.uploaded };
    }
    if (kind === `${field}-remove` && mediaId !== null) {
      await opts.remove(id, mediaId);
      return { intent, ok: texts.removed };
    }
    if (kind === `${field}-main` && mediaId !== null && opts.setMain && texts.mainSet) {
      await opts.setMain(id, mediaId);
      return { intent, ok: texts.mainSet };
    }
  } catch (error) {
    return formFailure(error, { intent });
  }
  return { intent, detail: t("account.unknownAction") };
}
