/**
 * What the banner and the settings form share: their buttons' look and how a choice is applied in
 * place on a hydrated page (the settings form itself loads only when the dialog first opens).
 */
import type { FormEvent } from "react";
import { stateOfChoice } from "./choice.ts";
import { useConsent } from "./context.tsx";

export const PRIMARY_BUTTON =
  "rounded-md bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const SECONDARY_BUTTON =
  "rounded-md border border-slate-400 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** Applies a consent form's choice in place (when the page is hydrated); otherwise the form posts. */
export function useConsentSubmit(onDone?: () => void) {
  const consent = useConsent();
  return (event: FormEvent<HTMLFormElement>) => {
    if (!consent) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    const state = stateOfChoice(form.get("choice"), form.getAll("group"));
    if (!state) return;
    event.preventDefault();
    consent.decide(state);
    onDone?.();
  };
}
