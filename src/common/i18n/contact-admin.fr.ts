import type { contactAdminEn } from "./contact-admin.en.ts";

/** Pages de la console pour les avis et la lettre d’information (issue 20), en français. */
export const contactAdminFr: Record<keyof typeof contactAdminEn, string> = {
  "contactAdmin.nav.feedback": "Avis",
  "contactAdmin.nav.newsletter": "Lettre d’information",
  "contactAdmin.feedback.title": "Avis",
  "contactAdmin.feedback.lead":
    "Les messages envoyés par le formulaire d’avis. Répondez à chacun\u00a0: la réponse est envoyée par e-mail à son auteur.",
  "contactAdmin.feedback.tab.new": "Nouveaux ({count})",
  "contactAdmin.feedback.tab.answered": "Répondus ({count})",
  "contactAdmin.feedback.empty": "Aucun message ici.",
  "contactAdmin.feedback.from": "De",
  "contactAdmin.feedback.topic": "Sujet",
  "contactAdmin.feedback.received": "Reçu le",
  "contactAdmin.feedback.status": "Statut",
  "contactAdmin.feedback.open": "Ouvrir",
  "contactAdmin.feedback.statusNew": "Nouveau",
  "contactAdmin.feedback.statusAnswered": "Répondu",
  "contactAdmin.feedback.account": "Connecté en tant que {email}",
  "contactAdmin.feedback.guest": "Envoyé par un visiteur non connecté",
  "contactAdmin.feedback.back": "Retour aux messages",
  "contactAdmin.feedback.answer": "Votre réponse",
  "contactAdmin.feedback.send": "Envoyer la réponse",
  "contactAdmin.feedback.sent": "La réponse a été envoyée par e-mail à {email}.",
  "contactAdmin.feedback.answeredBy": "Répondu par {name} le {date}",
  "contactAdmin.newsletter.title": "Abonnés à la lettre d’information",
  "contactAdmin.newsletter.lead":
    "Adresses confirmées par leurs titulaires (double confirmation). L’export ne liste que les abonnés confirmés.",
  "contactAdmin.newsletter.confirmed": "Confirmés",
  "contactAdmin.newsletter.pending": "En attente de confirmation",
  "contactAdmin.newsletter.unsubscribed": "Désinscrits",
  "contactAdmin.newsletter.perTopic": "Abonnés confirmés par sujet",
  "contactAdmin.newsletter.perLanguage": "Abonnés confirmés par langue",
  "contactAdmin.newsletter.export": "Exporter les abonnés confirmés (CSV)",
} as const;
