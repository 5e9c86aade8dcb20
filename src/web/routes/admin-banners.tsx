/**
 * /admin/banners (issue 19, moderator console): the advertising banners with their schedule,
 * weight, state and totals; a form to create one with its images (English, optional French);
 * activate, deactivate and delete. Works without JavaScript; API field errors sit under their field.
 */
import { Form, redirect } from "react-router";
import { AD_LIMITS, AD_PLACEMENTS } from "../../common/ads.ts";
import type { AdminAdBanner } from "../../common/api/banners.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { chosenFile } from "../features/sellers/api.server.ts";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-banners";

const DONE = ["created", "saved", "deleted"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const done = new URL(request.url).searchParams.get("done");
  try {
    const banners = await apiFor(request, context).call("ads.adminList");
    return { banners, done: (DONE as readonly (string | null)[]).includes(done) ? (done as Done) : null };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

/** A datetime-local value (UTC, as the labels say) as ISO 8601, or null when empty. */
const utcOrNull = (v: string) => (v ? `${v.length === 16 ? `${v}:00` : v}Z` : null);

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const form = await request.formData();
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const intent = str("intent");
  const here = localizePath("/admin/banners", locale);
  try {
    if (intent === "create") {
      const images = { en: chosenFile(form, "image_en"), fr: chosenFile(form, "image_fr") };
      for (const [lang, file] of Object.entries(images))
        if (file && file.size > AD_LIMITS.imageMaxBytes)
          return {
            intent,
            fields: {
              [`image_${lang}`]: [
                t("ads.error.imageTooLarge", { max: AD_LIMITS.imageMaxBytes / 1024 / 1024 }),
              ],
            },
          } satisfies FormResult;
      if (!images.en)
        return { intent, fields: { image_en: [t("validation.required")] } } satisfies FormResult;
      const weight = Number(str("weight") || "1");
      const created = await api.call("ads.adminCreate", {
        body: {
          placement: str("placement"),
          title_en: str("title_en"),
          title_fr: str("title_fr"),
          link: str("link"),
          weight: Number.isInteger(weight) ? weight : str("weight"),
          starts_at: utcOrNull(str("starts_at")),
          ends_at: utcOrNull(str("ends_at")),
          is_active: form.get("is_active") === "on",
        },
      });
      // All or nothing: a banner whose image was refused is not left behind.
      for (const lang of ["en", "fr"] as const) {
        const file = images[lang];
        if (!file) continue;
        try {
          await api.upload("ads.adminImage", {
            params: { id: created.id },
            query: { lang },
            field: "image",
            file,
          });
        } catch (error) {
          await api.call("ads.adminDelete", { params: { id: created.id } }).catch(() => {});
          return imageFailure(error, `image_${lang}`);
        }
      }
      return redirect(`${here}?done=created`);
    }
    const id = Number(str("id"));
    if (intent === "schedule") {
      const weight = Number(str("weight"));
      await api.call("ads.adminUpdate", {
        params: { id },
        body: {
          weight: Number.isInteger(weight) ? weight : str("weight"),
          starts_at: utcOrNull(str("starts_at")),
          ends_at: utcOrNull(str("ends_at")),
        },
      });
      return redirect(`${here}?done=saved`);
    }
    if (intent === "activate" || intent === "deactivate") {
      await api.call("ads.adminUpdate", { params: { id }, body: { is_active: intent === "activate" } });
      return redirect(`${here}?done=saved`);
    }
    if (intent === "delete") {
      await api.call("ads.adminDelete", { params: { id } });
      return redirect(`${here}?done=deleted`);
    }
    return { intent, detail: t("account.unknownAction") } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent });
  }
}

/** An image the API refused, under its own file field (the API names the upload's field `image`). */
function imageFailure(error: unknown, field: string) {
  const failed = formFailure(error, { intent: "create" });
  const fields = failed.data.fields;
  if (fields?.image) failed.data.fields = { [field]: fields.image };
  return failed;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("ads.admin.title"), description: t("ads.admin.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { banners, done } = loaderData;
  const doneText = done ? t(`ads.admin.${done}`) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("ads.admin.title")}</h1>
      <p className="text-slate-700">{t("ads.admin.description")}</p>
      <p role="status" className="text-sm font-medium text-emerald-900">
        {doneText ?? ""}
      </p>
      <FormMessage result={actionData} />
      <BannerTable banners={banners} />
      <CreateForm result={actionData} />
    </div>
  );
}

function Schedule({ b }: { b: AdminAdBanner }) {
  const t = useT();
  const locale = useLocale();
  if (!b.starts_at && !b.ends_at) return <>{t("ads.admin.always")}</>;
  return (
    <>
      {b.starts_at ? t("ads.admin.from", { date: formatDate(b.starts_at, locale) }) : null}
      {b.starts_at && b.ends_at ? " " : null}
      {b.ends_at ? t("ads.admin.until", { date: formatDate(b.ends_at, locale) }) : null}
    </>
  );
}

