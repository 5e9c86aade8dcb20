import { Outlet } from "react-router";
import { pendingCountsFor } from "../features/orders/pending.server.ts";
import { SiteHeader } from "../shell/site-header.tsx";
import { SiteFooter } from "../ui/site-footer.tsx";
import { SkipLink } from "../ui/skip-link.tsx";
import type { Route } from "./+types/landing";

/** The header's counts of requests and orders waiting for a signed-in user (none asked for a guest). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { pendingCounts: await pendingCountsFor(request, context) };
}

/** The landing layout (/, /pool): full-width sections under the header. */
export default function LandingLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="w-full flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
