/** An underlined text link's look (forms, notices, the product page's firmware link). */
export const linkClass =
  "font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-600";
