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
};
