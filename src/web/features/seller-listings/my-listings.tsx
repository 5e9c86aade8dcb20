/**
 * A seller's "my listings" page (/seller-products, /seller-services; decision 014): the heading
 * with its controls, the status tabs with their counts, the search / category / sort toolbar, the
 * count, the table of rows with their mass actions (or the empty state), and the pages. A row shows
 * the listing's image, its name and category (with the moderator's reason when rejected and
 * "pending moderation"), the page's own cells, its status and the Edit and Copy links. The texts
 * are the page's catalogue keys (`sp.list.*` or `ss.list.*`); products and services share the
 * mass actions (verify, archive, restore, publish: `sp.action.*`).
 */
import type { ReactNode } from "react";
import type { ProductAction } from "../../../common/api/seller-products.ts";
import type { Image } from "../../../common/api/shared.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { useT } from "../../i18n/use-t.ts";
import { pageMeta } from "../../lib/meta.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { NoImage, ProductImage } from "../../ui/product-image.tsx";
import { type FormResult, linkClass } from "../accounts/form.tsx";
import { type ListQuery, listHref, type SelectableRow } from "./list-query.ts";
import {
  EmptyListing,
  ListingHeader,
  ListingToolbar,
  type Option,
  SelectableListing,
  StatusTabs,
} from "./listing.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** Rows a page of "my listings" shows. */
export const MY_LISTINGS_PAGE_SIZE = 20;

/** What the list reads of a row. */
export interface MyListingRow<A extends string> extends SelectableRow<A> {
  name: string;
  status_label: string;
  category: { id: number; name: string };
  rejection_reason?: string | null;
  has_pending_change?: boolean;
}

export function MyListings<R extends MyListingRow<A>, A extends ProductAction>({
  prefix,
  base,
  controls,
  beforeTabs,
  query,
  list,
  info,
  categories,
  orderings,
  actions,
  idsName,
  formId,
  result,
  empty,
  columns,
  image,
  rowProps,
  cells,
  editHref,
  copyHref,
}: {
  /** The catalogue's prefix of the page's texts. */
  prefix: "sp" | "ss";
  /** The page's path (the tabs', filters' and pages' links). */
  base: string;
  /** Beside the heading: add, upload. */
  controls: ReactNode;
  /** Between the heading and the tabs (the products' export). */
  beforeTabs?: ReactNode;
  query: ListQuery;
  list: { count: number; results: R[] };
  info: { total: number; statuses: Array<{ status: string; label: string; count: number }> };
  categories: Array<{ id: number; name: string; count: number }>;
  /** The sort orders, with their labels. */
  orderings: Option[];
  actions: readonly A[];
  /** The name the row checkboxes post the ids under. */
  idsName: string;
  formId?: string;
  result: FormResult | undefined;
  /** What an empty tab says. */
  empty: ReactNode;
  /** The column headings after the checkbox column. */
  columns: string[];
  image: (row: R) => Omit<Image, "alt"> | null;
  /** The row's data attributes (what tests and scripts find it by). */
  rowProps: (row: R) => Record<`data-${string}`, string | number>;
  /** The page's own cells, between the name and the status. */
  cells: (row: R) => ReactNode;
  editHref: (row: R) => string;
  copyHref: (row: R) => string;
}) {
  const t = useT();
  const rows = list.results;
  const hrefWith = (over: Partial<ListQuery>) => listHref(base, query, over);
  const pages = Math.max(1, Math.ceil(list.count / MY_LISTINGS_PAGE_SIZE));
  const tabs = [
    { status: "", label: t(`${prefix}.list.all`), count: info.total },
    ...info.statuses.map((s) => ({ status: s.status, label: s.label, count: s.count })),
  ];

  return (
    <div className="space-y-6">
      <ListingHeader title={t(`${prefix}.list.title`)} description={t(`${prefix}.list.description`)}>
        {controls}
      </ListingHeader>

      {beforeTabs}

      <StatusTabs
        label={t(`${prefix}.list.tabs`)}
        tabs={tabs}
        current={query.status}
        hrefFor={(status) => hrefWith({ status })}
      />

      <ListingToolbar
        idPrefix={prefix}
        query={query}
        categories={categories}
        orderings={orderings}
        labels={{
          search: t(`${prefix}.list.search`),
          category: t(`${prefix}.list.category`),
          allCategories: t(`${prefix}.list.allCategories`),
          sort: t(`${prefix}.list.sort`),
          apply: t(`${prefix}.list.apply`),
        }}
      />

      <p className="text-sm text-slate-700">{t(`${prefix}.list.count`, { count: list.count })}</p>

      {rows.length === 0 ? (
        <EmptyListing result={result}>{empty}</EmptyListing>
      ) : (
        <SelectableListing<R, A>
          formId={formId}
          rows={rows}
          idsName={idsName}
          actions={actions.map((a) => ({ value: a, label: t(`sp.action.${a as ProductAction}`) }))}
          labels={{
            massActions: t(`${prefix}.list.massActions`),
            selectSome: t(`${prefix}.list.selectSome`),
            oneStatus: t(`${prefix}.list.oneStatus`),
            notAllowed: (action, status) => t(`${prefix}.list.notAllowed`, { action, status }),
            selectAll: t(`${prefix}.list.selectAll`),
          }}
          result={result}
          columns={columns}
          selectLabel={(row) => t("sp.list.select", { name: row.name })}
          renderRow={(row, checkbox) => {
            const img = image(row);
            return (
              <tr key={row.id} {...rowProps(row)}>
                {checkbox}
                <td className="p-3 align-top">
                  {img ? (
                    <ProductImage image={img} alt="" className="size-14 rounded object-cover" />
                  ) : (
                    <NoImage label="" className="size-14" />
                  )}
                </td>
                <td className="p-3 align-top">
                  <p className="font-medium text-slate-900">{row.name}</p>
                  <p className="text-xs text-slate-600">{row.category.name}</p>
                  {row.status === "rejected" && row.rejection_reason ? (
                    <p className="mt-1 text-sm text-red-800">
                      {t("sp.list.rejected", { reason: row.rejection_reason })}
                    </p>
                  ) : null}
                  {row.has_pending_change ? (
                    <p className="mt-1 text-xs font-medium text-amber-900">{t("sp.list.pending")}</p>
                  ) : null}
                </td>
                {cells(row)}
                <td className="p-3 align-top">
                  <StatusBadge status={row.status} label={row.status_label} />
                </td>
                <td className="p-3 align-top">
                  <div className="flex flex-col gap-1">
                    <AppLink
                      to={editHref(row)}
                      className={linkClass}
                      aria-label={t("sp.list.editNamed", { name: row.name })}
                    >
                      {t("sp.list.edit")}
                    </AppLink>
                    <AppLink
                      to={copyHref(row)}
                      className={linkClass}
                      aria-label={t("sp.list.copyNamed", { name: row.name })}
                    >
                      {t("sp.list.copy")}
                    </AppLink>
                  </div>
                </td>
              </tr>
            );
          }}
        />
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => hrefWith({ page })} />
    </div>
  );
}

/** The page's title and description; not indexed. */
export function myListingsMeta(prefix: "sp" | "ss", pathname: string) {
  const t = makeT(localeFromPath(pathname));
  return [
    ...pageMeta(t, { title: t(`${prefix}.list.title`), description: t(`${prefix}.list.description`) }),
    { name: "robots", content: "noindex" },
  ];
}
