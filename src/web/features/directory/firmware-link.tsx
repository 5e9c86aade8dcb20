/** The link of a product or model page to its firmware page (issue 20), when moderators keep one. */
import type { FirmwareLink } from "../../../common/api/directory.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { linkClass } from "../../ui/link-class.ts";

export function firmwarePath(link: FirmwareLink | null): string | null {
  if (!link?.brand) return null;
  return link.model ? `/firmware/${link.brand}/${link.model}` : `/firmware/${link.brand}`;
}

export function FirmwareLinkLine({ link }: { link: FirmwareLink | null }) {
  const t = useT();
  const to = firmwarePath(link);
  if (!to) return null;
  return (
    <p className="text-sm">
      <AppLink to={to} className={linkClass}>
        {t("firmware.productLink")}
      </AppLink>
    </p>
  );
}
