import { useT } from "../i18n/use-t.ts";

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-amber-400 px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("shell.skipToContent")}
    </a>
  );
}
