// Tests translate in both languages, as the server does.
import "../../src/common/i18n/all.ts";
