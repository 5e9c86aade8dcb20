/**
 * The reviews lists (review-list.tsx) as parts that the server renders at once and whose code the
 * browser loads when the visitor reaches them: the product page's reviews tab once it is opened,
 * the company page's reviews once scrolled near. The pages' first load stays within the 150 KB
 * budget of public pages (the price history of the product page does the same, decision 021).
 */
import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { whenVisible } from "../../ui/when-visible.ts";

type ListModule = typeof import("./review-list.tsx");
let listModule: ListModule | undefined;
const loadList = () =>
  import("./review-list.tsx").then((m) => {
    listModule = m;
    return m;
  });
// The server loads it at once: renderToString cannot wait for a component.
if (import.meta.env.SSR) void loadList();

/** `part` of review-list.tsx, loaded once the element `anchor` comes near the viewport. */
function lazyPart<K extends "ProductReviews" | "CompanyReviews">(part: K, anchor: string) {
  type Part = ListModule[K];
  return lazy(() => {
    const ready = listModule;
    // Loaded already (the server, or a later page): a thenable that answers at once, without suspending.
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, which React's lazy reads at once
        then: (done: (m: { default: Part }) => void) => done({ default: ready[part] }),
      } as unknown as Promise<{ default: Part }>;
    return whenVisible(anchor)
      .then(loadList)
      .then((m) => ({ default: m[part] }));
  }) as unknown as ComponentType<ComponentProps<Part>>;
}

const ProductReviewsPart = lazyPart("ProductReviews", "product-reviews");
const CompanyReviewsPart = lazyPart("CompanyReviews", "company-reviews");

/** The product page's reviews tab (the anchor is inside the tab's panel: hidden until opened). */
export function LazyProductReviews(props: ComponentProps<ListModule["ProductReviews"]>) {
  return (
    <div id="product-reviews">
      <Suspense fallback={null}>
        <ProductReviewsPart {...props} />
      </Suspense>
    </div>
  );
}

export function LazyCompanyReviews(props: ComponentProps<ListModule["CompanyReviews"]>) {
  return (
    <div id="company-reviews" className="below-fold mt-10 scroll-mt-20">
      <Suspense fallback={null}>
        <CompanyReviewsPart {...props} />
      </Suspense>
    </div>
  );
}
