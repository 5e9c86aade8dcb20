/**
 * Profit over time with Bitcoin's next halving applied (issue 18): the cumulative profit of one
 * miner month by month, less its asking price, at today's figures until the estimated halving date
 * and at the halved figures after it. Pure; the calculator's chart and payback read it.
 */

const DAY_MS = 86_400_000;

/** `start` plus `months` calendar months, in UTC (31 January + 1 month is 3 March, as Date does). */
export function addMonthsUtc(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export interface ProfitSeriesInput {
  /** Profit per day before the halving (today's figures). */
  profitPerDay: number;
  /** Profit per day from the halving on (the subsidy of halving coins cut in two). */
  profitPerDayAfter: number;
  /** The asking price: the series starts below zero by it (0 without a price). */
  askingPrice: number;
  start: Date;
  /** The estimated halving; null when unknown. */
  halvingAt: Date | null;
  /** How many months the series covers (one point per month, month 0 included). */
  months: number;
}

export interface ProfitSeries {
  /** x = months from `start`, y = cumulative profit less the asking price, halving applied. */
  withHalving: { x: number; y: number }[];
  /** The same at today's figures throughout, for comparison. */
  withoutHalving: { x: number; y: number }[];
  /** Where the halving falls on the x axis (fractional month), or null when outside the series. */
  halvingX: number | null;
}

/** Days from `start` to `halvingAt` (0 when it has passed), or Infinity without a date. */
export function daysToHalving(start: Date, halvingAt: Date | null): number {
  if (!halvingAt) return Number.POSITIVE_INFINITY;
  return Math.max(0, (halvingAt.getTime() - start.getTime()) / DAY_MS);
}

/** Cumulative profit after `days` days: the rate before the halving, then the rate after it. */
function cumulative(days: number, before: number, after: number, halvingDay: number): number {
  const pre = Math.min(days, halvingDay);
  const post = Math.max(0, days - halvingDay);
  return pre * before + post * after;
}

export function profitOverTime(input: ProfitSeriesInput): ProfitSeries {
  const halvingDay = daysToHalving(input.start, input.halvingAt);
  const asking = Math.max(0, input.askingPrice);
  const withHalving: { x: number; y: number }[] = [];
  const withoutHalving: { x: number; y: number }[] = [];
  let halvingX: number | null = null;
  let previousDays = 0;
  for (let m = 0; m <= input.months; m++) {
    const days = (addMonthsUtc(input.start, m).getTime() - input.start.getTime()) / DAY_MS;
    withHalving.push({
      x: m,
      y: cumulative(days, input.profitPerDay, input.profitPerDayAfter, halvingDay) - asking,
    });
    withoutHalving.push({ x: m, y: days * input.profitPerDay - asking });
    // The halving lies in this month: place it between the month's ends by its day.
    if (halvingX === null && m > 0 && halvingDay > previousDays && halvingDay <= days)
      halvingX = m - 1 + (halvingDay - previousDays) / (days - previousDays);
    previousDays = days;
  }
  if (halvingDay === 0 && input.halvingAt) halvingX = 0;
  return { withHalving, withoutHalving, halvingX };
}

/**
 * Days until the asking price is earned back with the halving applied: at today's profit until
 * the halving, at the halved profit after it. Null without a price or when it is never earned back.
 */
export function paybackDaysWithHalving(
  askingPrice: number | null | undefined,
  profitPerDay: number,
  profitPerDayAfter: number,
  halvingDay: number,
): number | null {
  const asking = askingPrice ?? 0;
  if (!(asking > 0)) return null;
  if (profitPerDay > 0 && profitPerDay * halvingDay >= asking) return asking / profitPerDay;
  if (!Number.isFinite(halvingDay) || !(profitPerDayAfter > 0)) return null;
  return halvingDay + (asking - profitPerDay * halvingDay) / profitPerDayAfter;
}
