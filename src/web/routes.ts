/**
 * The one route table. Every page exists in English (no prefix) and in French under /fr: the
 * optional static segment "fr?" expands each path to both (React Router >= 6.5, see
 * docs/decisions/web-locale-routing.md). Layout routes carry the spec's five layouts.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Resource route: sets the locale cookie and redirects (the header's language switch).
  route("locale", "routes/locale.ts"),

  ...prefix("fr?", [
    layout("layouts/landing.tsx", [index("routes/home.tsx")]),
    layout("layouts/default.tsx", [
      route("marketplace", "routes/marketplace.tsx"),
      route("products-catalog", "routes/products-catalog.tsx"),
      route("product/:sku", "routes/product.tsx"),
      // Unmatched paths: 404 "Page not found: {path}" inside the default layout.
      route("*", "routes/not-found.tsx"),
    ]),
    // Pages of these layouts come with later issues (sign-in, buyer account, seller workspace).
    layout("layouts/auth.tsx", []),
    layout("layouts/buyer.tsx", []),
    layout("layouts/seller.tsx", []),
  ]),
] satisfies RouteConfig;
