/**
 * The media of a listing on its form (a product's photos, a service's images): the list with the
 * main one marked, "Remove" (and "Make main" where the seller picks it), and the upload with the
 * API's limits. Plain forms posting to the form page's action (`{field}-upload`, `{field}-remove:{id}`,
 * `{field}-main:{id}`, with the listing's id as `idName`); under review the media are shown, not
 * changed (the API would refuse with 409). Before the listing is saved, media wait for its edit page.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Image } from "../../../common/api/shared.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ProductImage } from "../../ui/product-image.tsx";
import {
  FieldErrors,
  FormMessage,
  type FormResult,
  linkClass,
  secondaryButtonClass,
} from "../accounts/form.tsx";
import { labelClass, Section } from "./form-fields.tsx";

export type MediaItem = Omit<Image, "alt"> & {
  id: number;
  /** The main one (a service's first image). */
  main: boolean;
};

export interface MediaTexts {
  title: string;
  /** The limits (count, size), also the upload input's description. */
  limits: string;
  /** The saved listing's edit page (a listing this add form created), with its link text. */
  savedAdd: string;
  openSaved: string;
  saveFirst: string;
  alt: (n: number) => string;
  main: string;
  remove: (n: number) => string;
  /** "Make photo n the main one": only where the seller picks the main one. */
  setMain?: (n: number) => string;
  /** The upload's "main" checkbox: only where the seller picks the main one. */
  asMain?: string;
  /** No media yet (nothing is said when absent). */
  none?: string;
  full: string;
  file: string;
  upload: string;
}

export function MediaEditor({
  field,
  headingId,
  limitsId,
  idName,
  listingId,
  items,
  full,
  result,
  intent,
  editable,
  missing,
  savedHref,
  badge,
  texts,
}: {
  /** The multipart field and the prefix of the intents and ids: "photo" or "image". */
  field: string;
  headingId: string;
  limitsId: string;
  idName: string;
  /** The saved listing (null before the first save). */
  listingId: number | null;
  items: MediaItem[];
  /** The listing has as many media as it may. */
  full: boolean;
  result: FormResult | undefined;
  /** The intent of the media forms' answers ("photos", "images"). */
  intent: string;
  editable: boolean;
  /**
   * The verification's message when a main photo or image is missing, and where it shows: `top`
   * under the limits, or `input` on the upload input (before the first save, under the notice).
   */
  missing?: { errors: string[] | undefined; id: string; at: "top" | "input" };
  /** The edit page of a listing this add form created (its verification failed). */
  savedHref?: string;
  /** After the limits: the media are part of a change waiting for moderation. */
  badge?: ReactNode;
  texts: MediaTexts;
}) {
  const answered = result?.intent === intent ? result.fields?.[field] : undefined;
  const inputErrors = missing?.at === "input" && result?.intent !== intent ? missing.errors : answered;
  const inputId = `f-${field}`;
  const missingHere = missing ? <FieldErrors id={missing.id} errors={missing.errors} /> : null;
  return (
    <Section id={headingId} title={texts.title}>
      <p id={limitsId} className="text-sm text-slate-700">
        {texts.limits}
        {badge}
      </p>
      {missing?.at === "top" ? missingHere : null}
      {listingId === null ? (
        <>
          {savedHref ? (
            <p className="text-sm text-slate-700">
              {texts.savedAdd}{" "}
              <AppLink to={savedHref} className={linkClass}>
                {texts.openSaved}
              </AppLink>
            </p>
          ) : (
            <p className="text-sm text-slate-700">{texts.saveFirst}</p>
          )}
          {missing?.at === "input" ? missingHere : null}
        </>
      ) : (
        <>
          <FormMessage result={result} intent={intent} />
          {items.length ? (
            <ul className="flex flex-wrap gap-4">
              {items.map((item, i) => (
                <li key={item.id} className="w-36 space-y-1">
                  <ProductImage
                    image={item}
                    alt={texts.alt(i + 1)}
                    className="h-28 w-36 rounded object-cover"
                  />
                  {item.main ? <p className="text-xs font-semibold text-slate-900">{texts.main}</p> : null}
                  {editable ? (
                    <Form method="post" className={texts.setMain ? "flex flex-col gap-1" : undefined}>
                      <input type="hidden" name={idName} value={listingId} />
                      {texts.setMain && !item.main ? (
                        <button
                          type="submit"
                          name="intent"
                          value={`${field}-main:${item.id}`}
                          className={`${secondaryButtonClass} px-2 py-1 text-xs`}
                        >
                          {texts.setMain(i + 1)}
                        </button>
                      ) : null}
                      <button
                        type="submit"
                        name="intent"
                        value={`${field}-remove:${item.id}`}
                        className={`${secondaryButtonClass} px-2 py-1 text-xs`}
                      >
                        {texts.remove(i + 1)}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : texts.none ? (
            <p className="text-sm text-slate-700">{texts.none}</p>
          ) : null}
          {!editable ? null : full ? (
            <p className="text-sm text-slate-700">{texts.full}</p>
          ) : (
            // Keyed by the list: after each upload (or removal) the form starts afresh, with no file
            // and the "main" box clear (issue 30: a box left ticked made every later upload the
            // main one, so the last upload became the main photo and the order was reversed).
            <Form
              key={items.map((item) => item.id).join(",")}
              method="post"
              encType="multipart/form-data"
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name={idName} value={listingId} />
              <div className="space-y-1">
                <label htmlFor={inputId} className={labelClass}>
                  {texts.file}
                </label>
                <input
                  id={inputId}
                  name={field}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="block text-sm focus-visible:outline-2 focus-visible:outline-amber-600"
                  aria-invalid={inputErrors?.length ? true : undefined}
                  aria-describedby={[limitsId, inputErrors?.length ? `${inputId}-error` : ""]
                    .filter(Boolean)
                    .join(" ")}
                />
                <FieldErrors id={`${inputId}-error`} errors={inputErrors} />
              </div>
              {/* The first upload is the main one anyway (the main one is the chosen, else the first). */}
              {texts.asMain && items.length > 0 ? (
                <div className="flex items-center gap-2">
                  <input
                    id={`${inputId}-main`}
                    name="main"
                    type="checkbox"
                    className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                  />
                  <label htmlFor={`${inputId}-main`} className="text-sm text-slate-800">
                    {texts.asMain}
                  </label>
                </div>
              ) : null}
              <button type="submit" name="intent" value={`${field}-upload`} className={secondaryButtonClass}>
                {texts.upload}
              </button>
            </Form>
          )}
        </>
      )}
    </Section>
  );
}
