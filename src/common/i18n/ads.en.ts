/** Messages of the advertising banners (issue 19): the API's answers, the banners on pages, the console, the /advertisment form. */
export const adsEn = {
  // ---------------------------------------------------------------- API
  "ads.error.placement": "Choose one of: landing, marketplace, catalogue, article.",
  "ads.error.link": "Enter a page of this site starting with / (for example /company/12).",
  "ads.error.dateTime": "Enter a date and time with its time zone (ISO 8601, e.g. 2026-12-01T09:00:00Z).",
  "ads.error.endsBeforeStart": "The end must come after the start.",
  "ads.error.imageType": "Upload a JPEG, PNG or WebP image.",
  "ads.error.imageTooLarge": "The image is larger than {max} MB.",
  "ads.mail.subject": "Advertising request from {company}",
  "ads.mail.intro": "A visitor asked about advertising on RigMarket through the /advertisment form.",
  "ads.placement.landing": "Home page",
  "ads.placement.marketplace": "Marketplace",
  "ads.placement.catalogue": "Product catalogue",
  "ads.placement.article": "Pulse articles",
  // ---------------------------------------------------------------- pages
  "ads.sponsored": "Sponsored",
  "ads.region": "Advertising",
  // ---------------------------------------------------------------- the /advertisment form
  "ads.form.title": "Ask for an advertising slot",
  "ads.form.lead": "Tell us what you would like to promote: the team answers within two working days.",
  "ads.form.name": "Your name",
  "ads.form.company": "Company (optional)",
  "ads.form.email": "E-mail",
  "ads.form.placements": "Where would you like to appear?",
  "ads.form.message": "What would you like to advertise?",
  "ads.form.submit": "Send the request",
  "ads.form.sent": "Thank you: your request has reached our advertising team, who will answer by e-mail.",
  // ---------------------------------------------------------------- the console (/admin/banners)
};
