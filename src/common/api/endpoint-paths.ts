/**
 * Every call of the REST API by name: its method and path, with `:name` for a path parameter,
 * exactly as the API registers it. The web app never writes an `/api/...` path itself: it calls
 * `api.call("catalog.product", { params: { sku } })` (src/common/api-client.ts), and the request
 * and answer types of each name come from the shared contracts in ./endpoints.ts.
 *
 * This file has no imports so that the browser's bundle pays only for these strings, not for the
 * Zod schemas of every contract. tests/api/endpoints.test.ts proves each entry is a route of the
 * API, with the same schemas as ./endpoints.ts (docs/decisions/037).
 */
export const endpointPaths = {
  // system
  "system.health": "GET /api/health",
  "system.version": "GET /api/version",

  // public catalogue (catalog/)
  "catalog.categories": "GET /api/products-catalog/categories/",
  "catalog.categoryMenu": "GET /api/products-catalog/categories/menu/",
  "catalog.brands": "GET /api/products-catalog/brands/",
  "catalog.productCount": "GET /api/products-catalog/products/count",
  "catalog.similarProducts": "GET /api/products-catalog/products/:id/similar",
  "catalog.properties": "GET /api/products-catalog/properties",
  "catalog.minerModels": "GET /api/models/miners/simple/",
  "catalog.product": "GET /api/products-catalog/products/:sku",

  // marketplace widgets (deals/)
  "deals.specialOffers": "GET /api/products-catalog/special-offers/",
  "deals.bestDeals": "GET /api/products-catalog/best-deals/",
  "deals.trendingProducts": "GET /api/trending/products/",
  "deals.trendingServices": "GET /api/trending/services/",
  "deals.trendingCompanies": "GET /api/trending/companies/",

  // search (search/)
  "search.products": "GET /api/search/products/",
  "search.trendingProducts": "GET /api/search/products/trending/",
  "search.services": "GET /api/search/services/",
  "search.full": "GET /api/search/full-search/",
  "search.suggestions": "GET /api/search/suggestions/",
  "search.popular": "GET /api/search/popular/",
  "search.history": "GET /api/search/history/",
  "search.forgetHistory": "DELETE /api/search/history/",

  // a seller's own company (sellers/ account routes)
  "sellerAccount.create": "POST /api/sellers/",
  "sellerAccount.me": "GET /api/sellers/me/",
  "sellerAccount.update": "PUT /api/sellers/:id/",
  "sellerAccount.complete": "POST /api/sellers/:id/complete/",
  "sellerAccount.logo": "POST /api/sellers/:id/logo/",
  "sellerAccount.addPhoto": "POST /api/sellers/:id/photos/",
  "sellerAccount.deletePhoto": "DELETE /api/sellers/:id/photos/:photoId/",
  "sellerAccount.offices": "GET /api/sellers/:id/offices/",
  "sellerAccount.addOffice": "POST /api/sellers/:id/offices/",
  "sellerAccount.updateOffice": "PATCH /api/sellers/:id/offices/:officeId/",
  "sellerAccount.deleteOffice": "DELETE /api/sellers/:id/offices/:officeId/",
  "sellerAccount.telegramChats": "GET /api/sellers/telegram-chats/",
  "sellerAccount.addTelegramChat": "POST /api/sellers/telegram-chats/",
  "sellerAccount.updateTelegramChat": "PATCH /api/sellers/telegram-chats/:id/",
  "sellerAccount.deleteTelegramChat": "DELETE /api/sellers/telegram-chats/:id/",
  "sellerAccount.testTelegramChat": "POST /api/sellers/telegram-chats/:id/test/",
  "sellerAccount.notificationSettings": "GET /api/sellers/notification-settings/",
  "sellerAccount.saveNotificationSettings": "PUT /api/sellers/notification-settings/",
  "sellerAccount.contactForm": "POST /api/forms/seller-contact/",

  // public companies (sellers/)
  "sellers.list": "GET /api/sellers/",
  "sellers.forFilters": "GET /api/sellers/for-filters",
  "sellers.count": "GET /api/sellers/count",
  "sellers.profile": "GET /api/sellers/:id",
  "sellers.similar": "GET /api/sellers/:id/similar-companies/",

  // a seller's products (seller-products/)
  "sellerProducts.mine": "GET /api/search/products/my-products/",
  "sellerProducts.drafts": "GET /api/search/products/my-products/draft/",
  "sellerProducts.statusesInfo": "GET /api/search/products/my-products/statuses-info",
  "sellerProducts.categories": "GET /api/search/products/my-products/categories/",
  "sellerProducts.create": "POST /api/products-catalog/products/",
  "sellerProducts.bulkCreate": "POST /api/products-catalog/products/bulk-create/",
  "sellerProducts.edit": "GET /api/products-catalog/products/:id/edit",
  "sellerProducts.update": "PATCH /api/products-catalog/products/:id/",
  "sellerProducts.addPhoto": "POST /api/products-catalog/products/:id/photos/",
  "sellerProducts.deletePhoto": "DELETE /api/products-catalog/products/:id/photos/:photoId/",
  "sellerProducts.mainPhoto": "POST /api/products-catalog/products/:id/photos/:photoId/main/",
  "sellerProducts.verify": "POST /api/products-catalog/products/verify/",
  "sellerProducts.toArchive": "POST /api/products-catalog/products/to-archive/",
  "sellerProducts.fromArchive": "POST /api/products-catalog/products/from-archive/",
  "sellerProducts.publish": "POST /api/products-catalog/products/publish/",
  "sellerProducts.formData": "GET /api/products-catalog/properties/form-data",

  // spreadsheet import and export (excel/)
  "excel.template": "GET /api/products-catalog/excel/template",
  "excel.import": "POST /api/products-catalog/excel/import/",
  "excel.pending": "GET /api/products-catalog/excel/pending/",
  "excel.last": "GET /api/products-catalog/excel/last/",
  "excel.pendingProducts": "GET /api/products-catalog/excel/pending/products/",
  "excel.errorsFile": "GET /api/products-catalog/excel/pending/errors-file/",
  "excel.confirm": "POST /api/products-catalog/excel/pending/confirm/",
  "excel.saveValid": "POST /api/products-catalog/excel/pending/save-valid/",
  "excel.photosZip": "POST /api/products-catalog/excel/pending/photos/",
  "excel.send": "POST /api/products-catalog/excel/pending/send/",
  "excel.cancel": "POST /api/products-catalog/excel/cancel/",
  "excel.export": "GET /api/products-catalog/excel/export/",
  "excel.requestErrorsFile": "POST /api/products-catalog/excel/pending/errors-file/",
  "excel.requestExport": "POST /api/products-catalog/excel/export/",
  "excel.file": "GET /api/products-catalog/excel/files/:id/",
  "excel.fileDownload": "GET /api/products-catalog/excel/files/:id/download/",

  // a seller's services (seller-services/)
  "sellerServices.mine": "GET /api/search/services/my-services/",
  "sellerServices.statusesInfo": "GET /api/search/services/my-services/statuses-info",
  "sellerServices.categories": "GET /api/search/services/my-services/categories",
  "sellerServices.create": "POST /api/services-catalog/services/",
  "sellerServices.edit": "GET /api/services-catalog/services/:id/edit",
  "sellerServices.update": "PATCH /api/services-catalog/services/:id/",
  "sellerServices.addImage": "POST /api/services-catalog/services/:id/images/",
  "sellerServices.deleteImage": "DELETE /api/services-catalog/services/:id/images/:imageId/",
  "sellerServices.verify": "POST /api/services-catalog/services/verify/",
  "sellerServices.toArchive": "POST /api/services-catalog/services/to-archive/",
  "sellerServices.fromArchive": "POST /api/services-catalog/services/from-archive/",
  "sellerServices.publish": "POST /api/services-catalog/services/publish/",
  "sellerServices.formData": "GET /api/services-catalog/properties/form-data",

  // moderation (moderation/)
  "moderation.queue": "GET /api/moderation/queue/",
  "moderation.product": "GET /api/moderation/products/:id/",
  "moderation.approveProducts": "POST /api/moderation/products/approve/",
  "moderation.rejectProducts": "POST /api/moderation/products/reject/",
  "moderation.service": "GET /api/moderation/services/:id/",
  "moderation.approveServices": "POST /api/moderation/services/approve/",
  "moderation.rejectServices": "POST /api/moderation/services/reject/",
  "moderation.sellerChange": "GET /api/moderation/seller-changes/:id/",
  "moderation.approveSellerChange": "POST /api/moderation/seller-changes/:id/approve/",
  "moderation.rejectSellerChange": "POST /api/moderation/seller-changes/:id/reject/",
  "moderation.decisions": "GET /api/moderation/decisions/",

  // public services (services/)
  "services.service": "GET /api/services-catalog/services/:id",
  "services.categories": "GET /api/services-catalog/categories",
  "services.category": "GET /api/services-catalog/categories/:id",
  "services.properties": "GET /api/services-catalog/properties/",

  // places and banners (locations/, banners/)
  "locations.countries": "GET /api/search/countries/",
  "locations.cities": "GET /api/search/cities/",
  "banners.menu": "GET /api/menu-banners/active/",
  // advertising banners (banners/, issue 19)
  "ads.banners": "GET /api/blog/advertising-banners/",
  "ads.click": "GET /api/blog/advertising-banners/:id/click/",
  "ads.request": "POST /api/forms/advertising/",
  "ads.adminList": "GET /api/moderation/advertising-banners/",
  "ads.adminCreate": "POST /api/moderation/advertising-banners/",
  "ads.adminGet": "GET /api/moderation/advertising-banners/:id/",
  "ads.adminUpdate": "PATCH /api/moderation/advertising-banners/:id/",
  "ads.adminDelete": "DELETE /api/moderation/advertising-banners/:id/",
  "ads.adminImage": "POST /api/moderation/advertising-banners/:id/image/",
  "ads.adminStats": "GET /api/moderation/advertising-banners/:id/stats/",
  // feedback and newsletter (contact/, issue 20)
  "feedback.send": "POST /api/forms/feedback/",
  "feedback.list": "GET /api/moderation/feedback/",
  "feedback.get": "GET /api/moderation/feedback/:id/",
  "feedback.answer": "POST /api/moderation/feedback/:id/answer/",
  "newsletter.subscribe": "POST /api/newsletter/subscribe/",
  "newsletter.confirmInfo": "GET /api/newsletter/confirm/",
  "newsletter.confirm": "POST /api/newsletter/confirm/",
  "newsletter.unsubscribe": "POST /api/newsletter/unsubscribe/",
  "newsletter.preferences": "GET /api/newsletter/preferences/",
  "newsletter.updatePreferences": "PUT /api/newsletter/preferences/",
  "newsletter.stats": "GET /api/moderation/newsletter/",
  "newsletter.export": "GET /api/moderation/newsletter/export/",
  // saved searches and alerts (alerts/, issue 22)
  "alerts.list": "GET /api/alerts/",
  "alerts.create": "POST /api/alerts/",
  "alerts.get": "GET /api/alerts/:id/",
  "alerts.update": "PATCH /api/alerts/:id/",
  "alerts.delete": "DELETE /api/alerts/:id/",
  "alerts.settings": "PUT /api/alerts/settings/",
  "alerts.unsubscribeInfo": "GET /api/alerts/unsubscribe/",
  "alerts.unsubscribe": "POST /api/alerts/unsubscribe/",

  // requests for quote, quotes and orders (orders/, issue 21)
  "orders.limits": "GET /api/orders/limits/",
  "orders.pendingCounts": "GET /api/orders/pending-counts/",
  "orders.createRequest": "POST /api/orders/requests/",
  "orders.requests": "GET /api/orders/requests/",
  "orders.request": "GET /api/orders/requests/:id/",
  "orders.withdrawRequest": "POST /api/orders/requests/:id/withdraw/",
  "orders.addAttachment": "POST /api/orders/requests/:id/attachments/",
  "orders.attachment": "GET /api/orders/requests/:id/attachments/:attachmentId",
  "orders.submitQuote": "POST /api/orders/quotes/:id/submit/",
  "orders.declineQuote": "POST /api/orders/quotes/:id/decline/",
  "orders.acceptQuote": "POST /api/orders/quotes/:id/accept/",
  "orders.list": "GET /api/orders/",
  "orders.order": "GET /api/orders/:id/",
  "orders.pay": "POST /api/orders/:id/pay/",
  "orders.ship": "POST /api/orders/:id/ship/",
  "orders.address": "PUT /api/orders/:id/address/",
  "orders.deliver": "POST /api/orders/:id/deliver/",
  "orders.cancel": "POST /api/orders/:id/cancel/",
  "orders.proforma": "GET /api/orders/:id/proforma.pdf",

  // verified reviews (reviews/, issue 21)
  "reviews.list": "GET /api/reviews/",
  "reviews.ofOrder": "GET /api/reviews/orders/:id/",
  "reviews.create": "POST /api/reviews/",
  "reviews.answer": "POST /api/reviews/:id/answer/",
  "reviews.moderation": "GET /api/moderation/reviews/",
  "reviews.hide": "POST /api/moderation/reviews/:id/hide/",
  "reviews.unhide": "POST /api/moderation/reviews/:id/unhide/",

  "newsletterIssues.list": "GET /api/moderation/newsletter/issues/",
  "newsletterIssues.create": "POST /api/moderation/newsletter/issues/",
  "newsletterIssues.get": "GET /api/moderation/newsletter/issues/:id/",
  "newsletterIssues.update": "PUT /api/moderation/newsletter/issues/:id/",
  "newsletterIssues.preview": "GET /api/moderation/newsletter/issues/:id/preview/",
  "newsletterIssues.send": "POST /api/moderation/newsletter/issues/:id/send/",

  // the moderator-kept directory: pools, exchangers, firmware (directory/, issue 20)
  "directory.pools": "GET /api/directory/pools/",
  "directory.rate": "PUT /api/directory/pools/:id/rating/",
  "directory.exchangers": "GET /api/directory/exchangers/",
  "directory.firmwareBrand": "GET /api/directory/firmware/:brand/",
  "directory.firmwareModel": "GET /api/directory/firmware/:brand/:model/",
  "directory.firmwareLink": "GET /api/directory/firmware-link/",
  "directory.adminList": "GET /api/moderation/directory/",
  "directory.adminCreate": "POST /api/moderation/directory/",
  "directory.adminGet": "GET /api/moderation/directory/:id/",
  "directory.adminUpdate": "PUT /api/moderation/directory/:id/",
  "directory.adminArchive": "POST /api/moderation/directory/:id/archive/",
  "directory.ratings": "GET /api/moderation/pool-ratings/",
  "directory.decideRating": "POST /api/moderation/pool-ratings/:id/decision/",

  // mining economics (market/)
  "market.overview": "GET /api/market/",
  "profit.rates": "GET /api/profit/rates/",

  // model pages and price history (models/)
  "models.model": "GET /api/models/miners/:id/",
  "models.offers": "GET /api/models/miners/:id/offers/",
  "models.priceHistory": "GET /api/models/miners/:id/price-history/",

  // articles: pulse and handbook (blog/)
  "blog.categories": "GET /api/blog/categories/",
  "blog.articles": "GET /api/blog/articles/",
  "blog.article": "GET /api/blog/articles/:slug",
  "blog.view": "POST /api/blog/articles/:slug/view/",
  // the moderators' article editor (blog/editor-*.ts)
  "editor.list": "GET /api/moderation/articles/",
  "editor.create": "POST /api/moderation/articles/",
  "editor.get": "GET /api/moderation/articles/:id/",
  "editor.update": "PATCH /api/moderation/articles/:id/",
  "editor.delete": "DELETE /api/moderation/articles/:id/",
  "editor.status": "POST /api/moderation/articles/:id/status/",
  "editor.revisions": "GET /api/moderation/articles/:id/revisions/",
  "editor.revision": "GET /api/moderation/articles/:id/revisions/:revision_id/",
  "editor.restore": "POST /api/moderation/articles/:id/revisions/:revision_id/restore/",
  "editor.preview": "POST /api/moderation/articles/preview/",
  "editor.cover": "POST /api/moderation/articles/:id/cover/",
  "editor.bodyImage": "POST /api/moderation/articles/:id/images/",

  // accounts and sessions (accounts/)
  "accounts.register": "POST /api/accounts/register/",
  "accounts.verifyCode": "POST /api/accounts/registration-code/verify/",
  "accounts.resendCode": "POST /api/accounts/registration-code/resend/",
  "accounts.tokenPair": "POST /api/accounts/get-token-pair/",
  "accounts.refresh": "POST /api/accounts/refresh-token/",
  "accounts.logout": "POST /api/accounts/logout/",
  "accounts.sendResetPassword": "POST /api/accounts/send-reset-password/",
  "accounts.resetPassword": "POST /api/accounts/reset-password/",
  "accounts.changePassword": "POST /api/accounts/change-password/",
  "accounts.googleConfig": "GET /api/accounts/google/",
  "accounts.google": "POST /api/accounts/google/",
  "accounts.me": "GET /api/accounts/users/me/",
  "accounts.updateUser": "PATCH /api/accounts/users/:id/",
  "accounts.defaultAvatars": "GET /api/accounts/users/default_avatars/",
  "accounts.avatar": "POST /api/accounts/users/avatar/",
  "accounts.changeEmail": "POST /api/accounts/users/change-email/",
  "accounts.confirmEmailChange": "POST /api/accounts/users/change-email/confirm/",
  "accounts.extraEmails": "GET /api/accounts/users/emails/",
  "accounts.addExtraEmail": "POST /api/accounts/users/emails/",
  "accounts.deleteExtraEmail": "DELETE /api/accounts/users/emails/:id/",

  // the development mailbox (dev/, outside production)
  "dev.mailbox": "GET /api/dev/mailbox/",
  "dev.mail": "GET /api/dev/mailbox/:id",
} as const;

export type EndpointName = keyof typeof endpointPaths;
export type EndpointMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The path parameters of a path template: "/a/:id/b/:photoId/" → "id" | "photoId". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathOf<N extends EndpointName> = (typeof endpointPaths)[N] extends `${string} ${infer P}` ? P : never;
export type EndpointParams<N extends EndpointName> = [PathParamNames<PathOf<N>>] extends [never]
  ? undefined
  : { [K in PathParamNames<PathOf<N>>]: string | number };

/** The method and path template of a call. */
export function endpointOf(name: EndpointName): { method: EndpointMethod; path: string } {
  const spec = endpointPaths[name];
  const space = spec.indexOf(" ");
  return { method: spec.slice(0, space) as EndpointMethod, path: spec.slice(space + 1) };
}

/** The path of a call with its parameters filled in (each encoded as one path segment). */
export function endpointPath(name: EndpointName, params?: Record<string, string | number>): string {
  return endpointOf(name).path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
