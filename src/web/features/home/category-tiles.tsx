import type { MenuCategory } from "../../../common/api/catalog.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CategoryIcon } from "../../ui/icons.tsx";

/** Top-level product categories as tiles, with counts and their first subcategories. */
export function CategoryTiles({ categories }: { categories: MenuCategory[] }) {
  const t = useT();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((c) => (
        <li
          key={c.id}
          className="relative flex gap-4 rounded-lg border border-slate-200 bg-slate-50 p-5 hover:border-amber-400"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-amber-400">
            <CategoryIcon hint={`${c.icon} ${c.slug}`} className="size-7" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              <AppLink to={`/products-catalog?category=${c.id}`} className="after:absolute after:inset-0">
                {c.name}
              </AppLink>
            </h3>
            <p className="text-sm text-slate-600">{t.plural("common.products", c.items_count)}</p>
            {c.children.length ? (
              <p className="mt-2 line-clamp-2 text-xs text-slate-600">
                {c.children
                  .slice(0, 4)
                  .map((child) => child.name)
                  .join(" · ")}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
