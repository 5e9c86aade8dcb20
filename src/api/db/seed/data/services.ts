/**
 * Service offers of the demo: each seller offers the templates of the categories matching its
 * focus. `{city}` and `{country}` are filled in with the seller's location.
 */
import type { SellerFocus } from "./sellers.ts";

export interface ServiceSeed {
  category: string;
  name: string;
  description: string;
  priceFrom: number;
  priceUnit: string;
  properties: Record<string, string | number | boolean>;
  image: string;
}

export const SERVICE_FOCUS: Partial<Record<SellerFocus, string>> = {
  repair: "service-centers",
  hosting: "hosting",
  logistics: "logistics-customs",
  installation: "installation",
  consulting: "consulting",
  firmware: "firmware-tuning",
};

export const SERVICES: ServiceSeed[] = [
  // ---------------------------------------------------------------- service centers
  {
    category: "service-centers",
    name: "Hashboard repair in {city}",
    description:
      "Chip-level repair of hashboards for Antminer, Whatsminer and Avalon miners: diagnosis on a test fixture, chip and regulator replacement, reballing and a 12-hour burn-in. Free diagnosis when you go ahead with the repair.",
    priceFrom: 45,
    priceUnit: "per board",
    properties: {
      turnaround_days: 7,
      warranty_days: 90,
      free_diagnosis: true,
      brands: "Bitmain, MicroBT, Canaan",
    },
    image: "service-repair",
  },
  {
    category: "service-centers",
    name: "Power supply and control board repair — {city}",
    description:
      "Repair of APW and P-series power supplies and controller boards, with a full-load test before return. Bulk pricing for lots of 20 units and more.",
    priceFrom: 30,
    priceUnit: "per unit",
    properties: { turnaround_days: 5, warranty_days: 60, bulk_discount: true },
    image: "service-repair",
  },
  {
    category: "service-centers",
    name: "Preventive maintenance of mining fleets, {country}",
    description:
      "Scheduled on-site maintenance: cleaning, fan replacement, thermal paste renewal and firmware updates, with a report per serial number. Contracts for sites from 500 units.",
    priceFrom: 6,
    priceUnit: "per unit per visit",
    properties: { on_site: true, minimum_units: 500, report: "per serial number" },
    image: "service-repair",
  },
  // ---------------------------------------------------------------- hosting
  {
    category: "hosting",
    name: "Miner hosting in {city}, {country}",
    description:
      "Host your miners at our site in {city}: power, cooling, security and remote hands included. Monthly billing per kWh consumed, with a live dashboard of every unit.",
    priceFrom: 0.065,
    priceUnit: "per kWh",
    properties: { minimum_units: 10, uptime_percent: 99, contract_months: 12, remote_hands: true },
    image: "service-hosting",
  },
  {
    category: "hosting",
    name: "Turnkey hosting with setup and monitoring — {city}",
    description:
      "We receive your miners, unpack, rack and configure them for your pool, and monitor them 24/7. Faulty units are repaired in our workshop on site.",
    priceFrom: 0.072,
    priceUnit: "per kWh",
    properties: { setup_fee_usd: 20, monitoring: "24/7", contract_months: 6 },
    image: "service-hosting",
  },
  // ---------------------------------------------------------------- logistics and customs
  {
    category: "logistics-customs",
    name: "Door-to-door shipping of miners from {city}",
    description:
      "Air and sea freight of mining equipment with insurance, export documents and tracking. We consolidate small orders and ship full containers weekly.",
    priceFrom: 18,
    priceUnit: "per unit",
    properties: { insurance: true, modes: "air, sea, road", tracking: true },
    image: "service-logistics",
  },
  {
    category: "logistics-customs",
    name: "Customs clearance for mining hardware, {country}",
    description:
      "Import declarations, HS classification, duty and VAT payment on your behalf, and delivery to your site. We know the rules for ASIC miners and lithium-free power supplies.",
    priceFrom: 350,
    priceUnit: "per shipment",
    properties: { ddp: true, bonded_warehouse: true, average_days: 3 },
    image: "service-logistics",
  },
  // ---------------------------------------------------------------- installation
  {
    category: "installation",
    name: "Mining site installation and commissioning — {country}",
    description:
      "Electrical work, container placement, cabling and network set-up by certified electricians. We commission the site and hand it over with the as-built documentation.",
    priceFrom: 4500,
    priceUnit: "per container",
    properties: { certified_electricians: true, on_site: true, typical_days: 5 },
    image: "service-installation",
  },
  {
    category: "installation",
    name: "Immersion tank installation and fluid filling",
    description:
      "Installation of immersion tanks and dry coolers, pressure testing, fluid filling and miner preparation (fan removal, firmware settings for immersion).",
    priceFrom: 1200,
    priceUnit: "per tank",
    properties: { on_site: true, includes_fluid: false, typical_days: 2 },
    image: "service-installation",
  },
  // ---------------------------------------------------------------- consulting
  {
    category: "consulting",
    name: "Mining site feasibility study",
    description:
      "Power contract review, site selection, cooling design and a 36-month profitability model under several hashprice scenarios. Delivered as a report and a workshop with your team.",
    priceFrom: 6000,
    priceUnit: "per project",
    properties: { report: true, workshop: true, typical_weeks: 3 },
    image: "service-consulting",
  },
  {
    category: "consulting",
    name: "Due diligence for mining acquisitions",
    description:
      "Technical and financial due diligence of mining sites and fleets: on-site audit, fleet health check, power contracts and permits.",
    priceFrom: 150,
    priceUnit: "per hour",
    properties: { on_site: true, nda: true },
    image: "service-consulting",
  },
  // ---------------------------------------------------------------- firmware
  {
    category: "firmware-tuning",
    name: "Firmware autotuning and underclocking",
    description:
      "Installation of an autotuning firmware that finds the best frequency and voltage per chip, with efficiency profiles for expensive hours and curtailment support.",
    priceFrom: 12,
    priceUnit: "per unit",
    properties: { remote: true, efficiency_gain_percent: 10, curtailment: true },
    image: "service-firmware",
  },
  {
    category: "firmware-tuning",
    name: "Fleet management set-up",
    description:
      "Set-up of a fleet management system: pool failover, temperature alarms, scheduled power profiles and reporting, for fleets from 50 units.",
    priceFrom: 800,
    priceUnit: "per site",
    properties: { remote: true, minimum_units: 50 },
    image: "service-firmware",
  },
];
