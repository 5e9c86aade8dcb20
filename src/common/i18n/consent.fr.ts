import type { consentEn } from "./consent.en.ts";

/** Consentement aux cookies (voir consent.en.ts), en français (\u00a0 : espace insécable). */
export const consentFr: Record<keyof typeof consentEn, string> = {
  "consent.title": "Nous utilisons des cookies pour mieux vous aider",
  "consent.text":
    "RigMarket utilise des cookies\u00a0: les cookies nécessaires font fonctionner le site, les cookies facultatifs mesurent les visites et présentent des offres pertinentes. En poursuivant, vous acceptez notre politique de confidentialité.",
  "consent.policyLink": "Politique de confidentialité (PDF)",
  "consent.accept": "Accepter",
  "consent.decline": "Refuser",
  "consent.manage": "Gérer les cookies",
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
  "consent.current.undecided": "Vous n’avez pas encore fait de choix.",
  "consent.current.accepted": "Vous autorisez tous les cookies facultatifs.",
  "consent.current.partial": "Vous autorisez une partie des cookies facultatifs.",
  "consent.current.declined": "Vous n’autorisez que les cookies nécessaires.",
  "consent.footerLink": "Paramètres des cookies",
  "consent.badChoice": "Choisissez accepter, refuser ou enregistrer.",
  "meta.cookieSettings.title": "Paramètres des cookies",
  "meta.cookieSettings.description":
    "Choisissez les cookies facultatifs que RigMarket peut utiliser\u00a0: mesure d’audience et marketing. Les cookies nécessaires sont toujours actifs.",
};
