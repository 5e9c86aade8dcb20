import type { consentEn } from "./consent.en.ts";

/** Consentement aux cookies (voir consent.en.ts), en français (\u00a0 : espace insécable). */
export const consentFr: Record<keyof typeof consentEn, string> = {
  "consent.title": "Nous utilisons des cookies pour mieux vous aider",
  "consent.text":
    "Les cookies nécessaires font fonctionner le site (connexion, sécurité, votre langue) et sont toujours actifs. Avec votre accord, nous utiliserions aussi des cookies facultatifs\u00a0: mesure d’audience, pour compter les visites et améliorer les pages, et marketing, pour mesurer nos campagnes et vous présenter des offres adaptées à vos centres d’intérêt.",
  "consent.noChoiceYet":
    "Aucun n’est utilisé tant que vous n’avez pas choisi, et les refuser ne change rien d’autre sur le site. Vous pouvez modifier votre choix à tout moment depuis «\u00a0Paramètres des cookies\u00a0», en bas de chaque page.",
  "consent.policyLink": "Politique de confidentialité (PDF)",
  "consent.manage": "Choisir",
  "consent.settingsTitle": "Paramètres des cookies",
  "consent.settingsIntro":
    "Choisissez les cookies facultatifs que vous autorisez. Les cookies nécessaires sont toujours actifs\u00a0: sans eux, vous ne pourriez ni vous connecter ni garder votre langue. Vous pouvez modifier votre choix à tout moment depuis le pied de page.",
  "consent.group.necessary": "Nécessaires",
  "consent.group.necessaryText": "Connexion, sécurité, votre langue et ce choix.",
  "consent.group.analytics": "Mesure d’audience",
  "consent.group.analyticsText":
    "Compter les visites et savoir quelles pages aident les acheteurs, pour les améliorer.",
  "consent.group.marketing": "Marketing",
  "consent.group.marketingText":
    "Mesurer les campagnes et présenter des offres adaptées à vos centres d’intérêt.",
  "consent.alwaysOn": "Toujours actifs",
  "consent.save": "Enregistrer mon choix",
  "consent.acceptAll": "Tout accepter",
  "consent.declineAll": "Tout refuser",
  "consent.close": "Fermer",
  "consent.current.undecided":
    "Vous n’avez pas encore fait de choix\u00a0: aucun cookie facultatif n’est utilisé tant que vous n’avez pas choisi.",
  "consent.current.accepted": "Votre choix actuel\u00a0: tous les cookies facultatifs sont autorisés.",
  "consent.current.partial": "Votre choix actuel\u00a0: une partie des cookies facultatifs est autorisée.",
  "consent.current.declined": "Votre choix actuel\u00a0: les cookies nécessaires uniquement.",
  "consent.current.allowed": "{group}\u00a0: cookies autorisés",
  "consent.current.refused": "{group}\u00a0: cookies refusés",
  "consent.footerLink": "Paramètres des cookies",
  "consent.badChoice": "Choisissez tout accepter, tout refuser ou enregistrer.",
  "meta.cookieSettings.title": "Paramètres des cookies",
  "meta.cookieSettings.description":
    "Choisissez les cookies facultatifs que RigMarket peut utiliser\u00a0: mesure d’audience et marketing. Les cookies nécessaires sont toujours actifs.",
};
