/**
 * The category trees of the demo catalogue: product categories (two levels) and service
 * categories, in English and French, with the specification keys each product category uses.
 */
import { SPEC_KEYS, type SpecKey } from "../../../../common/catalog.ts";

export interface CategorySeed {
  slug: string;
  en: string;
  fr: string;
  descriptionEn: string;
  descriptionFr: string;
  icon: string;
  specKeys: SpecKey[];
  children?: CategorySeed[];
}

const MINER_KEYS: SpecKey[] = [...SPEC_KEYS];
const TANK_KEYS: SpecKey[] = [
  "consumption",
  "coolingType",
  "immersionCompatible",
  "dimensions",
  "temperatureRange",
  "noiseLevel",
  "weight",
  "releaseDate",
];
const FLUID_KEYS: SpecKey[] = ["coolingType", "immersionCompatible", "temperatureRange", "weight"];
const WATERBLOCK_KEYS: SpecKey[] = [
  "coolingType",
  "waterblockCompatible",
  "dimensions",
  "temperatureRange",
  "weight",
  "releaseDate",
];
const CONTAINER_KEYS: SpecKey[] = [
  "consumption",
  "coolingType",
  "fanCount",
  "dimensions",
  "temperatureRange",
  "humidityRange",
  "interface",
  "noiseLevel",
  "weight",
  "releaseDate",
];
const HOSTING_KEYS: SpecKey[] = [
  "consumption",
  "coolingType",
  "temperatureRange",
  "humidityRange",
  "interface",
];
const ACCESSORY_KEYS: SpecKey[] = [
  "consumption",
  "fanCount",
  "dimensions",
  "interface",
  "noiseLevel",
  "temperatureRange",
  "weight",
];

