/**
 * "Sign in with Google" through Google Identity Services, shown only when the API says Google
 * sign-in is configured. The ID token goes to the sign-in action (POST google/ on the server).
 */
import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { useLocale, useT } from "../../i18n/use-t.ts";

interface Gis {
  accounts: {
    id: {
      initialize(opts: { client_id: string; callback: (r: { credential: string }) => void }): void;
      renderButton(el: HTMLElement, opts: Record<string, unknown>): void;
    };
  };
}

export function GoogleSignIn({ clientId, next }: { clientId: string; next: string | null }) {
  const t = useT();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    const render = () => {
      const google = (window as unknown as { google?: Gis }).google;
      if (!google || !box.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) =>
          submit({ id_token: credential, ...(next ? { next } : {}) }, { method: "post" }),
      });
      google.accounts.id.renderButton(box.current, { theme: "outline", size: "large", locale });
    };
    if ((window as unknown as { google?: Gis }).google) return render();
    const script = document.createElement("script");
    script.src = "https://accounts.google.com/gsi/client";
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [clientId, locale, next, submit]);
  return (
    <div className="mt-6 space-y-3">
      <p className="text-center text-xs tracking-wide text-slate-500 uppercase">{t("auth.or")}</p>
      <div ref={box} className="flex justify-center" />
    </div>
  );
}
