/**
 * buildApp(deps): the REST API as a Fastify instance. The server (src/server.ts) adds the web
 * handler and listens; tests call it directly with `inject()` against a test database.
 */
import "../common/i18n/all.ts";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { consentScriptOrigins } from "../common/consent/state.ts";
import type { Database } from "./db/client.ts";
import { registerAuth } from "./http/auth.ts";
import { registerInputHygiene, registerRequestTargetCheck } from "./http/clean-input.ts";
import { registerCompression } from "./http/compression.ts";
import { answerFrameworkError, registerErrorHandling, validatorCompiler } from "./http/errors.ts";
import {
  createRateLimiter,
  type RateLimiter,
  registerWriteLimits,
  retryAfterHook,
} from "./http/rate-limit.ts";
import { registerRedirectGuard } from "./http/redirects.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { fastSerializerCompiler } from "./http/serializer.ts";
import { registerUploadBudget } from "./http/upload.ts";
import { createHeavySlots } from "./infra/heavy-slots.ts";
import { createJobs, type Jobs } from "./infra/jobs.ts";
import { createMailer, type Mailer, pruneDevMailbox } from "./infra/mail.ts";
import { createHttpMarketData } from "./infra/market-data.ts";
import { createPubSub } from "./infra/pubsub.ts";
import {
  createAttachmentStorage,
  createDiskSpace,
  createGeneratedStorage,
  createImportStorage,
  createMediaStorage,
  type DiskSpace,
} from "./infra/storage.ts";
import { createTelegram, type Telegram } from "./infra/telegram.ts";
import { createAvatars } from "./modules/accounts/avatars.ts";
import { accountsRoutes } from "./modules/accounts/routes.ts";
import { type AccountsService, createAccountsService } from "./modules/accounts/service.ts";
import { createTokens } from "./modules/accounts/tokens.ts";
import { defineDigest, runDigest } from "./modules/alerts/digest.ts";
import { ALERTS_INSTANT_QUEUE, defineInstant, runInstant } from "./modules/alerts/instant.ts";
import { defineMatching, matchProduct, productEvents } from "./modules/alerts/match.ts";
import { alertsRoutes } from "./modules/alerts/routes.ts";
import { type AlertsService, createAlertsService } from "./modules/alerts/service.ts";
import { adsRoutes } from "./modules/banners/ads-routes.ts";
import { createAdsService } from "./modules/banners/ads-service.ts";
import { bannersRoutes } from "./modules/banners/routes.ts";
import { createAdStats } from "./modules/banners/stats.ts";
import { editorRoutes } from "./modules/blog/editor-routes.ts";
import { createEditorService } from "./modules/blog/editor-service.ts";
import { blogRoutes } from "./modules/blog/routes.ts";
import { createBlogService } from "./modules/blog/service.ts";
import { createArticleViews } from "./modules/blog/views.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { type CatalogService, createCatalogService } from "./modules/catalog/service.ts";
import {
  createProductViews,
  createRecentViews,
  type ProductViews,
  type RecentViews,
} from "./modules/catalog/views.ts";
import { createChatHub } from "./modules/chat/hub.ts";
import { defineChatNotifications } from "./modules/chat/notify.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { type ChatService, createChatService } from "./modules/chat/service.ts";
import { feedbackRoutes } from "./modules/contact/feedback-routes.ts";
import { createFeedbackService } from "./modules/contact/feedback-service.ts";
import { newsletterIssueRoutes } from "./modules/contact/newsletter-issue-routes.ts";
import { createNewsletterIssueService } from "./modules/contact/newsletter-issue-service.ts";
import { newsletterRoutes } from "./modules/contact/newsletter-routes.ts";
import { createNewsletterService } from "./modules/contact/newsletter-service.ts";
import { dealsRoutes } from "./modules/deals/routes.ts";
import { createDealsService } from "./modules/deals/service.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { directoryRoutes } from "./modules/directory/routes.ts";
import { createDirectoryService } from "./modules/directory/service.ts";
import { excelRoutes } from "./modules/excel/routes.ts";
import { createExcelService } from "./modules/excel/service.ts";
import { legalRoutes } from "./modules/legal/routes.ts";
import { locationsRoutes } from "./modules/locations/routes.ts";
import { defineMarketRefresh } from "./modules/market/refresh.ts";
import { marketRoutes } from "./modules/market/routes.ts";
import { createMarketService, type MarketService } from "./modules/market/service.ts";
import { modelsRoutes } from "./modules/models/routes.ts";
import { createModelsService, definePriceHistoryJob } from "./modules/models/service.ts";
import { moderationRoutes } from "./modules/moderation/routes.ts";
import { createModerationService } from "./modules/moderation/service.ts";
import { defineOrderNotifications } from "./modules/orders/notify.ts";
import { ordersRoutes } from "./modules/orders/routes.ts";
import { createOrdersService } from "./modules/orders/service.ts";
import { profitRoutes } from "./modules/profit/routes.ts";
import { reviewsRoutes } from "./modules/reviews/routes.ts";
import { createReviewsService } from "./modules/reviews/service.ts";
import { createSearchLog, type SearchLog } from "./modules/search/log.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { sellerProductsRoutes } from "./modules/seller-products/routes.ts";
import { createSellerProductsService } from "./modules/seller-products/service.ts";
import { sellerServicesRoutes } from "./modules/seller-services/routes.ts";
import { createSellerServicesService } from "./modules/seller-services/service.ts";
import { sellerAccountRoutes } from "./modules/sellers/account-routes.ts";
import {
  createSellerAccountService,
  findSellerByOwner,
  type SellerAccountService,
} from "./modules/sellers/account-service.ts";
import { createSellerImages } from "./modules/sellers/images.ts";
import { sellersRoutes } from "./modules/sellers/routes.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { createShareImages } from "./modules/seo/stored-images.ts";
import { servicesRoutes } from "./modules/services/routes.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { pruneSignals, registerSignalHooks } from "./modules/trust/signals.ts";
import { type AppSettings, testSettings } from "./settings.ts";

