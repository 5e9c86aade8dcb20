/**
 * Offers a reload when a new build is deployed: polls GET /api/version every 5 minutes and when
 * the tab comes back into view, and compares it with the version this page was built from.
 */
import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-t.ts";
import { fetchServerVersion, isNewVersion, VERSION_FOCUS_MIN_MS, VERSION_POLL_MS } from "./version.ts";

export function VersionBanner({ buildVersion }: { buildVersion: string }) {
  const t = useT();
  const [outdated, setOutdated] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const lastCheck = useRef(0);

  useEffect(() => {
    if (!buildVersion) return;
    const controller = new AbortController();
    const check = async (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastCheck.current < VERSION_FOCUS_MIN_MS) return;
      if (document.visibilityState === "hidden") return;
      lastCheck.current = now;
      const server = await fetchServerVersion(controller.signal);
      if (isNewVersion(buildVersion, server)) setOutdated(true);
    };
    const interval = setInterval(() => check(true), VERSION_POLL_MS);
    const onFocus = () => check(false);
    const onVisible = () => {
      if (document.visibilityState === "visible") check(false);
    };
    lastCheck.current = Date.now();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      controller.abort();
      clearInterval(interval);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [buildVersion]);

  if (!outdated || dismissed) return null;
  return (
    <section
      aria-live="polite"
      aria-label={t("shell.newVersion")}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-xl sm:inset-x-auto sm:right-4"
    >
      <p className="flex-1">{t("shell.newVersion")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-amber-400 px-3 py-1.5 font-semibold text-slate-900 hover:bg-amber-300"
      >
        {t("shell.reload")}
      </button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="rounded-md px-3 py-1.5 text-slate-200 underline-offset-2 hover:underline"
      >
        {t("shell.dismiss")}
      </button>
    </section>
  );
}
