import type { notifyEn } from "./notify.en.ts";

/** Messages only the server sends: e-mails and Telegram notices, French. */
export const notifyFr: Record<keyof typeof notifyEn, string> = {
  "mail.greeting": "Bonjour {name},",
  "mail.signature": "L'équipe RigMarket",
  "mail.code.subject": "{code} est votre code RigMarket",
  "mail.code.intro": "Bienvenue sur RigMarket ! Saisissez ce code pour confirmer votre adresse e-mail :",
  "mail.code.expiry": "Le code est valable {minutes} minutes.",
  "mail.code.ignore": "Si vous ne vous êtes pas inscrit sur RigMarket, ignorez cet e-mail.",
  "mail.existing.subject": "Quelqu'un a essayé de s'inscrire avec votre adresse",
  "mail.existing.intro":
    "Quelqu'un (peut-être vous) a essayé de créer un compte RigMarket avec cette adresse, mais vous en avez déjà un. Connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié.",
  "mail.existing.action": "Se connecter",
  "mail.existing.ignore": "Si ce n'était pas vous, ignorez cet e-mail : votre compte n'a pas changé.",
  "mail.reset.subject": "Réinitialisez votre mot de passe RigMarket",
  "mail.reset.intro":
    "Nous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :",
  "mail.reset.action": "Choisir un nouveau mot de passe",
  "mail.reset.ignore": "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.",
  "mail.link.expiryMinutes": "Le lien est valable {minutes} minutes et ne fonctionne qu'une fois.",
  "mail.link.expiryHours": "Le lien est valable {hours} heures et ne fonctionne qu'une fois.",
  "mail.changeOld.subject": "Confirmez le changement de votre adresse e-mail",
  "mail.changeOld.intro":
    "Vous avez demandé à remplacer l'adresse e-mail de votre compte RigMarket par {email}. Ouvrez ce lien pour confirmer que la demande vient de vous :",
  "mail.changeOld.action": "Confirmer le changement",
  "mail.changeOld.ignore":
    "Si vous n'avez rien demandé, ignorez cet e-mail et pensez à changer votre mot de passe.",
  "mail.changeNew.subject": "Confirmez votre nouvelle adresse e-mail",
  "mail.changeNew.intro":
    "Ouvrez ce lien pour confirmer {email} comme nouvelle adresse de votre compte RigMarket :",
  "mail.changeNew.action": "Confirmer ma nouvelle adresse",
  "mail.changeDone.subject": "Votre adresse e-mail a été modifiée",
  "mail.changeDone.intro":
    "L'adresse e-mail de votre compte RigMarket est désormais {email}. Si vous n'êtes pas à l'origine de ce changement, contactez immédiatement le support.",
  "mail.moderation.approvedSubject": "Les modifications de votre entreprise sont validées",
  "mail.moderation.approvedIntro":
    "Les modifications de {company} ont été validées et figurent maintenant sur votre page publique.",
  "mail.moderation.rejectedSubject": "Les modifications de votre entreprise n'ont pas été validées",
  "mail.moderation.rejectedIntro": "Les modifications de {company} n'ont pas été validées. Motif : {reason}",
  "mail.moderation.action": "Ouvrir les paramètres",
  "mail.contact.subject": "Demande de partenariat ({topic}) de {company}",
  "mail.contact.intro": "Une demande de partenariat est arrivée depuis la page partenaires vendeurs.",
  "telegram.test": "RigMarket : ce chat est connecté. Les notifications de {company} arriveront ici.",
  "telegram.moderationApproved": "RigMarket : les modifications de {company} ont été validées.",
  "telegram.moderationRejected":
    "RigMarket : les modifications de {company} n'ont pas été validées. Motif : {reason}",
  "mail.productModeration.approvedSubject": "Vos produits ont été approuvés",
  "mail.productModeration.approvedIntro.one":
    "Un modérateur a approuvé ce produit ; il est maintenant en vente : {products}.",
  "mail.productModeration.approvedIntro.other":
    "Un modérateur a approuvé ces {count} produits ; ils sont maintenant en vente : {products}.",
  "mail.productModeration.rejectedSubject": "Vos produits n'ont pas été approuvés",
  "mail.productModeration.rejectedIntro.one":
    "Un modérateur n'a pas approuvé ce produit : {products}. Motif : {reason}",
  "mail.productModeration.rejectedIntro.other":
    "Un modérateur n'a pas approuvé ces {count} produits : {products}. Motif : {reason}",
  "mail.productModeration.action": "Ouvrir mes produits",
  "telegram.productsApproved.one": "RigMarket : approuvé et en vente : {products}.",
  "telegram.productsApproved.other": "RigMarket : {count} produits approuvés et en vente : {products}.",
  "telegram.productsRejected.one": "RigMarket : non approuvé : {products}. Motif : {reason}",
  "telegram.productsRejected.other":
    "RigMarket : {count} produits non approuvés : {products}. Motif : {reason}",
  "mail.serviceModeration.approvedSubject": "Vos services ont été approuvés",
  "mail.serviceModeration.approvedIntro.one":
    "Un modérateur a approuvé votre service ; il est désormais public : {services}.",
  "mail.serviceModeration.approvedIntro.other":
    "Un modérateur a approuvé vos {count} services ; ils sont désormais publics : {services}.",
  "mail.serviceModeration.rejectedSubject": "Vos services n'ont pas été approuvés",
  "mail.serviceModeration.rejectedIntro.one":
    "Un modérateur n'a pas approuvé votre service : {services}. Motif : {reason}. Corrigez-le et renvoyez-le.",
  "mail.serviceModeration.rejectedIntro.other":
    "Un modérateur n'a pas approuvé vos {count} services : {services}. Motif : {reason}. Corrigez-les et renvoyez-les.",
  "mail.serviceModeration.action": "Ouvrir mes services",
  "telegram.servicesApproved.one": "RigMarket : approuvé et public : {services}.",
  "telegram.servicesApproved.other": "RigMarket : {count} services approuvés et publics : {services}.",
  "telegram.servicesRejected.one": "RigMarket : service non approuvé : {services}. Motif : {reason}",
  "telegram.servicesRejected.other":
    "RigMarket : {count} services non approuvés : {services}. Motif : {reason}",
} as const;
