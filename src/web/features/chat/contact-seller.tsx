/**
 * "Contact seller" on /product/:sku and /service/:id (issue 8). A guest signs in and comes back to
 * the same page; a buyer opens the chat about this listing (/buyer-chats?product=id or ?service=id
 * calls openRoom and shows the room); a seller account, in "View as user" mode too, is told to use
 * a separate buyer account (spec section 1).
 */
import { useLocation } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ChatIcon } from "../../ui/icons.tsx";
import { useChatUser } from "./viewer.ts";

const buttonClass =
  "flex w-full items-center justify-center gap-2 rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300";

export function ContactSeller({
  kind,
  id,
  label,
  guestHint,
}: {
  kind: "product" | "service";
  id: number;
  label: string;
  guestHint: string;
}) {
  const t = useT();
  const user = useChatUser();
  const location = useLocation();
  if (!user) {
    const next = location.pathname + location.search;
    return (
      <div>
        <AppLink to={`/sign-in?${new URLSearchParams({ next })}`} prefetch="none" className={buttonClass}>
          <ChatIcon />
          {label}
        </AppLink>
        <p className="mt-2 text-center text-xs text-slate-600">{guestHint}</p>
      </div>
    );
  }
  if (user.seller)
    return (
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
        {t("chatPublic.sellerNotice")}
      </p>
    );
  return (
    <div>
      <AppLink to={`/buyer-chats?${kind}=${id}`} prefetch="none" className={buttonClass}>
        <ChatIcon />
        {label}
      </AppLink>
      <p className="mt-2 text-center text-xs text-slate-600">{t("chatPublic.buyerHint")}</p>
    </div>
  );
}
