/** Illustrations of the error screens (spec 2), inline so they show even when the network is down. */

export function NotFoundPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 180" role="img" aria-label={label} className="h-auto w-56 sm:w-64">
      <ellipse cx="120" cy="160" rx="90" ry="10" fill="#e2e8f0" />
      <rect x="50" y="70" width="140" height="80" rx="8" fill="#1e293b" />
      <rect x="60" y="80" width="120" height="60" rx="4" fill="#334155" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x={68 + i * 18} y="88" width="10" height="44" rx="2" fill="#475569" />
      ))}
      <circle cx="70" cy="110" r="14" fill="#0f172a" stroke="#64748b" strokeWidth="3" />
      <circle cx="170" cy="110" r="14" fill="#0f172a" stroke="#64748b" strokeWidth="3" />
      <circle cx="120" cy="38" r="28" fill="#fbbf24" />
      <path
        d="M110 31a10 10 0 1 1 14 9c-3 1.5-4 3-4 6"
        stroke="#0f172a"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="120" cy="54" r="3.2" fill="#0f172a" />
    </svg>
  );
}

export function BadRequestPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 180" role="img" aria-label={label} className="h-auto w-56 sm:w-64">
      <ellipse cx="120" cy="165" rx="85" ry="9" fill="#e2e8f0" />
      <rect x="60" y="20" width="110" height="140" rx="8" fill="#ffffff" stroke="#cbd5e1" strokeWidth="3" />
      <rect x="76" y="42" width="60" height="8" rx="4" fill="#94a3b8" />
      <rect x="76" y="62" width="78" height="14" rx="3" fill="#e2e8f0" />
      <rect x="76" y="86" width="78" height="14" rx="3" fill="#fee2e2" stroke="#ef4444" strokeWidth="2" />
      <rect x="76" y="110" width="50" height="14" rx="3" fill="#e2e8f0" />
      <path d="M168 96l30 52h-60z" fill="#fbbf24" stroke="#0f172a" strokeWidth="3" strokeLinejoin="round" />
      <path d="M168 114v16" stroke="#0f172a" strokeWidth="5" strokeLinecap="round" />
      <circle cx="168" cy="139" r="3" fill="#0f172a" />
    </svg>
  );
}

export function ServerErrorPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 180" role="img" aria-label={label} className="h-auto w-56 sm:w-64">
      <ellipse cx="120" cy="165" rx="85" ry="9" fill="#e2e8f0" />
      <rect x="70" y="18" width="100" height="142" rx="8" fill="#1e293b" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="80" y={30 + i * 32} width="80" height="24" rx="3" fill="#334155" />
          <circle cx="92" cy={42 + i * 32} r="3.5" fill={i === 2 ? "#ef4444" : "#22c55e"} />
          <rect x="104" y={39 + i * 32} width="46" height="6" rx="3" fill="#475569" />
        </g>
      ))}
      <path
        d="M170 106c20 0 20 24 40 24"
        stroke="#fbbf24"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M214 126l8-6M216 134l9 1M210 138l2 8" stroke="#ef4444" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
