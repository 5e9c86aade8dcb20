import { useT } from "../i18n/use-t.ts";
import { AppLink } from "./app-link.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";
import { pageWindow } from "./page-window.ts";

const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium";

/** Page links (server-rendered, plain links): Previous 1 … 4 [5] 6 … 20 Next. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("catalog.pagination")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <AppLink
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${item} text-slate-800 hover:bg-slate-200`}
            >
              <ChevronLeftIcon className="size-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">{t("catalog.previous")}</span>
            </AppLink>
          ) : null}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${item} bg-slate-900 text-white`}>
                  <span className="sr-only">{t("catalog.page", { page: t.number(p) })}</span>
                  <span aria-hidden="true">{t.number(p)}</span>
                </span>
              ) : (
                <AppLink
                  to={hrefFor(p)}
                  aria-label={t("catalog.page", { page: t.number(p) })}
                  className={`${item} text-slate-800 hover:bg-slate-200`}
                >
                  {t.number(p)}
                </AppLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <AppLink
              to={hrefFor(page + 1)}
              rel="next"
              className={`${item} text-slate-800 hover:bg-slate-200`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">{t("catalog.next")}</span>
              <ChevronRightIcon className="size-4" />
            </AppLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
