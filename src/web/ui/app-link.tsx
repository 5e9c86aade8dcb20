/**
 * The site's link: keeps the current locale (under /fr, "/marketplace" becomes
 * "/fr/marketplace") and preloads the target on intent through the shared queue, which lets at
 * most 4 pages preload at once (spec 9). Use it instead of react-router's <Link> for site pages.
 */
import { type FocusEvent, type MouseEvent, type Ref, type TouchEvent, useEffect, useRef } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { useLocalPath } from "../i18n/use-t.ts";
import { prefetchQueue } from "../shell/prefetch-queue.ts";

const INTENT_DELAY_MS = 100;

function usePrefetchIntent(page: string | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (!page) return {};
  const start = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      prefetchQueue.request(page);
    }, INTENT_DELAY_MS);
  };
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    prefetchQueue.cancel(page);
  };
  return { start, stop };
}

type Handlers = {
  onMouseEnter?: (e: MouseEvent<HTMLAnchorElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (e: FocusEvent<HTMLAnchorElement>) => void;
  onBlur?: (e: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (e: TouchEvent<HTMLAnchorElement>) => void;
};

function compose(props: Handlers, intent: { start?: () => void; stop?: () => void }): Handlers {
  if (!intent.start || !intent.stop) return props;
  const { start, stop } = intent;
  return {
    onMouseEnter: (e) => {
      props.onMouseEnter?.(e);
      start();
    },
    onMouseLeave: (e) => {
      props.onMouseLeave?.(e);
      stop();
    },
    onFocus: (e) => {
      props.onFocus?.(e);
      start();
    },
    onBlur: (e) => {
      props.onBlur?.(e);
      stop();
    },
    onTouchStart: (e) => {
      props.onTouchStart?.(e);
      start();
    },
  };
}

type AppLinkProps = Omit<LinkProps, "to" | "prefetch"> & {
  /** A site path ("/product/x?tab=faq"); it is localised. */
  to: string;
  /** "intent" (default) preloads on hover or focus through the queue. */
  prefetch?: "intent" | "none";
  ref?: Ref<HTMLAnchorElement>;
};

export function AppLink({ to, prefetch = "intent", reloadDocument, ref, ...rest }: AppLinkProps) {
  const localPath = useLocalPath();
  const href = localPath(to);
  const intent = usePrefetchIntent(prefetch === "intent" && !reloadDocument ? href : null);
  return (
    <Link
      ref={ref}
      to={href}
      reloadDocument={reloadDocument}
      {...rest}
      {...compose(rest, intent)}
      prefetch="none"
    />
  );
}

type AppNavLinkProps = Omit<NavLinkProps, "to" | "prefetch"> & { to: string };

/** A localised NavLink (aria-current="page" on the active one) with queued preloading. */
export function AppNavLink({ to, ...rest }: AppNavLinkProps) {
  const localPath = useLocalPath();
  const href = localPath(to);
  const intent = usePrefetchIntent(href);
  return <NavLink to={href} {...rest} {...compose(rest, intent)} prefetch="none" />;
}
