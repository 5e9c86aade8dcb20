/**
 * Messages of requests for quote, quotes and orders (issue 21): the API's answers and validation
 * messages, and the steps written in each request's chat room.
 */
export const ordersEn = {
  "orders.error.date": "Enter a valid date.",
  "orders.error.datePast": "Choose today or a later day.",
  "orders.error.dateFar": "Choose a day within {days} days.",
  "orders.error.tooManySellers": "Send a request to at most 10 sellers.",
  "orders.error.productOrModel": "Choose a product or a miner model.",
  "orders.error.productNotFound": "This product is not on sale.",
  "orders.error.modelNotFound": "This miner model does not exist.",
  "orders.error.noModel": "This product has no miner model: ask its seller only.",
  "orders.error.sellerNotListing": "Every seller you choose must list this model.",
  "orders.error.tiersDuplicate": "Each tier needs its own minimum quantity.",
  "orders.error.incoterm": "Choose an Incoterm (EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF).",
  "orders.error.paymentMethod": "Choose a payment method.",
  "orders.error.buyersOnly": "Only buyer accounts can request quotes.",
  "orders.error.sellersOnly": "Only a seller with a company has incoming requests.",
  "orders.error.wrongActor": "The other side takes this step.",
  "orders.error.wrongState":
    "This step is no longer possible: the request or order has moved on since this page was shown. Reload the page to see where it stands.",
  "orders.error.requestClosed": "This request is closed: a quote was accepted or the request was withdrawn.",
  "orders.error.quoteExpired": "This quote has expired: ask the seller to revise it.",
  "orders.error.tooManyRequests":
    "You have sent {max} requests for quote in the last hour, the most allowed: you can send the next one in {minutes} min.",
  "orders.error.sellerBusy":
    "A seller you chose has received {max} requests today: choose another seller or try again tomorrow.",
  "orders.error.noSeller": "Tick at least one seller to ask.",
  "orders.error.quantity": "Enter a whole number of units, from 1 to 100,000.",
  "orders.error.country": "Choose the country to deliver to.",
  "orders.error.cityLength": "Keep the city to 120 characters at most.",
  "orders.error.notesLength": "Keep your notes to 2,000 characters at most.",
  "orders.error.unitPrice": "Enter a unit price above 0 (up to 10,000,000).",
  "orders.error.leadTime": "Enter the lead time in whole days, from 0 to 365.",
  "orders.error.warranty": "Enter the warranty in whole months, from 0 to 120.",
  "orders.error.currency": "Enter the currency as its three-letter code, such as USD or EUR.",
  "orders.error.confirmTotal": "Confirm the quote’s total before accepting it.",
  "orders.error.priceChanged":
    "The price changed since you saw it: the seller revised the quote. Review it again before accepting.",
  // ---------------------------------------------------------------- steps written in the chat room
  "orders.notice.requested": "Request for quote #{id}: {quantity} × {title}, delivered to {country}.",
  "orders.notice.quoted":
    "{seller} quoted request #{id} ({title}): {price} {currency} per unit, valid until {until}.",
  "orders.notice.revised":
    "{seller} revised its quote for request #{id} ({title}): {price} {currency} per unit, valid until {until}.",
  "orders.notice.declined": "{seller} declined request #{id} ({title}): {reason}",
  "orders.notice.accepted":
    "Your quote for request #{id} ({title}) was accepted: order #{order} awaits payment.",
  "orders.notice.lost":
    "The buyer accepted another quote for request #{id} ({title}). Thank you for answering.",
  "orders.notice.withdrawn": "The buyer withdrew request #{id} ({title}).",
  "orders.notice.paid": "Payment of order #{order} ({title}) confirmed ({method}).",
  "orders.notice.shipped": "Order #{order} ({title}) shipped: {note}.",
  "orders.notice.delivered": "Order #{order} ({title}) delivered: confirmed by the buyer.",
  "orders.notice.cancelled": "Order #{order} ({title}) cancelled: {note}",
  "orders.notice.address": "Delivery address of order #{order} ({title}): {note}",
  /** The last line of every step in the chat: its page, which the chat shows as a link (decision 061). */
  "orders.notice.link": "{action}: {path}",
  // ---------------------------------------------------------------- e-mail and Telegram of each step (decision 057)
  "orders.mail.requested.subject": "Request for quote #{id}: {quantity} × {title}",
  "orders.mail.requested":
    "A buyer asks you for a quote: {quantity} × {title}, delivered to {country}. Answer or decline it on RigMarket.",
  "orders.mail.quoted.subject": "{seller} quoted your request #{id}",
  "orders.mail.quoted":
    "{seller} quoted your request #{id} ({title}): {price} {currency} per unit, valid until {until}. Compare the quotes on RigMarket.",
  "orders.mail.revised.subject": "{seller} revised its quote for request #{id}",
  "orders.mail.revised":
    "{seller} revised its quote for request #{id} ({title}): {price} {currency} per unit, valid until {until}.",
  "orders.mail.declined.subject": "{seller} declined your request #{id}",
  "orders.mail.declined": "{seller} declined your request #{id} ({title}). Their reason: {reason}",
  "orders.mail.accepted.subject": "Your quote was accepted: order #{order}",
  "orders.mail.accepted":
    "The buyer accepted your quote for request #{id} ({title}). Order #{order} awaits payment: confirm it on RigMarket when the money arrives.",
  "orders.mail.lost.subject": "Request #{id}: another quote was chosen",
  "orders.mail.lost":
    "The buyer accepted another seller's quote for request #{id} ({title}). Thank you for answering.",
  "orders.mail.withdrawn.subject": "Request #{id} was withdrawn",
  "orders.mail.withdrawn": "The buyer withdrew request #{id} ({title}): no quote is needed any more.",
  "orders.mail.paid.subject": "Order #{order}: payment confirmed",
  "orders.mail.paid":
    "The seller confirmed the payment of order #{order} ({title}). Payment method: {method}.",
  "orders.mail.shipped.subject": "Order #{order} has shipped",
  "orders.mail.shipped": "Order #{order} ({title}) has shipped. Carrier and tracking number: {note}.",
  "orders.mail.delivered.subject": "Order #{order} delivered",
  "orders.mail.delivered": "The buyer confirmed the delivery of order #{order} ({title}).",
  "orders.mail.cancelled.subject": "Order #{order} cancelled",
  "orders.mail.cancelled": "Order #{order} ({title}) was cancelled. Reason: {note}",
  "orders.mail.address.subject": "Order #{order}: delivery address given",
  "orders.mail.address": "The buyer gave the delivery address of order #{order} ({title}): {note}.",
  "orders.mail.action.request": "Open the request",
  "orders.mail.action.order": "Open the order",
  // ---------------------------------------------------------------- attachments of a request (decision 057)
  "orders.attachment.required": "Choose a file.",
  "orders.attachment.kind": "Attach a PDF, PNG, JPEG or XLSX file: this file is none of them.",
  "orders.attachment.tooLarge": "A file may be {max} MB at most.",
  "orders.attachment.tooMany": "A request carries {max} files at most.",
  "orders.attachment.buyerOnly": "Only the buyer adds files to its request.",
  "orders.attachment.unreadable": "This image could not be read: attach it again as PDF, PNG or JPEG.",
  // ---------------------------------------------------------------- the proforma invoice (PDF)
  "orders.attachment.unpacked":
    "This file unpacks to more than {max} MB or holds more than {parts} parts: attach a smaller file.",
  "orders.attachment.xlsx.macros":
    "This workbook holds macros or embedded objects (“{entry}”): save it as a plain Excel workbook (.xlsx) without macros and attach it again.",
  "orders.attachment.xlsx.program": "This workbook holds a program (“{entry}”): such files are not accepted.",
  "orders.attachment.xlsx.web":
    "This workbook holds a web page, an SVG image or a script (“{entry}”): such files are not accepted.",
  "orders.attachment.xlsx.externalLink":
    "This workbook links to other files (“{entry}”): remove the links to other workbooks and attach it again.",
  "orders.attachment.xlsx.foreign":
    "This zip holds more than an Excel workbook (“{entry}”): attach the .xlsx file as Excel saved it.",
  "orders.attachment.pdf.script":
    "This PDF holds JavaScript or a scripted form: print it to a new PDF (without scripts) and attach that.",
  "orders.attachment.pdf.launch":
    "This PDF holds an action that opens a program or another file: print it to a new PDF and attach that.",
  "orders.attachment.pdf.embedded":
    "This PDF carries embedded files: attach those files on their own, and the PDF without them.",
  "orders.attachment.pdf.protected":
    "This PDF is encrypted or password-protected, so it cannot be checked: attach it without protection.",
  "orders.attachment.pdf.unreadable": "This PDF could not be read: save it again as PDF and attach it.",
  "proforma.title": "Proforma invoice — order #{id}",
  "proforma.date": "Date",
  "proforma.seller": "Seller",
  "proforma.buyer": "Buyer",
  "proforma.item": "Item",
  "proforma.quantity": "Quantity",
  "proforma.unitPrice": "Unit price",
  "proforma.total": "Total",
  "proforma.incoterm": "Incoterm and place",
  "proforma.leadTime": "Lead time",
  "proforma.warranty": "Warranty",
  "proforma.paymentTerms": "Payment terms",
  "proforma.paymentMethod": "Payment method",
  "proforma.paymentInstructions": "Payment instructions",
  "proforma.validUntil": "Quote valid until",
  "proforma.terms": "Other terms",
  "proforma.deliveryAddress": "Delivery address",
  "proforma.days": "{n} days",
  "proforma.months": "{n} months",
  "proforma.status": "Status",
  "proforma.status.awaiting_payment": "Awaiting payment",
  "proforma.status.paid": "Paid",
  "proforma.status.shipped": "Shipped",
  "proforma.status.delivered": "Delivered",
  "proforma.status.cancelled": "Cancelled",
  "proforma.note":
    "A proforma invoice states the terms agreed on RigMarket; it is not a tax invoice. Payment is made to the seller outside RigMarket.",
} as const;
