import type { contactMailEn } from "./contact-mail.en.ts";

/** E-mails de l’issue 20, en français. */
export const contactMailFr: Record<keyof typeof contactMailEn, string> = {
  "feedbackMail.team.subject": "Avis ({topic}) de {name}",
  "feedbackMail.team.intro":
    "Un visiteur a écrit à l’équipe avec le formulaire d’avis. Répondez depuis la console\u00a0:",
  "feedbackMail.answer.subject": "Re\u00a0: votre message à RigMarket",
  "feedbackMail.answer.greeting": "Bonjour {name},",
  "feedbackMail.answer.intro": "Merci de nous avoir écrit. Voici notre réponse\u00a0:",
  "feedbackMail.answer.quote": "Votre message du {date}\u00a0:",
  "feedbackMail.signature": "L’équipe RigMarket",
  "newsletterMail.confirm.subject": "Confirmez votre inscription à la lettre d’information de RigMarket",
  "newsletterMail.greeting": "Bonjour,",
  "newsletterMail.confirm.intro":
    "Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information de RigMarket à cette adresse. Confirmez pour commencer à la recevoir\u00a0:",
  "newsletterMail.confirm.action": "Confirmer mon inscription",
  "newsletterMail.confirm.after":
    "Le lien est valable {hours}\u00a0heures. Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: vous ne recevrez rien d’autre.",
  "newsletterMail.already.subject": "Vous recevez déjà la lettre d’information de RigMarket",
  "newsletterMail.already.intro":
    "Quelqu’un a demandé l’inscription de cette adresse à la lettre d’information de RigMarket, qu’elle reçoit déjà. Rien ne change\u00a0; vous pouvez choisir vos sujets et votre langue ici\u00a0:",
  "newsletterMail.welcome.subject": "Bienvenue dans la lettre d’information de RigMarket",
  "newsletterMail.welcome.intro":
    "Votre inscription est confirmée. Vous recevrez les chiffres du marché du minage, le nouveau matériel et les meilleurs articles de Pulse, une à deux fois par mois, sur\u00a0: {topics}.",
  "newsletterMail.preferences": "Changer vos sujets ou votre langue",
  "newsletterMail.unsubscribe": "Se désinscrire en un clic",
  "newsletterMail.footer":
    "Vous recevez cet e-mail car vous êtes inscrit à la lettre d’information de RigMarket. Désinscription\u00a0: {url}",
} as const;
