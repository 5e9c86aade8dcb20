import { Form } from "react-router";
import { AD_PLACEMENTS, AD_REQUEST_LIMITS } from "../../common/ads.ts";
import { MARKETPLACE_EMAILS } from "../../common/constants.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  SubmitButton,
  TextAreaField,
  useResetOnSuccess,
} from "../features/accounts/form.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/advertisment";

const EMAIL = MARKETPLACE_EMAILS.advertising;

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.ads.title"), description: t("meta.ads.description") });
};

const OPTIONS = [
  { id: "ads-banners", title: "ads.bannersTitle", text: "ads.banners" },
  { id: "ads-featured", title: "ads.featuredTitle", text: "ads.featured" },
  { id: "ads-newsletter", title: "ads.newsletterTitle", text: "ads.newsletter" },
] as const;

/** The request form: mailed to the advertising team (POST /api/forms/advertising/, rate-limited per address). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const form = await request.formData();
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const placements = form
    .getAll("placements")
    .filter((v): v is (typeof AD_PLACEMENTS)[number] => (AD_PLACEMENTS as readonly unknown[]).includes(v));
  try {
    await accountsApi(request, context).call("ads.request", {
      body: {
        name: str("name"),
        company: str("company"),
        email: str("email"),
        placements,
        message: str("message"),
      },
    });
    return { intent: "ad-request", ok: t("ads.form.sent") } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent: "ad-request" });
  }
}

/** /advertisment (the spec's spelling): advertising options and the request form. */
export default function Advertisment({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [before, after] = t("ads.contact", { email: "\u0000" }).split("\u0000");
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("ads.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("ads.lead")}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {OPTIONS.map((o) => (
          <li key={o.id}>
            <section
              aria-labelledby={o.id}
              className="h-full rounded-lg border border-slate-200 bg-white p-6"
            >
              <h2 id={o.id} className="text-lg font-bold text-slate-900">
                {t(o.title)}
              </h2>
              <p className="mt-2 text-slate-700">{t(o.text)}</p>
            </section>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-800">
        {before}
        <a href={`mailto:${EMAIL}`} className="font-semibold text-sky-800 underline">
          {EMAIL}
        </a>
        {after}
      </p>
      <AdRequestForm result={actionData} />
    </div>
  );
}

function AdRequestForm({ result }: { result?: FormResult }) {
  const t = useT();
  const ref = useResetOnSuccess(result, "ad-request");
  const errors = errorsOf(result, "ad-request");
  return (
    <section
      aria-labelledby="ad-request-title"
      className="mt-10 max-w-2xl rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="ad-request-title" className="text-xl font-bold text-slate-900">
        {t("ads.form.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("ads.form.lead")}</p>
      <div className="mt-4">
        <FormMessage result={result} intent="ad-request" />
      </div>
      <Form ref={ref} method="post" className="mt-4 space-y-4" noValidate>
        <Field
          name="name"
          label={t("ads.form.name")}
          autoComplete="name"
          required
          maxLength={150}
          errors={errors.name}
        />
        <Field
          name="company"
          label={t("ads.form.company")}
          autoComplete="organization"
          maxLength={150}
          errors={errors.company}
        />
        <Field
          name="email"
          type="email"
          label={t("ads.form.email")}
          autoComplete="email"
          required
          errors={errors.email}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("ads.form.placements")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {AD_PLACEMENTS.map((p) => (
              <label key={p} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="placements" value={p} className="size-4 accent-amber-500" />
                {t(`ads.placement.${p}`)}
              </label>
            ))}
          </div>
          <FieldErrors id="ad-request-placements-error" errors={errors.placements} />
        </fieldset>
        <TextAreaField
          name="message"
          id="ad-request-message"
          label={t("ads.form.message")}
          rows={5}
          required
          maxLength={AD_REQUEST_LIMITS.messageMax}
          errors={errors.message}
        />
        <SubmitButton>{t("ads.form.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
