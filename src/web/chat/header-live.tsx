/**
 * The live part of the header's chat link (loaded lazily for signed-in users): opens the tab's chat
 * socket, shows the unread count as a badge, and a toast for each newMessageNotification anywhere
 * on the site (spec 7), with a link to the conversation.
 */
import { useEffect, useMemo } from "react";
import type { ChatRoom } from "../../common/api/chat.ts";
import { chatLinkClass, markHeaderLiveLoaded } from "../features/chat/header-chat.tsx";
import { type ChatUserInfo, chatHome } from "../features/chat/viewer.ts";
import { useT } from "../i18n/use-t.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ChatIcon } from "../ui/icons.tsx";
import { type ChatStore, type ChatToast, chatFor, unreadTotal, useChat } from "./store.ts";

const TOAST_MS = 10_000;

/** Where a room is read: staff answer support rooms in the console. */
function roomPath(room: ChatRoom, user: ChatUserInfo): string {
  if (user.staff && room.kind === "support" && room.buyer.id !== user.id)
    return `/admin/support-chats?room=${room.id}`;
  return `${chatHome(user)}?room=${room.id}`;
}

export default function HeaderLive({ user }: { user: ChatUserInfo }) {
  const t = useT();
  const store = useMemo(() => chatFor({ id: user.id, staff: user.staff }), [user.id, user.staff]);
  const state = useChat(store);
  useEffect(() => {
    markHeaderLiveLoaded();
    // Staff: the support rooms' unread messages count in the badge too.
    if (user.staff && !store.getState().supportLoaded) void store.loadSupportRooms().catch(() => {});
  }, [store, user.staff]);
  const unread = unreadTotal(state);
  // Staff whose only unread messages are users' support questions go to the console.
  const ownUnread = Object.values(state.rooms).reduce((n, r) => n + r.unread_count, 0);
  const home = user.staff && ownUnread === 0 && unread > 0 ? "/admin/support-chats" : chatHome(user);
  return (
    <>
      <AppLink to={home} prefetch="none" className={chatLinkClass}>
        <ChatIcon className="size-6" />
        <span className="sr-only">
          {unread > 0 ? t("chatPublic.linkUnread", { count: unread }) : t("chatPublic.link")}
        </span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="chat-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-amber-400 px-1 text-center text-xs leading-5 font-bold text-slate-900"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </AppLink>
      {/* No label on the live region: pages' own fields named "Message" must stay unambiguous. */}
      <div
        aria-live="polite"
        aria-relevant="additions"
        className="fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
      >
        {state.toasts.map((toast) => (
          <Toast key={toast.key} toast={toast} user={user} store={store} />
        ))}
      </div>
    </>
  );
}

function Toast({ toast, user, store }: { toast: ChatToast; user: ChatUserInfo; store: ChatStore }) {
  const t = useT();
  const onClose = () => store.dismissToast(toast.key);
  useEffect(() => {
    const timer = setTimeout(() => store.dismissToast(toast.key), TOAST_MS);
    return () => clearTimeout(timer);
  }, [store, toast.key]);
  const { message, room } = toast;
  const topic = room.product?.name ?? room.service?.name ?? null;
  return (
    <div
      data-chat-toast=""
      className="rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg"
    >
      <p className="text-sm font-semibold">{t("chatPublic.toastTitle", { name: message.user.name })}</p>
      {topic ? <p className="truncate text-xs text-slate-600">{topic}</p> : null}
      <p className="mt-1 line-clamp-2 text-sm break-words">{message.text}</p>
      <div className="mt-2 flex gap-3 text-sm">
        <AppLink
          to={roomPath(room, user)}
          prefetch="none"
          onClick={onClose}
          className="font-semibold text-slate-900 underline focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          {t("chatPublic.toastOpen")}
        </AppLink>
        <button
          type="button"
          onClick={onClose}
          className="ml-auto text-slate-700 underline focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          {t("chatPublic.toastDismiss")}
        </button>
      </div>
    </div>
  );
}
