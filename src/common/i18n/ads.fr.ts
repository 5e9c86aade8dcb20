import type { adsEn } from "./ads.en.ts";

/** Messages des bannières publicitaires (issue 19), en français. */
export const adsFr: Record<keyof typeof adsEn, string> = {
  // ---------------------------------------------------------------- API
  "ads.error.placement": "Choisissez parmi\u00a0: landing, marketplace, catalogue, article.",
  "ads.error.link": "Indiquez une page de ce site commençant par / (par exemple /company/12).",
  "ads.error.dateTime":
    "Indiquez une date et une heure avec leur fuseau (ISO 8601, p. ex. 2026-12-01T09:00:00Z).",
  "ads.error.endsBeforeStart": "La fin doit venir après le début.",
  "ads.error.imageType": "Envoyez une image JPEG, PNG ou WebP.",
  "ads.error.imageTooLarge": "L’image dépasse {max} Mo.",
  "ads.mail.subject": "Demande de publicité de {company}",
  "ads.mail.intro":
    "Un visiteur s’est renseigné sur la publicité sur RigMarket avec le formulaire /advertisment.",
  "ads.placement.landing": "Page d’accueil",
  "ads.placement.marketplace": "Place de marché",
  "ads.placement.catalogue": "Catalogue des produits",
  "ads.placement.article": "Articles de Pulse",
  // ---------------------------------------------------------------- pages
  "ads.sponsored": "Sponsorisé",
  "ads.region": "Publicité",
  // ---------------------------------------------------------------- the /advertisment form
  "ads.form.title": "Demander un emplacement publicitaire",
  "ads.form.lead":
    "Dites-nous ce que vous souhaitez promouvoir\u00a0: l’équipe répond sous deux jours ouvrés.",
  "ads.form.name": "Votre nom",
  "ads.form.company": "Entreprise (facultatif)",
  "ads.form.email": "Adresse e-mail",
  "ads.form.placements": "Où souhaitez-vous apparaître\u00a0?",
  "ads.form.message": "Que souhaitez-vous promouvoir\u00a0?",
  "ads.form.submit": "Envoyer la demande",
  "ads.form.sent":
    "Merci\u00a0: votre demande est parvenue à notre équipe publicité, qui vous répondra par e-mail.",
  // ---------------------------------------------------------------- the console (/admin/banners)
  "ads.admin.nav": "Bannières",
  "ads.admin.title": "Bannières publicitaires",
  "ads.admin.description":
    "Bannières affichées sur la page d’accueil, la place de marché, le catalogue et les articles de Pulse\u00a0: calendrier, poids, images par langue, affichages et clics.",
  "ads.admin.newTitle": "Nouvelle bannière",
  "ads.admin.titleEn": "Titre en anglais (aussi le texte de remplacement de l’image)",
  "ads.admin.titleFr": "Titre en français",
  "ads.admin.placement": "Emplacement",
  "ads.admin.link": "Lien (une page de ce site, p. ex. /company/12)",
  "ads.admin.weight": "Poids (1 à 100\u00a0: part parmi les bannières en ligne au même emplacement)",
  "ads.admin.startsAt": "Début (UTC, vide\u00a0: maintenant)",
  "ads.admin.endsAt": "Fin (UTC, vide\u00a0: sans fin)",
  "ads.admin.active": "Active",
  "ads.admin.imageEn": "Image en anglais (JPEG, PNG ou WebP\u00a0; affichée jusqu’à 1200 × 600)",
  "ads.admin.imageFr": "Image en français (facultative\u00a0: l’anglaise sinon)",
  "ads.admin.create": "Créer la bannière",
  "ads.admin.created": "Bannière créée.",
  "ads.admin.saved": "Bannière enregistrée.",
  "ads.admin.deleted": "Bannière supprimée.",
  "ads.admin.empty": "Aucune bannière publicitaire pour l’instant.",
  "ads.admin.caption": "Bannières publicitaires, les plus récentes d’abord",
  "ads.admin.col.banner": "Bannière",
  "ads.admin.col.placement": "Emplacement",
  "ads.admin.col.schedule": "Calendrier",
  "ads.admin.col.weight": "Poids",
  "ads.admin.col.stats": "Affichages / clics",
  "ads.admin.col.actions": "Actions",
  "ads.admin.live": "En ligne",
  "ads.admin.notLive": "Non affichée",
  "ads.admin.noImage": "Pas encore d’image",
  "ads.admin.always": "Toujours",
  "ads.admin.from": "Du {date}",
  "ads.admin.until": "au {date}",
  "ads.admin.stats": "{impressions} affichages, {clicks} clics",
  "ads.admin.activate": "Activer «\u00a0{title}\u00a0»",
  "ads.admin.deactivate": "Désactiver «\u00a0{title}\u00a0»",
  "ads.admin.delete": "Supprimer «\u00a0{title}\u00a0»",
};
