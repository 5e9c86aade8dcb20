/**
 * Messages only the server sends: e-mails and Telegram notices, English. Kept out of the
 * messages browsers download (public.en.ts).
 */
export const notifyEn = {
  "mail.greeting": "Hello {name},",
  "mail.signature": "The RigMarket team",
  "mail.code.subject": "{code} is your RigMarket code",
  "mail.code.intro": "Welcome to RigMarket! Enter this code to confirm your e-mail address:",
  "mail.code.expiry": "The code is valid for {minutes} minutes.",
  "mail.code.ignore": "If you did not sign up on RigMarket, ignore this e-mail.",
  "mail.existing.subject": "Someone tried to sign up with your address",
  "mail.existing.intro":
    "Someone (maybe you) tried to create a RigMarket account with this address, but you already have one. Sign in, or reset your password if you forgot it.",
  "mail.existing.action": "Sign in",
  "mail.existing.ignore": "If it was not you, ignore this e-mail: your account is unchanged.",
  "mail.reset.subject": "Reset your RigMarket password",
  "mail.reset.intro": "We received a request to reset your password. Open this link to choose a new one:",
  "mail.reset.action": "Choose a new password",
  "mail.reset.ignore": "If you did not ask for it, ignore this e-mail: your password stays the same.",
  "mail.link.expiryMinutes": "The link is valid for {minutes} minutes and works once.",
  "mail.link.expiryHours": "The link is valid for {hours} hours and works once.",
  "mail.changeOld.subject": "Confirm the change of your e-mail address",
  "mail.changeOld.intro":
    "You asked to change the e-mail address of your RigMarket account to {email}. Open this link to confirm that the request comes from you:",
  "mail.changeOld.action": "Confirm the change",
  "mail.changeOld.ignore":
    "If you did not ask for it, ignore this e-mail and consider changing your password.",
  "mail.changeNew.subject": "Confirm your new e-mail address",
  "mail.changeNew.intro": "Open this link to confirm {email} as the new address of your RigMarket account:",
  "mail.changeNew.action": "Confirm my new address",
  "mail.changeDone.subject": "Your e-mail address has been changed",
  "mail.changeDone.intro":
    "The e-mail address of your RigMarket account is now {email}. If you did not make this change, contact support right away.",
  "mail.moderation.approvedSubject": "Your company changes are approved",
  "mail.moderation.approvedIntro": "The changes to {company} were approved and are now on your public page.",
  "mail.moderation.rejectedSubject": "Your company changes were not approved",
  "mail.moderation.rejectedIntro": "The changes to {company} were not approved. Reason: {reason}",
  "mail.moderation.action": "Open the settings",
  "mail.contact.subject": "Partner request ({topic}) from {company}",
  "mail.contact.intro": "A partner request came from the seller-partner page.",
  "telegram.test": "RigMarket: this chat is connected. {company} notifications will arrive here.",
  "telegram.moderationApproved": "RigMarket: the changes to {company} were approved.",
  "telegram.moderationRejected": "RigMarket: the changes to {company} were not approved. Reason: {reason}",
  "mail.productModeration.approvedSubject": "Your products were approved",
  "mail.productModeration.approvedIntro.one":
    "A moderator approved this product; it is now for sale: {products}.",
  "mail.productModeration.approvedIntro.other":
    "A moderator approved these {count} products; they are now for sale: {products}.",
  "mail.productModeration.rejectedSubject": "Your products were not approved",
  "mail.productModeration.rejectedIntro.one":
    "A moderator did not approve this product: {products}. Reason: {reason}",
  "mail.productModeration.rejectedIntro.other":
    "A moderator did not approve these {count} products: {products}. Reason: {reason}",
  "mail.productModeration.action": "Open my products",
  "telegram.productsApproved.one": "RigMarket: approved and for sale: {products}.",
  "telegram.productsApproved.other": "RigMarket: {count} products approved and for sale: {products}.",
  "telegram.productsRejected.one": "RigMarket: not approved: {products}. Reason: {reason}",
  "telegram.productsRejected.other": "RigMarket: {count} products not approved: {products}. Reason: {reason}",
  "mail.serviceModeration.approvedSubject": "Your services were approved",
  "mail.serviceModeration.approvedIntro.one":
    "A moderator approved your service; it is now public: {services}.",
  "mail.serviceModeration.approvedIntro.other":
    "A moderator approved your {count} services; they are now public: {services}.",
  "mail.serviceModeration.rejectedSubject": "Your services were not approved",
  "mail.serviceModeration.rejectedIntro.one":
    "A moderator did not approve your service: {services}. Reason: {reason}. Fix it and send it again.",
  "mail.serviceModeration.rejectedIntro.other":
    "A moderator did not approve your {count} services: {services}. Reason: {reason}. Fix them and send them again.",
  "mail.serviceModeration.action": "Open my services",
  "telegram.servicesApproved.one": "RigMarket: approved and public: {services}.",
  "telegram.servicesApproved.other": "RigMarket: {count} services approved and public: {services}.",
  "telegram.servicesRejected.one": "RigMarket: service not approved: {services}. Reason: {reason}",
  "telegram.servicesRejected.other": "RigMarket: {count} services not approved: {services}. Reason: {reason}",
} as const;
