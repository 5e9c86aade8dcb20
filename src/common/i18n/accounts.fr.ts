import type { accountsEn } from "./accounts.en.ts";

/** Messages of the web app's accounts screens, French. */
export const accountsFr: Record<keyof typeof accountsEn, string> = {};
