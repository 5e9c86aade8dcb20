/**
 * The contract of every call named in ./endpoint-paths.ts: its query and body schemas and its
 * answer, taken from the shared Zod contracts that the API's routes use. The web app imports this
 * file for its types only (`import type`), so none of these schemas reach the browser; answers are
 * not validated at run time (the API's serializer already shapes them).
 *
 * tests/api/endpoints.test.ts proves the table against the running app: each name is a registered
 * route with these query, body and answer schemas, and each upload accepts multipart.
 */

import { z } from "zod";
import {
  changePasswordBody,
  codeSentResponse,
  confirmEmailChangeBody,
  defaultAvatarList,
  detailMessage,
  devMailDetail,
  devMailList,
  devMailQuery,
  emailBody,
  emailChangeResult,
  extraEmailList,
  extraEmailSchema,
  extraEmailsQuery,
  googleBody,
  googleConfig,
  meSchema,
  refreshBody,
  registerBody,
  resetPasswordBody,
  tokenPair,
  tokenPairBody,
  updateUserBody,
  verifyCodeBody,
} from "./accounts.ts";
import {
  adBannerList,
  adBannersQuery,
  adClickQuery,
  adImageQuery,
  adminAdBannerList,
  adminAdBannerSchema,
  adRequestBody,
  adStatsQuery,
  adStatsSchema,
  bannerList,
  createAdBannerBody,
  menuBannersQuery,
  updateAdBannerBody,
} from "./banners.ts";
import {
  articleCategoryList,
  articleDetailSchema,
  articleList,
  articleListQuery,
  articleViewResult,
} from "./blog.ts";
import {
  articleStatusBody,
  bodyImageResult,
  createArticleBody,
  editorArticleList,
  editorArticleSchema,
  editorListQuery,
  previewBody,
  previewResult,
  revisionList,
  revisionSchema,
  updateArticleBody,
} from "./blog-editor.ts";
import {
  brandList,
  brandsQuery,
  categoriesQuery,
  categoryList,
  categoryMenu,
  categorySchema,
  healthSchema,
  minerModelList,
  minerModelsQuery,
  productCardList,
  productCountQuery,
  productCountResult,
  productDetailSchema,
  productSearchQuery,
  productSearchResult,
  propertiesQuery,
  propertiesResult,
  similarQuery,
} from "./catalog.ts";
import {
  feedbackAnswerBody,
  feedbackBody,
  feedbackList,
  feedbackSchema,
  feedbackStatusQuery,
  newsletterPreferencesBody,
  newsletterStats,
  newsletterSubscribeBody,
  newsletterSubscription,
  newsletterTokenBody,
  newsletterTokenQuery,
  newsletterUnsubscribeQuery,
} from "./contact.ts";
import {
  bestDealList,
  bestDealsQuery,
  specialOfferList,
  specialOffersQuery,
  trendingCompanyList,
  trendingProductList as trendingProductsRecent,
  trendingQuery,
  trendingServiceList,
} from "./deals.ts";
import type { EndpointName } from "./endpoint-paths.ts";
import {
  errorsFileQuery,
  exportQuery,
  importBatchSchema,
  importProductList,
  importProductsQuery,
  lastImportSchema,
  pendingImportSchema,
  photosZipResult,
  templateQuery,
} from "./excel.ts";
import { citiesQuery, cityList, countriesQuery, countryList } from "./locations.ts";
import { marketOverview } from "./market.ts";
import {
  minerModelDetailSchema,
  modelOfferList,
  modelOffersQuery,
  priceHistoryQuery,
  priceHistorySchema,
} from "./models.ts";
import {
  approveProductsBody,
  changeDecisionSchema,
  decisionsQuery,
  decisionsSchema,
  productDecisionSchema,
  productReviewSchema,
  queueQuery,
  queueSchema,
  rejectBody,
  rejectProductsBody,
  sellerChangeReviewSchema,
  serviceDecisionSchema,
  serviceReviewSchema,
} from "./moderation.ts";
import {
  orderLimitsSchema,
  orderList,
  orderSchema,
  ordersListQuery,
  payBody,
  proformaQuery,
  quoteBody,
  quoteRequestBody,
  quoteRequestList,
  quoteRequestSchema,
  reasonBody,
  shipBody,
} from "./orders.ts";
import { profitRatesResult } from "./profit.ts";
import {
  fullSearchQuery,
  fullSearchResult,
  historyDeleteQuery,
  historyList,
  historyQuery,
  popularList,
  popularQuery,
  suggestionList,
  suggestionsQuery,
  trendingProductList,
  trendingProductsQuery,
} from "./search.ts";
import {
  createSellerBody,
  notificationSettingsBody,
  notificationSettingsSchema,
  officeBody,
  officePatchBody,
  ownOfficeList,
  ownOfficeSchema,
  ownSellerSchema,
  sellerContactBody,
  telegramChatBody,
  telegramChatList,
  telegramChatSchema,
  updateSellerBody,
} from "./seller-account.ts";
import {
  bulkCreateBody,
  bulkCreateQuery,
  bulkCreateResult,
  copyProductBody,
  createProductBody,
  createProductQuery,
  formDataQuery,
  formDataSchema,
  myCategoriesSchema,
  myProductList,
  myProductsQuery,
  patchProductBody,
  productsIdsBody,
  sellerProductSchema,
  statusActionResult,
  statusesInfoSchema,
} from "./seller-products.ts";
import {
  copyServiceBody,
  createServiceBody,
  createServiceQuery,
  myServiceCategoriesSchema,
  myServiceList,
  myServicesQuery,
  patchServiceBody,
  sellerServiceSchema,
  serviceActionResult,
  serviceFormDataQuery,
  serviceFormDataSchema,
  serviceStatusesInfoSchema,
  servicesIdsBody,
} from "./seller-services.ts";
import {
  sellerCardList,
  sellerCountResult,
  sellerFilterList,
  sellerListQuery,
  sellerListResult,
  sellerProfileSchema,
  sellerRegionsQuery,
  similarCompaniesQuery,
} from "./sellers.ts";
import {
  serviceCategoriesQuery,
  serviceCategoryList,
  serviceDetailSchema,
  servicePropertiesQuery,
  servicePropertiesResult,
  serviceSearchQuery,
  serviceSearchResult,
} from "./services.ts";

