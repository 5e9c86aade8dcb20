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
    .refine((v) => v === undefined || (protocols.some((p) => v.startsWith(`${p}:`)) && URL.canParse(v)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

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
  /**
   * App processes serving the same port (node:cluster), for a machine with several cores. More than
   * one needs DATABASE_URL: the embedded store belongs to one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * How long a page rendered for a visitor who is not signed in may be served again to the next one
   * (the guest page cache, docs/decisions/035); a change of the catalogue's data shows at once.
   * 0 turns it off; `npm run dev` never uses it.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Memory the guest page cache may hold per process, in MB (pages and their compressed copies). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Memory the share images (/og/…png) may hold per process, in MB; every image is also stored
   * with the media after its first drawing, so one not held is read back rather than drawn again
   * (docs/decisions/071).
   */
  SHARE_IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** Share images drawn at once per process (each holds a CPU for about a quarter of a second); more wait. */
  SHARE_IMAGE_RENDERS: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Electricity price (USD per kWh, 0..10) of the profit/day and payback figures of miner listings
   * for a visitor who has not given theirs (issue 18, docs/decisions/043).
   */
  DEFAULT_ELECTRICITY_PRICE: z.coerce.number().min(0).max(10).default(0.08),
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
  /**
   * Key that signs the access tokens and the sign-up codes (at least 32 characters). Required when
   * NODE_ENV=production is set explicitly; otherwise generated once and kept in DATA_DIR/auth-secret.
   */
  AUTH_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
  /** OAuth client id of the Google sign-in; unset hides Google sign-in. */
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  /** Where Google's signing keys are published (tests point it at a local key set). */
  GOOGLE_JWKS_URL: optionalUrl(["http", "https"]),
  /** smtp://user:pass@host:587 or smtps://…; unset = mail goes to the log, or to the dev mailbox when it is on. */
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  /** Keep unsent mail in the dev mailbox and serve it to loopback clients: default on in `npm run dev` only. */
  DEV_MAILBOX: z
    .enum(["1", "0", "true", "false", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true")),
  /** Sender of the e-mails. */
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  /** Bulk mail (newsletter issues, digests) sent per minute over all processes; sign-up codes and other transactional mail never wait for it. */
  MAIL_BULK_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Token of the Telegram bot that sends sellers' notifications; unset = Telegram notifications are off. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  /** Base address of the Telegram Bot API (tests point it at a local fake). */
  TELEGRAM_API_URL: optionalUrl(["http", "https"]),
  /** Where the partner request form (POST /api/forms/seller-contact/) is mailed; default: the sender address. */
  MARKETPLACE_TEAM_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: "must be an e-mail address",
    }),
  /** Where the advertising request form of /advertisment (POST /api/forms/advertising/) is mailed; default: MARKETPLACE_TEAM_EMAIL. */
  ADVERTISING_TEAM_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: "must be an e-mail address",
    }),
  /** Behind a proxy or load balancer: `1`/`true` (trust X-Forwarded-For), a hop count or a list of addresses. */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v): boolean | number | string => {
      if (v === undefined || v === "" || v === "0" || v === "false") return false;
      if (v === "true") return true;
      if (/^\d+$/.test(v)) return Number(v);
      return v;
    }),
  /**
   * Base address of the market-data provider (issue 18): `GET {MARKET_DATA_URL}/coins` answers the
   * coins' prices and network figures (docs/decisions/040). Unset = no provider: the figures shipped
   * with the code (the snapshot) are served, and pages say how old they are.
   */
  MARKET_DATA_URL: optionalUrl(["http", "https"]),
  /** Minutes between two refreshes of the market data (1-60; the job runs on the clock: every N minutes of the hour). */
  MARKET_REFRESH_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /** Heavy jobs (errors files, exports) running at once across every app process (decision 066). */
  HEAVY_JOBS_MAX: z.coerce.number().int().min(1).max(64).default(2),
  /** Heavy jobs running at once for one seller. */
  HEAVY_JOBS_PER_ACCOUNT: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * An S3-compatible bucket for uploaded and generated media and the catalogue imports in progress
   * (docs/decisions/030); unset = DATA_DIR/uploads and DATA_DIR/imports on this machine's disk.
   */
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: "must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)",
  }),
  /** The S3-compatible service's address (MinIO, R2, …); unset = AWS S3 for S3_REGION. */
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Name of the cookie that keeps the visitor's cookie consent (issue 22, docs/decisions/052). */
  CONSENT_COOKIE_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, _ or -")
    .default("cookieConsent"),
  /** Days the consent cookie lasts (1-730); the banner asks again after that. */
  CONSENT_COOKIE_DAYS: z.coerce.number().int().min(1).max(730).default(180),
  /** An analytics script (https://…/script.js) loaded only after consent to its group; unset = none. */
  ANALYTICS_SCRIPT_URL: optionalUrl(["http", "https"]),
  /** The consent group of ANALYTICS_SCRIPT_URL. */
  ANALYTICS_SCRIPT_GROUP: z.enum(["analytics", "marketing"]).default("analytics"),
  /** A tag-manager script loaded only after consent to its group; unset = none. */
  TAG_MANAGER_SCRIPT_URL: optionalUrl(["http", "https"]),
  /** The consent group of TAG_MANAGER_SCRIPT_URL. */
  TAG_MANAGER_SCRIPT_GROUP: z.enum(["analytics", "marketing"]).default("marketing"),
  /** Path-style addresses (endpoint/bucket/key): MinIO and most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: bool,
  /** A public address of the bucket (CDN): images are fetched from it directly (optional). */
  S3_PUBLIC_URL: optionalUrl(["http", "https"]),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  dev: boolean;
  /** NODE_ENV=production was set in the environment (not just defaulted): a real deployment. */
  productionExplicit: boolean;
  googleJwksUrl: string;
  mailFrom: string;
};

