import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SessionKeeper } from "./features/accounts/session-keeper.tsx";
import { consentData } from "./features/consent/consent-data.server.ts";
import { ConsentRoot } from "./features/consent/consent-root.tsx";
import { profitContext } from "./features/profit/context.server.ts";
import { alternateUrls, localeFromPath } from "./i18n/locale.ts";
import { serverMessagesRegistered } from "./i18n/messages.server.ts";
import { makeT } from "./i18n/translator.ts";
import { useT } from "./i18n/use-t.ts";
import { useCspNonce } from "./lib/csp-nonce.ts";
import { redirectToVisitorLocale } from "./lib/locale-redirect.server.ts";
import { currentUser } from "./lib/session.server.ts";
import { HydrationBar, NavigationLoader } from "./shell/page-loader.tsx";
import { PrefetchLinks } from "./shell/prefetch-links.tsx";
import { isChunkLoadError, reloadOnce } from "./shell/reload-guard.ts";
import { SiteHeader } from "./shell/site-header.tsx";
import { VersionBanner } from "./shell/version-banner.tsx";
import { ErrorScreen } from "./ui/error-screen.tsx";
import { SiteFooter } from "./ui/site-footer.tsx";
import { SkipLink } from "./ui/skip-link.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  serverMessagesRegistered();
  redirectToVisitorLocale(request);
  // A failing users/me/ must not take every page down: the header then shows a guest.
  const me = await currentUser(request, context).catch(() => null);
  // The signed-in user for the header (null for a guest).
  const user = me
    ? {
        id: me.id,
        name: me.name,
        email: me.email,
        role: me.role,
        avatar: me.avatar?.url ?? null,
        /** A seller whose company left draft (the "View as user" switch), and the current view. */
        seller: Boolean(me.seller && me.seller.status !== "draft"),
        viewAsBuyer: me.view_as_buyer,
      }
    : null;
  return {
    buildVersion: context.buildVersion,
    publicUrl: context.publicUrl,
    user,
    profit: await profitContext(request, context),
    consent: consentData(request, context),
  };
}

/**
 * Nothing in the root's data depends on the URL: never reload it on navigation. Only a form
 * submission (sign-in, sign-out, account changes) or an explicit revalidation reloads it (the user).
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return formMethod.toUpperCase() !== "GET";
  return currentUrl.href === nextUrl.href;
}

/** Unprefixed pages depend on the locale cookie and the browser's language. */
export function headers() {
  return { Vary: "Cookie, Accept-Language" };
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const t = makeT(localeFromPath(location.pathname));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: t("meta.titleSuffix", { title: t(notFound ? "meta.notFound.title" : "meta.error.title") }) },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Runs before any module of the page: Zod (the API contracts the pages share) would otherwise try
 * `new Function` to compile its fast path, which the page's CSP refuses (no 'unsafe-eval') and
 * reports as a violation; without it Zod validates as well, only without compiling.
 */
const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig={jitless:true};";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const root = useRouteLoaderData<typeof loader>("root");
  const alt = root?.publicUrl ? alternateUrls(root.publicUrl, location.pathname, location.search) : null;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <script nonce={nonce} suppressHydrationWarning>
          {ZOD_WITHOUT_EVAL}
        </script>
        <Meta />
        {alt ? (
          <>
            <link rel="canonical" href={locale === "fr" ? alt.fr : alt.en} />
            <link rel="alternate" hrefLang="en" href={alt.en} />
            <link rel="alternate" hrefLang="fr" href={alt.fr} />
            <link rel="alternate" hrefLang="x-default" href={alt.xDefault} />
          </>
        ) : null}
        {/* The stylesheet as a React resource (a precedence): React writes it at the top of <head>,
            before the module preloads it hoists there, so the browser asks for what paints the
            page first (docs/decisions/029). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Stylesheets and module preloads need no nonce ('self'); the browser hides a nonce from the
            page, so the one ServerRouter would give them differs from the client's render. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
        <HydrationBar />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    // The consent state wraps the pages too: /cookie-settings shows the stored choice (issue 30).
    <ConsentRoot data={loaderData.consent}>
      <Outlet />
      <NavigationLoader />
      <VersionBanner buildVersion={loaderData.buildVersion} />
      <SessionKeeper signedIn={Boolean(loaderData.user)} />
      <PrefetchLinks />
    </ConsentRoot>
  );
}

function errorMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  if (typeof body === "string") return body || undefined;
  if (body && typeof body === "object" && "message" in body) return String(body.message);
  return undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    // A code chunk of an older build is gone: reload once to get the new one.
    if (chunkError) reloadOnce();
  }, [chunkError]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  let message = errorMessage(error);
  if (status === 404 && !message) message = t("errorPage.pageNotFound", { path: pathname });
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        {chunkError ? (
          <p role="status" className="px-4 py-16 text-center text-slate-700">
            {t("errorPage.reloading")}
          </p>
        ) : (
          <ErrorScreen status={status} message={message} details={details} />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
