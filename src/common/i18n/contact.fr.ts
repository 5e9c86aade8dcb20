import type { contactEn } from "./contact.en.ts";

/** Messages des pages de contact (issue 20), en français. */
export const contactFr: Record<keyof typeof contactEn, string> = {
  // ---------------------------------------------------------------- pages légales et liens
  "meta.privacy.description":
    "Les données personnelles que RigMarket recueille, pourquoi, combien de temps elles sont gardées, qui les traite et comment exercer vos droits.",
  "meta.terms.description":
    "Les conditions d’utilisation de RigMarket, la place de marché B2B du matériel et des services de minage\u00a0: comptes, annonces, usage acceptable, responsabilité.",
  "legal.pdf": "Télécharger en PDF",
  "legal.otherDoc.privacy": "Lire aussi les conditions d’utilisation",
  "legal.otherDoc.terms": "Lire aussi la politique de confidentialité",
  "footer.terms": "Conditions d’utilisation",
  "footer.feedback": "Votre avis",
  "footer.newsletter": "Lettre d’information",
  "footer.legal": "Informations légales",
  "signUp.legal.before": "En créant un compte, vous acceptez les ",
  "signUp.legal.terms": "conditions d’utilisation",
  "signUp.legal.middle": " et la ",
  "signUp.legal.privacy": "politique de confidentialité",
  "signUp.legal.after": ".",
  // ---------------------------------------------------------------- le formulaire d’avis
  "meta.feedback.title": "Votre avis",
  "meta.feedback.description":
    "Dites à l’équipe RigMarket ce qui marche, ce qui ne marche pas et ce qui vous manque\u00a0: nous lisons chaque message et répondons par e-mail.",
  "feedback.title": "Donnez-nous votre avis",
  "feedback.lead":
    "Une question, une idée, quelque chose qui ne marche pas\u00a0? L’équipe lit chaque message et répond par e-mail, en général sous deux jours ouvrés.",
  "feedback.name": "Votre nom",
  "feedback.email": "Adresse e-mail",
  "feedback.topic": "Sujet",
  "feedback.message": "Message",
  "feedback.submit": "Envoyer",
  "feedback.sent":
    "Merci\u00a0! Votre message est parvenu à l’équipe\u00a0; nous vous répondrons par e-mail.",
  "feedback.sendAnother": "Envoyer un autre message",
  "feedback.topic.question": "Une question",
  "feedback.topic.idea": "Une idée ou un souhait",
  "feedback.topic.problem": "Quelque chose ne marche pas",
  "feedback.topic.listing": "Une annonce ou un vendeur",
  "feedback.topic.privacy": "Mes données personnelles",
  "feedback.topic.other": "Autre chose",
  "feedback.error.name": "Indiquez votre nom (150 caractères au plus).",
  "feedback.error.email": "Indiquez une adresse e-mail valide.",
  "feedback.error.topic": "Choisissez un sujet dans la liste.",
  "feedback.error.message": "Écrivez votre message (de 10 à 5\u00a0000 caractères).",
  "feedback.tooMany":
    "Vous avez envoyé plusieurs messages en peu de temps\u00a0: réessayez dans {minutes}\u00a0min.",
  // ---------------------------------------------------------------- la lettre d’information
  "meta.newsletter.title": "Lettre d’information",
  "meta.newsletter.description":
    "La lettre d’information de RigMarket\u00a0: prix du marché, nouveau matériel et articles de Pulse, une à deux fois par mois, en français ou en anglais.",
  "newsletter.title": "La lettre d’information de RigMarket",
  "newsletter.lead":
    "Les chiffres du marché du minage, le nouveau matériel et les meilleurs articles de Pulse, une à deux fois par mois. Confirmez votre adresse depuis l’e-mail que nous vous envoyons\u00a0; chaque envoi contient un lien de désinscription en un clic.",
  "newsletter.footer.title": "Lettre d’information",
  "newsletter.footer.lead": "L’actualité du marché et le nouveau matériel, deux fois par mois.",
  "newsletter.footer.email": "Adresse e-mail pour la lettre d’information",
  "newsletter.email": "Adresse e-mail",
  "newsletter.topics": "Sujets",
  "newsletter.language": "Langue de la lettre",
  "newsletter.topic.market": "Marché et prix",
  "newsletter.topic.hardware": "Nouveau matériel",
  "newsletter.topic.pulse": "Articles de Pulse",
  "newsletter.lang.en": "Anglais",
  "newsletter.lang.fr": "Français",
  "newsletter.subscribe": "S’inscrire",
  "newsletter.sent":
    "Presque fini\u00a0: si cette adresse peut recevoir la lettre, un e-mail avec un lien de confirmation est en route. Ouvrez-le pour confirmer.",
  "newsletter.confirm.title": "Confirmez votre inscription",
  "newsletter.confirm.lead": "Un clic et vous recevrez la lettre d’information de RigMarket à {email}.",
  "newsletter.confirm.button": "Confirmer mon inscription",
  "newsletter.confirmed": "Votre inscription est confirmée. Bienvenue\u00a0!",
  "newsletter.badLink":
    "Ce lien a expiré ou a déjà servi. Inscrivez-vous de nouveau pour en recevoir un autre.",
  "newsletter.unsubscribe.title": "Se désinscrire",
  "newsletter.unsubscribe.lead": "Ne plus recevoir la lettre d’information de RigMarket à {email}\u00a0?",
  "newsletter.unsubscribe.button": "Me désinscrire",
  "newsletter.unsubscribed": "Vous êtes désinscrit\u00a0: vous ne recevrez plus notre lettre d’information.",
  "newsletter.prefs.title": "Préférences de la lettre d’information",
  "newsletter.prefs.lead": "Choisissez ce que vous recevez à {email}, et dans quelle langue.",
  "newsletter.prefs.save": "Enregistrer mes préférences",
  "newsletter.prefs.saved": "Vos préférences sont enregistrées.",
  "newsletter.prefs.link": "Changer vos sujets ou votre langue",
  "newsletter.error.email": "Indiquez une adresse e-mail valide.",
  "newsletter.error.topics": "Choisissez au moins un sujet\u00a0: market, hardware ou pulse.",
  "newsletter.error.language": "Choisissez l’anglais (en) ou le français (fr).",
  "newsletter.error.token": "Ce lien n’est pas valide.",
  // ---------------------------------------------------------------- /AuthView
  "authView.title": "Connexion",
} as const;