export const GOOGLE_JWKS_DEFAULT = "https://www.googleapis.com/oauth2/v3/certs";
export const TELEGRAM_API_DEFAULT = "https://api.telegram.org";

export class ConfigError extends Error {}

/** Set by settleNodeEnv: the NODE_ENV the operator gave ("" when none), before it is defaulted. */
export const EXPLICIT_NODE_ENV = "RIGMARKET_EXPLICIT_NODE_ENV";

/**
 * Defaults process.env.NODE_ENV (production, or development with `dev`) before React is imported —
 * React picks its production or development build from it at its first import — and records what
 * the operator set, so that only an explicit NODE_ENV=production turns on the strict rules.
 */
export function settleNodeEnv(dev: boolean) {
  process.env[EXPLICIT_NODE_ENV] ??= process.env.NODE_ENV ?? "";
  process.env.NODE_ENV ??= dev ? "development" : "production";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { dev?: boolean } = {}): Config {
  const parsed = configSchema.safeParse({
    ...env,
    NODE_ENV: env.NODE_ENV ?? (opts.dev ? "development" : undefined),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? "environment");
      return `  ${name}: ${i.message} (got ${JSON.stringify(env[name] ?? "")})`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  // src/main.ts defaults NODE_ENV for React's build and records what the operator actually set.
  const productionExplicit = (env[EXPLICIT_NODE_ENV] ?? env.NODE_ENV) === "production";
  if (productionExplicit && !c.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid environment configuration:\n  AUTH_SECRET: required when NODE_ENV=production (at least 32 characters, e.g. from `openssl rand -base64 48`)",
    );
  }
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      "Invalid environment configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded store belongs to one process)",
    );
  }
  const s3Given = Object.keys(env).filter((k) => k.startsWith("S3_") && env[k]?.trim());
  if (s3Given.length && !c.S3_BUCKET) {
    throw new ConfigError(
      `Invalid environment configuration:\n  S3_BUCKET: required with ${s3Given.join(", ")} (the bucket that keeps the uploads)`,
    );
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    const [unset, set] = c.S3_ACCESS_KEY_ID
      ? ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"]
      : ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
    throw new ConfigError(`Invalid environment configuration:\n  ${unset}: required with ${set}`);
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, "");
  return {
    ...c,
    dev: opts.dev ?? c.NODE_ENV === "development",
    productionExplicit,
    publicUrl,
    googleJwksUrl: c.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_DEFAULT,
    mailFrom: c.MAIL_FROM ?? `RigMarket <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
