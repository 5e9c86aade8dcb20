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
  type ServiceAction,
} from "../../common/api/seller-services.ts";
import { type FormResult, linkClass } from "../features/accounts/form.tsx";
import { loadMyListings, myListingsAction } from "../features/seller-listings/my-listings.server.ts";
import { MyListings, myListingsMeta } from "../features/seller-listings/my-listings.tsx";
import { AddServiceMenu } from "../features/seller-services/add-service-menu.tsx";
import { useLocale, useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/seller-services";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, page } = await loadMyListings(request, context, "service");
  try {
    // "Add a service" lists every service category.
    const all = await api.call("services.categories", { query: { page_size: 100 } });
    const serviceCategories = all.results.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id }));
    return { ...page, serviceCategories };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

export const action = ({ request, context }: Route.ActionArgs) =>
  myListingsAction(request, context, "service");

export const meta: Route.MetaFunction = ({ location }) => myListingsMeta("ss", location.pathname);

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