export const PRODUCT_CATEGORIES: CategorySeed[] = [
  {
    slug: "miners",
    en: "Miners",
    fr: "Mineurs",
    descriptionEn: "ASIC miners for every major proof-of-work algorithm, new and used.",
    descriptionFr: "Mineurs ASIC pour tous les grands algorithmes de preuve de travail, neufs et d'occasion.",
    icon: "cpu",
    specKeys: MINER_KEYS,
    children: [
      {
        slug: "sha256-miners",
        en: "SHA-256 ASIC miners",
        fr: "Mineurs ASIC SHA-256",
        descriptionEn: "Bitcoin miners: Antminer, Whatsminer, Avalon, SealMiner and Teraflux.",
        descriptionFr: "Mineurs de bitcoin : Antminer, Whatsminer, Avalon, SealMiner et Teraflux.",
        icon: "bitcoin",
        specKeys: MINER_KEYS,
      },
      {
        slug: "scrypt-miners",
        en: "Scrypt miners",
        fr: "Mineurs Scrypt",
        descriptionEn: "Litecoin and Dogecoin merged-mining machines.",
        descriptionFr: "Machines de minage fusionné Litecoin et Dogecoin.",
        icon: "litecoin",
        specKeys: MINER_KEYS,
      },
      {
        slug: "kheavyhash-miners",
        en: "Kaspa (kHeavyHash) miners",
        fr: "Mineurs Kaspa (kHeavyHash)",
        descriptionEn: "kHeavyHash miners for Kaspa, from compact home units to 21 TH/s machines.",
        descriptionFr: "Mineurs kHeavyHash pour Kaspa, des modèles compacts aux machines de 21 TH/s.",
        icon: "kaspa",
        specKeys: MINER_KEYS,
      },
      {
        slug: "equihash-miners",
        en: "Equihash miners",
        fr: "Mineurs Equihash",
        descriptionEn: "Equihash miners for Zcash and Horizen.",
        descriptionFr: "Mineurs Equihash pour Zcash et Horizen.",
        icon: "zcash",
        specKeys: MINER_KEYS,
      },
      {
        slug: "etchash-miners",
        en: "Etchash miners",
        fr: "Mineurs Etchash",
        descriptionEn: "Ethereum Classic miners with large memory for the growing DAG.",
        descriptionFr: "Mineurs Ethereum Classic dotés d'une mémoire suffisante pour le DAG.",
        icon: "ethereum-classic",
        specKeys: MINER_KEYS,
      },
      {
        slug: "x11-miners",
        en: "X11 miners",
        fr: "Mineurs X11",
        descriptionEn: "X11 miners for Dash.",
        descriptionFr: "Mineurs X11 pour Dash.",
        icon: "dash",
        specKeys: MINER_KEYS,
      },
      {
        slug: "other-algorithm-miners",
        en: "Other algorithms",
        fr: "Autres algorithmes",
        descriptionEn: "Eaglesong (CKB), Blake3 (Alephium) and other algorithms.",
        descriptionFr: "Eaglesong (CKB), Blake3 (Alephium) et autres algorithmes.",
        icon: "chip",
        specKeys: MINER_KEYS,
      },
    ],
  },
  {
    slug: "immersion-cooling",
    en: "Immersion cooling",
    fr: "Refroidissement par immersion",
    descriptionEn: "Tanks, dry coolers and dielectric fluids for single-phase immersion mining.",
    descriptionFr:
      "Cuves, aéroréfrigérants et fluides diélectriques pour le minage en immersion monophasique.",
    icon: "droplets",
    specKeys: TANK_KEYS,
    children: [
      {
        slug: "immersion-tanks",
        en: "Immersion tanks",
        fr: "Cuves d'immersion",
        descriptionEn: "Single-phase tanks with pumps, heat exchangers and monitoring.",
        descriptionFr: "Cuves monophasiques avec pompes, échangeurs de chaleur et supervision.",
        icon: "container",
        specKeys: TANK_KEYS,
      },
      {
        slug: "dry-coolers",
        en: "Dry coolers",
        fr: "Aéroréfrigérants",
        descriptionEn: "Outdoor dry coolers that reject the heat of immersion and hydro systems.",
        descriptionFr:
          "Aéroréfrigérants extérieurs qui évacuent la chaleur des systèmes à immersion et hydro.",
        icon: "fan",
        specKeys: CONTAINER_KEYS,
      },
      {
        slug: "dielectric-fluids",
        en: "Dielectric fluids",
        fr: "Fluides diélectriques",
        descriptionEn: "Synthetic and mineral dielectric coolants, sold by the drum or the IBC.",
        descriptionFr:
          "Liquides de refroidissement diélectriques synthétiques et minéraux, au fût ou en IBC.",
        icon: "flask",
        specKeys: FLUID_KEYS,
      },
    ],
  },
  {
    slug: "water-blocks",
    en: "Water blocks",
    fr: "Waterblocks",
    descriptionEn: "Water-cooling plates that turn air-cooled miners into hydro miners.",
    descriptionFr: "Plaques de refroidissement liquide qui transforment les mineurs à air en mineurs hydro.",
    icon: "waves",
    specKeys: WATERBLOCK_KEYS,
  },
  {
    slug: "containers",
    en: "Containers",
    fr: "Conteneurs",
    descriptionEn: "Turnkey mining containers with power distribution, cooling and networking.",
    descriptionFr:
      "Conteneurs de minage clés en main avec distribution électrique, refroidissement et réseau.",
    icon: "warehouse",
    specKeys: CONTAINER_KEYS,
    children: [
      {
        slug: "air-cooled-containers",
        en: "Air-cooled containers",
        fr: "Conteneurs à refroidissement par air",
        descriptionEn: "40 ft containers with fan walls and dust filters for air-cooled miners.",
        descriptionFr: "Conteneurs de 40 pieds avec murs de ventilateurs et filtres à poussière.",
        icon: "wind",
        specKeys: CONTAINER_KEYS,
      },
      {
        slug: "hydro-containers",
        en: "Hydro containers",
        fr: "Conteneurs hydro",
        descriptionEn: "Water-cooled containers for hydro miners, with dry coolers on the roof.",
        descriptionFr: "Conteneurs refroidis par eau pour mineurs hydro, aéroréfrigérants sur le toit.",
        icon: "waves",
        specKeys: CONTAINER_KEYS,
      },
      {
        slug: "immersion-containers",
        en: "Immersion containers",
        fr: "Conteneurs à immersion",
        descriptionEn: "Containers fitted with immersion tanks, pumps and heat exchangers.",
        descriptionFr: "Conteneurs équipés de cuves d'immersion, de pompes et d'échangeurs.",
        icon: "droplets",
        specKeys: CONTAINER_KEYS,
      },
    ],
  },
  {
    slug: "data-centers",
    en: "Data centers",
    fr: "Centres de données",
    descriptionEn: "Hosting capacity for miners: space by the megawatt and colocation racks.",
    descriptionFr: "Capacité d'hébergement pour mineurs : espace au mégawatt et baies en colocation.",
    icon: "server",
    specKeys: HOSTING_KEYS,
    children: [
      {
        slug: "hosting-space",
        en: "Hosting space",
        fr: "Espace d'hébergement",
        descriptionEn: "Power and floor space for your miners, priced per kWh.",
        descriptionFr: "Puissance et surface pour vos mineurs, facturées au kWh.",
        icon: "building",
        specKeys: HOSTING_KEYS,
      },
      {
        slug: "colocation-racks",
        en: "Colocation racks",
        fr: "Baies en colocation",
        descriptionEn: "Racks and shelf positions in managed mining facilities.",
        descriptionFr: "Baies et emplacements sur étagère dans des sites de minage gérés.",
        icon: "server",
        specKeys: HOSTING_KEYS,
      },
    ],
  },
  {
    slug: "accessories",
    en: "Accessories",
    fr: "Accessoires",
    descriptionEn: "Power supplies, fans, control boards, hashboards, cables and PDUs.",
    descriptionFr: "Alimentations, ventilateurs, cartes de contrôle, hashboards, câbles et PDU.",
    icon: "plug",
    specKeys: ACCESSORY_KEYS,
    children: [
      {
        slug: "power-supplies",
        en: "Power supplies",
        fr: "Alimentations",
        descriptionEn: "APW and P-series power supplies for Antminer and Whatsminer units.",
        descriptionFr: "Alimentations APW et série P pour Antminer et Whatsminer.",
        icon: "zap",
        specKeys: ACCESSORY_KEYS,
      },
      {
        slug: "fans",
        en: "Fans",
        fr: "Ventilateurs",
        descriptionEn: "Replacement 12 cm and 14 cm high-static-pressure fans.",
        descriptionFr: "Ventilateurs de remplacement 12 et 14 cm à haute pression statique.",
        icon: "fan",
        specKeys: ACCESSORY_KEYS,
      },
      {
        slug: "control-boards",
        en: "Control boards",
        fr: "Cartes de contrôle",
        descriptionEn: "Controller boards for Antminer, Whatsminer and Avalon miners.",
        descriptionFr: "Cartes contrôleurs pour mineurs Antminer, Whatsminer et Avalon.",
        icon: "circuit-board",
        specKeys: ACCESSORY_KEYS,
      },
      {
        slug: "hashboards",
        en: "Hashboards",
        fr: "Hashboards",
        descriptionEn: "Tested replacement hashboards, by model and chip bin.",
        descriptionFr: "Hashboards de remplacement testés, par modèle et par lot de puces.",
        icon: "chip",
        specKeys: ACCESSORY_KEYS,
      },
      {
        slug: "cables-pdus",
        en: "Cables and PDUs",
        fr: "Câbles et PDU",
        descriptionEn: "C19/C20 power cords, network cables and power distribution units.",
        descriptionFr: "Cordons C19/C20, câbles réseau et unités de distribution électrique.",
        icon: "cable",
        specKeys: ACCESSORY_KEYS,
      },
    ],
  },
];

