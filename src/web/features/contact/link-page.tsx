/** The frame of the newsletter's link pages: title, the bad-link message or the page's content. */
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { linkClass } from "../accounts/form.tsx";

export function LinkPage({ title, bad, children }: { title: string; bad: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {bad ? (
        <div className="mt-6 space-y-4">
          <p role="alert" className="text-lg text-slate-800">
            {t("newsletter.badLink")}
          </p>
          <AppLink to="/newsletter" className={linkClass}>
            {t("newsletter.title")}
          </AppLink>
        </div>
      ) : (
        <div className="mt-6 space-y-4">{children}</div>
      )}
    </div>
  );
}

/** The success message of a link page (announced). */
export function Done({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-5 text-lg font-semibold text-emerald-900"
    >
      {text}
    </p>
  );
}
