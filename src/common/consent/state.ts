/**
 * Cookie consent (issue 22; spec §4 "Cookie consent"): the optional cookie groups, the four states
 * and the one format of the consent cookie's value, read and written by the server (the /consent
 * form action, the root loader) and by the browser (the banner) alike (docs/decisions/052).
 */

/** Optional groups a visitor may allow; necessary cookies (session, locale, this one) are always on. */
export const CONSENT_GROUPS = ["analytics", "marketing"] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

export type ConsentState =
  | { kind: "undecided" }
  | { kind: "accepted" }
  | { kind: "partial"; groups: ConsentGroup[] }
  | { kind: "declined" };

export function isConsentGroup(value: unknown): value is ConsentGroup {
  return typeof value === "string" && (CONSENT_GROUPS as readonly string[]).includes(value);
}

/**
 * The cookie's value: `accepted`, `declined` or `partial:analytics+marketing` (the enabled ids, in
 * the groups' order; only characters a cookie value may carry). Anything else reads as undecided.
 */
export function parseConsent(raw: string | null | undefined): ConsentState {
  if (raw === "accepted") return { kind: "accepted" };
  if (raw === "declined") return { kind: "declined" };
  if (raw?.startsWith("partial:")) {
    const ids = raw.slice("partial:".length).split("+");
    if (ids.length > 0 && ids.every(isConsentGroup)) return fromGroups(ids);
  }
  return { kind: "undecided" };
}

export function serializeConsent(state: Exclude<ConsentState, { kind: "undecided" }>): string {
  return state.kind === "partial" ? `partial:${state.groups.join("+")}` : state.kind;
}

/** The state that allows exactly `groups`: none is declined, all is accepted, else partial. */
export function fromGroups(groups: readonly string[]): Exclude<ConsentState, { kind: "undecided" }> {
  const chosen = CONSENT_GROUPS.filter((g) => groups.includes(g));
  if (chosen.length === 0) return { kind: "declined" };
  if (chosen.length === CONSENT_GROUPS.length) return { kind: "accepted" };
  return { kind: "partial", groups: chosen };
}

export function allows(state: ConsentState, group: ConsentGroup): boolean {
  if (state.kind === "accepted") return true;
  return state.kind === "partial" && state.groups.includes(group);
}

/** A third-party script loaded only once its group is allowed (ANALYTICS_SCRIPT_URL, TAG_MANAGER_SCRIPT_URL). */
export interface ConsentScript {
  url: string;
  group: ConsentGroup;
}

/** What every page knows of the consent settings (the root loader hands it to the banner). */
export interface ConsentSettings {
  cookieName: string;
  maxAgeDays: number;
  scripts: ConsentScript[];
}

/** The Set-Cookie value (also written by the browser through document.cookie). */
export function consentCookie(
  settings: Pick<ConsentSettings, "cookieName" | "maxAgeDays">,
  state: Exclude<ConsentState, { kind: "undecided" }>,
  secure: boolean,
): string {
  const maxAge = settings.maxAgeDays * 24 * 60 * 60;
  return `${settings.cookieName}=${serializeConsent(state)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The origins a page's CSP must allow for the configured scripts (and nothing more). */
export function consentScriptOrigins(scripts: readonly ConsentScript[]): string[] {
  return [...new Set(scripts.map((s) => new URL(s.url).origin))];
}
