import type { blogEn } from "./blog.en.ts";

/** Messages of the articles ("pulse", handbook; issue 19), French. (\u00a0 is a no-break space, as French typography wants before : ; ? !) */
export const blogFr: Record<keyof typeof blogEn, string> = {
  "blog.articleNotFound": "Article introuvable.",
  "blog.validation.slug":
    "Saisissez une adresse d’article valide\u00a0: lettres minuscules, chiffres et traits d’union.",
  "blog.fallbackNotice": "Cet article n’est pas encore traduit en français\u00a0: voici la version anglaise.",
  "blog.readingMinutes": "{minutes} min de lecture",
  "blog.views": "{count} vues",
  "blog.tableOfContents": "Sommaire",
  "blog.otherArticles": "Autres articles",
  "blog.relatedModels": "Modèles cités dans l’article",
  "blog.relatedProducts": "Sur la place de marché",
};
