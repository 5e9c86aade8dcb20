/** Messages of the web app's browse screens, English. */
export const browseEn = {} as const;
