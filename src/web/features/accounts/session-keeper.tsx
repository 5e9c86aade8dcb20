/**
 * Spec 9: while signed in, every 60 s the browser checks the access token's expiry (the
 * accessExpires cookie: the token is HttpOnly) and refreshes it when it expires within 5 minutes (POST /session-refresh; the server sets the new cookies). A refused
 * refresh signs the browser out: the page data is reloaded.
 */
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { AUTH_COOKIES, CSRF_HEADER } from "../../../common/constants.ts";
import { readCookie } from "../../i18n/locale.ts";

const CHECK_MS = 60_000;
const MARGIN_S = 5 * 60;
/** Refresh tokens rotate and a reused one revokes the session: one tab refreshes at a time. */
export const LOCK_KEY = "rigmarket:refreshing";
export const LOCK_MS = 15_000;

/** POST /session-refresh with the CSRF header: the server answers with the new cookies. */
export function postSessionRefresh(): Promise<Response> {
  return fetch("/session-refresh", {
    method: "POST",
    headers: { [CSRF_HEADER]: readCookie(document.cookie, AUTH_COOKIES.csrf) ?? "" },
    credentials: "same-origin",
  });
}

/**
 * When the access token expires (seconds), from the accessExpires cookie; null when there is none.
 * The token itself is HttpOnly: no script reads it (docs/decisions/022).
 */
export function accessExpiry(): number | null {
  const value = Number(readCookie(document.cookie, AUTH_COOKIES.accessExpires));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** True when the expiry is unknown or within the margin. */
export function needsRefresh(exp: number | null, nowMs: number, marginS = MARGIN_S): boolean {
  return exp === null || exp - nowMs / 1000 < marginS;
}

export function SessionKeeper({ signedIn }: { signedIn: boolean }) {
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    if (!signedIn) return;
    let busy = false;
    const check = async () => {
      if (busy) return;
      if (!needsRefresh(accessExpiry(), Date.now())) return;
      // Refresh tokens rotate and a reused one revokes the session: one tab refreshes at a time.
      const lock = Number(window.localStorage.getItem(LOCK_KEY));
      if (Number.isFinite(lock) && Date.now() - lock < LOCK_MS) return;
      window.localStorage.setItem(LOCK_KEY, String(Date.now()));
      busy = true;
      try {
        const res = await postSessionRefresh();
        if (res.status === 401) await revalidate();
      } catch {
        // Offline: try again at the next check.
      } finally {
        busy = false;
        window.localStorage.removeItem(LOCK_KEY);
      }
    };
    void check();
    const timer = window.setInterval(check, CHECK_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, revalidate]);
  return null;
}
