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
