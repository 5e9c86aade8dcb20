/**
 * Every environment variable the system reads, parsed once at start-up. A bad value stops the
 * process with a message that names the variable (see `loadConfig`).
 */
import { z } from "zod";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)) && URL.canParse(v), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Port of the web server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public address of the site, used in absolute links (hreflang, e-mails). Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl(["http", "https"]),
  /** A PostgreSQL server; when unset the embedded PGlite store under DATA_DIR is used. */
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** Load the demo data when the database is empty (default on; set 0 to start with an empty store). */
  SEED_DEMO: z
    .enum(["1", "0", "true", "false", ""])
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
  /** pino log level. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Pretty, human-readable logs (default in development). */
  LOG_PRETTY: bool,
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; dev: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { dev?: boolean } = {}): Config {
  const parsed = configSchema.safeParse({ ...env, NODE_ENV: env.NODE_ENV ?? (opts.dev ? "development" : undefined) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? "environment");
      return `  ${name}: ${i.message} (got ${JSON.stringify(env[name] ?? "")})`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dev: opts.dev ?? c.NODE_ENV === "development",
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
  };
}
