/**
 * The "Send again" countdown of /auth-verification (spec 4: 180 s): its start time is kept in
 * local storage per address, so a reload keeps counting; at zero the entry is removed.
 */
import { ACCOUNT_LIMITS } from "../../../common/constants.ts";

export const COUNTDOWN_SECONDS = ACCOUNT_LIMITS.resendCooldownSeconds;
type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const countdownKey = (email: string) => `rigmarket:code-sent:${email.trim().toLowerCase()}`;

/** Records that a code was sent at `sentAt` (ms), unless a later send is already recorded. */
export function recordCodeSent(store: Store, email: string, sentAt: number) {
  const known = Number(store.getItem(countdownKey(email)));
  if (!Number.isFinite(known) || known < sentAt) store.setItem(countdownKey(email), String(sentAt));
}

/** Seconds left before "Send again" unlocks (0 when unlocked; a finished countdown is cleared). */
export function secondsLeft(store: Store, email: string, now: number, total = COUNTDOWN_SECONDS): number {
  const raw = store.getItem(countdownKey(email));
  if (raw === null) return 0;
  const start = Number(raw);
  // A start time in the future (clock change) or garbage: treat as just sent, capped to the total.
  const elapsed = Number.isFinite(start) ? Math.max(0, Math.floor((now - start) / 1000)) : total;
  const left = Math.max(0, Math.min(total, total - elapsed));
  if (left === 0) store.removeItem(countdownKey(email));
  return left;
}

/** "2:05" */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
