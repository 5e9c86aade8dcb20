import type { blogEditorEn } from "./blog-editor.en.ts";

/** Messages de l’éditeur d’articles des modérateurs (issue 19, docs/decisions/047), en français. */
export const blogEditorFr: Record<keyof typeof blogEditorEn, string> = {
  // ---------------------------------------------------------------- API
  "editor.error.idList": "Envoyez une liste d’identifiants.",
  "editor.error.tag": "Chaque mot-clé compte de 1 à 40 caractères.",
  "editor.error.tags": "Envoyez au plus 20 mots-clés, de 1 à 40 caractères chacun.",
  "editor.error.titleNeeded": "Donnez un titre à l’article, en anglais ou en français.",
  "editor.error.status": "Choisissez brouillon, programmé ou publié.",
  "editor.error.dateTime":
    "Indiquez une date et une heure avec leur fuseau (ISO 8601, p. ex. 2026-12-01T09:00:00Z).",
  "editor.error.category": "Aucune catégorie d’articles ne porte cet identifiant.",
  "editor.error.unknownIds": "Identifiant inconnu\u00a0: {ids}.",
  "editor.error.slugTaken": "Un autre article a déjà cette adresse.",
  "editor.error.nothingToPublish":
    "Écrivez un titre et un texte, en anglais ou en français, avant de publier.",
  "editor.error.scheduleNeedsTime": "Choisissez quand l’article sera publié.",
  "editor.error.scheduleInPast":
    "Choisissez une date à venir pour programmer l’article (ou publiez-le tout de suite).",
  "editor.error.publishInFuture":
    "Une date à venir programme l’article\u00a0: utilisez «\u00a0Programmer\u00a0».",
  "editor.error.revisionNotFound": "Cet article n’a pas de version portant cet identifiant.",
  "editor.error.imageType": "Envoyez une image JPEG, PNG ou WebP.",
  "editor.error.imageTooLarge": "L’image dépasse {max} Mo.",
};
