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
import { listHref, parseListQuery } from "../features/seller-listings/list-query.ts";
import {
  EmptyListing,
  ListingHeader,
  ListingToolbar,
  SelectableListing,
  StatusTabs,
} from "../features/seller-listings/listing.tsx";
import { runMassAction } from "../features/seller-listings/mass-action.server.ts";
import { StatusBadge } from "../features/seller-products/status-badge.tsx";
import { AddServiceMenu } from "../features/seller-services/add-service-menu.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Pagination } from "../ui/pagination.tsx";
import { NoImage, ProductImage } from "../ui/product-image.tsx";
import type { Route } from "./+types/seller-services";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const q = parseListQuery(new URL(request.url), SERVICE_STATUSES, MY_SERVICE_ORDERINGS);
  const common = { search: q.search || undefined, category: q.category || undefined };
  try {
    const [list, info, categories, all] = await Promise.all([
      api.call("sellerServices.mine", {
        query: {
          ...common,
          status: q.status || undefined,
          ordering: q.ordering,
          page: q.page,
          page_size: PAGE_SIZE,
        },
      }),
      api.call("sellerServices.statusesInfo", { query: common }),
      api.call("sellerServices.categories", { query: { search: common.search } }),
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

/** The call of each mass action. */
const MASS_ACTIONS = {
  verify: "sellerServices.verify",
  "to-archive": "sellerServices.toArchive",
  "from-archive": "sellerServices.fromArchive",
  publish: "sellerServices.publish",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  return runMassAction(request, context, {
    idsName: "services_ids",
    actions: SERVICE_ACTIONS,
    send: (api, action, ids) => api.call(MASS_ACTIONS[action], { body: { services_ids: ids } }),
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
  const result = actionData as FormResult | undefined;
  const rows = list.results;
  const hrefWith = (over: Partial<typeof query>) => listHref("/seller-services", query, over);
  const pages = Math.max(1, Math.ceil(list.count / PAGE_SIZE));
  const tabs = [
    { status: "", label: t("ss.list.all"), count: info.total },
    ...info.statuses.map((s) => ({ status: s.status, label: s.label, count: s.count })),
  ];
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
    <div className="space-y-6">
      <ListingHeader title={t("ss.list.title")} description={t("ss.list.description")}>
        <AddServiceMenu categories={serviceCategories} />
      </ListingHeader>

      <StatusTabs
        label={t("ss.list.tabs")}
        tabs={tabs}
        current={query.status}
        hrefFor={(status) => hrefWith({ status })}
      />

      <ListingToolbar
        idPrefix="ss"
        query={query}
        categories={categories}
        orderings={MY_SERVICE_ORDERINGS.map((o) => ({ value: o, label: t(`ss.order.${o}`) }))}
        labels={{
          search: t("ss.list.search"),
          category: t("ss.list.category"),
          allCategories: t("ss.list.allCategories"),
          sort: t("ss.list.sort"),
          apply: t("ss.list.apply"),
        }}
      />

      <p className="text-sm text-slate-700">{t("ss.list.count", { count: list.count })}</p>

      {rows.length === 0 ? (
        <EmptyListing result={result}>
          {filtered ? (
            <p>
              {t("ss.list.emptyFiltered")}{" "}
              <AppLink to="/seller-services" className={linkClass}>
                {t("ss.list.clearFilters")}
              </AppLink>
            </p>
          ) : (
            <p>{t("ss.list.empty")}</p>
          )}
        </EmptyListing>
      ) : (
        <SelectableListing<MyService, ServiceAction>
          rows={rows}
          idsName="services_ids"
          actions={SERVICE_ACTIONS.map((a) => ({ value: a, label: t(`sp.action.${a}`) }))}
          labels={{
            massActions: t("ss.list.massActions"),
            selectSome: t("ss.list.selectSome"),
            oneStatus: t("ss.list.oneStatus"),
            notAllowed: (action, status) => t("ss.list.notAllowed", { action, status }),
            selectAll: t("ss.list.selectAll"),
          }}
          result={result}
          columns={[
            t("ss.list.image"),
            t("ss.list.name"),
            t("ss.list.place"),
            t("ss.list.price"),
            t("ss.list.status"),
            t("ss.list.actions"),
          ]}
          selectLabel={(s) => t("sp.list.select", { name: s.name })}
          renderRow={(s, checkbox) => (
            <tr key={s.id} data-service={s.id}>
              {checkbox}
              <td className="p-3 align-top">
                {s.main_image ? (
                  <ProductImage image={s.main_image} alt="" className="size-14 rounded object-cover" />
                ) : (
                  <NoImage label="" className="size-14" />
                )}
              </td>
              <td className="p-3 align-top">
                <p className="font-medium text-slate-900">{s.name}</p>
                <p className="text-xs text-slate-600">{s.category.name}</p>
                {s.status === "rejected" && s.rejection_reason ? (
                  <p className="mt-1 text-sm text-red-800">
                    {t("sp.list.rejected", { reason: s.rejection_reason })}
                  </p>
                ) : null}
                {s.has_pending_change ? (
                  <p className="mt-1 text-xs font-medium text-amber-900">{t("sp.list.pending")}</p>
                ) : null}
              </td>
              <td className="p-3 align-top text-slate-800">
                {[s.city, s.country].filter(Boolean).join(", ") || "—"}
              </td>
              <td className="p-3 align-top text-slate-800">{price(s)}</td>
              <td className="p-3 align-top">
                <StatusBadge status={s.status} label={s.status_label} />
              </td>
              <td className="p-3 align-top">
                <div className="flex flex-col gap-1">
                  <AppLink
                    to={`/seller-services/edit/${s.id}`}
                    className={linkClass}
                    aria-label={t("sp.list.editNamed", { name: s.name })}
                  >
                    {t("sp.list.edit")}
                  </AppLink>
                  <AppLink
                    to={`/seller-services/add/category/${s.category.id}?copy_of=${s.id}`}
                    className={linkClass}
                    aria-label={t("sp.list.copyNamed", { name: s.name })}
                  >
                    {t("sp.list.copy")}
                  </AppLink>
                </div>
              </td>
            </tr>
          )}
        />
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => hrefWith({ page })} />
    </div>
  );
}