/** What a call sends and answers. `upload` names the multipart file field; `download` answers a file. */
export interface EndpointContract {
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of the first 2xx (z.null() for 204). */
  response?: z.ZodType;
  upload?: string;
  download?: true;
}

/** Calls answered with a file (a spreadsheet), fetched by the browser from a link or a redirect. */
const file = { response: z.any(), download: true } as const;
const noContent = { response: z.null() } as const;
/** A multipart upload of one file in the field `name`. */
const upload = <const F extends string, R extends z.ZodType>(name: F, response: R) => ({
  upload: name,
  response,
});

/** The query schemas that the routes derive inline from a shared one. */
export const myProductsSubQueries = {
  drafts: myProductsQuery.omit({ status: true }),
  statusesInfo: myProductsQuery.pick({ category_id__terms: true, search: true }),
  categories: myProductsQuery.pick({ status: true, search: true }),
};
export const myServicesSubQueries = {
  statusesInfo: myServicesQuery.pick({ category: true, search: true }),
  categories: myServicesQuery.pick({ status: true, search: true }),
};
export const photoUploadQuery = z.object({ main: z.enum(["true", "false"]).default("false") });

export const endpoints = {
  "system.health": { response: healthSchema },
  "system.version": { response: z.object({ version: z.string() }) },

  "catalog.categories": { query: categoriesQuery, response: categoryList },
  "catalog.categoryMenu": { response: categoryMenu },
  "catalog.brands": { query: brandsQuery, response: brandList },
  "catalog.productCount": { query: productCountQuery, response: productCountResult },
  "catalog.similarProducts": { query: similarQuery, response: productCardList },
  "catalog.properties": { query: propertiesQuery, response: propertiesResult },
  "catalog.minerModels": { query: minerModelsQuery, response: minerModelList },
  "catalog.product": { response: productDetailSchema },

  "deals.specialOffers": { query: specialOffersQuery, response: specialOfferList },
  "deals.bestDeals": { query: bestDealsQuery, response: bestDealList },
  "deals.trendingProducts": { query: trendingQuery, response: trendingProductsRecent },
  "deals.trendingServices": { query: trendingQuery, response: trendingServiceList },
  "deals.trendingCompanies": { query: trendingQuery, response: trendingCompanyList },

  "search.products": { query: productSearchQuery, response: productSearchResult },
  "search.trendingProducts": { query: trendingProductsQuery, response: trendingProductList },
  "search.services": { query: serviceSearchQuery, response: serviceSearchResult },
  "search.full": { query: fullSearchQuery, response: fullSearchResult },
  "search.suggestions": { query: suggestionsQuery, response: suggestionList },
  "search.popular": { query: popularQuery, response: popularList },
  "search.history": { query: historyQuery, response: historyList },
  "search.forgetHistory": { query: historyDeleteQuery, ...noContent },

  "sellerAccount.create": { body: createSellerBody, response: ownSellerSchema },
  "sellerAccount.me": { response: ownSellerSchema },
  "sellerAccount.update": { body: updateSellerBody, response: ownSellerSchema },
  "sellerAccount.complete": { response: ownSellerSchema },
  "sellerAccount.logo": upload("logo", ownSellerSchema),
  "sellerAccount.addPhoto": upload("photo", ownSellerSchema),
  "sellerAccount.deletePhoto": noContent,
  "sellerAccount.offices": { response: ownOfficeList },
  "sellerAccount.addOffice": { body: officeBody, response: ownOfficeSchema },
  "sellerAccount.updateOffice": { body: officePatchBody, response: ownOfficeSchema },
  "sellerAccount.deleteOffice": noContent,
  "sellerAccount.telegramChats": { response: telegramChatList },
  "sellerAccount.addTelegramChat": { body: telegramChatBody, response: telegramChatSchema },
  "sellerAccount.updateTelegramChat": { body: telegramChatBody, response: telegramChatSchema },
  "sellerAccount.deleteTelegramChat": noContent,
  "sellerAccount.testTelegramChat": { response: detailMessage },
  "sellerAccount.notificationSettings": { response: notificationSettingsSchema },
  "sellerAccount.saveNotificationSettings": {
    body: notificationSettingsBody,
    response: notificationSettingsSchema,
  },
  "sellerAccount.contactForm": { body: sellerContactBody, response: detailMessage },

  "sellers.list": { query: sellerListQuery, response: sellerListResult },
  "sellers.forFilters": { query: sellerRegionsQuery, response: sellerFilterList },
  "sellers.count": { query: sellerRegionsQuery, response: sellerCountResult },
  "sellers.profile": { response: sellerProfileSchema },
  "sellers.similar": { query: similarCompaniesQuery, response: sellerCardList },

  "sellerProducts.mine": { query: myProductsQuery, response: myProductList },
  "sellerProducts.drafts": { query: myProductsSubQueries.drafts, response: myProductList },
  "sellerProducts.statusesInfo": { query: myProductsSubQueries.statusesInfo, response: statusesInfoSchema },
  "sellerProducts.categories": { query: myProductsSubQueries.categories, response: myCategoriesSchema },
  // The route takes any JSON and checks it as a draft (or a copy's changes) itself.
  "sellerProducts.create": {
    query: createProductQuery,
    body: createProductBody.or(copyProductBody),
    response: sellerProductSchema,
  },
  "sellerProducts.bulkCreate": { query: bulkCreateQuery, body: bulkCreateBody, response: bulkCreateResult },
  "sellerProducts.edit": { response: sellerProductSchema },
  "sellerProducts.update": { body: patchProductBody, response: sellerProductSchema },
  "sellerProducts.addPhoto": { query: photoUploadQuery, ...upload("photo", sellerProductSchema) },
  "sellerProducts.deletePhoto": { response: sellerProductSchema },
  "sellerProducts.mainPhoto": { response: sellerProductSchema },
  "sellerProducts.verify": { body: productsIdsBody, response: statusActionResult },
  "sellerProducts.toArchive": { body: productsIdsBody, response: statusActionResult },
  "sellerProducts.fromArchive": { body: productsIdsBody, response: statusActionResult },
  "sellerProducts.publish": { body: productsIdsBody, response: statusActionResult },
  "sellerProducts.formData": { query: formDataQuery, response: formDataSchema },

  "excel.template": { query: templateQuery, ...file },
  "excel.import": upload("file", importBatchSchema),
  "excel.pending": { response: pendingImportSchema },
  "excel.last": { response: lastImportSchema },
  "excel.pendingProducts": { query: importProductsQuery, response: importProductList },
  "excel.errorsFile": { query: errorsFileQuery, ...file },
  "excel.confirm": { response: importBatchSchema },
  "excel.saveValid": { response: importBatchSchema },
  "excel.photosZip": upload("file", photosZipResult),
  "excel.send": { response: importBatchSchema },
  "excel.cancel": { response: importBatchSchema },
  "excel.export": { query: exportQuery, ...file },

  "sellerServices.mine": { query: myServicesQuery, response: myServiceList },
  "sellerServices.statusesInfo": {
    query: myServicesSubQueries.statusesInfo,
    response: serviceStatusesInfoSchema,
  },
  "sellerServices.categories": {
    query: myServicesSubQueries.categories,
    response: myServiceCategoriesSchema,
  },
  // The route takes any JSON and checks it as a draft (or a copy's changes) itself.
  "sellerServices.create": {
    query: createServiceQuery,
    body: createServiceBody.or(copyServiceBody),
    response: sellerServiceSchema,
  },
  "sellerServices.edit": { response: sellerServiceSchema },
  "sellerServices.update": { body: patchServiceBody, response: sellerServiceSchema },
  "sellerServices.addImage": upload("image", sellerServiceSchema),
  "sellerServices.deleteImage": { response: sellerServiceSchema },
  "sellerServices.verify": { body: servicesIdsBody, response: serviceActionResult },
  "sellerServices.toArchive": { body: servicesIdsBody, response: serviceActionResult },
  "sellerServices.fromArchive": { body: servicesIdsBody, response: serviceActionResult },
  "sellerServices.publish": { body: servicesIdsBody, response: serviceActionResult },
  "sellerServices.formData": { query: serviceFormDataQuery, response: serviceFormDataSchema },

  "moderation.queue": { query: queueQuery, response: queueSchema },
  "moderation.product": { response: productReviewSchema },
  "moderation.approveProducts": { body: approveProductsBody, response: productDecisionSchema },
  "moderation.rejectProducts": { body: rejectProductsBody, response: productDecisionSchema },
  "moderation.service": { response: serviceReviewSchema },
  "moderation.approveServices": { body: approveProductsBody, response: serviceDecisionSchema },
  "moderation.rejectServices": { body: rejectProductsBody, response: serviceDecisionSchema },
  "moderation.sellerChange": { response: sellerChangeReviewSchema },
  "moderation.approveSellerChange": { response: changeDecisionSchema },
  "moderation.rejectSellerChange": { body: rejectBody, response: changeDecisionSchema },
  "moderation.decisions": { query: decisionsQuery, response: decisionsSchema },

  "services.service": { response: serviceDetailSchema },
  "services.categories": { query: serviceCategoriesQuery, response: serviceCategoryList },
  "services.category": { response: categorySchema },
  "services.properties": { query: servicePropertiesQuery, response: servicePropertiesResult },

  "locations.countries": { query: countriesQuery, response: countryList },
  "locations.cities": { query: citiesQuery, response: cityList },
  "banners.menu": { query: menuBannersQuery, response: bannerList },
  "ads.banners": { query: adBannersQuery, response: adBannerList },
  // A redirect (302) to the banner's page: a link the browser follows, never fetched.
  "ads.click": { query: adClickQuery, response: z.null() },
  "ads.request": { body: adRequestBody, response: detailMessage },
  "ads.adminList": { response: adminAdBannerList },
  "ads.adminCreate": { body: createAdBannerBody, response: adminAdBannerSchema },
  "ads.adminGet": { response: adminAdBannerSchema },
  "ads.adminUpdate": { body: updateAdBannerBody, response: adminAdBannerSchema },
  "ads.adminDelete": noContent,
  "ads.adminImage": { query: adImageQuery, ...upload("image", adminAdBannerSchema) },
  "ads.adminStats": { query: adStatsQuery, response: adStatsSchema },
  "feedback.send": { body: feedbackBody, response: detailMessage },
  "feedback.list": { query: feedbackStatusQuery, response: feedbackList },
  "feedback.get": { response: feedbackSchema },
  "feedback.answer": { body: feedbackAnswerBody, response: feedbackSchema },
  "newsletter.subscribe": { body: newsletterSubscribeBody, response: detailMessage },
  "newsletter.confirmInfo": { query: newsletterTokenQuery, response: newsletterSubscription },
  "newsletter.confirm": { body: newsletterTokenBody, response: newsletterSubscription },
  "newsletter.unsubscribe": { query: newsletterUnsubscribeQuery, response: detailMessage },
  "newsletter.preferences": { query: newsletterTokenQuery, response: newsletterSubscription },
  "newsletter.updatePreferences": { body: newsletterPreferencesBody, response: newsletterSubscription },
  "newsletter.stats": { response: newsletterStats },
  "newsletter.export": file,
  "orders.limits": { response: orderLimitsSchema },
  "orders.createRequest": { body: quoteRequestBody, response: quoteRequestSchema },
  "orders.requests": { query: ordersListQuery, response: quoteRequestList },
  "orders.request": { response: quoteRequestSchema },
  "orders.withdrawRequest": { response: quoteRequestSchema },
  "orders.submitQuote": { body: quoteBody, response: quoteRequestSchema },
  "orders.declineQuote": { body: reasonBody, response: quoteRequestSchema },
  "orders.acceptQuote": { response: quoteRequestSchema },
  "orders.list": { query: ordersListQuery, response: orderList },
  "orders.order": { response: orderSchema },
  "orders.pay": { body: payBody, response: orderSchema },
  "orders.ship": { body: shipBody, response: orderSchema },
  "orders.deliver": { response: orderSchema },
  "orders.cancel": { body: reasonBody, response: orderSchema },
  "orders.proforma": { ...file, query: proformaQuery },
  "market.overview": { response: marketOverview },
  "models.model": { response: minerModelDetailSchema },
  "models.offers": { query: modelOffersQuery, response: modelOfferList },
  "models.priceHistory": { query: priceHistoryQuery, response: priceHistorySchema },
  "profit.rates": { response: profitRatesResult },
  "blog.categories": { response: articleCategoryList },
  "blog.articles": { query: articleListQuery, response: articleList },
  "blog.article": { response: articleDetailSchema },
  "blog.view": { response: articleViewResult },

  "editor.list": { query: editorListQuery, response: editorArticleList },
  "editor.create": { body: createArticleBody, response: editorArticleSchema },
  "editor.get": { response: editorArticleSchema },
  "editor.update": { body: updateArticleBody, response: editorArticleSchema },
  "editor.delete": noContent,
  "editor.status": { body: articleStatusBody, response: editorArticleSchema },
  "editor.revisions": { response: revisionList },
  "editor.revision": { response: revisionSchema },
  "editor.restore": { response: editorArticleSchema },
  "editor.preview": { body: previewBody, response: previewResult },
  "editor.cover": upload("image", editorArticleSchema),
  "editor.bodyImage": upload("image", bodyImageResult),

  "accounts.register": { body: registerBody, response: codeSentResponse },
  "accounts.verifyCode": { body: verifyCodeBody, response: tokenPair },
  "accounts.resendCode": { body: emailBody, response: codeSentResponse },
  "accounts.tokenPair": { body: tokenPairBody, response: tokenPair },
  "accounts.refresh": { body: refreshBody, response: tokenPair },
  "accounts.logout": { body: refreshBody, response: detailMessage },
  "accounts.sendResetPassword": { body: emailBody, response: detailMessage },
  "accounts.resetPassword": { body: resetPasswordBody, response: detailMessage },
  "accounts.changePassword": { body: changePasswordBody, response: detailMessage },
  "accounts.googleConfig": { response: googleConfig },
  "accounts.google": { body: googleBody, response: tokenPair },
  "accounts.me": { response: meSchema },
  "accounts.updateUser": { body: updateUserBody, response: meSchema },
  "accounts.defaultAvatars": { response: defaultAvatarList },
  "accounts.avatar": upload("avatar", meSchema),
  "accounts.changeEmail": { body: emailBody, response: detailMessage.extend({ email: z.string() }) },
  "accounts.confirmEmailChange": { body: confirmEmailChangeBody, response: emailChangeResult },
  "accounts.extraEmails": { query: extraEmailsQuery, response: extraEmailList },
  "accounts.addExtraEmail": { body: emailBody, response: extraEmailSchema },
  "accounts.deleteExtraEmail": noContent,

  "dev.mailbox": { query: devMailQuery, response: devMailList },
  "dev.mail": { response: devMailDetail },
} as const satisfies Record<EndpointName, EndpointContract>;

export type Endpoints = typeof endpoints;
