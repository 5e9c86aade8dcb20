import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Resolves once the element with this id comes near the viewport: at once on the server, without
 * such an element (a page rendered in the browser) or without IntersectionObserver. Used to load
 * the code of a server-rendered section below the fold only when the visitor gets there (its HTML
 * is there meanwhile; React hydrates it once the code has come).
 */
export function whenVisible(id: string, margin = "300px"): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined")
    return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}

/**
 * A component of a section below the fold, for `<Suspense>`: rendered on the server (which loads
 * its module at start, since renderToString cannot wait for a component: React error 419), its
 * code fetched in the browser only once the element `id` comes near the viewport (`whenVisible`).
 * `pick` takes the component out of the module.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's lazy takes a component of any props, as here
export function lazyWhenVisible<M, C extends ComponentType<any>>(
  id: string,
  load: () => Promise<M>,
  pick: (m: M) => C,
): LazyExoticComponent<C> {
  let loaded: M | undefined;
  const get = () =>
    load().then((m) => {
      loaded = m;
      return m;
    });
  if (import.meta.env.SSR) void get();
  return lazy(() => {
    const ready = loaded;
    // Loaded already (the server): a thenable that answers at once, so React renders without suspending.
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, which React's lazy reads at once
        then: (done: (m: { default: C }) => void) => done({ default: pick(ready) }),
      } as unknown as Promise<{ default: C }>;
    return whenVisible(id)
      .then(get)
      .then((m) => ({ default: pick(m) }));
  });
}
