/**
 * /admin/services/{id} (issue 6, moderator console): a service side by side, the approved (public)
 * values beside the proposed ones, with Approve and Reject (reason required). The same review
 * view as /admin/products/{id} (features/moderation/review.tsx).
 */
import { formFailure } from "../features/accounts/action.server.ts";
import { backToQueue, requireStaff } from "../features/moderation/api.server.ts";
import { ReviewBody } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-service";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  try {
    return await apiFor(request, context).call("moderation.service", { params: { id: params.id } });
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
      await api.call("moderation.approveServices", { body: { ids: [id] } });
      return backToQueue(request, "service", "approved");
    }
    const reason = form.get("reason");
    await api.call("moderation.rejectServices", {
      body: {
        ids: [id],
        reason: typeof reason === "string" ? reason : "",
      },
    });
    return backToQueue(request, "service", "rejected");
  } catch (error) {
    return formFailure(error, { intent: intent === "approve" ? "approve" : "reject" });
  }
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  const title = t("ss.review.title", { name: data?.name ?? "" });
  return [...pageMeta(t, { title, description: title }), { name: "robots", content: "noindex" }];
};

export default function AdminService({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const review = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("ss.review.title", { name: review.name })}</h1>
      <p className="text-sm text-slate-700">
        #{review.id} · {t("moderation.review.status")}: {review.status_label}
      </p>
      <ReviewBody
        review={review}
        queue="service"
        intro={t(review.review === "new" ? "ss.review.new" : "ss.review.change")}
        result={actionData}
      />
    </div>
  );
}
