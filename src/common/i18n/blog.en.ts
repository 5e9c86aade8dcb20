/** Messages of the articles ("pulse", handbook; issue 19), English. */
export const blogEn = {
  "blog.articleNotFound": "Article not found.",
  "blog.validation.slug": "Enter a valid article address: lower-case letters, digits and hyphens.",
  "blog.fallbackNotice": "This article is not yet available in English: here is the French version.",
  "blog.readingMinutes": "{minutes} min read",
  "blog.views": "{count} views",
  "blog.tableOfContents": "Contents",
  "blog.otherArticles": "Other articles",
  "blog.relatedModels": "Models in this article",
  "blog.relatedProducts": "On the marketplace",
};
