/**
 * A Zod issue as a message key of the catalogue with its parameters: the API's field errors
 * (errors.ts) and the spreadsheet import's cell errors (excel/check-rows.ts).
 */
import type { z } from "zod";
import { isMessageKey, type MessageKey, type Params } from "../../common/i18n/index.ts";

export type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * The input an issue quotes (`"{value}" is not a valid choice`): texts and numbers only. An object
 * is not quoted: `String()` of a sent object may throw (`{"toString": false}`), which was a 500.
 */
const quoted = (input: unknown): string =>
  input !== null && typeof input === "object" ? "" : String(input ?? "");

export function describeIssue(issue: Issue): [MessageKey, Params?] {
  const i = issue as Issue & {
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    expected?: string;
  };
  if (isMessageKey(issue.message))
    return [issue.message, { min: Number(i.minimum), max: Number(i.maximum), value: quoted(issue.input) }];
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return ["validation.required"];
      if (i.expected === "number" || i.expected === "int" || i.expected === "bigint")
        return [i.expected === "number" ? "validation.number" : "validation.integer"];
      return ["validation.invalid"];
    case "too_small":
      if (i.origin === "string") return ["validation.minLength", { min: Number(i.minimum) }];
      if (i.origin === "array") return ["validation.required"];
      return ["validation.min", { min: Number(i.minimum) }];
    case "too_big":
      if (i.origin === "string") return ["validation.maxLength", { max: Number(i.maximum) }];
      if (i.origin === "array") return ["validation.tooMany", { max: Number(i.maximum) }];
      return ["validation.max", { max: Number(i.maximum) }];
    case "invalid_value":
      return ["validation.choice", { value: quoted(issue.input) }];
    default:
      return ["validation.invalid"];
  }
}
