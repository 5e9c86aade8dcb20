/**
 * /admin/seller-changes/{id} (issue 6, moderator console): a company profile change side by side,
 * with Approve and Reject (reason required).
 */
import { formFailure } from "../features/accounts/action.server.ts";
import { backToQueue, requireStaff } from "../features/moderation/api.server.ts";
import { ReviewBody } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-seller-change";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  try {
    return await apiFor(request, context).call("moderation.sellerChange", { params: { id: params.id } });
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const api = apiFor(request, context);
  try {
    if (intent === "approve") {
      await api.call("moderation.approveSellerChange", { params: { id: params.id } });
      return backToQueue(request, "seller_change", "approved");
    }
    const reason = form.get("reason");
    await api.call("moderation.rejectSellerChange", {
      params: { id: params.id },
      body: { reason: typeof reason === "string" ? reason : "" },
    });
    return backToQueue(request, "seller_change", "rejected");
  } catch (error) {
    return formFailure(error, { intent: intent === "approve" ? "approve" : "reject" });
  }
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("moderation.review.changeTitle", { name: data?.seller.company_name ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

export default function AdminSellerChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {t("moderation.review.changeTitle", { name: loaderData.seller.company_name })}
      </h1>
      <ReviewBody
        review={loaderData}
        queue="seller_change"
        intro={t("moderation.review.companyChange")}
        result={actionData}
      />
    </div>
  );
}
