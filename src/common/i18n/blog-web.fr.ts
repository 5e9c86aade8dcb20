import type { blogWebEn } from "./blog-web.en.ts";

/** Messages des pages Pulse (issue 19), en français. (\u00a0 : espace insécable avant : ; ? !) */
export const blogWebFr: Record<keyof typeof blogWebEn, string> = {
  "pulse.title": "Pulse",
  "pulse.heading": "Pulse\u00a0: actualités et articles",
  "pulse.description":
    "Actualités, analyses du marché et retours de terrain sur le matériel de minage, l’hébergement et l’exploitation, par la rédaction de RigMarket.",
  "pulse.handbook.title": "Guide pratique",
  "pulse.handbook.heading": "Guide pratique\u00a0: les guides de référence",
  "pulse.nav": "Pulse",
  "pulse.breadcrumb": "Fil d’Ariane",
  "pulse.categories": "Catégories",
  "pulse.allArticles": "Tous les articles",
  "pulse.featured": "Article à la une",
  "pulse.latest": "Derniers articles",
  "pulse.pageOf": "{title}, page {page}",
  "pulse.empty": "Pas encore d’article ici.",
  "pulse.emptyHint":
    "Essayez une autre catégorie, ou revenez bientôt\u00a0: de nouveaux articles paraissent chaque semaine.",
  "pulse.categoryNotFound": "Il n’y a pas de catégorie d’articles «\u00a0{category}\u00a0».",
  "pulse.pageNotFound": "Il n’y a pas de page {page} pour ces articles.",
  "pulse.rss": "Flux RSS",
  "pulse.rssTitle": "RigMarket Pulse",
  "pulse.rssDescription":
    "Les derniers articles de RigMarket Pulse\u00a0: matériel de minage, marché et exploitation.",
  "pulse.by": "Par {author}",
  "pulse.views.one": "{count} vue",
  "pulse.views.other": "{count} vues",
  "pulse.share": "Partager cet article",
  "pulse.copyLink": "Copier le lien",
  "pulse.linkCopied": "Lien copié",
  "pulse.copyFailed": "Le lien n’a pas pu être copié\u00a0: copiez-le depuis la barre d’adresse.",
  "pulse.shareX": "Partager sur X",
  "pulse.shareLinkedIn": "Partager sur LinkedIn",
  "pulse.shareTelegram": "Partager sur Telegram",
  "pulse.shareEmail": "Envoyer par e-mail",
  "pulse.emailBody": "Un article de RigMarket qui pourrait vous être utile\u00a0: {url}",
  "pulse.newWindow": "(s’ouvre dans un nouvel onglet)",
  "pulse.modelPower": "{watts}\u00a0W",
  "pulse.seller": "Vendu par {seller}",
  "pulse.priceOnRequest": "Prix sur demande",
};
