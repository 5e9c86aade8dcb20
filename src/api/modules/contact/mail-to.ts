/** Where the team's mail goes: MARKETPLACE_TEAM_EMAIL, else the sender address of the site's mail. */
import type { AppSettings } from "../../settings.ts";

export const teamAddress = (settings: AppSettings) =>
  settings.teamEmail ?? settings.mail.from.replace(/^.*<([^>]+)>.*$/, "$1");
