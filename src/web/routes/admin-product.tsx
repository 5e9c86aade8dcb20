/**
 * /admin/products/{id} (issue 6, moderator console): a product side by side, the approved
 * (public) values beside the proposed ones, with Approve and Reject (reason required).
 */
import { formFailure } from "../features/accounts/action.server.ts";
import { backToQueue, requireStaff } from "../features/moderation/api.server.ts";
import { ReviewBody } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-product";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  try {
    return await apiFor(request, context).call("moderation.product", { params: { id: params.id } });
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = Number(params.id);
  const api = apiFor(request, context);
  try {
    if (intent === "approve") {
      await api.call("moderation.approveProducts", { body: { ids: [id] } });
      return backToQueue(request, "product", "approved");
    }
    const reason = form.get("reason");
    await api.call("moderation.rejectProducts", {
      body: {
        ids: [id],
        reason: typeof reason === "string" ? reason : "",
      },
    });
    return backToQueue(request, "product", "rejected");
  } catch (error) {
    return formFailure(error, { intent: intent === "approve" ? "approve" : "reject" });
  }
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("moderation.review.productTitle", { name: data?.name ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const review = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {t("moderation.review.productTitle", { name: review.name })}
      </h1>
      <p className="text-sm text-slate-700">
        {review.sku} · {t("moderation.review.status")}: {review.status_label}
      </p>
      <ReviewBody
        review={review}
        queue="product"
        intro={t(review.review === "new" ? "moderation.review.new" : "moderation.review.change")}
        result={actionData}
      />
    </div>
  );
}
