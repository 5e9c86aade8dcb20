/**
 * /seller-partner (spec 2, issue 5), seller layout: how to promote listings and banners on the
 * marketplace, with the partner request form (POST /api/forms/seller-contact/, mailed to the team).
 * Works without JavaScript; API field errors sit under their field.
 */
import { Form } from "react-router";
import { CONTACT_TOPICS, SELLER_LIMITS } from "../../common/constants.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  FormMessage,
  SubmitButton,
  useResetOnSuccess,
} from "../features/accounts/form.tsx";
import { type SellerFormResult, sellerFailure } from "../features/sellers/api.server.ts";
import { SelectField, TextAreaField, TextField } from "../features/sellers/company-fields.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import type { Route } from "./+types/seller-partner";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireSeller(request, context);
  return { name: me.name, email: me.email, company: me.seller?.company_name ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const form = await request.formData();
  const intent = "partner";
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  try {
    await accountsApi(request, context).call("sellerAccount.contactForm", {
      body: {
        name: str("name"),
        company: str("company"),
        email: str("email"),
        phone: str("phone"),
        topic: str("topic"),
        message: str("message"),
      },
    });
    return { intent, ok: t("seller.partner.sent") } satisfies SellerFormResult;
  } catch (error) {
    return sellerFailure(error, intent, form);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("seller.partner.title"), description: t("seller.partner.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SellerPartner({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as SellerFormResult | undefined;
  const errors = errorsOf(result, "partner");
  const typed = result?.intent === "partner" && result.fields ? result.values : undefined;
  const ref = useResetOnSuccess(result, "partner");
  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("seller.partner.title")}</h1>
        <p className="text-slate-700">{t("seller.partner.description")}</p>
        <p className="text-sm text-slate-600">{t("seller.partner.intro")}</p>
      </header>
      <section
        aria-labelledby="partner-form-heading"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="partner-form-heading" className="text-lg font-semibold text-slate-900">
          {t("seller.partner.form")}
        </h2>
        <FormMessage result={result} intent="partner" />
        <Form ref={ref} method="post" className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="name"
              label={t("seller.partner.name")}
              autoComplete="name"
              defaultValue={typed?.name ?? loaderData.name}
              errors={errors.name}
              required
            />
            <TextField
              name="company"
              label={t("seller.partner.company")}
              autoComplete="organization"
              defaultValue={typed?.company ?? loaderData.company}
              errors={errors.company}
              maxLength={SELLER_LIMITS.nameMax}
            />
            <TextField
              name="email"
              type="email"
              label={t("seller.partner.email")}
              autoComplete="email"
              defaultValue={typed?.email ?? loaderData.email}
              errors={errors.email}
              required
            />
            <TextField
              name="phone"
              type="tel"
              label={t("seller.partner.phone")}
              autoComplete="tel"
              hint={t("seller.field.phoneHintAny")}
              defaultValue={typed?.phone ?? ""}
              errors={errors.phone}
            />
          </div>
          <SelectField
            name="topic"
            label={t("seller.partner.topic")}
            options={CONTACT_TOPICS.map((topic) => ({
              value: topic,
              label: t(`seller.partner.topic.${topic}`),
            }))}
            defaultValue={typed?.topic ?? "promotion"}
            errors={errors.topic}
            required
          />
          <TextAreaField
            name="message"
            label={t("seller.partner.message")}
            defaultValue={typed?.message ?? ""}
            errors={errors.message}
            maxLength={SELLER_LIMITS.messageMax}
            required
          />
          <SubmitButton name="intent" value="partner" className={buttonClass}>
            {t("seller.partner.send")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
