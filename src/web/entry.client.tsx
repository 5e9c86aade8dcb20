import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type MessageKey, registerMessages } from "../common/i18n/index.ts";
import { installChunkErrorRecovery } from "./shell/reload-guard.ts";

// Before anything else loads lazily: a missing chunk after a deploy reloads the page once.
installChunkErrorRecovery();

/**
 * The messages of the page's language only (the other is never shown without a new page load: the
 * language switch is a plain link), loaded before hydration so the first render matches the
 * server's.
 */
async function loadMessages(): Promise<void> {
  const fr = document.documentElement.lang === "fr";
  const messages: Partial<Record<MessageKey, string>> = fr
    ? (await import("../common/i18n/public.fr.ts")).publicMessagesFr
    : (await import("../common/i18n/public.en.ts")).publicMessagesEn;
  registerMessages(fr ? "fr" : "en", messages);
}

loadMessages().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