export const SERVICE_CATEGORIES: CategorySeed[] = [
  {
    slug: "service-centers",
    en: "Service centers",
    fr: "Centres de service",
    descriptionEn: "Repair and maintenance of miners: hashboards, power supplies, control boards.",
    descriptionFr: "Réparation et maintenance de mineurs : hashboards, alimentations, cartes de contrôle.",
    icon: "wrench",
    specKeys: [],
  },
  {
    slug: "hosting",
    en: "Hosting",
    fr: "Hébergement",
    descriptionEn: "Managed hosting of your miners in industrial facilities.",
    descriptionFr: "Hébergement géré de vos mineurs dans des sites industriels.",
    icon: "server",
    specKeys: [],
  },
  {
    slug: "logistics-customs",
    en: "Logistics and customs",
    fr: "Logistique et douane",
    descriptionEn: "Freight, insurance and customs clearance for mining equipment.",
    descriptionFr: "Fret, assurance et dédouanement d'équipements de minage.",
    icon: "truck",
    specKeys: [],
  },
  {
    slug: "installation",
    en: "Installation",
    fr: "Installation",
    descriptionEn: "Site preparation, electrical work, racking and commissioning.",
    descriptionFr: "Préparation de site, électricité, mise en baie et mise en service.",
    icon: "hard-hat",
    specKeys: [],
  },
  {
    slug: "consulting",
    en: "Consulting",
    fr: "Conseil",
    descriptionEn: "Site selection, power contracts, profitability studies and due diligence.",
    descriptionFr: "Choix de site, contrats d'énergie, études de rentabilité et audits.",
    icon: "briefcase",
    specKeys: [],
  },
  {
    slug: "firmware-tuning",
    en: "Firmware tuning",
    fr: "Optimisation du firmware",
    descriptionEn: "Custom firmware, autotuning, underclocking and fleet management.",
    descriptionFr: "Firmware personnalisé, réglage automatique, sous-cadençage et gestion de parc.",
    icon: "sliders",
    specKeys: [],
  },
];
