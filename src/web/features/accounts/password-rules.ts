/** The live checklist of the password rule (spec 5), in the order the form shows it. */
import { ACCOUNT_LIMITS } from "../../../common/constants.ts";

export const PASSWORD_RULES = ["length", "digit", "symbol", "upper", "lower"] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const TESTS: Record<PasswordRule, (p: string) => boolean> = {
  length: (p) => p.length >= ACCOUNT_LIMITS.passwordMin,
  digit: (p) => /\p{Nd}/u.test(p),
  symbol: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
  upper: (p) => /\p{Lu}/u.test(p),
  lower: (p) => /\p{Ll}/u.test(p),
};

export function passwordChecklist(password: string): { rule: PasswordRule; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, ok: TESTS[rule](password) }));
}
