/**
 * What the banner and the settings form share: their buttons' look and how a choice is applied in
 * place on a hydrated page (the settings form itself loads only when the dialog first opens).
 */
import type { FormEvent } from "react";
import { stateOfChoice } from "./choice.ts";
import { useConsent } from "./context.tsx";

/**
 * Every consent choice has this one look (issue 30): accepting is not brighter, bigger or first
 * in a way refusing is not, so refusing is as easy as accepting.
 */
export const CHOICE_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-slate-800 bg-white px-4 py-2 text-center text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

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
