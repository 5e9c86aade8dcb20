/**
 * The messages of the directory's public pages (/pool, /cryptoexchangers, /firmware/…), in both
 * languages, registered when one of them loads: other public pages do not download them (the
 * first-load JavaScript budget of public pages is 150 KB).
 */
import { directoryEn } from "../../common/i18n/directory.en.ts";
import { directoryFr } from "../../common/i18n/directory.fr.ts";
import { registerMessages } from "../../common/i18n/index.ts";

registerMessages("en", directoryEn);
registerMessages("fr", directoryFr);
