import { describe, expect, it } from "vitest";
import { countdownKey, formatCountdown, recordCodeSent, secondsLeft } from "./countdown.ts";
import { passwordChecklist } from "./password-rules.ts";

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    size: () => m.size,
  };
}

describe("send-again countdown", () => {
  it("counts down from the recorded start and survives a 'reload' (same store)", () => {
    const store = memoryStore();
    const t0 = 1_000_000;
    expect(secondsLeft(store, "a@b.c", t0)).toBe(0);
    recordCodeSent(store, "A@b.c ", t0);
    expect(secondsLeft(store, "a@b.c", t0)).toBe(180);
    expect(secondsLeft(store, "a@b.c", t0 + 61_500)).toBe(119);
    // An older send does not reset a newer one.
    recordCodeSent(store, "a@b.c", t0 - 10_000);
    expect(secondsLeft(store, "a@b.c", t0 + 1000)).toBe(179);
  });
  it("clears the entry at zero", () => {
    const store = memoryStore();
    recordCodeSent(store, "a@b.c", 0);
    expect(secondsLeft(store, "a@b.c", 180_000)).toBe(0);
    expect(store.getItem(countdownKey("a@b.c"))).toBeNull();
  });
  it("caps a start in the future and treats garbage as expired", () => {
    const store = memoryStore();
    store.setItem(countdownKey("x@y.z"), String(10_000_000));
    expect(secondsLeft(store, "x@y.z", 0)).toBe(180);
    store.setItem(countdownKey("x@y.z"), "nonsense");
    expect(secondsLeft(store, "x@y.z", 0)).toBe(0);
  });
  it("formats minutes and seconds", () => {
    expect(formatCountdown(180)).toBe("3:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(0)).toBe("0:00");
  });
});

describe("password checklist", () => {
  it("ticks each rule separately", () => {
    const ok = (p: string) => Object.fromEntries(passwordChecklist(p).map((c) => [c.rule, c.ok]));
    expect(ok("")).toEqual({ length: false, digit: false, symbol: false, upper: false, lower: false });
    expect(ok("abcdefgh")).toEqual({ length: true, digit: false, symbol: false, upper: false, lower: true });
    expect(ok("Abcdef1!")).toEqual({ length: true, digit: true, symbol: true, upper: true, lower: true });
    expect(ok("ÉCOLE 9")).toMatchObject({ upper: true, digit: true, symbol: false, lower: false });
  });
});

describe("access token expiry check", () => {
  it("asks for a refresh within 5 minutes of the expiry, or when it is unknown", async () => {
    const { needsRefresh } = await import("./session-keeper.tsx");
    expect(needsRefresh(1000, 1000 * 1000 - 301_000)).toBe(false);
    expect(needsRefresh(1000, 1000 * 1000 - 299_000)).toBe(true);
    expect(needsRefresh(null, 0)).toBe(true);
  });
});
