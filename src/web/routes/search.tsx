import type { ReactNode } from "react";
import { Form } from "react-router";
import { CompanyGrid, ServiceGrid } from "../features/browse/cards.tsx";
import { cardData, ProductGrid } from "../features/catalog/product-card.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { notedSearch } from "../lib/page-effects.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { SearchIcon } from "../ui/icons.tsx";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? url.searchParams.get("search") ?? "").trim().slice(0, 200);
  if (!q) return { q, result: null };
  const result = await apiFor(request, context)
    .call("search.full", { query: { search_text: q, catalog: "true" } })
    .catch(pageErrorFromApi);
  notedSearch(context, request, {
    text: q,
    found: result.products.count + result.services.count + result.sellers.count > 0,
  });
  return {
    q,
    result: { ...result, products: { ...result.products, results: result.products.results.map(cardData) } },
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = makeT(localeFromPath(location.pathname));
  const q = loaderData?.q;
  return [
    ...pageMeta(t, {
      title: q ? t("meta.search.titleFor", { q }) : t("meta.search.title"),
      description: t("meta.search.description"),
    }),
    // Result pages of arbitrary queries are not worth indexing.
    { name: "robots", content: "noindex, follow" },
  ];
};

function Group({
  id,
  title,
  count,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  count: number;
  seeAll: string;
  children: ReactNode;
}) {
  const t = useT();
  if (!count) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title} <span className="font-normal text-slate-600">({t.number(count)})</span>
        </h2>
        <AppLink to={seeAll} className="text-sm font-semibold text-sky-800 hover:underline">
          {t("search.seeAll", { count: t.number(count) })}
          <span className="sr-only"> — {title}</span>
        </AppLink>
      </div>
      {children}
    </section>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, result } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const qs = `?${new URLSearchParams({ search: q }).toString()}`;
  const total = result ? result.products.count + result.services.count + result.sellers.count : 0;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">
        {q ? t("search.resultsFor", { q }) : t("search.title")}
      </h1>
      <Form method="get" action={localPath("/search")} role="search" className="mt-4 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("search.pageLabel")}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          key={q}
          defaultValue={q}
          maxLength={200}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
        >
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{t("search.submit")}</span>
        </button>
      </Form>

      {!q ? (
        <p className="mt-8 text-slate-600">{t("search.emptyQuery")}</p>
      ) : !result || total === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("search.nothingFound")}</p>
          <p className="mt-2 text-slate-600">{t("search.nothingFoundHint")}</p>
          <AppLink
            to="/marketplace"
            className="mt-6 inline-flex rounded-md bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {t("comingSoon.back")}
          </AppLink>
        </div>
      ) : (
        <>
          <Group
            id="found-products"
            title={t("search.groupProducts")}
            count={result.products.count}
            seeAll={`/products-catalog${qs}`}
          >
            <ProductGrid products={result.products.results} />
          </Group>
          <Group
            id="found-services"
            title={t("search.groupServices")}
            count={result.services.count}
            seeAll={`/services-catalog${qs}`}
          >
            <ServiceGrid services={result.services.results} />
          </Group>
          <Group
            id="found-companies"
            title={t("search.groupCompanies")}
            count={result.sellers.count}
            seeAll={`/companies-catalog${qs}`}
          >
            <CompanyGrid companies={result.sellers.results} />
          </Group>
        </>
      )}
    </>
  );
}
