/** A listing status in words (products and services) (with a colour as a second cue, never the only one). */
const TONE: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800",
  verified: "bg-sky-100 text-sky-900",
  approved: "bg-emerald-100 text-emerald-900",
  archived: "bg-stone-200 text-stone-800",
  rejected: "bg-red-100 text-red-900",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${TONE[status] ?? TONE.draft}`}
    >
      {label}
    </span>
  );
}
