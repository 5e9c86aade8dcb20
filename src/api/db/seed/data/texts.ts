/**
 * Text material of the demo listings: description sentences, selling points, extra terms,
 * reviews and questions. `{placeholders}` are filled in by the seed.
 */
import type { AdditionalTerm, ProductCondition } from "../../../../common/catalog.ts";

export const CONDITION_SENTENCES: Record<ProductCondition, string[]> = {
  brand_new: [
    "Brand-new units, factory-sealed in the original {brand} packaging.",
    "Brand-new from the factory, seals intact, with the manufacturer's serial-number label on every box.",
  ],
  new: [
    "New units from a current production batch, shipped in the original carton.",
    "New, unused units; boxes opened only for inspection and photographed before shipping.",
  ],
  tested: [
    "Used units that passed a 24-hour hashrate test at stock settings; fans replaced where needed and dust blown out.",
    "Refurbished and tested: every hashboard runs at 95% or more of the rated hashrate, test report included.",
  ],
  used: [
    "Used units retired from a hosting site, sold as they are with light cosmetic wear on the case.",
    "Second-hand units from our own fleet, in working order; some cases have scratches and dents.",
  ],
};

export const COOLING_SENTENCES = {
  air: "The {model} is an air-cooled {algorithm} miner rated at {hashrate} for {power} W ({efficiency}).",
  hydro:
    "The {model} is a hydro-cooled {algorithm} miner rated at {hashrate} for {power} W ({efficiency}); it needs a water loop with quick couplings.",
  immersion:
    "The {model} is an immersion-cooled {algorithm} miner rated at {hashrate} for {power} W ({efficiency}), built for single-phase tanks.",
} as const;

export const SHIPPING_SENTENCES = [
  "Ships from {city}, {country}, within {lead} days of payment.",
  "Stock is held in {city}; we dispatch within {lead} days and send tracking details the same day.",
  "Ready to ship from {city} in {lead} days, packed on pallets with foam inserts.",
];

export const COIN_SENTENCE = "Mines {coins}.";

export const DIFFERENCES = [
  "Every unit is hash-tested for 24 hours before shipping and comes with its test log.",
  "We clear customs ourselves and deliver duties paid, so the price you see is the price you pay.",
  "Local warranty handled in our own repair shop, no need to ship units back to the factory.",
  "Free configuration for your pool before shipping: plug the unit in and it starts hashing.",
  "Lots of 10 units and more are palletised and insured at no extra cost.",
  "Spare fans and a power cord included with every unit.",
  "Payment in stablecoins accepted with no surcharge.",
  "Hosting available at our own site if you do not want to take delivery.",
];

export const EXTRA_TERMS: AdditionalTerm[] = [
  { name: "Minimum order", value: "1 unit" },
  { name: "Minimum order", value: "5 units" },
  { name: "Incoterms", value: "EXW our warehouse, DAP or DDP on request" },
  { name: "Incoterms", value: "DDP within the EU" },
  { name: "Inspection", value: "Video inspection of your units before shipping" },
  { name: "Packaging", value: "Original box on a wooden pallet, shrink-wrapped" },
  { name: "Pool setup", value: "Configured for your pool and worker names on request" },
  { name: "Test report", value: "24-hour hashrate log for each serial number" },
];

export const REVIEW_AUTHORS = [
  "Daniel K.",
  "Maria S.",
  "Ahmed R.",
  "Lucas M.",
  "Sofia P.",
  "Kenji T.",
  "Olga V.",
  "Carlos G.",
  "Emma L.",
  "Yusuf A.",
  "Pierre D.",
  "Anna W.",
  "Tomás F.",
  "Chen W.",
  "Aisha B.",
  "Erik J.",
  "Priya N.",
  "Jonas H.",
  "Mateo R.",
  "Claire B.",
];

export const REVIEW_COMPANIES = [
  "Blockgrid Mining",
  "HashCo Energy",
  "Northern Lights Compute",
  "Sahara Digital",
  "Ridgeline Hosting",
  "Bluewater Mining",
  "Atlas Hashrate",
  "Polar Bits",
  "Kinetic Mining Group",
  "Solaris Compute",
  "Granite Hash",
  "Delta Hosting",
  "",
  "",
];

