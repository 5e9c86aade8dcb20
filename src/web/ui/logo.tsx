/** The RigMarket mark: a mining chip in an amber tile, and the word mark. */
export function Logo({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#fbbf24" />
        <rect x="9" y="9" width="14" height="14" rx="2" fill="#0f172a" />
        <path
          d="M12 5v4M16 5v4M20 5v4M12 23v4M16 23v4M20 23v4M5 12h4M5 16h4M5 20h4M23 12h4M23 16h4M23 20h4"
          stroke="#0f172a"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M13 19l3-6 3 6" stroke="#fbbf24" strokeWidth="2" fill="none" strokeLinejoin="round" />
      </svg>
      <span className={compact ? "hidden text-lg sm:inline" : "text-lg"}>
        Rig<span className="text-amber-400">Market</span>
      </span>
    </span>
  );
}
