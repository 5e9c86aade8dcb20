import type { apiEn } from "./api.en.ts";

/** Messages of the API (errors and validation), French. */
export const apiFr: Record<keyof typeof apiEn, string> = {
  "validation.required": "Ce champ est obligatoire.",
  "validation.integer": "Un nombre entier valide est requis.",
  "validation.number": "Un nombre valide est requis.",
  "validation.min": "Assurez-vous que cette valeur est supérieure ou égale à {min}.",
  "validation.max": "Assurez-vous que cette valeur est inférieure ou égale à {max}.",
  "validation.maxLength": "Assurez-vous que ce champ ne dépasse pas {max} caractères.",
  "validation.minLength": "Assurez-vous que ce champ contient au moins {min} caractères.",
  "validation.choice": "« {value} » n'est pas un choix valide.",
  "validation.invalid": "Saisissez une valeur valide.",
  "validation.tooMany": "Assurez-vous que cette liste ne contient pas plus de {max} éléments.",
  "validation.regionCode": "Utilisez les codes de région : NA, SA, EU, AF, AS, OC (ou AW pour tout le monde).",
  "validation.countryCode": "Utilisez des codes pays à deux lettres (ISO 3166-1), par ex. US, DE.",
  "validation.unknownField": "Champ inconnu.",
  "error.notFound": "Introuvable.",
  "error.productNotFound": "Aucun produit ne porte cette référence.",
  "error.categoryNotFound": "Aucune catégorie ne porte cet identifiant.",
  "error.routeNotFound": "Aucune route d'API {method} {path}.",
  "error.badRequest": "La requête est mal formée.",
  "error.server": "Une erreur s'est produite. Veuillez actualiser la page.",
  "error.unauthorized": "Les informations d'authentification sont absentes ou ont expiré.",
  "error.forbidden": "Vous n'avez pas l'autorisation d'effectuer cette action.",
  "error.tooLarge": "La requête est trop volumineuse.",
  "error.tooMany": "Trop de requêtes. Réessayez dans un instant.",
} as const;
