import { Outlet } from "react-router";
import { SiteHeader } from "../shell/site-header.tsx";
import { SiteFooter } from "../ui/site-footer.tsx";
import { SkipLink } from "../ui/skip-link.tsx";

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