export interface ReviewText {
  rating: number;
  text: string;
}

export const MINER_REVIEWS: ReviewText[] = [
  { rating: 5, text: "Ten units arrived well packed and all hashing at spec within an hour of plugging in." },
  { rating: 5, text: "Fast shipping and good communication. Hashrate matches the test report they sent." },
  { rating: 5, text: "Second order with this seller. Same quality, same quick dispatch. Recommended." },
  {
    rating: 4,
    text: "Units run fine. Delivery took three days longer than promised, but the seller kept us informed.",
  },
  { rating: 4, text: "Good price for the batch. One fan was noisy; they sent a replacement free of charge." },
  { rating: 4, text: "Solid machines and honest description. Customs paperwork could have been clearer." },
  { rating: 3, text: "One hashboard failed after a week. Warranty replacement worked, but it took a while." },
  {
    rating: 5,
    text: "Exactly as described, firmware up to date, and the seller configured our pool before shipping.",
  },
  {
    rating: 4,
    text: "Efficiency is as advertised at stock settings. Boxes were a bit dented but the units were fine.",
  },
  {
    rating: 2,
    text: "Two of the twenty units arrived with loose connectors. Fixed by the seller in the end, but slow.",
  },
];

export const EQUIPMENT_REVIEWS: ReviewText[] = [
  { rating: 5, text: "Commissioned in a day. Temperatures are stable even in the afternoon heat." },
  { rating: 5, text: "Build quality is excellent and the documentation covers everything we needed." },
  { rating: 4, text: "Works as expected. Lead time was longer than quoted but the result is good." },
  { rating: 4, text: "Good product and fair price. Installation support over video call was helpful." },
  { rating: 3, text: "Does the job, although a couple of fittings needed tightening on arrival." },
];

export const PART_REVIEWS: ReviewText[] = [
  { rating: 5, text: "Original part, fitted and working. Shipped the same day." },
  { rating: 5, text: "Cheaper than the local reseller and arrived in two days." },
  { rating: 4, text: "Part works fine; packaging could be better." },
  { rating: 4, text: "Correct item, quick replies to my questions about compatibility." },
  { rating: 3, text: "Works, but it took a week to ship." },
];

export const HOSTING_REVIEWS: ReviewText[] = [
  { rating: 5, text: "Uptime has been above 99% for six months. Remote hands respond within the hour." },
  { rating: 4, text: "Good price per kWh and transparent invoices. Onboarding took two weeks." },
  { rating: 5, text: "They unpacked, racked and configured our miners the day they arrived." },
  { rating: 3, text: "Curtailment during the summer peak cost us a few days, but it was in the contract." },
];

export interface FaqText {
  question: string;
  answer: string;
}

/** Questions about miners; `industrial` ones do not apply to small home units. */
export const MINER_FAQ: (FaqText & { industrial?: boolean; aboutWarranty?: boolean })[] = [
  {
    industrial: true,
    question: "Is the power supply included?",
    answer: "Yes, the power supply is installed and tested with the unit; a power cord is not included.",
  },
  {
    question: "Which firmware is installed?",
    answer: "The latest stock firmware from {brand}. We can flash a custom firmware on request.",
  },
  {
    question: "Can you ship to my country with duties paid?",
    answer: "We ship DDP to most countries in our delivery regions; ask for a quote with your address.",
  },
  {
    aboutWarranty: true,
    question: "What does the warranty cover?",
    answer:
      "The warranty covers hashboards, control board and power supply for {warranty} months from delivery.",
  },
  {
    question: "Can I inspect the units before shipping?",
    answer: "Yes, we offer a video inspection showing the serial numbers and the hashrate of each unit.",
  },
  {
    industrial: true,
    question: "What voltage does it need?",
    answer: "200-240 V single phase or 380-415 V three phase with a line-to-neutral connection.",
  },
];

/** The warranty answer of used units sold without one. */
export const NO_WARRANTY_ANSWER =
  "These used units are sold as they are, without warranty; each one is checked for hashrate before shipping.";

export const EQUIPMENT_FAQ: FaqText[] = [
  {
    question: "Is installation included?",
    answer: "Installation is quoted separately; our engineers can commission it on site.",
  },
  { question: "What is the lead time?", answer: "About {lead} days from the deposit, plus transport." },
  {
    question: "Do you ship internationally?",
    answer: "Yes, by sea freight in a container or by truck within the region.",
  },
];

