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
  "validation.tooMany": "Assurez-vous que cette liste ne contient pas plus de {max} éléments.",
  "validation.regionCode":
    "Utilisez les codes de région : NA, SA, EU, AF, AS, OC (ou AW pour tout le monde).",
  "validation.countryCode": "Utilisez des codes pays à deux lettres (ISO 3166-1), par ex. US, DE.",
  "error.server": "Une erreur s'est produite. Veuillez actualiser la page.",
  "validation.email": "Saisissez une adresse e-mail valide.",
  "validation.passwordRules":
    "Le mot de passe doit contenir au moins 8 caractères, dont des chiffres, des symboles, des majuscules et des minuscules.",
  "validation.passwordMismatch": "Les mots de passe ne correspondent pas.",
  "validation.code": "Saisissez le code à 6 chiffres.",
  "accounts.avatarUnknown": "Choisissez l'un des avatars proposés.",
  // navigation : catalogue, vendeurs, services, recherche
  "validation.boolean": "Utilisez true ou false.",
  "validation.rangeReversed": "Le minimum est supérieur au maximum.",
  "validation.url": "Saisissez une URL valide commençant par http:// ou https://.",
  "sellers.phoneInvalid": "Saisissez un numéro de téléphone valide pour le pays choisi, avec l'indicatif.",
  "sellers.telegramLink": "Saisissez un lien Telegram (https://t.me/nom) ou @nom.",
  "sellers.telegramChatId":
    "Un identifiant de chat Telegram est un signe moins suivi de chiffres, par ex. -1001234567890.",
  "sellers.coordinatesPair": "Indiquez la latitude et la longitude, ou aucune des deux.",
  // seller products and their moderation (issue 6)
  "products.priceNegative": "Le prix ne peut pas être négatif.",
  "products.tiersOverlap":
    "Les paliers de quantité se chevauchent : chaque palier doit commencer après la fin du précédent.",
  "products.termsMax": "Vous ne pouvez pas ajouter plus de {max} conditions supplémentaires.",
  // services des vendeurs et leur modération (issue 6)
  "validation.currency": "Utilisez un code de devise à trois lettres (ISO 4217), par ex. USD.",
} as const;
