/**
 * With JavaScript, reloads the page's data (its loader) every `ms` while `on`, when the tab is
 * visible and no reload is under way: a file being checked or prepared (decision 066).
 */
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

export function usePolling(on: boolean, ms: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle" && document.visibilityState === "visible")
        latest.current.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [on, ms]);
}
