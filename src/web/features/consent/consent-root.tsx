/**
 * Cookie consent on every page (issue 22, docs/decisions/052): the banner while undecided, the
 * settings dialog, and the configured analytics and tag-manager scripts of the allowed groups
 * (React places an async script in the head, on the server or once allowed in the browser).
 * The state comes from the consent cookie through the root loader; the guest page cache keys
 * pages by their cookies (decision 035), so no visitor is served another's decision.
 */
import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { allows, type ConsentState, consentCookie, serializeConsent } from "../../../common/consent/state.ts";
import { useT } from "../../i18n/use-t.ts";
import { CONSENT_OPEN_EVENT } from "../../ui/cookie-settings-link.tsx";
import { ConsentBanner } from "./banner.tsx";
import { type ConsentApi, ConsentContext, type ConsentData } from "./context.tsx";

/**
 * The dialog's settings form, rendered once the dialog is first opened: its code loads then, not
 * with every page (without JavaScript, "Manage cookies" leads to the /cookie-settings page).
 */
const SettingsForm = lazy(() =>
  import("./settings-form.tsx").then((m) => ({ default: m.ConsentSettingsForm })),
);

function keyOf(state: ConsentState): string {
  return state.kind === "undecided" ? "undecided" : serializeConsent(state);
}

/** Wraps the whole app (`children`): every page, /cookie-settings included, reads the visitor's state. */
export function ConsentRoot({ data, children }: { data: ConsentData; children: ReactNode }) {
  const [state, setState] = useState<ConsentState>(data.state);
  const loaded = keyOf(data.state);
  // The root loader ran again (a form elsewhere): its cookie is the truth.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the state's value, not its object
  useEffect(() => setState(data.state), [loaded]);
  const dialog = useRef<HTMLDialogElement>(null);
  // The settings form is rendered from the dialog's first opening on.
  const [formShown, setFormShown] = useState(false);
  const openSettings = useCallback(() => {
    setFormShown(true);
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    const open = (event: Event) => {
      event.preventDefault();
      openSettings();
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, [openSettings]);
  const api = useMemo<ConsentApi>(
    () => ({
      data,
      state,
      openSettings,
      decide(next) {
        // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie is the page's own, written without a request
        document.cookie = consentCookie(data, next, data.secure);
        setState(next);
      },
    }),
    [data, state, openSettings],
  );
  return (
    <ConsentContext.Provider value={api}>
      {children}
      {state.kind === "undecided" ? <ConsentBanner /> : null}
      <ConsentDialog dialog={dialog} stateKey={keyOf(state)} formShown={formShown} />
      {data.scripts
        .filter((script) => allows(state, script.group))
        .map((script) => (
          <script key={script.url} src={script.url} async />
        ))}
    </ConsentContext.Provider>
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea";

/** Tab and Shift+Tab cycle through the dialog's controls (the page behind is inert, the browser's bar is not). */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The settings as a modal dialog: the page behind is inert, Escape closes it, focus returns. */
function ConsentDialog({
  dialog,
  stateKey,
  formShown,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  stateKey: string;
  formShown: boolean;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      onKeyDown={keepFocusInside}
      aria-labelledby="consent-dialog-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="consent-dialog-title" className="text-xl font-bold text-slate-900">
          {t("consent.settingsTitle")}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t("consent.close")}
          className="rounded-md px-2 py-1 text-xl leading-none text-slate-600 hover:bg-slate-100"
        >
          ×
        </button>
      </div>
      <p className="mt-2 mb-4 text-sm">{t("consent.settingsIntro")}</p>
      {formShown ? (
        <Suspense fallback={null}>
          <SettingsForm key={stateKey} idPrefix="consent-dialog" to={pathname + search} onDone={close} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
