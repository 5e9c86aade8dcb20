import { useSyncExternalStore } from "react";
import { PrefetchPageLinks } from "react-router";
import { prefetchQueue } from "./prefetch-queue.ts";

const NONE: readonly string[] = [];

/** Renders the <link rel="prefetch"> tags of the (at most 4) pages preloading now. */
export function PrefetchLinks() {
  const pages = useSyncExternalStore(prefetchQueue.subscribe, prefetchQueue.snapshot, () => NONE);
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
