import { Outlet } from "react-router";
import { pendingCountsFor } from "../features/orders/pending.server.ts";
import { SiteHeader } from "../shell/site-header.tsx";
import { SiteFooter } from "../ui/site-footer.tsx";
import { SkipLink } from "../ui/skip-link.tsx";
import type { Route } from "./+types/default";

/** The header's counts of requests and orders waiting for a signed-in user (none asked for a guest). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { pendingCounts: await pendingCountsFor(request, context) };
}

/** The default layout: header, a centred content column, footer. */
export default function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
