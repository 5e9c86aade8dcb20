/** True for a URL (path and query) of the REST API, /api and below; everything else is the web app's. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
