/** Types of scripts/lint-modules.mjs. */
export function moduleViolations(baseDir?: string): Promise<string[]>;
export function knownViolations(baseDir?: string): string[];
export function checkModules(baseDir?: string): Promise<{ found: string[]; added: string[]; gone: string[] }>;
export const MAX_FUNCTION_LINES: number;
export function longFunctions(baseDir?: string): string[];
