/**
 * /seller-services (spec 2, issue 6), seller layout: the seller's services with status tabs and
 * their counts, search, sort, category filter and pages; each row with its image, place, price,
 * status in words, the moderator's reason when rejected, "pending moderation", Edit and Copy; mass
 * actions on the selected rows. "Add a service" lists the service categories: the form's route is
 * /seller-services/add/category/{id}. The list parts are shared with /seller-products (decision 014).
 */
import {
  MY_SERVICE_ORDERINGS,
  type MyService,
  SERVICE_ACTIONS,
  SERVICE_STATUSES,
  type ServiceAction,
} from "../../common/api/seller-services.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import { type FormResult, linkClass } from "../features/accounts/form.tsx";
import { parseListQuery } from "../features/seller-listings/list-query.ts";
import { runMassAction } from "../features/seller-listings/mass-action.server.ts";
import { MY_LISTINGS_PAGE_SIZE, MyListings } from "../features/seller-listings/my-listings.tsx";
import { AddServiceMenu } from "../features/seller-services/add-service-menu.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/seller-services";

/** The mass actions' calls. */
const MASS_CALLS = {
  verify: "sellerServices.verify",
  "to-archive": "sellerServices.toArchive",
  "from-archive": "sellerServices.fromArchive",
  publish: "sellerServices.publish",
} as const satisfies Record<ServiceAction, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const q = parseListQuery(new URL(request.url), SERVICE_STATUSES, MY_SERVICE_ORDERINGS);
  const filter = { search: q.search || undefined, category: q.category || undefined };
  const page = { status: q.status || undefined, ordering: q.ordering, page: q.page };
  try {
    const [list, info, categories, all] = await Promise.all([
      api.call("sellerServices.mine", { query: { ...filter, ...page, page_size: MY_LISTINGS_PAGE_SIZE } }),
      api.call("sellerServices.statusesInfo", { query: filter }),
      api.call("sellerServices.categories", { query: { search: filter.search } }),
      api.call("services.categories", { query: { page_size: 100 } }),
    ]);
    return {
      query: q,
      list,
      info,
      categories,
      serviceCategories: all.results.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id })),
    };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const api = accountsApi(request, context);
  return runMassAction(request, {
    idsName: "services_ids",
    actions: SERVICE_ACTIONS,
    run: (intent, ids) => api.call(MASS_CALLS[intent], { body: { services_ids: ids } }),
    messages: {
      unknown: t("account.unknownAction"),
      selectSome: t("ss.list.selectSome"),
      done: (count) => t("ss.list.done", { count }),
    },
  });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("ss.list.title"), description: t("ss.list.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SellerServices({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, list, info, categories, serviceCategories } = loaderData;
  const filtered = Boolean(query.search || query.category || query.status);
  const price = (s: MyService) =>
    s.price_from === null
      ? t("ss.list.noPrice")
      : t("ss.list.priceFrom", {
          price: new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", {
            style: "currency",
            currency: s.currency || "USD",
            maximumFractionDigits: 2,
          }).format(s.price_from),
          unit: s.price_unit || "—",
        });

  return (
    <MyListings<MyService, ServiceAction>
      prefix="ss"
      base="/seller-services"
      controls={<AddServiceMenu categories={serviceCategories} />}
      query={query}
      list={list}
      info={info}
      categories={categories}
      orderings={MY_SERVICE_ORDERINGS.map((o) => ({ value: o, label: t(`ss.order.${o}`) }))}
      actions={SERVICE_ACTIONS}
      idsName="services_ids"
      result={actionData as FormResult | undefined}
      empty={
        filtered ? (
          <p>
            {t("ss.list.emptyFiltered")}{" "}
            <AppLink to="/seller-services" className={linkClass}>
              {t("ss.list.clearFilters")}
            </AppLink>
          </p>
        ) : (
          <p>{t("ss.list.empty")}</p>
        )
      }
      columns={[
        t("ss.list.image"),
        t("ss.list.name"),
        t("ss.list.place"),
        t("ss.list.price"),
        t("ss.list.status"),
        t("ss.list.actions"),
      ]}
      image={(s) => s.main_image}
      rowProps={(s) => ({ "data-service": s.id })}
      cells={(s) => (
        <>
          <td className="p-3 align-top text-slate-800">
            {[s.city, s.country].filter(Boolean).join(", ") || "—"}
          </td>
          <td className="p-3 align-top text-slate-800">{price(s)}</td>
        </>
      )}
      editHref={(s) => `/seller-services/edit/${s.id}`}
      copyHref={(s) => `/seller-services/add/category/${s.category.id}?copy_of=${s.id}`}
    />
  );
}
