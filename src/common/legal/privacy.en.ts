import type { LegalDocument } from "./types.ts";
import { PRIVACY_EMAIL } from "./types.ts";

/** The privacy policy in English (the French text says the same: privacy.fr.ts). */
export const privacyEn: LegalDocument = {
  title: "Privacy policy",
  updated: "Last updated: 28 November 2026",
  contents: "Contents",
  intro: [
    "RigMarket is a business-to-business marketplace where companies sell and buy cryptocurrency-mining hardware and services. This policy explains what personal data we collect when you use the site, why, how long we keep it, who processes it for us, and how you exercise your rights.",
    "RigMarket is the controller of the data described here. Seller companies that receive your messages or requests through the marketplace are controllers of what they do with them on their side.",
  ],
  sections: [
    {
      id: "data-we-collect",
      heading: "1. Data we collect",
      paragraphs: ["We collect only what the marketplace needs to work:"],
      items: [
        "Account: your e-mail address, name, password (stored only as a one-way hash), language, avatar if you upload one, and, if you sign in with Google, the identifier Google gives us.",
        "Company: for seller accounts, the company's name, legal name, addresses, offices, phone numbers, website, logo and the people and channels (e-mail, Telegram) you set up for notifications.",
        "Listings: the products and services you publish, their photos and prices, and the history of their moderation (who approved or rejected what, and when).",
        "Chat: the messages you exchange with sellers, buyers or our support team, and the files you attach.",
        "Forms: what you send through the feedback, partner and advertising forms (name, e-mail, topic, message), and the answers we give.",
        "Newsletter: your e-mail address, the topics and language you chose, and when you confirmed or left.",
        "Cookies: the session cookies that keep you signed in (accessToken, refreshToken), the csrftoken cookie that protects forms, a deviceId cookie set when you sign in (a random number that tells us two accounts use the same browser), your language (locale) and your electricity price for the profit figures. We use no advertising or tracking cookies.",
        "Server logs: the IP address, the page or call requested, the time, the browser's user agent and the answer's status, for security and to fix errors. E-mail addresses are never written to the logs in clear.",
        "Account signals: when you sign in and at each step of an order, a keyed hash of your IP address and of your deviceId cookie, with when each was first and last seen — never the address itself. We compare them between accounts so that a seller cannot review its own company from a second account: a review counts as a verified purchase only when buyer and seller share no device, IP address, postal address or payment details.",
      ],
    },
    {
      id: "purposes",
      heading: "2. Why we use it",
      paragraphs: ["Each use rests on a legal basis:"],
      items: [
        "To provide the marketplace you signed up for: accounts, listings, search, chat, notifications (performance of the contract).",
        "To keep the site honest and safe: moderation of listings and companies, rate limits, detection of abuse and fraud, security logs (our legitimate interest).",
        "To answer your feedback and requests (our legitimate interest, or steps you asked for before a contract).",
        "To send the newsletter, only after you confirmed your address (your consent, which you can withdraw in one click).",
        "To meet legal obligations, such as keeping accounting records of paid services.",
      ],
      after: [
        "We do not sell personal data and we do not use it for automated decisions that affect you legally.",
      ],
    },
    {
      id: "retention",
      heading: "3. How long we keep it",
      paragraphs: [],
      items: [
        "Account and company data: as long as the account exists, then deleted within 30 days of closing it, except what the law requires us to keep.",
        "Listings and moderation history: as long as the company's account exists; moderation decisions are kept 3 years as an audit trail.",
        "Chat messages: as long as one of the participants keeps the conversation, at most 3 years after the last message.",
        "Feedback and form messages: 2 years after our last answer.",
        "Newsletter: until you unsubscribe; an unconfirmed subscription is deleted after 30 days; after unsubscribing we keep only a hash of the address, to prove your choice.",
        "Account signals: 12 months after they were last seen, and deleted with the account.",
        "Server logs: 30 days. Sign-up codes and password-reset links expire within hours.",
      ],
    },
    {
      id: "processors",
      heading: "4. Who processes it for us",
      paragraphs: [
        "We use a small number of processors, bound by contract to act only on our instructions and to protect the data:",
      ],
      items: [
        "Our hosting provider, which runs the servers and the database in the European Union.",
        "Our e-mail delivery provider, which sends account e-mails, answers and newsletters.",
        "Object storage for uploaded images and spreadsheets, when the site is deployed with it.",
        "Telegram, only if a seller connects a Telegram chat to receive notifications.",
        "Google, only if you choose to sign in with Google.",
      ],
      after: [
        "When a processor is outside the European Economic Area, the transfer is covered by the European Commission's standard contractual clauses.",
      ],
    },
    {
      id: "sharing",
      heading: "5. What other users see",
      paragraphs: [
        "A seller's company profile, listings and offices are public. When you contact a seller in the chat, that seller sees your name and your messages. Buyers' e-mail addresses are never shown to sellers.",
      ],
    },
    {
      id: "rights",
      heading: "6. Your rights",
      paragraphs: ["You may at any time:"],
      items: [
        "access your data and get a copy in a portable format;",
        "correct it (most of it directly in your account settings);",
        "have it deleted, or restrict its use;",
        "object to a use based on our legitimate interest;",
        "withdraw your consent to the newsletter (the link in every newsletter does it in one click).",
      ],
      after: [
        `Write to ${PRIVACY_EMAIL} from the address of your account. We answer within one month. You may also lodge a complaint with your data-protection authority (in France, the CNIL).`,
      ],
    },
    {
      id: "security",
      heading: "7. Security",
      paragraphs: [
        "Connections are encrypted (HTTPS), passwords are hashed with Argon2, access to the moderation console is limited to our moderators, and every action of the console is recorded.",
      ],
    },
    {
      id: "contact",
      heading: "8. Contact and changes",
      paragraphs: [
        `Questions about this policy: ${PRIVACY_EMAIL}, or the feedback form of the site. We will announce any important change on the site and by e-mail to account holders before it applies.`,
      ],
    },
  ],
};
