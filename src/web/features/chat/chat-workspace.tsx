/**
 * The chat pages (/buyer-chats, /seller-chats, /admin/support-chats): the list of conversations by
 * last activity beside the open one. The server renders the shell; rooms and messages come over
 * the tab's socket (src/web/chat/store.ts). The open room is `?room=id` in the URL, so a reload
 * keeps it; `?product=id` or `?service=id` (the "Contact seller" link) opens the buyer's room about
 * that listing first.
 */
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ChatRoom } from "../../../common/api/chat.ts";
import { ChatCallError } from "../../chat/client.ts";
import { type ChatStore, chatFor, sortRooms, useChat } from "../../chat/store.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { ConnectionNotice, otherParty, RoomAvatar, roomTitle } from "./room-parts.tsx";
import { RoomView } from "./room-view.tsx";
import { type ChatUserInfo, useChatUser } from "./viewer.ts";

export type ChatMode = "buyer" | "seller" | "support";

/** Which of the viewer's rooms a page lists. */
function roomsOf(
  mode: ChatMode,
  user: ChatUserInfo,
  rooms: Record<number, ChatRoom>,
  support: Record<number, ChatRoom>,
) {
  if (mode === "support") return sortRooms(support);
  const all = sortRooms(rooms);
  if (mode === "seller") return all.filter((r) => r.seller !== null || r.buyer.id === user.id);
  return all.filter((r) => r.buyer.id === user.id);
}

export function ChatWorkspace({ mode }: { mode: ChatMode }) {
  const t = useT();
  const user = useChatUser();
  const hydrated = useHydrated();
  const title = t(
    mode === "buyer"
      ? "chatWeb.title.buyer"
      : mode === "seller"
        ? "chatWeb.title.seller"
        : "chatWeb.title.support",
  );
  const intro = t(
    mode === "buyer"
      ? "chatWeb.intro.buyer"
      : mode === "seller"
        ? "chatWeb.intro.seller"
        : "chatWeb.intro.support",
  );
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {mode === "buyer" && user?.seller ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
          <p>{t("chatWeb.sellerAccount")}</p>
          {user.viewAsBuyer ? null : (
            <AppLink to="/seller-chats" className="mt-2 inline-block font-semibold text-slate-900 underline">
              {t("chatWeb.goSellerChats")}
            </AppLink>
          )}
        </div>
      ) : null}
      {hydrated && user ? (
        <LiveWorkspace mode={mode} user={user} />
      ) : (
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
          {t("chatWeb.status.connecting")}
        </p>
      )}
    </div>
  );
}

