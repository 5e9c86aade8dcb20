/**
 * The chat's session refresh (docs/chat-protocol.md: after 4401 the client refreshes its token and
 * reconnects). Same route and same one-tab-at-a-time lock as the 60-second check
 * (features/accounts/session-keeper.tsx): refresh tokens rotate, and a reused one ends the session.
 */
import {
  accessExpiry,
  LOCK_KEY,
  LOCK_MS,
  needsRefresh,
  postSessionRefresh,
} from "../features/accounts/session-keeper.tsx";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves true when the access cookie is (now) good. The token itself is HttpOnly (the browser
 * sends it with the socket's upgrade); the page knows its expiry (the accessExpires cookie), which
 * also tells one token from the next. `force`: the server closed the socket with 4401, so the token
 * is refreshed even if it looks fresh (a refused refresh: signed out) — unless the cookie is already
 * a newer token than the one the socket connected with, of expiry `usedExpiry` (the 60-second check
 * refreshed it, and the server closed the socket at the old token's expiry).
 */
export async function refreshChatSession(force: boolean, usedExpiry: number | null): Promise<boolean> {
  const fresh = !needsRefresh(accessExpiry(), Date.now(), 60);
  if (fresh && (!force || accessExpiry() !== usedExpiry)) return true;
  // Another tab is refreshing: wait for it and use its cookie (else refresh here).
  const lock = Number(window.localStorage.getItem(LOCK_KEY));
  if (lock > 0 && Date.now() - lock < LOCK_MS) {
    const before = accessExpiry();
    for (let i = 0; i < 30 && Number(window.localStorage.getItem(LOCK_KEY)) === lock; i++) await sleep(500);
    if (accessExpiry() !== null && accessExpiry() !== before) return true;
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
