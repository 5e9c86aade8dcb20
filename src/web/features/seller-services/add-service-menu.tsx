/**
 * "Add a service" on /seller-services: a disclosure listing the service categories, each a link to
 * /seller-services/add/category/{id} (the spec's route: the seller picks the category first).
 * A <details> element: it opens with the keyboard and without JavaScript.
 */
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass, linkClass } from "../accounts/form.tsx";

export function AddServiceMenu({
  categories,
}: {
  categories: Array<{ id: number; name: string; parent_id: number | null }>;
}) {
  const t = useT();
  const parents = categories.filter((c) => c.parent_id === null);
  const childrenOf = (id: number) => categories.filter((c) => c.parent_id === id);
  return (
    <details className="relative">
      <summary className={`${buttonClass} cursor-pointer list-none`}>{t("ss.list.add")}</summary>
      <div className="absolute right-0 z-10 mt-2 w-72 space-y-2 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <p id="add-service-help" className="text-sm text-slate-700">
          {t("ss.list.pickCategory")}
        </p>
        <ul aria-describedby="add-service-help" className="space-y-1 text-sm">
          {parents.map((p) => (
            <li key={p.id}>
              <AppLink to={`/seller-services/add/category/${p.id}`} className={linkClass}>
                {p.name}
              </AppLink>
              {childrenOf(p.id).length ? (
                <ul className="ml-4 space-y-1">
                  {childrenOf(p.id).map((c) => (
                    <li key={c.id}>
                      <AppLink to={`/seller-services/add/category/${c.id}`} className={linkClass}>
                        {c.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
