/**
 * /admin/products/{id} (issue 6, moderator console): a product side by side, the approved
 * (public) values beside the proposed ones, with Approve and Reject (reason required). The review
 * screen of every listing (features/seller-listings/listing-review.tsx).
 */

import { decideListing, loadListingReview } from "../features/seller-listings/listing-review.server.ts";
import { ListingReview } from "../features/seller-listings/listing-review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-product";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadListingReview(request, context, "product", params.id);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  decideListing(request, context, "product", params.id);

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("moderation.review.productTitle", { name: data?.name ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

export default function AdminProduct({ loaderData: review, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ListingReview
      kind="product"
      review={review}
      title={t("moderation.review.productTitle", { name: review.name })}
      reference={review.sku}
      intro={t(review.review === "new" ? "moderation.review.new" : "moderation.review.change")}
      result={actionData}
    />
  );
}
