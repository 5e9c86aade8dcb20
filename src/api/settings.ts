/**
 * What the API needs to know beyond its database: the signing key, the public address for mailed
 * links, mail, Google sign-in, jobs, uploads. The server derives them from the config
 * (`settingsFromConfig`); tests build them with `testSettings` and their own overrides.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EXCEL_LIMITS } from "../common/api/excel.ts";
import type { ConsentSettings } from "../common/consent/state.ts";
import { type Config, GOOGLE_JWKS_DEFAULT, TELEGRAM_API_DEFAULT } from "../config.ts";
import { DEFAULT_HEAVY, type HeavySettings } from "./infra/heavy-slots.ts";
import type { StorageSettings } from "./infra/storage.ts";

export interface JobSettings {
  /** Run workers that poll the queues (off in tests, which call `jobs.drain()`). */
  workers: boolean;
  pollingIntervalSeconds: number;
  /** pg-boss maintenance (expiry, archiving) and cron schedules. */
  maintenance: boolean;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL; unset = the dev mailbox in the database when it is on, else the log. */
  smtpUrl?: string;
  from: string;
  /** Retries of a mail that could not be handed to the SMTP server (exponential back-off from retryDelaySeconds). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Bulk mail (newsletter issues, digests) sent per minute, over all processes (decision 070). */
  bulkPerMinute: number;
}

export interface TelegramSettings {
  /** Unset: the bot is not configured (settings say so; nothing is sent). */
  botToken?: string;
  apiUrl: string;
  /** Retries of a message the Bot API did not accept (exponential back-off from retryDelaySeconds). */
  retryLimit: number;
  retryDelaySeconds: number;
}

export interface MarketSettings {
  /** Base address of the market-data provider; unset = no provider, the shipped snapshot only. */
  dataUrl?: string;
  /** Minutes between two scheduled refreshes (1-60). */
  refreshMinutes: number;
  /** A provider slower than this is given up on (the last good data stays). */
  timeoutMs: number;
  /** How long a process keeps the figures it read from the database before reading them again. */
  cacheTtlMs: number;
}

/** The catalogue import (decision 067): the work one reading of a workbook may take. */
export interface ExcelImportSettings {
  /** Milliseconds of event-loop work per reading of a file (EXCEL_LIMITS.parseBudgetMs). */
  parseBudgetMs: number;
}

export interface AppSettings {
  /**
   * The dev mailbox (mail kept in a table, GET /api/dev/mailbox/, the /dev/mailbox page): on in
   * `npm run dev` and the tests, off in `npm start` unless DEV_MAILBOX=1; answers loopback clients only.
   */
  devMailbox: boolean;
  publicUrl: string;
  /** Signs access tokens and sign-up codes (docs/decisions/009). */
  authSecret: string;
  /** Cookies the API describes for the web app get `Secure`. */
  secureCookies: boolean;
  /** Media and imports: on this disk under uploadsDir (and its sibling imports/), or in a bucket (decision 030). */
  uploadsDir: string;
  storage: StorageSettings;
  google: { clientId?: string; jwksUrl: string };
  mail: MailSettings;
  jobs: JobSettings;
  /** Heavy work (errors files, exports) at once: on the whole server and per account (decision 066). */
  heavy: HeavySettings;
  /** Fastify's trustProxy: the client address comes from X-Forwarded-For behind a proxy. */
  trustProxy: boolean | number | string;
  telegram: TelegramSettings;
  /** Market data (issue 18): its provider and refresh schedule (docs/decisions/040). */
  market: MarketSettings;
  /** Receives the partner request form; unset = the mail sender's address. */
  teamEmail?: string;
  /** Receives the advertising request form (/advertisment); unset = teamEmail. */
  adsEmail?: string;
  /** Disable the rate limits (never in production; some tests of other modules sign in many times). */
  rateLimits: boolean;
  /**
   * Check every answer against its Zod response schema before sending it (tests and development).
   * In production answers are serialised without the check: it cost more than the rest of a search
   * (decision 010), and the types already bind the code to the schemas.
   */
  validateResponses: boolean;
  /** `npm run dev` (Vite's hot reload): the pages' Content-Security-Policy allows its WebSocket. */
  devServer: boolean;
  /** USD per kWh of the profit figures when the buyer gave no price (DEFAULT_ELECTRICITY_PRICE). */
  defaultElectricityPrice: number;
  /** Cookie consent (issue 22): the cookie, and the scripts that wait for it (docs/decisions/052). */
  consent: ConsentSettings;
  /** Share images (docs/decisions/071): bytes held in memory per process, and drawings at once. */
  shareImages: ShareImageSettings;
  /** The catalogue import's budget of work per file (decision 067); read at each use. */
  excelImport: ExcelImportSettings;
}

export interface ShareImageSettings {
  cacheBytes: number;
  renders: number;
}

const DEFAULT_CONSENT: ConsentSettings = { cookieName: "cookieConsent", maxAgeDays: 180, scripts: [] };