export interface AppDeps {
  database: Database;
  /** Identifies the running build (GET /api/version). */
  version: string;
  logger?: FastifyServerOptions["logger"];
  /** Signing key, mail, Google, jobs, uploads (src/api/settings.ts); tests default to `testSettings()`. */
  settings?: AppSettings;
}

const HOUSEKEEPING_QUEUE = "accounts-housekeeping";

/**
 * The API in three steps: the HTTP layer (hooks every answer goes through), the services (each
 * module's, wired to its dependencies; jobs and the chat hub started), then the routes.
 */
export async function buildApp(deps: AppDeps) {
  const settings = deps.settings ?? testSettings();
  const limiter = createRateLimiter(deps.database, settings.rateLimits);
  const { app, writeLimits } = createHttp(deps, settings, limiter);
  const services = await createServices(app, deps, settings, limiter);
  await registerRoutes(app, deps, services);
  return Object.assign(app, { services, writeLimits });
}

/**
 * Fastify with the hooks every answer goes through: errors, redirects, input hygiene, headers,
 * compression, and the write budgets of every state-changing call (docs/decisions/068).
 */
function createHttp(deps: AppDeps, settings: AppSettings, limiter: RateLimiter) {
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // proxy-addr takes a hop count too; Fastify's types only list booleans and addresses.
    trustProxy: settings.trustProxy as boolean | string,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all: NUL in the address or a Host that is no host name is a 400 on every route (issue 31).
  registerRequestTargetCheck(app, settings.publicUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(settings.validateResponses ? serializerCompiler : fastSerializerCompiler);
  registerErrorHandling(app);
  const mediaOrigins = publicMediaOrigins(settings);
  registerRedirectGuard(app, settings.publicUrl, mediaOrigins);
  registerInputHygiene(app);
  app.addHook("onError", retryAfterHook);
  // Before any route: every response (API, pages, files, errors) gets them (docs/decisions/022).
  registerSecurityHeaders(app, {
    googleSignIn: Boolean(settings.google.clientId),
    devServer: settings.devServer,
    imageOrigins: mediaOrigins,
    consentScriptOrigins: consentScriptOrigins(settings.consent.scripts),
  });
  // Brotli or gzip for every answer worth it (docs/decisions/029).
  registerCompression(app);
  const writeLimits = registerWriteLimits(app, {
    limiter,
    companyOf: async (userId) => (await findSellerByOwner(deps.database.db, userId))?.id ?? null,
  });
  return { app, writeLimits };
}
type HttpApp = ReturnType<typeof createHttp>["app"];

/** A public bucket's origin serves the images that /uploads/ redirects to (docs/decisions/030). */
function publicMediaOrigins(settings: AppSettings): string[] {
  return settings.storage.kind === "s3" && settings.storage.publicUrl
    ? [new URL(settings.storage.publicUrl).origin]
    : [];
}

/** Every module's service, wired; the job queue and the chat hub start and stop with the app. */
async function createServices(app: HttpApp, deps: AppDeps, settings: AppSettings, limiter: RateLimiter) {
  const { database } = deps;
  // Media and imports on this disk or in a bucket (docs/decisions/030).
  const { diskSpace, media, imports, generated } = createStores(app, settings);
  // The job queue (started with the app), mail through it, the accounts.
  const jobs = createJobs(database, settings.jobs, app.log);
  const mailer = await createMailer(database, jobs, settings.mail, {
    devMailbox: settings.devMailbox,
    log: app.log,
  });
  const telegram = await createTelegram(jobs, settings.telegram, app.log);
  const tokens = createTokens(settings.authSecret);
  // Every upload counts against its uploader's budget, refused ones too (docs/decisions/072).
  registerUploadBudget(app, limiter);
  // Chat (issue 8): pushes and ended sessions reach every process through pub/sub.
  const pubsub = await createPubSub(database, app.log);
  const chat = createChatService({
    database,
    settings,
    limiter,
    jobs,
    // The hub (below) sends the service's events to every process; called only once it exists.
    publish: (e) => chatHub.publish(e),
  });
  const chatHub = createChatHub({ service: chat, pubsub, log: app.log });
  await chatHub.start();
  const accounts = createAccountsService({
    database,
    settings,
    tokens,
    limiter,
    mailer,
    avatars: createAvatars(media),
    onSessionsEnded: (ended) => {
      chatHub.sessionsEnded(ended).catch((err) => app.log.error({ err }, "session event not sent"));
    },
  });
  const sellerImages = createSellerImages(media);
  const sellerAccounts = createSellerAccountService({
    database,
    settings,
    mailer,
    telegram,
    images: sellerImages,
    limiter,
  });
  const on = productEvents(jobs); // issue 22: products on sale or repriced meet saved searches
  const sellerProducts = createSellerProductsService({ database, images: sellerImages, sellerAccounts, on });
  // Catalogue imports (issue 7), kept apart from the public media; errors files and exports built
  // by a job in a heavy-work slot, stored, served (decision 066).
  const heavy = createHeavySlots(database, settings.heavy);
  const excelDeps = { database, jobs, sellerProducts, imports, limiter, settings, generated, heavy };
  const excel = createExcelService(excelDeps);
  await excel.define();
  await defineChatNotifications({
    database,
    settings,
    jobs,
    mailer,
    sellerAccounts,
    onChecked: (check) => chat.offlineChecked(check),
  });
  await defineHousekeeping(database, jobs, accounts);
  const catalog = createCatalogService(database);
  const shareImages = await createShareImages({ database, media, jobs, settings, log: app.log }); // decision 071
  const { market, marketRefresh } = await createMarket(app, database, jobs, settings);
  // Issue 18: model pages and the daily price history of each model's listings.
  const models = createModelsService({ database });
  await definePriceHistoryJob(jobs, models);
  const sellerServices = createSellerServicesService({
    database,
    images: sellerImages,
    sellerAccounts,
    catalog,
  });
  const moderation = createModerationService({ database, sellerProducts, sellerAccounts, sellerServices });
  const counters = createCounters(database, settings, app.log);
  const { productViews, recentViews, searchLog, articleViews } = counters;
  const blog = createBlogService(database, articleViews);
  // Issue 20: special offers, best deals, trending lists (docs/decisions/049).
  const deals = createDealsService({ database, market });
  // Issue 19: the moderators' article editor (docs/decisions/047).
  const articleEditor = createEditorService({ database, media });
  // Issue 19: advertising banners; their displays and clicks are counted in batches as views are.
  const ads = createAdsService({
    database,
    media,
    stats: createAdStats(database, app.log),
    limiter,
    mailer,
    settings,
  });
  // Issue 20: feedback, the newsletter and its issues, the moderator-kept directory (decisions 048, 050).
  const contact = await createContactServices({ database, jobs, mailer, limiter, settings, market });
  const notifiers = { database, settings, jobs, mailer, telegram };
  const alerts = await createAlerts({ ...notifiers, limiter, catalog, market });
  const { orders, reviews } = await createOrders({
    ...notifiers,
    chat,
    sellerAccounts,
    market,
    alerts,
    limiter,
    log: app.log,
    diskSpace,
  });
  app.addHook("onReady", async () => {
    await jobs.start();
    await marketRefresh.atStart();
  });
  app.addHook("onClose", async () => {
    await Promise.all([chatHub.close(), jobs.stop()]);
    mailer.close();
    await Promise.all([counters.flush(), ads.flushStats()]);
  });
  return {
    media,
    imports,
    diskSpace,
    jobs,
    mailer,
    accounts,
    tokens,
    settings,
    telegram,
    catalog,
    shareImages,
    sellerAccounts,
    sellerProducts,
    sellerServices,
    excel,
    moderation,
    chat,
    chatHub,
    productViews,
    recentViews,
    deals,
    searchLog,
    market,
    models,
    articleViews,
    blog,
    articleEditor,
    ads,
    ...contact,
    alerts,
    orders,
    reviews,
  };
}

/**
 * The media, imports and generated-files stores; a write refused by a full disk answers 507 and shows in
 * GET /api/health (docs/decisions/072).
 */
function createStores(app: HttpApp, settings: AppSettings) {
  const diskSpace = createDiskSpace(settings.uploadsDir, (err) =>
    app.log.warn({ err: { code: (err as NodeJS.ErrnoException).code } }, "storage: the disk is full"),
  );
  return {
    diskSpace,
    media: createMediaStorage(settings.storage, settings.uploadsDir, diskSpace),
    imports: createImportStorage(settings.storage, settings.uploadsDir, diskSpace),
    // Errors files and exports built by a job (decision 066).
    generated: createGeneratedStorage(settings.storage, settings.uploadsDir, diskSpace),
  };
}

/**
 * Issue 18: coin prices and network figures for the mining economics (profit, payback, halving),
 * from the provider at MARKET_DATA_URL, refreshed by a job (docs/decisions/040).
 */
async function createMarket(app: HttpApp, database: Database, jobs: Jobs, settings: AppSettings) {
  const market = createMarketService({
    database,
    provider: settings.market.dataUrl
      ? createHttpMarketData({
          baseUrl: settings.market.dataUrl,
          timeoutMs: settings.market.timeoutMs,
          onRejected: (rejected) => app.log.warn({ rejected }, "market data: coins left out of the answer"),
        })
      : null,
    settings: settings.market,
    log: app.log,
  });
  return { market, marketRefresh: await defineMarketRefresh(jobs, market, settings.market) };
}

/** Issue 22: saved searches and alerts, their matching job and the daily digest (docs/decisions/053). */
async function createAlerts(d: {
  database: Database;
  settings: AppSettings;
  jobs: Jobs;
  mailer: Mailer;
  telegram: Telegram;
  limiter: ReturnType<typeof createRateLimiter>;
  catalog: CatalogService;
  market: MarketService;
}) {
  const match = { ...d, defaultElectricityPrice: d.settings.defaultElectricityPrice };
  await defineMatching(d.jobs, match);
  await defineDigest(d.jobs, d);
  await defineInstant(d);
  const onInstant = (userId: number) => d.jobs.send(ALERTS_INSTANT_QUEUE, { userId });
  return {
    ...createAlertsService({ ...d, onInstant }),
    /** The digest now (the daily job's work; tests and the browser tests' control server). */
    runDigest: () => runDigest(d),
    /** One user's instant alerts now (the job's work; tests). */
    runInstant: (userId: number) => runInstant(d, userId),
    /** Matches one public product now (the job's work; the bench). */
    matchProduct: (productId: number) => matchProduct(match, { productId, reason: "public" }),
  };
}

/**
 * Issue 21: requests for quote, quotes and orders (decision 051), each step's e-mail and Telegram
 * message by a job, the requests' attachments in their private store (decision 057), and the
 * verified reviews of delivered orders (decision 056).
 */
async function createOrders(d: {
  database: Database;
  settings: AppSettings;
  chat: ChatService;
  jobs: Jobs;
  mailer: Mailer;
  telegram: Telegram;
  sellerAccounts: SellerAccountService;
  market: MarketService;
  alerts: Pick<AlertsService, "telegramChatOf">;
  limiter: ReturnType<typeof createRateLimiter>;
  log: HttpApp["log"];
  diskSpace: DiskSpace;
}) {
  await defineOrderNotifications({ ...d, telegramChatOf: d.alerts.telegramChatOf });
  const attachments = createAttachmentStorage(d.settings.storage, d.settings.uploadsDir, d.diskSpace);
  return { orders: createOrdersService({ ...d, attachments }), reviews: createReviewsService(d) };
}

/**
 * Issue 20: the feedback form and its answers from the console, the newsletter (decision 048) and
 * its issues, sent by a job, and the moderator-kept directory with pool ratings (decision 050).
 */
async function createContactServices(deps: {
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  limiter: ReturnType<typeof createRateLimiter>;
  settings: AppSettings;
  market: MarketService;
}) {
  const feedback = createFeedbackService(deps);
  const newsletter = await createNewsletterService(deps, deps.jobs);
  const newsletterIssues = await createNewsletterIssueService(deps);
  const directory = createDirectoryService(deps);
  return { feedback, newsletter, newsletterIssues, directory };
}
/**
 * What is counted in memory and written in batches: product views and searches (also replayed by
 * the guest page cache when it serves a page again, src/page-cache.ts), article views once per
 * visitor per day (docs/decisions/044), recent views of products, services and companies for the
 * trending lists (issue 20, docs/decisions/049). Flushed before the database closes.
 */
function createCounters(database: Database, settings: AppSettings, log: HttpApp["log"]) {
  const productViews = createProductViews(database, log);
  const recentViews = createRecentViews(database, settings.authSecret, log);
  const searchLog = createSearchLog(database, log);
  const articleViews = createArticleViews(database, settings.authSecret, log);
  return {
    productViews,
    recentViews,
    searchLog,
    articleViews,
    flush: () =>
      Promise.all([productViews.flush(), recentViews.flush(), searchLog.flush(), articleViews.flush()]),
  };
}

type AppServices = Awaited<ReturnType<typeof createServices>>;

/** Hourly: expired tokens and sessions, the dev mailbox, and PGlite's planner statistics. */
async function defineHousekeeping(database: Database, jobs: Jobs, accounts: AccountsService) {
  await jobs.define(
    HOUSEKEEPING_QUEUE,
    async () => {
      await accounts.prune();
      await pruneDevMailbox(database);
      await pruneSignals(database);
      // PGlite has no autovacuum: refresh the planner's statistics hourly, as autovacuum would
      // (search plans depend on them, docs/decisions/010).
      if (database.kind === "pglite") await database.rows(sql`analyze`);
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  await jobs.schedule(HOUSEKEEPING_QUEUE, "17 * * * *");
}

/** The routes of every module, the chat's WebSocket and the OpenAPI document at /api/docs. */
async function registerRoutes(app: HttpApp, deps: AppDeps, services: AppServices) {
  const { settings, tokens, accounts, chatHub } = services;
  await app.register(cookie);
  registerAuth(app, {
    verifyAccess: tokens.verifyAccess,
    loadUser: accounts.loadAuthUser,
    csrfFor: tokens.csrfFor,
  });
  // Issue 31: the device and address of sessions and order steps, hashed (decision 069).
  registerSignalHooks(app, {
    database: deps.database,
    secret: settings.authSecret,
    verifyAccess: tokens.verifyAccess,
    secureCookies: settings.secureCookies,
    log: app.log,
  });
  await app.register(chatRoutes({ database: deps.database, settings, tokens, accounts, hub: chatHub }));
  await app.register(swagger, {
    openapi: {
      info: {
        title: "RigMarket API",
        description:
          "REST API of the RigMarket marketplace. Errors: `{ detail }` or `{ field: [messages] }`.",
        version: deps.version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  const routeDeps: RouteDeps = {
    database: deps.database,
    productViews: services.productViews,
    recentViews: services.recentViews,
    searchLog: services.searchLog,
    version: deps.version,
    catalog: services.catalog,
    settings,
    jobs: services.jobs,
    mailer: services.mailer,
    accounts,
    market: services.market,
    diskSpace: services.diskSpace,
  };
  await app.register(systemRoutes(routeDeps));
  await app.register(catalogRoutes(routeDeps));
  await app.register(dealsRoutes(services.deals));
  await app.register(searchRoutes(routeDeps));
  await app.register(sellerAccountRoutes(services.sellerAccounts));
  await app.register(sellersRoutes(routeDeps));
  await app.register(sellerProductsRoutes(services.sellerProducts));
  await app.register(excelRoutes(services.excel));
  await app.register(sellerServicesRoutes(services.sellerServices));
  await app.register(moderationRoutes(services.moderation));
  await app.register(servicesRoutes(routeDeps));
  await app.register(locationsRoutes(routeDeps));
  await app.register(bannersRoutes(routeDeps));
  await app.register(adsRoutes(services.ads));
  await app.register(marketRoutes(services.market));
  await app.register(modelsRoutes(services.models));
  await app.register(
    profitRoutes({ market: services.market, defaultElectricityPrice: settings.defaultElectricityPrice }),
  );
  await app.register(blogRoutes(services.blog));
  await app.register(editorRoutes(services.articleEditor));
  // Issue 20: the privacy policy as a PDF (the spec's /Privacy-Policy.pdf).
  await app.register(legalRoutes());
  // Issue 22: robots.txt, the sitemap index and files, the share images of products and companies.
  await app.register(
    seoRoutes({
      database: deps.database,
      catalog: services.catalog,
      media: services.media,
      images: services.shareImages,
      publicUrl: settings.publicUrl,
    }),
  );
  await app.register(feedbackRoutes(services.feedback));
  await app.register(newsletterRoutes(services.newsletter));
  await app.register(alertsRoutes(services.alerts));
  await app.register(ordersRoutes(services.orders));
  await app.register(reviewsRoutes(services.reviews));
  await app.register(newsletterIssueRoutes(services.newsletterIssues));
  await app.register(directoryRoutes(services.directory));
  await app.register(accountsRoutes(accounts));
  if (settings.devMailbox) await app.register(devRoutes(deps.database, settings));
  if (!settings.mail.smtpUrl) {
    app.log.warn(
      settings.devMailbox
        ? "SMTP_URL is not set: mail is kept in the dev mailbox (/dev/mailbox, this machine only), not delivered"
        : "SMTP_URL is not set: mail is written to this log, not delivered",
    );
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type RouteDeps = {
  database: Database;
  productViews: ProductViews;
  recentViews: RecentViews;
  searchLog: SearchLog;
  version: string;
  catalog: CatalogService;
  settings: AppSettings;
  jobs: Jobs;
  mailer: Mailer;
  accounts: AccountsService;
  market: MarketService;
  diskSpace: DiskSpace;
};
