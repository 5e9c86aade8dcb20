/**
 * Bitcoin's next halving as a countdown (issue 18): days, hours and minutes left, rendered by the
 * server from the estimate (so it reads without JavaScript) and ticking in the browser. It shows the
 * basis of the estimate: the height read, the blocks left and the average block time.
 */
import { type ReactNode, useEffect, useState } from "react";
import type { HalvingEstimate } from "../../../common/economics.ts";
import { useT } from "../../i18n/use-t.ts";
import { blockMinutes } from "./format.ts";

export interface HalvingBlockData {
  halving: HalvingEstimate;
  /** When the height was read (ISO). */
  readAt: string;
  /** Bitcoin's block reward today. */
  reward: number;
  /** When the page was rendered (ISO): the browser counts from there until it ticks itself. */
  renderedAt: string;
}

const MINUTE_MS = 60_000;

/** Days, hours and minutes from `nowMs` to `atMs` (zero once it has passed). */
export function timeLeft(atMs: number, nowMs: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((atMs - nowMs) / MINUTE_MS));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** The current minute: the render's until the page runs, then the clock's, every few seconds. */
function useMinuteClock(renderedAt: string): number {
  const [now, setNow] = useState(() => Math.floor(new Date(renderedAt).getTime() / MINUTE_MS));
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / MINUTE_MS));
    tick();
    const timer = setInterval(tick, 5_000);
    return () => clearInterval(timer);
  }, []);
  return now * MINUTE_MS;
}

export function HalvingCountdown({
  id,
  data,
  children,
}: {
  id: string;
  data: HalvingBlockData;
  /** Below the basis (the landing page's link to the calculators). */
  children?: ReactNode;
}) {
  const t = useT();
  const { halving } = data;
  const now = useMinuteClock(data.renderedAt);
  const at = new Date(halving.estimatedAt).getTime();
  const left = timeLeft(at, now);
  const reached = halving.blocksLeft <= 0;
  const parts = [
    { value: left.days, label: t("economics.halving.days") },
    { value: left.hours, label: t("economics.halving.hours") },
    { value: left.minutes, label: t("economics.halving.minutes") },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg bg-slate-900 p-6 text-white">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {t("economics.halving.title")}
      </h2>
      <p className="mt-1 text-slate-300">
        {t("economics.halving.lead", {
          height: t.number(halving.halvingHeight),
          from: t.number(data.reward, { maximumFractionDigits: 8 }),
          to: t.number(data.reward / 2, { maximumFractionDigits: 8 }),
        })}
      </p>
      {reached ? (
        <p className="mt-4 text-lg font-semibold text-amber-300">{t("economics.halving.reached")}</p>
      ) : (
        <div role="timer" className="mt-4 flex flex-wrap gap-3">
          {parts.map((p) => (
            <p key={p.label} className="min-w-24 rounded-md bg-slate-800 px-4 py-3 text-center">
              <span className="block text-3xl font-bold text-amber-300 tabular-nums">
                {t.number(p.value)}
              </span>{" "}
              <span className="block text-sm text-slate-300">{p.label}</span>
            </p>
          ))}
        </div>
      )}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-300">{t("economics.halving.estimatedDate")}</dt>
          <dd className="font-semibold">{t.date(halving.estimatedAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-300">{t("economics.halving.height")}</dt>
          <dd className="font-semibold">
            {t.number(halving.height)}{" "}
            <span className="font-normal text-slate-300">
              {t("economics.halving.asOf", { date: t.date(data.readAt) })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-300">{t("economics.halving.blocksLeft")}</dt>
          <dd className="font-semibold">{t.number(halving.blocksLeft)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-300">
        {t("economics.halving.basis", {
          minutes: t.number(blockMinutes(halving.averageBlockTimeSec)),
          date: t.date(data.readAt),
        })}
      </p>
      {children}
    </section>
  );
}
