/**
 * The consent settings (issue 22): the necessary group (always on) and the optional ones as
 * labelled check boxes, with save, accept all and decline all. A plain form posting to /consent
 * (works without JavaScript); on a hydrated page the choice is applied in place.
 */
import { allows, CONSENT_GROUPS, type ConsentState } from "../../../common/consent/state.ts";
import { useT } from "../../i18n/use-t.ts";
import { CHOICE_BUTTON, useConsentSubmit } from "./consent-submit.ts";
import { useConsent } from "./context.tsx";

export function ConsentSettingsForm({
  idPrefix,
  to,
  onDone,
}: {
  idPrefix: string;
  to: string;
  onDone?: () => void;
}) {
  const t = useT();
  const consent = useConsent();
  const onSubmit = useConsentSubmit(onDone);
  const state = consent?.state ?? { kind: "undecided" };
  return (
    <form method="post" action="/consent" onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="to" value={to} />
      <CurrentChoice idPrefix={idPrefix} state={state} />
      <fieldset className="space-y-3">
        <legend className="sr-only">{t("consent.settingsTitle")}</legend>
        <GroupRow
          id={`${idPrefix}-necessary`}
          name={t("consent.group.necessary")}
          text={t("consent.group.necessaryText")}
        >
          <input
            id={`${idPrefix}-necessary`}
            type="checkbox"
            checked
            disabled
            className="mt-1 size-5"
            aria-describedby={`${idPrefix}-necessary-text`}
          />
        </GroupRow>
        {CONSENT_GROUPS.map((group) => (
          <GroupRow
            key={group}
            id={`${idPrefix}-${group}`}
            name={t(`consent.group.${group}`)}
            text={t(`consent.group.${group}Text`)}
          >
            <input
              id={`${idPrefix}-${group}`}
              type="checkbox"
              name="group"
              value={group}
              defaultChecked={allows(state, group)}
              aria-describedby={`${idPrefix}-${group}-text`}
              className="mt-1 size-5 accent-amber-500"
            />
          </GroupRow>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {/* Refusing weighs as much as accepting: the three choices look alike (issue 30). */}
        <button type="submit" name="choice" value="save" className={CHOICE_BUTTON}>
          {t("consent.save")}
        </button>
        <button type="submit" name="choice" value="accept" className={CHOICE_BUTTON}>
          {t("consent.acceptAll")}
        </button>
        <button type="submit" name="choice" value="decline" className={CHOICE_BUTTON}>
          {t("consent.declineAll")}
        </button>
      </div>
    </form>
  );
}

function GroupRow({
  id,
  name,
  text,
  children,
}: {
  id: string;
  name: string;
  text: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex gap-3 rounded-md border border-slate-200 p-3">
      {children}
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {name}
          {id.endsWith("-necessary") ? (
            <span className="ml-2 text-sm font-normal text-slate-600">({t("consent.alwaysOn")})</span>
          ) : null}
        </label>
        <p id={`${id}-text`} className="text-sm text-slate-600">
          {text}
        </p>
      </div>
    </div>
  );
}

/**
 * The stored choice (the consent cookie, read by the root loader): nothing yet, or each optional
 * group allowed or refused. The cookie keeps no date (a dated value would make every visitor's
 * pages a copy of their own in the guest page cache, decision 052), so none is shown.
 */
function CurrentChoice({ idPrefix, state }: { idPrefix: string; state: ConsentState }) {
  const t = useT();
  const titleId = `${idPrefix}-current`;
  if (state.kind === "undecided") {
    return (
      <p id={titleId} className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
        {t("consent.current.undecided")}
      </p>
    );
  }
  return (
    <div className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
      <p id={titleId} className="font-semibold">
        {t(`consent.current.${state.kind}`)}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 list-disc pl-5">
        {CONSENT_GROUPS.map((group) => (
          <li key={group}>
            {t(allows(state, group) ? "consent.current.allowed" : "consent.current.refused", {
              group: t(`consent.group.${group}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
