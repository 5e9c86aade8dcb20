/** Small pieces of the chat pages: a room's title, picture and the other party; the connection notice. */
import type { ChatRoom } from "../../../common/api/chat.ts";
import type { ConnectionStatus } from "../../chat/client.ts";
import type { ChatViewer } from "../../chat/store.ts";
import type { Translator } from "../../i18n/translator.ts";
import { useT } from "../../i18n/use-t.ts";
import { ChatIcon } from "../../ui/icons.tsx";

/** The viewer answers this support room as the support team. */
export function answersAsSupport(room: ChatRoom, viewer: ChatViewer | null): boolean {
  return Boolean(viewer?.staff && room.kind === "support" && room.buyer.id !== viewer.id);
}

/** What the room is about: the product or service, or support. */
export function roomTitle(t: Translator, room: ChatRoom, viewer: ChatViewer | null): string {
  if (room.kind === "support")
    return answersAsSupport(room, viewer) ? room.buyer.name : t("chatWeb.rooms.support");
  return room.product?.name ?? room.service?.name ?? "";
}

/** The other side of a room as the viewer sees it. */
export function otherParty(t: Translator, room: ChatRoom, viewer: ChatViewer | null): string {
  if (room.kind === "support")
    return answersAsSupport(room, viewer) ? t("chatWeb.rooms.support") : t("chatWeb.rooms.supportTeam");
  if (viewer && room.buyer.id === viewer.id) return room.seller?.name ?? "";
  return room.buyer.name;
}

/** The listing's picture, else a chat icon. Decorative: the title says what it is. */
export function RoomAvatar({ room }: { room: ChatRoom }) {
  const image = room.product?.image ?? room.service?.image ?? null;
  if (image)
    return (
      <img src={image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md object-cover" />
    );
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-900 text-amber-400">
      <ChatIcon className="size-5" />
    </span>
  );
}

/** Tells the user when the socket is not open (and how messages sent meanwhile behave). */
export function ConnectionNotice({
  status,
  attempt,
  onRetry,
}: {
  status: ConnectionStatus;
  attempt: number;
  onRetry: () => void;
}) {
  const t = useT();
  if (status === "open" || status === "idle") return null;
  const text =
    status === "connecting"
      ? t("chatWeb.status.connecting")
      : status === "reconnecting"
        ? t("chatWeb.status.reconnecting", { attempt: Math.max(1, attempt) })
        : status === "offline"
          ? t("chatWeb.status.offline")
          : t("chatWeb.status.signedOut");
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800"
    >
      <span>{text}</span>
      {status === "offline" ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-slate-900 px-3 py-1.5 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          {t("chatWeb.status.retry")}
        </button>
      ) : null}
    </div>
  );
}

/** "23 Nov, 19:42" in the page's language. */
export function messageTime(iso: string, locale: string): string {
  const d = new Date(iso);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(d);
}