/** The consent cookie and the configured analytics and tag-manager scripts with their groups. */
export function consentFromConfig(config: Config): ConsentSettings {
  const scripts = [
    { url: config.ANALYTICS_SCRIPT_URL, group: config.ANALYTICS_SCRIPT_GROUP },
    { url: config.TAG_MANAGER_SCRIPT_URL, group: config.TAG_MANAGER_SCRIPT_GROUP },
  ].flatMap((s) => (s.url ? [{ url: s.url, group: s.group }] : []));
  return { cookieName: config.CONSENT_COOKIE_NAME, maxAgeDays: config.CONSENT_COOKIE_DAYS, scripts };
}

const DEFAULT_MAIL: MailSettings = {
  from: "RigMarket <no-reply@localhost>",
  retryLimit: 12,
  retryDelaySeconds: 30,
  bulkPerMinute: 60,
};

const DEFAULT_MARKET: MarketSettings = { refreshMinutes: 10, timeoutMs: 10_000, cacheTtlMs: 30_000 };

const DEFAULT_TELEGRAM = { apiUrl: TELEGRAM_API_DEFAULT, retryLimit: 12, retryDelaySeconds: 30 };

/**
 * AUTH_SECRET, or (outside an explicit production) a key generated once and kept in
 * DATA_DIR/auth-secret so that tokens survive a restart.
 */
export function resolveAuthSecret(
  config: Pick<Config, "AUTH_SECRET">,
  dataDir: string,
  log = console.warn,
): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
      log(`AUTH_SECRET is not set: generated a signing key in ${file} (set AUTH_SECRET in production).`);
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** S3_BUCKET set: the bucket (region defaults to us-east-1, which S3-compatible services accept). */
export function storageFromConfig(config: Config): StorageSettings {
  if (!config.S3_BUCKET) return { kind: "local" };
  return {
    kind: "s3",
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? "us-east-1",
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

export function settingsFromConfig(
  config: Config,
  opts: { uploadsDir: string; authSecret: string },
): AppSettings {
  return {
    // DEV_MAILBOX when given, else only in development (`npm run dev`): never by default in `npm start`.
    devMailbox: config.DEV_MAILBOX ?? config.dev,
    publicUrl: config.publicUrl,
    authSecret: opts.authSecret,
    secureCookies: config.productionExplicit || config.publicUrl.startsWith("https://"),
    uploadsDir: opts.uploadsDir,
    storage: storageFromConfig(config),
    google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.googleJwksUrl },
    mail: {
      ...DEFAULT_MAIL,
      smtpUrl: config.SMTP_URL,
      from: config.mailFrom,
      bulkPerMinute: config.MAIL_BULK_PER_MINUTE,
    },
    jobs: { workers: true, pollingIntervalSeconds: 2, maintenance: true },
    heavy: { ...DEFAULT_HEAVY, global: config.HEAVY_JOBS_MAX, perAccount: config.HEAVY_JOBS_PER_ACCOUNT },
    trustProxy: config.TRUST_PROXY,
    telegram: {
      ...DEFAULT_TELEGRAM,
      botToken: config.TELEGRAM_BOT_TOKEN,
      apiUrl: config.TELEGRAM_API_URL ?? TELEGRAM_API_DEFAULT,
    },
    market: {
      ...DEFAULT_MARKET,
      dataUrl: config.MARKET_DATA_URL,
      refreshMinutes: config.MARKET_REFRESH_MINUTES,
    },
    teamEmail: config.MARKETPLACE_TEAM_EMAIL,
    adsEmail: config.ADVERTISING_TEAM_EMAIL,
    rateLimits: true,
    validateResponses: config.NODE_ENV !== "production",
    devServer: config.dev,
    defaultElectricityPrice: config.DEFAULT_ELECTRICITY_PRICE,
    consent: consentFromConfig(config),
    shareImages: {
      cacheBytes: config.SHARE_IMAGE_CACHE_MB * 1024 * 1024,
      renders: config.SHARE_IMAGE_RENDERS,
    },
    excelImport: { parseBudgetMs: EXCEL_LIMITS.parseBudgetMs },
  };
}

/** Settings for tests and tools: an in-memory random key, the dev mailbox, no background workers. */
export function testSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    devMailbox: true,
    publicUrl: "http://localhost:3000",
    authSecret: randomBytes(48).toString("base64url"),
    secureCookies: false,
    uploadsDir: path.join(os.tmpdir(), "rigmarket-uploads"),
    storage: { kind: "local" },
    google: { jwksUrl: GOOGLE_JWKS_DEFAULT },
    mail: DEFAULT_MAIL,
    jobs: { workers: false, pollingIntervalSeconds: 0.5, maintenance: false },
    heavy: DEFAULT_HEAVY,
    trustProxy: false,
    telegram: { ...DEFAULT_TELEGRAM, apiUrl: "http://127.0.0.1:9" },
    market: DEFAULT_MARKET,
    teamEmail: "team@rigmarket.test",
    adsEmail: "ads@rigmarket.test",
    rateLimits: true,
    validateResponses: true,
    devServer: false,
    defaultElectricityPrice: 0.08,
    consent: DEFAULT_CONSENT,
    shareImages: { cacheBytes: 32 * 1024 * 1024, renders: 2 },
    excelImport: { parseBudgetMs: EXCEL_LIMITS.parseBudgetMs },
    ...overrides,
  };
}
