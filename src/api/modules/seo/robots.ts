/**
 * /robots.txt (issue 22): crawlers may read every public page; the moderators' console, the seller
 * and buyer workspaces, sign-in pages, form actions, the API and the development routes are left
 * out (in both languages), and the sitemap index is named with its absolute address.
 */
const PRIVATE_PATHS = [
  "/admin",
  "/seller-products",
  "/seller-services",
  "/seller-chats",
  "/seller-partner",
  "/settings",
  "/business-account",
  "/buyer-account",
  "/buyer-chats",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/auth-verification",
  "/confirm-email",
  "/AuthView",
  "/sign-out",
  "/view-as",
  "/search",
  "/cookie-settings",
  "/dev/",
];

/** Resource routes and the API: never pages (no /fr twins). */
const UNPREFIXED = [
  "/api/",
  "/consent",
  "/locale",
  "/session-refresh",
  "/electricity-price",
  "/seller-cities",
];

export function robotsTxt(publicUrl: string): string {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.flatMap((p) => [`Disallow: ${p}`, `Disallow: /fr${p}`]),
    ...UNPREFIXED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl.replace(/\/+$/, "")}/sitemap.xml`,
  ];
  return `${lines.join("\n")}\n`;
}
