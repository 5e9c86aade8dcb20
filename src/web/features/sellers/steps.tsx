/** The progress bar of the business account: "Step 2 of 3" and the named steps. */
import { useT } from "../../i18n/use-t.ts";

const STEP_KEYS = ["seller.onboarding.step1", "seller.onboarding.step2", "seller.onboarding.step3"] as const;
export const STEP_COUNT = STEP_KEYS.length;

export function StepProgress({ step }: { step: number }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <p id="onboarding-progress" className="text-sm font-medium text-slate-700">
        {t("seller.onboarding.progress", { step, total: STEP_COUNT })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="onboarding-progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-amber-400"
          style={{ width: `${(step / STEP_COUNT) * 100}%` }}
        />
      </div>
      <ol aria-label={t("seller.onboarding.stepsLabel")} className="grid gap-2 text-sm sm:grid-cols-3">
        {STEP_KEYS.map((key, i) => {
          const n = i + 1;
          const state = n < step ? "done" : n === step ? "current" : "todo";
          return (
            <li
              key={key}
              aria-current={state === "current" ? "step" : undefined}
              className={
                state === "current"
                  ? "rounded-md border border-amber-500 bg-amber-50 px-3 py-2 font-semibold text-slate-900"
                  : state === "done"
                    ? "rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900"
                    : "rounded-md border border-slate-200 px-3 py-2 text-slate-600"
              }
            >
              {n}. {t(key)}
              {state === "done" ? <span className="sr-only"> ({t("seller.onboarding.done")})</span> : null}
              {state === "current" ? (
                <span className="sr-only"> ({t("seller.onboarding.current")})</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
