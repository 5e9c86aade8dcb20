import type { LegalDocument } from "./types.ts";

/** The terms of use in English (the French text says the same: terms.fr.ts). */
export const termsEn: LegalDocument = {
  title: "Terms of use",
  updated: "Last updated: 27 November 2026",
  contents: "Contents",
  intro: [
    "These terms govern the use of RigMarket, a marketplace where companies offer and look for cryptocurrency-mining hardware and services. By creating an account or using the site you accept them.",
  ],
  sections: [
    {
      id: "service",
      heading: "1. What RigMarket does",
      paragraphs: [
        "RigMarket publishes the listings of seller companies, lets buyers search and compare them, and puts buyers and sellers in touch through the chat. Unless a page says otherwise, the sale itself is a contract between the buyer and the seller: RigMarket is not a party to it.",
      ],
    },
    {
      id: "accounts",
      heading: "2. Accounts",
      paragraphs: [
        "The site is meant for professionals. You must give accurate information, keep your password to yourself and tell us at once if you think someone else uses your account. One person or company may not hold several accounts to get around a restriction.",
      ],
    },
    {
      id: "sellers",
      heading: "3. Sellers and listings",
      paragraphs: ["A seller company undertakes that:"],
      items: [
        "it has the right to sell what it lists, and describes it truthfully (condition, specifications, hash rate, power draw, warranty, location);",
        "its prices, stock and delivery times are kept up to date;",
        "it answers buyers' questions within a reasonable time and honours the offers it makes;",
        "it complies with the export, customs and tax rules that apply to its sales.",
      ],
      after: [
        "Moderators check new and changed listings and companies before they are published, and may refuse, hide or remove any listing that breaks these terms.",
      ],
    },
    {
      id: "conduct",
      heading: "4. Acceptable use",
      paragraphs: ["It is forbidden to:"],
      items: [
        "publish false, misleading or illegal content, or content that infringes someone else's rights;",
        "send unsolicited advertising through the chat or the forms;",
        "scrape the site in bulk, probe its security or disrupt its operation;",
        "offer stolen goods or goods whose sale is prohibited.",
      ],
    },
    {
      id: "content",
      heading: "5. Your content",
      paragraphs: [
        "You keep the rights to what you publish. You grant RigMarket a free, worldwide licence to host, show and reformat it (for example resize photos) for as long as it is on the site, in order to run the marketplace.",
      ],
    },
    {
      id: "liability",
      heading: "6. Liability",
      paragraphs: [
        "Profit and payback figures, market data and calculators are estimates given for information: they depend on prices, difficulty and electricity costs that change constantly, and are not investment advice. RigMarket takes care to keep the site available and accurate but does not guarantee either, and is not liable for the performance of a contract between a buyer and a seller.",
      ],
    },
    {
      id: "termination",
      heading: "7. Suspension and closing",
      paragraphs: [
        "You may close your account at any time. We may suspend or close an account that breaks these terms, after telling its holder why, except in urgent cases such as fraud.",
      ],
    },
    {
      id: "law",
      heading: "8. Changes, law and contact",
      paragraphs: [
        "We may update these terms; account holders are told by e-mail at least 30 days before an important change applies. These terms are governed by French law; disputes go to the competent courts of Paris, unless a mandatory rule says otherwise. Questions: the feedback form of the site.",
        "How we handle personal data is described in the privacy policy.",
      ],
    },
  ],
};
