/**
 * One open conversation: its header (the listing and the other party), the messages (newest last,
 * older pages on scrolling to the top or with the button), read marks on the viewer's messages,
 * markAsRead 1 s after the other party's newest message is shown (spec 9), and the composer.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { CHAT_LIMITS, type ChatMessage, type ChatRoom, foreignLinks } from "../../../common/api/chat.ts";
import { type ChatStore, useChat } from "../../chat/store.ts";
import { splitSiteLinks } from "../../chat/text-links.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { answersAsSupport, messageTime, otherParty, RoomAvatar, roomTitle } from "./room-parts.tsx";
import { useSiteHost } from "./viewer.ts";

/** Spec 9: the mark-as-read delay. */
export const MARK_AS_READ_DELAY_MS = 1000;

export function RoomView({
  roomId,
  room,
  store,
}: {
  roomId: number;
  room: ChatRoom | undefined;
  store: ChatStore;
}) {
  const t = useT();
  const state = useChat(store);
  const [error, setError] = useState<string | null>(null);
  const messages = state.messages[roomId];

  useEffect(() => {
    setError(null);
    store.setVisibleRoom(roomId);
    store.openRoomView(roomId).catch((err: unknown) => {
      console.warn("Open room error", err);
      setError(t("chatWeb.room.notFound"));
    });
    return () => store.setVisibleRoom(null);
  }, [roomId, store, t]);

  if (error || (messages?.loaded && !room))
    return (
      <div className="space-y-3 p-6">
        <p role="alert" className="text-slate-800">
          {error ?? t("chatWeb.room.notFound")}
        </p>
        <AppLink to="?" prefetch="none" className="text-sm font-semibold text-slate-900 underline">
          {t("chatWeb.room.back")}
        </AppLink>
      </div>
    );
  if (!room) return <p className="p-6 text-slate-600">{t("chatWeb.room.loading")}</p>;
  return (
    <div className="flex h-[36rem] max-h-[80vh] flex-col">
      <RoomHeader room={room} store={store} />
      <MessageList room={room} store={store} />
      <Composer room={room} store={store} />
    </div>
  );
}

function RoomHeader({ room, store }: { room: ChatRoom; store: ChatStore }) {
  const t = useT();
  const viewer = store.getState().viewer;
  const listing = room.product ?? room.service;
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
      <AppLink to="?" prefetch="none" className="text-sm font-semibold text-slate-700 underline lg:hidden">
        {t("chatWeb.room.back")}
      </AppLink>
      <RoomAvatar room={room} />
      <div className="min-w-0">
        <h2 className="truncate font-semibold text-slate-900">
          {listing ? (
            <AppLink to={listing.url} className="hover:underline">
              {listing.name}
            </AppLink>
          ) : (
            roomTitle(t, room, viewer)
          )}
        </h2>
        <p className="truncate text-xs text-slate-600">
          {room.kind === "support" && !answersAsSupport(room, viewer)
            ? t("chatWeb.room.supportHint")
            : t("chatWeb.room.with", { name: otherParty(t, room, viewer) })}
        </p>
      </div>
    </div>
  );
}

