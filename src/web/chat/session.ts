/**
 * The chat's session refresh (docs/chat-protocol.md: after 4401 the client refreshes its token and
 * reconnects). Same route and same one-tab-at-a-time lock as the 60-second check
 * (features/accounts/session-keeper.tsx): refresh tokens rotate, and a reused one ends the session.
 */
import { AUTH_COOKIES } from "../../common/constants.ts";
import { LOCK_KEY, LOCK_MS, needsRefresh, postSessionRefresh } from "../features/accounts/session-keeper.tsx";
import { readCookie } from "../i18n/locale.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The access token the chat's socket is about to connect with (the cookie, read by the browser). */
export function currentAccessToken(): string | null {
  return readCookie(document.cookie, AUTH_COOKIES.access);
}

/**
 * Resolves true when the access cookie is (now) good. `force`: the server closed the socket with
 * 4401, so the token is refreshed even if it looks fresh (a refused refresh: signed out) — unless
 * the cookie is already a newer token than `usedToken`, the one the socket connected with (the
 * 60-second check refreshed it, and the server closed the socket at the old token's expiry).
 */
export async function refreshChatSession(force: boolean, usedToken: string | null): Promise<boolean> {
  const access = () => readCookie(document.cookie, AUTH_COOKIES.access);
  const fresh = !needsRefresh(access(), Date.now(), 60);
  if (fresh && (!force || access() !== usedToken)) return true;
  // Another tab is refreshing: wait for it and use its cookie (else refresh here).
  const lock = Number(window.localStorage.getItem(LOCK_KEY));
  if (lock > 0 && Date.now() - lock < LOCK_MS) {
    const before = access();
    for (let i = 0; i < 30 && Number(window.localStorage.getItem(LOCK_KEY)) === lock; i++) await sleep(500);
    if (access() !== null && access() !== before) return true;
  }
  window.localStorage.setItem(LOCK_KEY, String(Date.now()));
  try {
    const res = await postSessionRefresh();
    if (res.status === 401 || res.status === 403) return false;
    return res.ok;
  } catch {
    // Offline: the reconnection attempts go on.
    return true;
  } finally {
    window.localStorage.removeItem(LOCK_KEY);
  }
}
