// Types of scripts/server-build.mjs for the TypeScript that imports it (bench, tests).
export const root: string;
export const serverOutDir: string;
export const serverEntry: string;
export function newestMtime(dir: string, skip?: string[]): number;
export function serverBuildIsStale(): boolean;
export function buildServer(options?: { outdir?: string }): Promise<void>;