export const PART_FAQ: FaqText[] = [
  {
    question: "Is this part original?",
    answer: "Yes, genuine {brand} part unless stated otherwise in the title.",
  },
  {
    question: "Do you offer bulk discounts?",
    answer: "Yes, see the quantity prices; contact us for orders above 100 pieces.",
  },
];

export const HOSTING_FAQ: FaqText[] = [
  {
    question: "What is the minimum contract?",
    answer: "Twelve months, renewable; shorter terms are possible at a higher rate.",
  },
  {
    question: "Who handles repairs?",
    answer: "Our on-site technicians; parts and bench work are billed at cost.",
  },
];

/** Marketplace-wide questions, shown on every product page, in both locales. */
export const MARKETPLACE_FAQ: { en: FaqText; fr: FaqText }[] = [
  {
    en: {
      question: "How do I buy on RigMarket?",
      answer:
        "Open a product, check the quantity prices and delivery regions, then contact the seller through the chat or the request form. Payment and delivery are agreed directly with the seller.",
    },
    fr: {
      question: "Comment acheter sur RigMarket ?",
      answer:
        "Ouvrez un produit, vérifiez les prix par quantité et les régions de livraison, puis contactez le vendeur par la messagerie ou le formulaire de demande. Le paiement et la livraison se règlent directement avec le vendeur.",
    },
  },
  {
    en: {
      question: "Are the sellers verified?",
      answer:
        "Sellers marked as verified have sent us their company registration and proof of address. We recommend asking any seller for a video inspection before paying for large orders.",
    },
    fr: {
      question: "Les vendeurs sont-ils vérifiés ?",
      answer:
        "Les vendeurs marqués comme vérifiés nous ont transmis leur immatriculation et un justificatif d'adresse. Pour les commandes importantes, demandez toujours une inspection vidéo avant de payer.",
    },
  },
  {
    en: {
      question: "What do new, brand new, tested and used mean?",
      answer:
        "Brand new: factory-sealed. New: unused, box possibly opened for inspection. Tested: used, then checked and hash-tested by the seller. Used: second-hand, sold as is.",
    },
    fr: {
      question: "Que signifient neuf, neuf sous scellé, testé et d'occasion ?",
      answer:
        "Neuf sous scellé : emballage d'usine intact. Neuf : jamais utilisé, carton parfois ouvert pour contrôle. Testé : d'occasion, vérifié et testé en hashrate par le vendeur. D'occasion : vendu en l'état.",
    },
  },
  {
    en: {
      question: "Why do prices change with the quantity?",
      answer:
        "Sellers set a unit price for each quantity range. The more units you order, the lower the unit price. Some prices are marked negotiable: make an offer in the chat.",
    },
    fr: {
      question: "Pourquoi le prix change-t-il avec la quantité ?",
      answer:
        "Les vendeurs fixent un prix unitaire par tranche de quantité : plus vous commandez, plus le prix unitaire baisse. Certains prix sont négociables : faites une offre par la messagerie.",
    },
  },
  {
    en: {
      question: "Which countries can the seller deliver to?",
      answer:
        "Each product lists the regions the seller delivers to. Import duties and taxes depend on your country; ask the seller whether the price includes them.",
    },
    fr: {
      question: "Dans quels pays le vendeur peut-il livrer ?",
      answer:
        "Chaque produit indique les régions desservies par le vendeur. Les droits et taxes d'importation dépendent de votre pays : demandez au vendeur s'ils sont compris dans le prix.",
    },
  },
  {
    en: {
      question: "How long does it take for a listing to appear?",
      answer: "New and edited listings are reviewed by our moderators, usually within 24 hours.",
    },
    fr: {
      question: "Combien de temps faut-il pour qu'une annonce soit publiée ?",
      answer:
        "Les annonces nouvelles ou modifiées sont vérifiées par nos modérateurs, en général sous 24 heures.",
    },
  },
];

export const REJECTION_REASONS = [
  "The photos show a different model from the one in the title.",
  "The price is missing for the first quantity range.",
  "Contact details are not allowed in the description.",
];
