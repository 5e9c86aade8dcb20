import type { ReactNode } from "react";
import { useT } from "../i18n/use-t.ts";
import { AppLink } from "./app-link.tsx";
import { BadRequestPicture, NotFoundPicture, ServerErrorPicture } from "./error-pictures.tsx";

/**
 * The error screen of spec 2: 404 shows the not-found picture, 400 a picture and the error's
 * message, any other status the server-error picture; each with a button back to /marketplace.
 */
export function ErrorScreen({
  status,
  message,
  details,
}: {
  status: number;
  message?: string;
  details?: string;
}) {
  const t = useT();
  let picture: ReactNode;
  let title: string;
  let text: string | undefined;
  if (status === 404) {
    picture = <NotFoundPicture label={t("errorPage.notFoundPicture")} />;
    title = t("errorPage.notFoundTitle");
    text = message;
  } else if (status === 400) {
    picture = <BadRequestPicture label={t("errorPage.badRequestPicture")} />;
    title = t("errorPage.badRequestTitle");
    text = message;
  } else if (status === 403) {
    picture = <BadRequestPicture label={t("errorPage.badRequestPicture")} />;
    title = t("auth.forbiddenTitle");
    text = message;
  } else {
    picture = <ServerErrorPicture label={t("errorPage.serverPicture")} />;
    title = t("errorPage.serverTitle");
    text = t("errorPage.serverText");
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      {picture}
      <p className="mt-8 text-sm font-semibold tracking-wide text-amber-700 uppercase">
        {t("errorPage.status", { status })}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      {text ? <p className="mt-4 text-base break-words text-slate-700">{text}</p> : null}
      <AppLink
        to="/marketplace"
        className="mt-8 inline-flex items-center rounded-md bg-slate-900 px-5 py-3 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {t("errorPage.goBack")}
      </AppLink>
      {details ? (
        <pre className="mt-10 max-h-96 w-full overflow-auto rounded-md bg-slate-100 p-4 text-left text-xs text-slate-800">
          {details}
        </pre>
      ) : null}
    </div>
  );
}
