/**
 * The header's chat link for signed-in users. The server renders a plain link; in the browser the
 * live part (unread badge, toasts of new messages, the tab's chat socket) is loaded lazily, only
 * for signed-in users, so guests' pages do not download the chat client (first-load budget).
 */
import { lazy, Suspense, useEffect } from "react";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ChatIcon } from "../../ui/icons.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { chatHome, useChatUser } from "./viewer.ts";

const HeaderLive = lazy(() => import("../../chat/header-live.tsx"));

/** Set once the live part has loaded: a sign-out then closes the tab's socket. */
let liveLoaded = false;
export function markHeaderLiveLoaded() {
  liveLoaded = true;
}

export const chatLinkClass =
  "relative flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400";

export function HeaderChat() {
  const t = useT();
  const user = useChatUser();
  const hydrated = useHydrated();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn && liveLoaded) void import("../../chat/store.ts").then((m) => m.stopChat());
  }, [signedIn]);
  if (!user) return null;
  const plain = (
    <AppLink to={chatHome(user)} prefetch="none" className={chatLinkClass}>
      <ChatIcon className="size-6" />
      <span className="sr-only">{t("chatPublic.link")}</span>
    </AppLink>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <HeaderLive user={user} />
    </Suspense>
  );
}
