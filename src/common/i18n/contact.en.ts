/**
 * Messages of issue 20's contact pages (every page may show the footer's newsletter form): the
 * privacy policy and terms pages, /AuthView, the feedback form, the newsletter pages, and the
 * API's answers and validation messages for them. Console texts: contact-admin.en.ts; e-mails:
 * contact-mail.en.ts.
 */
export const contactEn = {
  // ---------------------------------------------------------------- legal pages and links
  "meta.privacy.description":
    "What personal data RigMarket collects, why, how long it is kept, who processes it and how to exercise your rights.",
  "meta.terms.description":
    "The terms of use of RigMarket, the B2B marketplace for mining hardware and services: accounts, listings, acceptable use, liability.",
  "legal.pdf": "Download as PDF",
  "legal.otherDoc.privacy": "Read also the terms of use",
  "legal.otherDoc.terms": "Read also the privacy policy",
  "footer.terms": "Terms of use",
  "footer.feedback": "Feedback",
  "footer.newsletter": "Newsletter",
  "footer.legal": "Legal",
  "signUp.legal.before": "By creating an account you accept the ",
  "signUp.legal.terms": "terms of use",
  "signUp.legal.middle": " and the ",
  "signUp.legal.privacy": "privacy policy",
  "signUp.legal.after": ".",
  // ---------------------------------------------------------------- the feedback form
  "meta.feedback.title": "Feedback",
  "meta.feedback.description":
    "Tell the RigMarket team what works, what does not and what you miss: we read every message and answer by e-mail.",
  "feedback.title": "Send us your feedback",
  "feedback.lead":
    "A question, an idea, something that does not work? The team reads every message and answers by e-mail, usually within two working days.",
  "feedback.name": "Your name",
  "feedback.email": "E-mail",
  "feedback.topic": "Topic",
  "feedback.message": "Message",
  "feedback.submit": "Send",
  "feedback.sent": "Thank you! Your message has reached the team; we will answer you by e-mail.",
  "feedback.sendAnother": "Send another message",
  "feedback.topic.question": "A question",
  "feedback.topic.idea": "An idea or a wish",
  "feedback.topic.problem": "Something does not work",
  "feedback.topic.listing": "A listing or a seller",
  "feedback.topic.privacy": "My personal data",
  "feedback.topic.other": "Something else",
  "feedback.error.name": "Enter your name (up to 150 characters).",
  "feedback.error.email": "Enter a valid e-mail address.",
  "feedback.error.topic": "Choose a topic from the list.",
  "feedback.error.message": "Write your message (10 to 5,000 characters).",
  "feedback.tooMany": "You have sent several messages in a short time: please try again in {minutes} min.",
  // ---------------------------------------------------------------- the newsletter
  "meta.newsletter.title": "Newsletter",
  "meta.newsletter.description":
    "The RigMarket newsletter: market prices, new hardware and Pulse articles, once or twice a month, in English or French.",
  "newsletter.title": "The RigMarket newsletter",
  "newsletter.lead":
    "Mining-market figures, new hardware and the best Pulse articles, once or twice a month. Confirm your address from the e-mail we send you; every newsletter has a one-click unsubscribe link.",
  "newsletter.footer.title": "Newsletter",
  "newsletter.footer.lead": "Market news and new hardware, twice a month.",
  "newsletter.footer.email": "E-mail for the newsletter",
  "newsletter.email": "E-mail",
  "newsletter.topics": "Topics",
  "newsletter.language": "Language of the newsletter",
  "newsletter.topic.market": "Market and prices",
  "newsletter.topic.hardware": "New hardware",
  "newsletter.topic.pulse": "Pulse articles",
  "newsletter.lang.en": "English",
  "newsletter.lang.fr": "French",
  "newsletter.subscribe": "Subscribe",
  "newsletter.sent":
    "Almost done: if this address can receive the newsletter, an e-mail with a confirmation link is on its way. Open it to confirm.",
  "newsletter.confirm.title": "Confirm your subscription",
  "newsletter.confirm.lead": "One click and you will receive the RigMarket newsletter at {email}.",
  "newsletter.confirm.button": "Confirm my subscription",
  "newsletter.confirmed": "Your subscription is confirmed. Welcome!",
  "newsletter.badLink": "This link has expired or has already been used. Subscribe again to get a new one.",
  "newsletter.unsubscribe.title": "Unsubscribe",
  "newsletter.unsubscribe.lead": "Stop receiving the RigMarket newsletter at {email}?",
  "newsletter.unsubscribe.button": "Unsubscribe",
  "newsletter.unsubscribed": "You are unsubscribed: you will receive no more newsletters from us.",
  "newsletter.prefs.title": "Newsletter preferences",
  "newsletter.prefs.lead": "Choose what you receive at {email}, and in which language.",
  "newsletter.prefs.save": "Save my preferences",
  "newsletter.prefs.saved": "Your preferences are saved.",
  "newsletter.prefs.link": "Change your topics or language",
  "newsletter.error.email": "Enter a valid e-mail address.",
  "newsletter.error.topics": "Choose at least one topic: market, hardware or pulse.",
  "newsletter.error.language": "Choose English (en) or French (fr).",
  "newsletter.error.token": "This link is not valid.",
  // ---------------------------------------------------------------- /AuthView
  "authView.title": "Sign in",
} as const;
