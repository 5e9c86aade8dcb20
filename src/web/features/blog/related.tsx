/** The models and marketplace products an article is about (issue 19), as small linked cards. */
import type { ArticleDetail } from "../../../common/api/blog.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { NoImage, ProductImage } from "../../ui/product-image.tsx";

const card =
  "relative flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-3 focus-within:ring-2 focus-within:ring-sky-700 hover:border-amber-400";
const stretched = "after:absolute after:inset-0 hover:underline focus-visible:outline-none";

export function RelatedModels({ models }: { models: ArticleDetail["related_models"] }) {
  const t = useT();
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="related-models-title" className="mt-10">
      <h2 id="related-models-title" className="mb-4 text-xl font-bold text-slate-900">
        {t("blog.relatedModels")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((m) => (
          <li key={m.id}>
            <div className={`${card} flex-col`}>
              <p className="text-xs text-slate-600">{m.brand}</p>
              <h3 className="font-semibold text-slate-900">
                <AppLink to={`/model/${m.id}`} className={stretched}>
                  {m.name}
                </AppLink>
              </h3>
              <p className="text-sm text-slate-700">
                {[
                  m.algorithm,
                  m.hashrate ? `${t.number(m.hashrate.value)} ${m.hashrate.unit}` : null,
                  t("pulse.modelPower", { watts: t.number(m.power_w) }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="text-sm font-medium text-slate-800">
                {t.plural("model.offers", m.products_count)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RelatedProducts({ products }: { products: ArticleDetail["related_products"] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products-title" className="mt-10">
      <h2 id="related-products-title" className="mb-4 text-xl font-bold text-slate-900">
        {t("blog.relatedProducts")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((p) => (
          <li key={p.id}>
            <div className={card}>
              {p.photo ? (
                <ProductImage
                  image={p.photo}
                  alt=""
                  className="size-20 shrink-0 rounded bg-slate-100 object-contain"
                />
              ) : (
                <NoImage label="" className="size-20 shrink-0 rounded" />
              )}
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <AppLink to={`/product/${p.sku}`} className={stretched}>
                    {p.name}
                  </AppLink>
                </h3>
                <p className="text-sm text-slate-800">
                  {p.price_from === null
                    ? t("pulse.priceOnRequest")
                    : t("product.priceFrom", { price: t.price(p.price_from, p.currency) })}
                </p>
                <p className="text-xs text-slate-600">{t("pulse.seller", { seller: p.seller_name })}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
