import "../i18n/workspace-messages.ts";
/**
 * /buyer-alerts (issue 22): the buyer's saved searches and alerts — each with its recent matches and
 * its forms (rename, pause or resume, delete, delivery: decision 064) — the forms that add a price-drop alert or a halving reminder, and the
 * Telegram chat of the daily digest. One action, one `intent` per form; every form works without
 * JavaScript.
 */
import type { ReactNode } from "react";
import type { Alert } from "../../common/api/alerts.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import { FormMessage, type FormResult, linkClass } from "../features/accounts/form.tsx";
import { HalvingForm, PriceDropForm, TelegramForm } from "../features/alerts/add-forms.tsx";
import { AlertItem } from "../features/alerts/alert-item.tsx";
import { CATALOG_PATH } from "../features/alerts/catalog-link.ts";
import { deliveryOf } from "../features/alerts/delivery-fields.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/buyer-alerts";

/** A page of one user's data: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("alerts.title"), description: t("meta.alerts.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = accountsApi(request, context);
  const [alerts, models] = await Promise.all([
    api.call("alerts.list"),
    api.call("catalog.minerModels").catch(() => []),
  ]);
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return { alerts, models: models.map((m) => ({ id: m.id, name: `${m.brand.name} ${m.name}` })), saved };
}

type Api = ReturnType<typeof accountsApi>;
type T = ReturnType<typeof makeT>;

/** What each form does, and the message it answers with. */
async function act(api: Api, t: T, intent: string, v: Record<string, string>): Promise<string> {
  const params = { id: v.id ?? "" };
  switch (intent) {
    case "rename":
      await api.call("alerts.update", { params, body: { name: v.name ?? "" } });
      return t("alerts.renamed");
    case "pause":
    case "resume":
      await api.call("alerts.update", { params, body: { paused: intent === "pause" } });
      return t(intent === "pause" ? "alerts.pausedDone" : "alerts.resumedDone");
    case "delete":
      await api.call("alerts.delete", { params });
      return t("alerts.deleted");
    case "delivery":
      await api.call("alerts.update", { params, body: deliveryOf(v) });
      return t("alerts.delivery.saved");
    case "add-price":
      await api.call("alerts.create", {
        body: {
          kind: "price_drop",
          model_id: Number(v.model_id) || (v.model_id as never),
          price_below: Number(v.price_below) || (v.price_below as never),
        },
      });
      return t("alerts.created");
    case "add-halving":
      await api.call("alerts.create", { body: { kind: "halving", coin: v.coin ?? "" } });
      return t("alerts.created");
    case "telegram":
      await api.call("alerts.settings", { body: { telegram_chat_id: v.telegram_chat_id ?? "" } });
      return t("alerts.telegram.saved");
    default:
      throw new Error("unknown");
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  const intent = v.intent ?? "";
  if (
    !["rename", "pause", "resume", "delete", "delivery", "add-price", "add-halving", "telegram"].includes(
      intent,
    )
  )
    return { intent, detail: t("alerts.unknownAction") } satisfies FormResult;
  try {
    return { intent, ok: await act(accountsApi(request, context), t, intent, v) } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent });
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AlertList({ alerts }: { alerts: Alert[] }) {
  const t = useT();
  if (!alerts.length)
    return (
      <div className="space-y-2 rounded-xl border border-dashed border-slate-300 p-5 text-slate-700">
        <p>{t("alerts.empty")}</p>
        <AppLink to={CATALOG_PATH} className={linkClass}>
          {t("alerts.browse")}
        </AppLink>
      </div>
    );
  return (
    <ul className="space-y-3">
      {alerts.map((a) => (
        <AlertItem key={a.id} alert={a} />
      ))}
    </ul>
  );
}

export default function BuyerAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { alerts, models, saved } = loaderData;
  const result = actionData as FormResult | undefined;
  const listResult =
    result && ["rename", "pause", "resume", "delete", "delivery"].includes(result.intent ?? "")
      ? result
      : undefined;
  const listErrors = listResult?.fields
    ? { ...listResult, detail: Object.values(listResult.fields).flat().join(" ") }
    : listResult;
  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("alerts.title")}</h1>
        <p className="text-sm text-slate-700">{t("alerts.lead")}</p>
        <p className="text-sm text-slate-600">
          {t("alerts.count", { count: alerts.count, max: alerts.limit })}
        </p>
      </header>
      {saved && !result ? <FormMessage result={{ ok: t("alerts.saved") }} /> : null}
      <FormMessage result={listErrors} />
      <AlertList alerts={alerts.results} />
      <Section id="alerts-price-heading" title={t("alerts.add.priceDrop")}>
        <PriceDropForm models={models} result={result} />
      </Section>
      <Section id="alerts-halving-heading" title={t("alerts.add.halving")}>
        <HalvingForm result={result} />
      </Section>
      <Section id="alerts-telegram-heading" title={t("alerts.telegram.title")}>
        <TelegramForm
          chat={alerts.telegram_chat_id}
          configured={alerts.telegram_configured}
          result={result}
        />
      </Section>
    </div>
  );
}
