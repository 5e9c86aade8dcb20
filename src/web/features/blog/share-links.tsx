/**
 * Share an article (issue 19): copy its link (the clipboard, with a visible status), and plain
 * links to X, LinkedIn, Telegram and a mail: no network's script, nothing loaded from another
 * origin until the visitor follows one. The copy button needs JavaScript, so it shows once the
 * page is hydrated; the links work without it.
 */
import { useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { shareTargets } from "./share.ts";

const LABELS = {
  x: "pulse.shareX",
  linkedin: "pulse.shareLinkedIn",
  telegram: "pulse.shareTelegram",
  email: "pulse.shareEmail",
} as const;

const NAMES = { x: "X", linkedin: "LinkedIn", telegram: "Telegram", email: "E-mail" } as const;

const chip =
  "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  const targets = shareTargets(url, title, t("pulse.emailBody", { url }));

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <section aria-labelledby="share-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="share-title" className="text-sm font-bold tracking-wide text-slate-900 uppercase">
        {t("pulse.share")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {hydrated ? (
          <li>
            <button type="button" onClick={copy} className={chip}>
              {t("pulse.copyLink")}
            </button>
          </li>
        ) : null}
        {targets.map((target) => (
          <li key={target.id}>
            <a
              href={target.href}
              data-share={target.id}
              aria-label={
                target.id === "email"
                  ? t(LABELS[target.id])
                  : `${t(LABELS[target.id])} ${t("pulse.newWindow")}`
              }
              {...(target.id === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className={chip}
            >
              {target.id === "email" ? t("pulse.shareEmail") : NAMES[target.id]}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-800">
        {status === "copied" ? t("pulse.linkCopied") : status === "failed" ? t("pulse.copyFailed") : ""}
      </p>
    </section>
  );
}
