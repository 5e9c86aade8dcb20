import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkErrorRecovery } from "./shell/reload-guard.ts";

// Before anything else loads lazily: a missing chunk after a deploy reloads the page once.
installChunkErrorRecovery();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
