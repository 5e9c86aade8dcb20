/** Messages of the web app's accounts screens, English. */
export const accountsEn = {} as const;
