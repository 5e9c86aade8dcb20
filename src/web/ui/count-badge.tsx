/**
 * A navigation link's count of what waits for the viewer ("Requests 3"): the number for the
 * eye, a sentence for screen readers ("3 requests waiting for you"). Nothing when the count is 0.
 */
import { useT } from "../i18n/use-t.ts";

export function CountBadge({
  count,
  label,
  className = "",
}: {
  count: number;
  label: string;
  className?: string;
}) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={`ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs leading-5 font-semibold text-slate-900 ${className}`}
      >
        {t.number(count)}
      </span>
      <span className="sr-only"> ({label})</span>
    </>
  );
}