function BannerTable({ banners }: { banners: AdminAdBanner[] }) {
  const t = useT();
  const locale = useLocale();
  if (banners.length === 0) return <p className="text-slate-700">{t("ads.admin.empty")}</p>;
  const title = (b: AdminAdBanner) => (locale === "fr" ? b.title_fr : b.title_en);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t("ads.admin.caption")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {(["banner", "placement", "schedule", "weight", "stats", "actions"] as const).map((c) => (
              <th key={c} scope="col" className="py-2 pr-3">
                {t(`ads.admin.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {banners.map((b) => (
            <tr key={b.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3">
                {b.image_en ? (
                  <img
                    src={b.image_en.url}
                    alt=""
                    width={120}
                    height={Math.round((120 * b.image_en.height) / (b.image_en.width || 1))}
                    className="mb-1 h-auto w-[120px] rounded"
                  />
                ) : (
                  <span className="block text-slate-600">{t("ads.admin.noImage")}</span>
                )}
                <span className="block font-medium text-slate-900">{title(b)}</span>
                <span className="block text-slate-600">{b.link}</span>
                <span className={b.live ? "font-medium text-emerald-800" : "text-slate-600"}>
                  {b.live ? t("ads.admin.live") : t("ads.admin.notLive")}
                </span>
              </td>
              <td className="py-2 pr-3">{t(`ads.placement.${b.placement}`)}</td>
              <td className="py-2 pr-3">
                <Schedule b={b} />
              </td>
              <td className="py-2 pr-3">{t.number(b.weight)}</td>
              <td className="py-2 pr-3" data-testid={`ad-stats-${b.id}`}>
                {t("ads.admin.stats", { impressions: t.number(b.impressions), clicks: t.number(b.clicks) })}
              </td>
              <td className="py-2">
                <ScheduleForm b={b} label={title(b)} />
                <Form method="post" className="mt-2 flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={b.id} />
                  <SubmitButton
                    name="intent"
                    value={b.is_active ? "deactivate" : "activate"}
                    className={secondaryButtonClass}
                  >
                    {t(b.is_active ? "ads.admin.deactivate" : "ads.admin.activate", { title: title(b) })}
                  </SubmitButton>
                  <SubmitButton name="intent" value="delete" className={secondaryButtonClass}>
                    {t("ads.admin.delete", { title: title(b) })}
                  </SubmitButton>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A stored time as the value of a datetime-local input in UTC (what the labels say). */
const utcInput = (iso: string | null) => (iso ? iso.slice(0, 16) : "");

/** The schedule and weight of one banner, changed in place. */
function ScheduleForm({ b, label }: { b: AdminAdBanner; label: string }) {
  const t = useT();
  const id = `banner-${b.id}`;
  const cls = `${inputClass} min-w-40`;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-2"
      aria-label={t("ads.admin.scheduleOf", { title: label })}
    >
      <input type="hidden" name="id" value={b.id} />
      <div>
        <label htmlFor={`${id}-starts`} className="block text-xs text-slate-700">
          {t("ads.admin.startsAt")}
        </label>
        <input
          id={`${id}-starts`}
          name="starts_at"
          type="datetime-local"
          defaultValue={utcInput(b.starts_at)}
          className={cls}
        />
      </div>
      <div>
        <label htmlFor={`${id}-ends`} className="block text-xs text-slate-700">
          {t("ads.admin.endsAt")}
        </label>
        <input
          id={`${id}-ends`}
          name="ends_at"
          type="datetime-local"
          defaultValue={utcInput(b.ends_at)}
          className={cls}
        />
      </div>
      <div>
        <label htmlFor={`${id}-weight`} className="block text-xs text-slate-700">
          {t("ads.admin.col.weight")}
        </label>
        <input
          id={`${id}-weight`}
          name="weight"
          type="number"
          min={1}
          max={AD_LIMITS.weightMax}
          defaultValue={b.weight}
          className={`${inputClass} w-20`}
        />
      </div>
      <SubmitButton name="intent" value="schedule" className={secondaryButtonClass}>
        {t("ads.admin.save", { title: label })}
      </SubmitButton>
    </Form>
  );
}

function CreateForm({ result }: { result?: FormResult }) {
  const t = useT();
  const errors = errorsOf(result, "create");
  return (
    <section
      aria-labelledby="new-banner-title"
      className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="new-banner-title" className="text-xl font-bold text-slate-900">
        {t("ads.admin.newTitle")}
      </h2>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="create" />
        <Field
          name="title_en"
          label={t("ads.admin.titleEn")}
          required
          maxLength={AD_LIMITS.titleMax}
          errors={errors.title_en}
        />
        <Field
          name="title_fr"
          label={t("ads.admin.titleFr")}
          required
          maxLength={AD_LIMITS.titleMax}
          errors={errors.title_fr}
        />
        <div className="space-y-1">
          <label htmlFor="banner-placement" className="block text-sm font-medium text-slate-800">
            {t("ads.admin.placement")}
          </label>
          <select
            id="banner-placement"
            name="placement"
            className={inputClass}
            aria-invalid={errors.placement?.length ? true : undefined}
            aria-describedby={errors.placement?.length ? "banner-placement-error" : undefined}
          >
            {AD_PLACEMENTS.map((p) => (
              <option key={p} value={p}>
                {t(`ads.placement.${p}`)}
              </option>
            ))}
          </select>
          <FieldErrors id="banner-placement-error" errors={errors.placement} />
        </div>
        <Field
          name="link"
          label={t("ads.admin.link")}
          required
          maxLength={AD_LIMITS.linkMax}
          errors={errors.link}
        />
        <Field
          name="weight"
          type="number"
          label={t("ads.admin.weight")}
          min={1}
          max={AD_LIMITS.weightMax}
          defaultValue={1}
          errors={errors.weight}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="starts_at"
            type="datetime-local"
            label={t("ads.admin.startsAt")}
            errors={errors.starts_at}
          />
          <Field name="ends_at" type="datetime-local" label={t("ads.admin.endsAt")} errors={errors.ends_at} />
        </div>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="is_active" defaultChecked className="size-4 accent-amber-500" />
          {t("ads.admin.active")}
        </label>
        <Field
          name="image_en"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label={t("ads.admin.imageEn")}
          required
          errors={errors.image_en}
        />
        <Field
          name="image_fr"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label={t("ads.admin.imageFr")}
          errors={errors.image_fr}
        />
        <SubmitButton>{t("ads.admin.create")}</SubmitButton>
      </Form>
    </section>
  );
}
