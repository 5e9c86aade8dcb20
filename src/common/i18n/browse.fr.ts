import type { browseEn } from "./browse.en.ts";

/** Messages of the web app's browse screens, French. */
export const browseFr: Record<keyof typeof browseEn, string> = {};
