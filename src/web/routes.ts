/**
 * The one route table. Every page exists in English (no prefix) and in French under /fr: the
 * optional static segment "fr?" expands each path to both (React Router >= 6.5, see
 * docs/decisions/web-locale-routing.md). Layout routes carry the spec's five layouts.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Resource route: sets the locale cookie and redirects (the header's language switch).
  route("locale", "routes/locale.ts"),
  // Resource route (issue 22): the cookie consent form's action (stores the choice, redirects back).
  route("consent", "routes/consent.ts"),
  // Resource route: the buyer's electricity price of the profit figures (cookie and profile).
  route("electricity-price", "routes/electricity-price.ts"),
  // Resource route: the browser's 60-second token check refreshes the session here (spec 9).
  route("session-refresh", "routes/session-refresh.ts"),
  // Resource route: the cities of a country for the seller forms' city selects.
  route("seller-cities", "routes/seller-cities.ts"),
  // Resource route: the world map with a marker as an SVG image (the company page's head office).
  route("seller-map.svg", "routes/seller-map-svg.ts"),
  // Resource route: "Export selected" of /seller-products without JavaScript (the checkboxes of the
  // mass-action form) redirects to the API's export with their ids.
  route("seller-products/export", "routes/seller-products-export.ts"),

  ...prefix("fr?", [
    layout("layouts/landing.tsx", [
      index("routes/home.tsx"),
      // Issue 20: mining pools kept by moderators, rated by users (decision 050).
      route("pool", "routes/pool.tsx"),
    ]),
    layout("layouts/default.tsx", [
      route("marketplace", "routes/marketplace.tsx"),
      route("products-catalog", "routes/products-catalog.tsx"),
      route("product/:sku", "routes/product.tsx"),
      // Issue 18: a miner model's offers across sellers and the price history of its listings.
      route("model/:id", "routes/model.tsx"),
      route("services-catalog", "routes/services-catalog.tsx"),
      route("companies-catalog", "routes/companies-catalog.tsx"),
      route("service/:id", "routes/service.tsx"),
      route("company/:id", "routes/company.tsx"),
      route("search", "routes/search.tsx"),
      // Business account (issue 5): a signed-in user creates a company in three steps.
      route("business-account", "routes/business-account.tsx"),
      route("about-the-service", "routes/about-the-service.tsx"),
      route("advertisment", "routes/advertisment.tsx"),
      route("coming-soon", "routes/coming-soon.tsx"),
      // Issue 20: the privacy policy (also /Privacy-Policy.pdf, served by the API) and the terms.
      route("privacy-policy", "routes/privacy-policy.tsx"),
      route("terms", "routes/terms.tsx"),
      // Issue 22: the cookie settings without JavaScript (the footer link; with it, a dialog).
      route("cookie-settings", "routes/cookie-settings.tsx"),
      // Issue 20: the feedback form and the newsletter (subscription, its e-mail links).
      route("feedback", "routes/feedback.tsx"),
      route("newsletter", "routes/newsletter.tsx"),
      route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
      route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
      route("newsletter/preferences", "routes/newsletter-preferences.tsx"),
      // Issue 22: the unsubscribe link of the alerts digest (works signed out).
      route("alerts/unsubscribe", "routes/alerts-unsubscribe.tsx"),
      // Issue 18: the profitability calculator, the halving countdown and the coins' figures.
      route("calculators-and-widgets", "routes/calculators-and-widgets.tsx"),
      // Issue 19: the articles (Pulse), the evergreen guides (/handbook) and one article.
      route("pulse", "routes/pulse.tsx"),
      route("handbook", "routes/handbook.tsx"),
      route("pulse/articles/:slug", "routes/pulse-article.tsx"),
      // Issue 21: requests for quote, the comparison of quotes, orders.
      route("orders", "routes/orders.tsx"),
      route("orders/new", "routes/orders-new.tsx"),
      route("orders/requests/:id", "routes/orders-request.tsx"),
      route("orders/:id", "routes/orders-order.tsx"),
      // Pages of later issues show the coming-soon page until then.
      // Issue 20: exchangers and OTC desks; firmware and toolkit links per brand and model (decision 050).
      route("cryptoexchangers", "routes/cryptoexchangers.tsx"),
      route("firmware/:brand", "routes/firmware.tsx", { id: "firmware-brand" }),
      route("firmware/:brand/:model", "routes/firmware.tsx", { id: "firmware-model" }),
      // Route constants of the spec that lead elsewhere (routes/redirect.ts).
      ...["product", "service", "add-services"].map((path) =>
        route(path, "routes/redirect.ts", { id: `redirect-${path}` }),
      ),
      // The dev mailbox (404 when the API does not serve it, e.g. in production).
      route("dev/mailbox", "routes/dev-mailbox.tsx"),
      route("dev/mailbox/:id", "routes/dev-mailbox-message.tsx"),
      // Unmatched paths: 404 "Page not found: {path}" inside the default layout.
      route("*", "routes/not-found.tsx"),
    ]),
    // Resource route: the RSS feed of Pulse, in each language (issue 19).
    route("pulse/rss.xml", "routes/pulse-rss.ts"),
    // Resource route (issue 20): the spec's /AuthView, sign-in that returns to the page it was opened from.
    route("AuthView", "routes/auth-view.ts"),
    // Resource route: POST signs out (revokes the session, clears the cookies).
    route("sign-out", "routes/sign-out.ts"),
    // Resource route: POST switches a seller's "View as user" (users/{id}/ view_as_buyer) and back.
    route("view-as", "routes/view-as.ts"),
    layout("layouts/auth.tsx", [
      route("sign-in", "routes/sign-in.tsx"),
      route("sign-up", "routes/sign-up.tsx"),
      route("auth-verification", "routes/auth-verification.tsx"),
      route("forgot-password", "routes/forgot-password.tsx"),
      route("reset-password", "routes/reset-password.tsx"),
      route("confirm-email", "routes/confirm-email.tsx"),
    ]),
    layout("layouts/buyer.tsx", [
      route("buyer-account", "routes/buyer-account.tsx"),
      // Issue 8: the buyer's chats with sellers and support.
      route("buyer-chats", "routes/buyer-chats.tsx"),
      // Issue 22: saved searches and alerts, and the catalogue's "Save this search".
      route("buyer-alerts", "routes/buyer-alerts.tsx"),
      route("buyer-alerts/new", "routes/buyer-alerts-new.tsx"),
    ]),
    // The seller workspace (issue 5: settings, partner page; products and chats come later).
    layout("layouts/seller.tsx", [
      route("settings", "routes/settings.tsx"),
      route("seller-partner", "routes/seller-partner.tsx"),
      // Issue 6: the seller's products (list with mass actions; add, copy, edit).
      route("seller-products", "routes/seller-products.tsx"),
      route("seller-products/add", "routes/seller-product-form.tsx", { id: "seller-product-add" }),
      // Issue 7: the catalogue upload by template (import, corrections, photos, moderation).
      route("seller-products/add/catalog", "routes/seller-catalog-upload.tsx"),
      route("seller-products/edit/:sku", "routes/seller-product-form.tsx", { id: "seller-product-edit" }),
      // Issue 6: the seller's services (the same list; the form starts from a category).
      route("seller-services", "routes/seller-services.tsx"),
      route("seller-services/add/category/:categoryId", "routes/seller-service-form.tsx", {
        id: "seller-service-add",
      }),
      route("seller-services/edit/:id", "routes/seller-service-form.tsx", { id: "seller-service-edit" }),
      // Issue 8: the seller answers buyers.
      route("seller-chats", "routes/seller-chats.tsx"),
    ]),
    // The moderator console (issue 6): admins and moderators only.
    layout("layouts/admin.tsx", [
      route("admin", "routes/admin.tsx"),
      route("admin/products/:id", "routes/admin-product.tsx"),
      route("admin/seller-changes/:id", "routes/admin-seller-change.tsx"),
      route("admin/services/:id", "routes/admin-service.tsx"),
      route("admin/decisions", "routes/admin-decisions.tsx"),
      // Issue 19: advertising banners.
      route("admin/banners", "routes/admin-banners.tsx"),
      // Issue 19: articles (pulse, handbook), written by moderators.
      route("admin/articles", "routes/admin-articles.tsx"),
      route("admin/articles/new", "routes/admin-article-edit.tsx", { id: "admin-article-new" }),
      route("admin/articles/:id", "routes/admin-article-edit.tsx", { id: "admin-article-edit" }),
      // Issue 20: feedback messages and their answers; the newsletter's subscribers.
      route("admin/feedback", "routes/admin-feedback.tsx"),
      route("admin/feedback/:id", "routes/admin-feedback-message.tsx"),
      route("admin/newsletter", "routes/admin-newsletter.tsx"),
      // Issue 20: newsletter issues; the directory (pools, exchangers, firmware) and pool ratings.
      route("admin/newsletter/issues", "routes/admin-newsletter-issues.tsx"),
      route("admin/newsletter/issues/:id", "routes/admin-newsletter-issue.tsx"),
      route("admin/directory", "routes/admin-directory.tsx"),
      route("admin/directory/new/:kind", "routes/admin-directory-edit.tsx", { id: "admin-directory-new" }),
      route("admin/directory/:id", "routes/admin-directory-edit.tsx", { id: "admin-directory-edit" }),
      route("admin/pool-ratings", "routes/admin-pool-ratings.tsx"),
      // Issue 21: reviews, hidden with a reason or shown again (decision 056).
      route("admin/reviews", "routes/admin-reviews.tsx"),
      // Issue 8: the support team answers users' support chats.
      route("admin/support-chats", "routes/admin-support-chats.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
