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
};
