/** A new password with its live rule checklist (spec 5); the list works as help text without JavaScript. */
import { useEffect, useId, useRef, useState } from "react";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { useT } from "../../i18n/use-t.ts";
import { Field } from "./form.tsx";
import { passwordChecklist } from "./password-rules.ts";

const RULE_KEYS: Record<string, MessageKey> = {
  length: "auth.rule.length",
  digit: "auth.rule.digit",
  symbol: "auth.rule.symbol",
  upper: "auth.rule.upper",
  lower: "auth.rule.lower",
};

export function NewPasswordField({
  label,
  errors,
  name = "password",
}: {
  label: string;
  errors?: string[];
  name?: string;
}) {
  const t = useT();
  const [value, setValue] = useState("");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Uncontrolled, so that a form reset empties it; the checklist follows the reset too.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onReset = () => setValue("");
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);
  return (
    <Field
      id={`${id}-pw`}
      name={name}
      type="password"
      label={label}
      autoComplete="new-password"
      required
      maxLength={128}
      ref={input}
      onChange={(e) => setValue(e.currentTarget.value)}
      errors={errors}
      hint={
        <>
          <span className="sr-only">{t("auth.rule.title")} </span>
          <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 sm:grid-cols-2">
            {passwordChecklist(value).map(({ rule, ok }) => (
              <li key={rule} className={ok ? "text-emerald-800" : "text-slate-600"}>
                <span aria-hidden="true">{ok ? "✓ " : "○ "}</span>
                {t(RULE_KEYS[rule] as MessageKey)}
                {ok ? <span className="sr-only"> ({t("auth.rule.met")})</span> : null}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
