import "../i18n/directory-messages.ts";
/**
 * /firmware/:brand and /firmware/:brand/:model (issue 20, decision 050): the official firmware,
 * tools and guides moderators keep for a brand, or for one model with its brand's; product pages
 * of that model link here when an entry exists. 404 when there is none.
 */
import type { FirmwareView } from "../../common/api/directory.ts";
import { formatDay, OutsideLink } from "../features/directory/filters.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import type { Route } from "./+types/firmware";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const brand = params.brand ?? "";
  const page = await (params.model
    ? api.call("directory.firmwareModel", { params: { brand, model: params.model } })
    : api.call("directory.firmwareBrand", { params: { brand } })
  ).catch((e) => pageErrorFromApi(e));
  return { page };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  const name = loaderData.page.model?.name ?? loaderData.page.brand.name;
  return pageMeta(t, {
    title: t("firmware.title", { name }),
    description: t("firmware.metaDescription", { name }),
  });
};

function Entry({ e }: { e: FirmwareView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
        {t(`directory.resource.${e.resource}`)}
      </p>
      <h3 className="text-lg font-bold text-slate-900">
        <OutsideLink href={e.website} label={t("firmware.open", { name: e.name })}>
          {e.name}
        </OutsideLink>
      </h3>
      {e.version ? (
        <p className="text-sm text-slate-700">{t("firmware.version", { version: e.version })}</p>
      ) : null}
      <p className="text-slate-700">{e.description}</p>
      <p className="text-xs text-slate-600">
        {t("firmware.checked", { date: formatDay(e.figures_date, locale) })}
      </p>
    </li>
  );
}

function Group({ id, title, entries }: { id: string; title: string; entries: FirmwareView[] }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {entries.map((e) => (
          <Entry key={e.id} e={e} />
        ))}
      </ul>
    </section>
  );
}

export default function FirmwarePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { brand, model, entries, models } = loaderData.page;
  const name = model?.name ?? brand.name;
  const byModel = new Map<string, FirmwareView[]>();
  for (const e of entries) if (e.model) byModel.set(e.model.name, [...(byModel.get(e.model.name) ?? []), e]);
  return (
    <div className="space-y-8">
      <Breadcrumbs
        label={t("product.breadcrumb")}
        crumbs={[
          { label: t("product.home"), to: "/" },
          ...(model ? [{ label: brand.name, to: `/firmware/${brand.slug}` }] : []),
          { label: name },
        ]}
      />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t("firmware.title", { name })}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("firmware.lead", { name })}</p>
      </div>
      <Group
        id="firmware-brand"
        title={t("firmware.forBrand", { brand: brand.name })}
        entries={entries.filter((e) => !e.model)}
      />
      {[...byModel].map(([modelName, list], i) => (
        <Group
          key={modelName}
          id={`firmware-model-${i}`}
          title={t("firmware.forModel", { model: modelName })}
          entries={list}
        />
      ))}
      {!model && models.length ? (
        <nav aria-labelledby="firmware-models" className="space-y-2">
          <h2 id="firmware-models" className="text-lg font-semibold text-slate-900">
            {t("firmware.models")}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {models.map((m) => (
              <li key={m.slug}>
                <AppLink to={`/firmware/${brand.slug}/${m.slug}`} className="text-amber-800 underline">
                  {m.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