function MessageList({ room, store }: { room: ChatRoom; store: ChatStore }) {
  const t = useT();
  const locale = useLocale();
  const state = useChat(store);
  const page = state.messages[room.id];
  const list = page?.list ?? [];
  const outgoing = state.outgoing.filter((o) => o.room === room.id);
  const scroller = useRef<HTMLDivElement>(null);
  const newestUnread = useRef<HTMLLIElement>(null);
  const prependFrom = useRef<number | null>(null);
  const lastId = list.at(-1)?.id ?? 0;
  const firstId = list[0]?.id ?? 0;

  // Newest last: keep the view at the bottom as messages arrive; keep the place when older ones load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first, last or pending messages change
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prependFrom.current !== null) {
      el.scrollTop = el.scrollHeight - prependFrom.current;
      prependFrom.current = null;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [lastId, firstId, outgoing.length]);

  const loadOlder = () => {
    if (!page?.hasMore || page.loading) return;
    prependFrom.current = scroller.current
      ? scroller.current.scrollHeight - scroller.current.scrollTop
      : null;
    void store.loadOlder(room.id);
  };

  // The other party's newest unread message: marked as read once it has been visible for 1 s.
  const unread = [...list].reverse().find((m) => !m.is_read && !store.isMine(room, m));
  const unreadId = unread?.id ?? null;
  useEffect(() => {
    const target = newestUnread.current;
    if (unreadId === null || !target) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let visible = false;
    const arm = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (visible && document.visibilityState === "visible")
        timer = setTimeout(
          () => void store.markAsRead(room.id, unreadId).catch(() => {}),
          MARK_AS_READ_DELAY_MS,
        );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((e) => e.isIntersecting);
        arm();
      },
      { root: scroller.current },
    );
    observer.observe(target);
    document.addEventListener("visibilitychange", arm);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", arm);
      if (timer) clearTimeout(timer);
    };
  }, [unreadId, room.id, store]);

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        if (e.currentTarget.scrollTop === 0) loadOlder();
      }}
      className="flex-1 overflow-y-auto px-4 py-3"
    >
      {page?.hasMore ? (
        <div className="mb-3 text-center">
          <button
            type="button"
            onClick={loadOlder}
            disabled={page.loading}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60"
          >
            {t("chatWeb.room.older")}
          </button>
        </div>
      ) : null}
      {!page?.loaded ? (
        <p role="status" className="text-sm text-slate-600">
          {t("chatWeb.room.loading")}
        </p>
      ) : list.length === 0 && outgoing.length === 0 ? (
        <p className="text-sm text-slate-600">{t("chatWeb.room.empty")}</p>
      ) : null}
      <ol aria-label={t("chatWeb.room.messages")} aria-live="polite" className="space-y-3">
        {list.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            mine={store.isMine(room, m)}
            locale={locale}
            itemRef={m.id === unreadId ? newestUnread : undefined}
          />
        ))}
        {outgoing.map((o) => (
          <li key={o.key} className="ml-auto max-w-[80%] rounded-lg bg-slate-200 px-3 py-2 text-slate-900">
            <p className="break-words whitespace-pre-wrap">
              <MessageText text={o.text} />
            </p>
            {o.state === "sending" ? (
              <p className="mt-1 text-right text-xs text-slate-600">{t("chatWeb.message.sending")}</p>
            ) : (
              <div className="mt-1 space-y-1 text-right text-xs">
                <p role="alert" className="font-semibold text-red-700">
                  {o.error
                    ? t("chatWeb.message.failed", { error: o.error })
                    : t("chatWeb.message.failedGeneric")}
                </p>
                <button
                  type="button"
                  onClick={() => store.dismissOutgoing(o.key)}
                  className="font-medium text-slate-800 underline focus-visible:outline-2 focus-visible:outline-amber-500"
                >
                  {t("chatWeb.message.remove")}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A message's text, the site's pages it names as links (the order steps' notices end with theirs). */
function MessageText({ text }: { text: string }) {
  let at = 0;
  return splitSiteLinks(text).map((part) => {
    const key = at;
    at += "path" in part ? part.path.length : part.text.length;
    return "path" in part ? (
      <AppLink
        key={key}
        to={part.path}
        className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        {part.path}
      </AppLink>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}

function MessageItem({
  message,
  mine,
  locale,
  itemRef,
}: {
  message: ChatMessage;
  mine: boolean;
  locale: string;
  itemRef?: React.Ref<HTMLLIElement>;
}) {
  const t = useT();
  return (
    <li
      ref={itemRef}
      className={`max-w-[80%] rounded-lg px-3 py-2 ${
        mine
          ? "ml-auto bg-slate-900 text-white"
          : "mr-auto border border-slate-200 bg-slate-50 text-slate-900"
      }`}
    >
      <p className={`text-xs font-semibold ${mine ? "text-amber-300" : "text-slate-700"}`}>
        {mine ? t("chatWeb.message.you") : message.user.name}
      </p>
      <p className="break-words whitespace-pre-wrap">
        <MessageText text={message.text} />
      </p>
      <p className={`mt-1 flex justify-end gap-2 text-xs ${mine ? "text-slate-300" : "text-slate-600"}`}>
        <time dateTime={message.created}>{messageTime(message.created, locale)}</time>
        {mine ? <span>{t(message.is_read ? "chatWeb.message.read" : "chatWeb.message.sent")}</span> : null}
      </p>
    </li>
  );
}

function Composer({ room, store }: { room: ChatRoom; store: ChatStore }) {
  const t = useT();
  const host = useSiteHost();
  const [text, setText] = useState("");
  const max = CHAT_LIMITS.messageLength;
  const length = text.length;
  const tooLong = length > max;
  const linkWarning = foreignLinks(text, host).length > 0;
  const id = `composer-${room.id}`;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const message = text.trim();
    if (!message || tooLong) return;
    setText("");
    void store.send(room.id, message);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("chatWeb.composer.label")}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        aria-describedby={`${id}-count${linkWarning ? ` ${id}-links` : ""}`}
        aria-invalid={tooLong || undefined}
        className="block w-full resize-y rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
      />
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1 text-xs">
          <p id={`${id}-count`} className={tooLong ? "font-semibold text-red-700" : "text-slate-600"}>
            {t("chatWeb.composer.count", {
              count: length.toLocaleString(t.locale),
              max: max.toLocaleString(t.locale),
            })}
            {tooLong ? ` — ${t("chatWeb.composer.tooLong", { max: max.toLocaleString(t.locale) })}` : null}
          </p>
          {linkWarning ? (
            <p id={`${id}-links`} role="alert" className="font-semibold text-amber-800">
              {t("chat.linkOutside")}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={!text.trim() || tooLong}
          className="rounded-md bg-amber-400 px-4 py-2 font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t("chatWeb.composer.send")}
        </button>
      </div>
    </form>
  );
}
