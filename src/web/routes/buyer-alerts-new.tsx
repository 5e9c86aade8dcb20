import "../i18n/workspace-messages.ts";
/**
 * /buyer-alerts/new?q=<catalogue query> (issue 22): the "Save this search" page the catalogue's
 * control leads to (through /AuthView, so a guest signs in first): what the search matches, a name,
 * and one button; saved, the buyer lands on /buyer-alerts.
 */
import { Form, redirect } from "react-router";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
} from "../features/accounts/form.tsx";
import { CATALOG_PATH, filtersOfQueryString, savedQueryOf } from "../features/alerts/catalog-link.ts";
import { DeliveryFields, deliveryOf } from "../features/alerts/delivery-fields.tsx";
import { activeFilterCount, filtersToQueryString } from "../features/catalog/filters.ts";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/buyer-alerts-new";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("alerts.save.title"), description: t("meta.alerts.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 2000);
  const filters = filtersOfQueryString(q);
  return {
    q,
    text: filters.search,
    count: activeFilterCount(filters),
    back: CATALOG_PATH + filtersToQueryString(filters),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const v = await formValues(request);
  const filters = filtersOfQueryString(v.q ?? "");
  try {
    await accountsApi(request, context).call("alerts.create", {
      body: { kind: "search", name: v.name ?? "", query: savedQueryOf(filters), ...deliveryOf(v) },
    });
  } catch (error) {
    return formFailure(error);
  }
  throw redirect(`${localizePath("/buyer-alerts", localeFromPath(url.pathname))}?saved=1`);
}

export default function SaveSearch({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as FormResult | undefined;
  const errors = errorsOf(result);
  const queryErrors = Object.entries(errors).filter(([k]) => !["name", "delivery", "email"].includes(k));
  return (
    <div className="max-w-xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("alerts.save.title")}</h1>
        <p className="text-sm text-slate-700">{t("alerts.save.lead")}</p>
      </header>
      <section
        aria-labelledby="save-what"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="save-what" className="text-base font-semibold text-slate-900">
          {t("alerts.save.filters")}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {loaderData.text ? <li>{t("alerts.save.text", { text: loaderData.text })}</li> : null}
          {loaderData.count ? <li>{t.plural("alerts.save.filterCount", loaderData.count)}</li> : null}
          {!loaderData.text && !loaderData.count ? <li>{t("alerts.save.everything")}</li> : null}
        </ul>
        <AppLink to={loaderData.back} className={`${linkClass} mt-2 inline-block text-sm`}>
          {t("alerts.save.back")}
        </AppLink>
      </section>
      <FormMessage result={result} />
      {queryErrors.length ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {queryErrors.flatMap(([, v]) => v).join(" ")}
        </p>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="q" value={loaderData.q} />
        <Field
          name="name"
          label={t("alerts.name")}
          defaultValue={loaderData.text || t("alerts.save.defaultName")}
          maxLength={120}
          required
          errors={errors.name}
        />
        <DeliveryFields idPrefix="save" errors={[...(errors.delivery ?? []), ...(errors.email ?? [])]} />
        <SubmitButton className={buttonClass}>{t("alerts.save.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
