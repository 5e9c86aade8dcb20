/** Who is signed in, as the chat sees it (from the root loader's user). */
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";

export interface ChatUserInfo {
  id: number;
  name: string;
  /** Admin or moderator: answers the support rooms. */
  staff: boolean;
  /** Owns a seller company (cannot start chats, "View as user" included). */
  seller: boolean;
  /** A seller looking at the buyer view. */
  viewAsBuyer: boolean;
}

export function useChatUser(): ChatUserInfo | null {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user;
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    staff: user.role === "admin" || user.role === "moderator",
    seller: user.seller || user.role === "seller",
    viewAsBuyer: user.viewAsBuyer,
  };
}

/** The site's host: messages may link only there (the link rule of docs/chat-protocol.md). */
export function useSiteHost(): string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  try {
    return new URL(root?.publicUrl ?? "").hostname;
  } catch {
    return typeof window === "undefined" ? "localhost" : window.location.hostname;
  }
}

/** The chat page where this user reads a room (a seller's outside the buyer view: /seller-chats). */
export function chatHome(user: ChatUserInfo): string {
  return user.seller && !user.viewAsBuyer ? "/seller-chats" : "/buyer-chats";
}
