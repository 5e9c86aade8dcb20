import { type ComponentType, lazy } from "react";

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
 * Parts of a module that the server renders at once and the browser loads when the visitor nears
 * them (a section below the fold, a tab's panel: a hidden element never comes near). `load()` of
 * the answer gives each part as a lazy component whose code comes once the element `anchor` nears
 * the viewport. The server imports the module at start (renderToString cannot wait for a
 * component, decision 021), so it renders without suspending: a thenable that answers at once.
 */
export function lazyWhenVisible<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  const load = () =>
    importer().then((m) => {
      loaded = m;
      return m;
    });
  if (import.meta.env.SSR) void load();
  return <K extends keyof M>(part: K, anchor: string) =>
    lazy(() => {
      const ready = loaded;
      if (ready)
        return {
          // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, which React's lazy reads at once
          then: (done: (m: { default: M[K] }) => void) => done({ default: ready[part] }),
        } as unknown as Promise<{ default: ComponentType }>;
      return whenVisible(anchor)
        .then(load)
        .then((m) => ({ default: m[part] as ComponentType }));
    }) as unknown as M[K];
}
