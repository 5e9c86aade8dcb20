/**
 * The full-page loader of spec 2: a thin bar while the server-rendered page hydrates, and an
 * overlay with a spinner when a navigation takes longer than 150 ms.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "../i18n/use-t.ts";

export const LOADER_DELAY_MS = 150;

/** Shown from the server's HTML until React has hydrated the page. */
export function HydrationBar() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) return null;
  return (
    <div
      className="boot-bar pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-amber-100"
      aria-hidden="true"
    >
      <div className="loader-bar h-full w-1/3 bg-amber-500" />
    </div>
  );
}

export function NavigationLoader() {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/60 backdrop-blur-[1px]">
      <div
        className="pointer-events-none fixed inset-x-0 top-0 h-1 overflow-hidden bg-amber-100"
        aria-hidden="true"
      >
        <div className="loader-bar h-full w-1/3 bg-amber-500" />
      </div>
      <div
        role="status"
        className="flex items-center gap-3 rounded-lg bg-slate-900 px-5 py-3 text-sm font-medium text-white shadow-lg"
      >
        <span
          className="size-5 animate-spin rounded-full border-2 border-slate-500 border-t-amber-400"
          aria-hidden="true"
        />
        {t("shell.loading")}
      </div>
    </div>
  );
}
