import type { ordersEn } from "./orders.en.ts";

/** Messages des demandes de devis, devis et commandes (issue 21), en français. */
export const ordersFr: Record<keyof typeof ordersEn, string> = {
  "orders.error.date": "Saisissez une date valide.",
  "orders.error.datePast": "Choisissez aujourd’hui ou un jour suivant.",
  "orders.error.dateFar": "Choisissez un jour dans les {days} jours.",
  "orders.error.tooManySellers": "Envoyez une demande à 10 vendeurs au plus.",
  "orders.error.productOrModel": "Choisissez un produit ou un modèle de mineur.",
  "orders.error.productNotFound": "Ce produit n’est pas en vente.",
  "orders.error.modelNotFound": "Ce modèle de mineur n’existe pas.",
  "orders.error.noModel": "Ce produit n’a pas de modèle de mineur\u00a0: interrogez seulement son vendeur.",
  "orders.error.sellerNotListing": "Chaque vendeur choisi doit proposer ce modèle.",
  "orders.error.tiersDuplicate": "Chaque palier doit avoir sa propre quantité minimale.",
  "orders.error.incoterm": "Choisissez un Incoterm (EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF).",
  "orders.error.paymentMethod": "Choisissez un moyen de paiement.",
  "orders.error.buyersOnly": "Seuls les comptes acheteurs peuvent demander des devis.",
  "orders.error.sellersOnly": "Seul un vendeur doté d’une société reçoit des demandes.",
  "orders.error.wrongActor": "Cette étape revient à l’autre partie.",
  "orders.error.wrongState":
    "Cette étape n’est plus possible\u00a0: la demande ou la commande a évolué depuis l’affichage de cette page. Rechargez-la pour voir où elle en est.",
  "orders.error.requestClosed":
    "Cette demande est close\u00a0: un devis a été accepté ou la demande a été retirée.",
  "orders.error.quoteExpired": "Ce devis a expiré\u00a0: demandez au vendeur de le réviser.",
  "orders.error.tooManyRequests":
    "Vous avez envoyé {max} demandes de devis dans l’heure, le maximum permis\u00a0: vous pourrez envoyer la suivante dans {minutes}\u00a0min.",
  "orders.error.sellerBusy":
    "Un vendeur choisi a reçu {max} demandes aujourd’hui\u00a0: choisissez un autre vendeur ou réessayez demain.",
  "orders.error.noSeller": "Cochez au moins un vendeur à interroger.",
  "orders.error.quantity": "Saisissez un nombre entier d’unités, de 1 à 100\u202f000.",
  "orders.error.country": "Choisissez le pays de livraison.",
  "orders.error.cityLength": "Le nom de la ville ne peut dépasser 120\u00a0caractères.",
  "orders.error.notesLength": "Vos remarques ne peuvent dépasser 2\u202f000\u00a0caractères.",
  "orders.error.unitPrice": "Saisissez un prix unitaire supérieur à 0 (jusqu’à 10\u202f000\u202f000).",
  "orders.error.leadTime": "Saisissez le délai en jours entiers, de 0 à 365.",
  "orders.error.warranty": "Saisissez la garantie en mois entiers, de 0 à 120.",
  "orders.error.currency": "Saisissez la devise par son code à trois lettres, comme USD ou EUR.",
  "orders.error.confirmTotal": "Confirmez le total du devis avant de l’accepter.",
  "orders.error.priceChanged":
    "Le prix a changé depuis que vous l’avez vu\u00a0: le vendeur a révisé son devis. Relisez-le avant de l’accepter.",
  "orders.notice.requested": "Demande de devis n°{id}\u00a0: {quantity} × {title}, livraison vers {country}.",
  "orders.notice.quoted":
    "{seller} a chiffré la demande n°{id} ({title})\u00a0: {price} {currency} l’unité, valable jusqu’au {until}.",
  "orders.notice.revised":
    "{seller} a révisé son devis pour la demande n°{id} ({title})\u00a0: {price} {currency} l’unité, valable jusqu’au {until}.",
  "orders.notice.declined": "{seller} a décliné la demande n°{id} ({title})\u00a0: {reason}",
  "orders.notice.accepted":
    "Votre devis pour la demande n°{id} ({title}) a été accepté\u00a0: la commande n°{order} attend son paiement.",
  "orders.notice.lost":
    "L’acheteur a accepté un autre devis pour la demande n°{id} ({title}). Merci d’avoir répondu.",
  "orders.notice.withdrawn": "L’acheteur a retiré la demande n°{id} ({title}).",
  "orders.notice.paid": "Paiement de la commande n°{order} ({title}) confirmé ({method}).",
  "orders.notice.shipped": "Commande n°{order} ({title}) expédiée\u00a0: {note}.",
  "orders.notice.delivered": "Commande n°{order} ({title}) livrée\u00a0: confirmé par l’acheteur.",
  "orders.notice.cancelled": "Commande n°{order} ({title}) annulée\u00a0: {note}",
  "orders.notice.address": "Adresse de livraison de la commande n°{order} ({title})\u00a0: {note}",
  "orders.notice.link": "{action}\u00a0: {path}",
  "orders.mail.requested.subject": "Demande de devis n°{id}\u00a0: {quantity} × {title}",
  "orders.mail.requested":
    "Un acheteur vous demande un devis\u00a0: {quantity} × {title}, livraison vers {country}. Répondez ou déclinez sur RigMarket.",
  "orders.mail.quoted.subject": "{seller} a chiffré votre demande n°{id}",
  "orders.mail.quoted":
    "{seller} a chiffré votre demande n°{id} ({title})\u00a0: {price} {currency} l’unité, valable jusqu’au {until}. Comparez les devis sur RigMarket.",
  "orders.mail.revised.subject": "{seller} a révisé son devis pour la demande n°{id}",
  "orders.mail.revised":
    "{seller} a révisé son devis pour la demande n°{id} ({title})\u00a0: {price} {currency} l’unité, valable jusqu’au {until}.",
  "orders.mail.declined.subject": "{seller} a décliné votre demande n°{id}",
  "orders.mail.declined": "{seller} a décliné votre demande n°{id} ({title}). Motif\u00a0: {reason}",
  "orders.mail.accepted.subject": "Votre devis est accepté\u00a0: commande n°{order}",
  "orders.mail.accepted":
    "L’acheteur a accepté votre devis pour la demande n°{id} ({title}). La commande n°{order} attend son paiement\u00a0: confirmez-le sur RigMarket à réception des fonds.",
  "orders.mail.lost.subject": "Demande n°{id}\u00a0: un autre devis a été retenu",
  "orders.mail.lost":
    "L’acheteur a accepté le devis d’un autre vendeur pour la demande n°{id} ({title}). Merci d’avoir répondu.",
  "orders.mail.withdrawn.subject": "La demande n°{id} a été retirée",
  "orders.mail.withdrawn":
    "L’acheteur a retiré la demande n°{id} ({title})\u00a0: aucun devis n’est plus attendu.",
  "orders.mail.paid.subject": "Commande n°{order}\u00a0: paiement confirmé",
  "orders.mail.paid":
    "Le vendeur a confirmé le paiement de la commande n°{order} ({title}). Moyen de paiement\u00a0: {method}.",
  "orders.mail.shipped.subject": "La commande n°{order} est expédiée",
  "orders.mail.shipped":
    "La commande n°{order} ({title}) est expédiée. Transporteur et numéro de suivi\u00a0: {note}.",
  "orders.mail.delivered.subject": "Commande n°{order} livrée",
  "orders.mail.delivered": "L’acheteur a confirmé la livraison de la commande n°{order} ({title}).",
  "orders.mail.cancelled.subject": "Commande n°{order} annulée",
  "orders.mail.cancelled": "La commande n°{order} ({title}) a été annulée. Motif\u00a0: {note}",
  "orders.mail.address.subject": "Commande n°{order}\u00a0: adresse de livraison indiquée",
  "orders.mail.address":
    "L’acheteur a indiqué l’adresse de livraison de la commande n°{order} ({title})\u00a0: {note}.",
  "orders.mail.action.request": "Ouvrir la demande",
  "orders.mail.action.order": "Ouvrir la commande",
  "orders.attachment.required": "Choisissez un fichier.",
  "orders.attachment.kind": "Joignez un fichier PDF, PNG, JPEG ou XLSX\u00a0: ce fichier n’est rien de cela.",
  "orders.attachment.tooLarge": "Un fichier fait au plus {max} Mo.",
  "orders.attachment.tooMany": "Une demande porte au plus {max} fichiers.",
  "orders.attachment.buyerOnly": "Seul l’acheteur ajoute des fichiers à sa demande.",
  "orders.attachment.unreadable":
    "Cette image est illisible\u00a0: joignez-la de nouveau en PDF, PNG ou JPEG.",
  "orders.attachment.unpacked":
    "Ce fichier se décompresse en plus de {max}\u00a0Mo ou contient plus de {parts} parties\u00a0: joignez un fichier plus petit.",
  "orders.attachment.xlsx.macros":
    "Ce classeur contient des macros ou des objets incorporés («\u00a0{entry}\u00a0»)\u00a0: enregistrez-le comme classeur Excel simple (.xlsx) sans macros et joignez-le de nouveau.",
  "orders.attachment.xlsx.program":
    "Ce classeur contient un programme («\u00a0{entry}\u00a0»)\u00a0: ces fichiers ne sont pas acceptés.",
  "orders.attachment.xlsx.web":
    "Ce classeur contient une page web, une image SVG ou un script («\u00a0{entry}\u00a0»)\u00a0: ces fichiers ne sont pas acceptés.",
  "orders.attachment.xlsx.externalLink":
    "Ce classeur renvoie à d’autres fichiers («\u00a0{entry}\u00a0»)\u00a0: supprimez les liaisons vers d’autres classeurs et joignez-le de nouveau.",
  "orders.attachment.xlsx.foreign":
    "Ce zip contient plus qu’un classeur Excel («\u00a0{entry}\u00a0»)\u00a0: joignez le fichier .xlsx tel qu’Excel l’a enregistré.",
  "orders.attachment.pdf.script":
    "Ce PDF contient du JavaScript ou un formulaire scripté\u00a0: imprimez-le dans un nouveau PDF (sans scripts) et joignez celui-ci.",
  "orders.attachment.pdf.launch":
    "Ce PDF contient une action qui ouvre un programme ou un autre fichier\u00a0: imprimez-le dans un nouveau PDF et joignez celui-ci.",
  "orders.attachment.pdf.embedded":
    "Ce PDF contient des fichiers incorporés\u00a0: joignez ces fichiers séparément, et le PDF sans eux.",
  "orders.attachment.pdf.protected":
    "Ce PDF est chiffré ou protégé par un mot de passe et ne peut donc pas être vérifié\u00a0: joignez-le sans protection.",
  "orders.attachment.pdf.unreadable":
    "Ce PDF est illisible\u00a0: enregistrez-le de nouveau en PDF et joignez-le.",
  "proforma.title": "Facture proforma — commande n°{id}",
  "proforma.date": "Date",
  "proforma.seller": "Vendeur",
  "proforma.buyer": "Acheteur",
  "proforma.item": "Article",
  "proforma.quantity": "Quantité",
  "proforma.unitPrice": "Prix unitaire",
  "proforma.total": "Total",
  "proforma.incoterm": "Incoterm et lieu",
  "proforma.leadTime": "Délai",
  "proforma.warranty": "Garantie",
  "proforma.days": "{n} jours",
  "proforma.months": "{n} mois",
  "proforma.paymentTerms": "Conditions de paiement",
  "proforma.paymentMethod": "Moyen de paiement",
  "proforma.paymentInstructions": "Instructions de paiement",
  "proforma.validUntil": "Devis valable jusqu’au",
  "proforma.terms": "Autres conditions",
  "proforma.deliveryAddress": "Adresse de livraison",
  "proforma.status": "Statut",
  "proforma.status.awaiting_payment": "En attente de paiement",
  "proforma.status.paid": "Payée",
  "proforma.status.shipped": "Expédiée",
  "proforma.status.delivered": "Livrée",
  "proforma.status.cancelled": "Annulée",
  "proforma.note":
    "Une facture proforma reprend les conditions convenues sur RigMarket ; ce n’est pas une facture fiscale. Le paiement se fait auprès du vendeur, hors de RigMarket.",
};
