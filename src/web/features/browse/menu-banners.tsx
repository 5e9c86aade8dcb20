import type { Banner } from "../../../common/api/banners.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ProductImage } from "../../ui/product-image.tsx";

/** The category menu's banners (GET /api/menu-banners/active/): image, title, subtitle, link. */
export function MenuBanners({ banners }: { banners: Banner[] }) {
  const t = useT();
  if (!banners.length) return null;
  return (
    <section aria-label={t("market.bannersLabel")} className="mt-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {banners.map((b) => {
          const body = (
            <>
              <ProductImage image={b.image} alt="" className="aspect-[2/1] w-full object-cover" />
              <span className="block p-3">
                <span className="block font-semibold text-slate-900">{b.title}</span>
                {b.subtitle ? (
                  <span className="mt-0.5 block text-xs text-slate-600">{b.subtitle}</span>
                ) : null}
              </span>
            </>
          );
          const cls =
            "block overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-amber-400 hover:shadow-sm";
          return (
            <li key={b.id}>
              {b.external ? (
                <a href={b.link} rel="noopener sponsored" target="_blank" className={cls}>
                  {body}
                </a>
              ) : (
                <AppLink to={b.link} className={cls}>
                  {body}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
