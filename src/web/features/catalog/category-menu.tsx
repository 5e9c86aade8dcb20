import type { MenuCategory } from "../../../common/api/catalog.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CategoryIcon } from "../../ui/icons.tsx";

/** The category tree of the marketplace (top level -> children), each with its product count. */
export function CategoryMenu({ categories, total }: { categories: MenuCategory[]; total: number }) {
  const t = useT();
  const count = (n: number) => (
    <span className="ml-auto pl-2 text-xs text-slate-600 tabular-nums">{t.number(n)}</span>
  );
  return (
    <nav aria-label={t("market.categoriesNav")} className="lg:sticky lg:top-4 lg:self-start">
      <ul className="space-y-1 rounded-lg border border-slate-200 bg-white p-2 text-sm">
        <li>
          <AppLink
            to="/products-catalog"
            className="flex items-center rounded-md px-2 py-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t("market.allProducts")}
            {count(total)}
          </AppLink>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <AppLink
              to={`/products-catalog?category=${c.id}`}
              className="flex items-center gap-2 rounded-md px-2 py-2 font-medium text-slate-900 hover:bg-slate-100"
            >
              <CategoryIcon hint={`${c.icon} ${c.slug}`} className="size-4 shrink-0 text-amber-700" />
              {c.name}
              {count(c.items_count)}
            </AppLink>
            {c.children.length ? (
              <ul className="mb-1 ml-8 space-y-0.5">
                {c.children.map((child) => (
                  <li key={child.id}>
                    <AppLink
                      to={`/products-catalog?category=${child.id}`}
                      className="flex items-center rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                    >
                      {child.name}
                      {count(child.items_count)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
