import type { ReactNode } from "react";

export function AuthTitle({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-6 space-y-2">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
    </div>
  );
}
