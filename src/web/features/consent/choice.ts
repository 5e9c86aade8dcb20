/**
 * The choice a consent form's submit button carries (`choice` = accept, decline or save with the
 * checked `group` boxes), read the same way by the /consent action and by the page's own handler.
 */
import { CONSENT_GROUPS, type ConsentState, fromGroups } from "../../../common/consent/state.ts";

export const CONSENT_CHOICES = ["accept", "decline", "save"] as const;

export function stateOfChoice(
  choice: unknown,
  groups: readonly unknown[],
): Exclude<ConsentState, { kind: "undecided" }> | null {
  if (choice === "accept") return fromGroups(CONSENT_GROUPS);
  if (choice === "decline") return fromGroups([]);
  if (choice === "save") return fromGroups(groups.filter((g): g is string => typeof g === "string"));
  return null;
}
