/** Le récapitulatif quotidien des alertes (issue 22) ; voir alerts-mail.en.ts. */
import type { alertsMailEn } from "./alerts-mail.en.ts";

export const alertsMailFr: Record<keyof typeof alertsMailEn, string> = {
  "alerts.digest.subject.one": "RigMarket : 1 nouveau résultat pour vos alertes",
  "alerts.digest.subject.other": "RigMarket : {count} nouveaux résultats pour vos alertes",
  "alerts.digest.intro":
    "Voici ce que vos recherches enregistrées et alertes ont trouvé depuis le dernier récapitulatif.",
  "alerts.digest.product": "{name}, à partir de {price} : {url}",
  "alerts.digest.priceDrop": "{name} est maintenant à {price} : {url}",
  "alerts.digest.halving": "Le halving de {coin} (bloc {height}) est attendu vers le {date}.",
  "alerts.digest.more": "…et {count} de plus sur le site.",
  "alerts.digest.unsubscribeOne": "Arrêter cette alerte",
  "alerts.digest.unsubscribeAll": "Arrêter toutes les alertes",
  "alerts.digest.manage": "Gérer mes alertes",
  "alerts.digest.why":
    "Vous recevez ce récapitulatif parce que vous avez enregistré ces recherches sur RigMarket ; un par jour au plus.",
  "alerts.instant.subjectOne": "RigMarket : une nouvelle annonce pour votre alerte « {alert} »",
  "alerts.instant.subject.one": "RigMarket : 1 nouveau résultat pour vos alertes",
  "alerts.instant.subject.other": "RigMarket : {count} nouveaux résultats pour vos alertes",
  "alerts.instant.intro": "Une annonce qui correspond à votre alerte vient d’être mise en vente :",
  "alerts.instant.introMany": "Des annonces qui correspondent à vos alertes ont été mises en vente :",
  "alerts.instant.why":
    "Vous recevez ce message parce que vous avez choisi les alertes immédiates sur RigMarket ; {max} messages par heure au plus, le reste regroupé en un seul.",
};