function LiveWorkspace({ mode, user }: { mode: ChatMode; user: ChatUserInfo }) {
  const t = useT();
  const store = useMemo(() => chatFor({ id: user.id, staff: user.staff }), [user.id, user.staff]);
  const state = useChat(store);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const roomId = Number(params.get("room")) || null;
  const [openError, setOpenError] = useState<string | null>(null);

  // Every signed-in user has a support room; staff load every user's support room.
  useEffect(() => {
    if (mode === "support") void store.loadSupportRooms().catch(() => {});
    else void store.openSupportRoom().catch(() => {});
  }, [store, mode]);

  // "Contact seller": open (or create) the buyer's room about the listing, then show it.
  const productId = Number(params.get("product")) || null;
  const serviceId = Number(params.get("service")) || null;
  const opening = mode === "buyer" && (productId !== null || serviceId !== null);
  useEffect(() => {
    if (!opening) return;
    let live = true;
    setOpenError(null);
    store
      .openListingRoom((productId ?? serviceId) as number, serviceId !== null)
      .then((room) => {
        if (live) navigate(`?room=${room.id}`, { replace: true });
      })
      .catch((err: unknown) => {
        console.warn("Open room error", err);
        if (live)
          setOpenError(err instanceof ChatCallError ? err.detail : t("chatWeb.message.failedGeneric"));
      });
    return () => {
      live = false;
    };
  }, [opening, productId, serviceId, store, navigate, t]);

  const rooms = roomsOf(mode, user, state.rooms, state.supportRooms);
  const loaded = mode === "support" ? state.supportLoaded : state.roomsLoaded;
  const open = roomId ? (rooms.find((r) => r.id === roomId) ?? store.roomById(roomId)) : undefined;

  return (
    <div className="space-y-3">
      <ConnectionNotice status={state.status} attempt={state.attempt} onRetry={() => store.start()} />
      {opening ? (
        <p role={openError ? "alert" : "status"} className="rounded-lg border border-slate-200 bg-white p-4">
          {openError ? t("chatWeb.room.openFailed", { error: openError }) : t("chatWeb.room.opening")}
        </p>
      ) : null}
      {/* Columns of minmax(0, …): a long last message (truncated in the list) must not widen a phone's page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <RoomList
          mode={mode}
          rooms={rooms}
          loaded={loaded}
          selected={roomId}
          store={store}
          className={roomId ? "hidden lg:block" : ""}
        />
        <section
          aria-label={open ? roomTitle(t, open, store.getState().viewer) : t("chatWeb.room.messages")}
          className={`min-w-0 rounded-lg border border-slate-200 bg-white ${roomId ? "" : "hidden lg:block"}`}
        >
          {roomId === null ? (
            <p className="p-6 text-slate-600">{t("chatWeb.room.pick")}</p>
          ) : (
            <RoomView key={roomId} roomId={roomId} room={open} store={store} />
          )}
        </section>
      </div>
    </div>
  );
}

function RoomList({
  mode,
  rooms,
  loaded,
  selected,
  store,
  className,
}: {
  mode: ChatMode;
  rooms: ChatRoom[];
  loaded: boolean;
  selected: number | null;
  store: ChatStore;
  className: string;
}) {
  const t = useT();
  const viewer = store.getState().viewer;
  const empty = t(
    mode === "buyer"
      ? "chatWeb.rooms.empty.buyer"
      : mode === "seller"
        ? "chatWeb.rooms.empty.seller"
        : "chatWeb.rooms.empty.support",
  );
  // Only the support room: the buyer and seller pages still say how chats with the other side start.
  const onlySupport = mode !== "support" && rooms.every((r) => r.kind === "support");
  return (
    <nav
      aria-label={t("chatWeb.rooms")}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white ${className}`}
    >
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
        {t("chatWeb.rooms")}
      </h2>
      {!loaded ? (
        <p role="status" className="p-4 text-sm text-slate-600">
          {t("chatWeb.rooms.loading")}
        </p>
      ) : (
        <>
          {rooms.length ? (
            <ul className="divide-y divide-slate-100">
              {rooms.map((room) => {
                const last = room.last_message;
                const mine = last ? store.isMine(room, last) : false;
                const current = room.id === selected;
                return (
                  <li key={room.id}>
                    <AppLink
                      to={`?room=${room.id}`}
                      prefetch="none"
                      aria-current={current ? "page" : undefined}
                      className={`flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-amber-500 ${
                        current ? "bg-amber-50" : ""
                      }`}
                    >
                      <RoomAvatar room={room} />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-2">
                          <span className="truncate font-semibold text-slate-900">
                            {roomTitle(t, room, viewer)}
                          </span>
                          {room.unread_count > 0 ? (
                            <span className="ml-auto shrink-0 rounded-full bg-amber-400 px-2 text-xs font-bold text-slate-900">
                              <span aria-hidden="true">{room.unread_count}</span>
                              <span className="sr-only">
                                {t("chatWeb.rooms.unread", { count: room.unread_count })}
                              </span>
                            </span>
                          ) : null}
                        </span>
                        <span className="block truncate text-xs text-slate-600">
                          {otherParty(t, room, viewer)}
                        </span>
                        <span className="block truncate text-sm text-slate-700">
                          {last
                            ? mine
                              ? t("chatWeb.rooms.you", { text: last.text })
                              : last.text
                            : t("chatWeb.rooms.noMessages")}
                        </span>
                      </span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {rooms.length === 0 || onlySupport ? <p className="p-4 text-sm text-slate-600">{empty}</p> : null}
        </>
      )}
    </nav>
  );
}
