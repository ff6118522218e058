import { rememberedByText } from "./memo";
import { CITY_NAMES } from "./place-names";
import { organizationScore, roleScore } from "./vocabulary";

/**
 * Places as resumes write them: 'Austin, TX', 'London, UK', 'Madrid, Spain', 'Toronto, ON,
 * Canada', 'Remote'. A place is a city and a region the reader knows (a country, a US state, a
 * Canadian province, an Australian state, a UK nation), so 'Senior Engineer, Acme' is not one.
 */
const US_STATES = `AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|PR Puerto Rico`;
const CANADIAN_PROVINCES = `AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon`;
const AUSTRALIAN_STATES = `NSW New South Wales|VIC Victoria|QLD Queensland|SA South Australia|TAS Tasmania|ACT Australian Capital Territory|NT Northern Territory|WA Western Australia`;
const OTHER_REGIONS = [
  "England",
  "Scotland",
  "Wales",
  "Northern Ireland",
  "UK",
  "U.K.",
  "USA",
  "U.S.A.",
  "US",
  "U.S.",
  "UAE",
  "D.C.",
  "Korea",
];

/** Abbreviations count only in capitals ('TX'); names in any case. */
const ABBREVIATIONS = new Set<string>();
const NAMES = new Set<string>();
for (const list of [US_STATES, CANADIAN_PROVINCES, AUSTRALIAN_STATES]) {
  for (const entry of list.split("|")) {
    const [abbreviation, ...name] = entry.split(" ");
    ABBREVIATIONS.add(abbreviation!);
    NAMES.add(name.join(" ").toLowerCase());
  }
}
for (const region of OTHER_REGIONS) {
  if (/^[A-Z.]+$/.test(region)) ABBREVIATIONS.add(region);
  else NAMES.add(region.toLowerCase());
}

// Every country's ISO 3166 code and name in English and the other languages resumes are written in
// ('Maroc', 'Deutschland', 'España'), and every language's English name, from the runtime's own
// display names (codes AA-ZZ and aa-zz).
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const foreignRegionNames = ["fr", "de", "es", "pt", "it", "nl"].map((language) => new Intl.DisplayNames([language], { type: "region" }));
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const COUNTRIES = new Set<string>();
const COUNTRY_CODES = new Set<string>();
const LANGUAGES = new Set<string>();
for (let first = 65; first <= 90; first++) {
  for (let second = 65; second <= 90; second++) {
    const code = String.fromCharCode(first, second);
    const name = regionNames.of(code);
    if (name && name !== code && !/unknown/i.test(name)) {
      COUNTRIES.add(name.toLowerCase());
      COUNTRY_CODES.add(code);
      for (const names of foreignRegionNames) COUNTRIES.add(names.of(code)!.toLowerCase());
    }
    const language = languageNames.of(code.toLowerCase());
    if (language && language.toLowerCase() !== code.toLowerCase()) LANGUAGES.add(language.toLowerCase());
  }
}
const CITIES = new Set(CITY_NAMES.split("|").map((city) => city.trim().toLowerCase()));

// US ZIP, UK, Canadian and numeric postcodes.
const POSTCODE_FORMS = String.raw`(?:\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4,6})`;
// Each starts where its run of separators starts: tried from every character of a long run, the
// search would cost the square of its length.
const POSTCODE = new RegExp(String.raw`(?<![\s,–—-])[\s,–—-]+${POSTCODE_FORMS}$`);
// A postcode no word or year can be: UK and Canadian forms, or five digits and more ('Glasgow G12 8QQ', 'Bengaluru 560001').
const DISTINCT_POSTCODE = new RegExp(
  String.raw`(?<![\s,–—-])[\s,–—-]+(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5,6})$`,
);
// A postcode before the city, as much of Europe writes it ('70563 Stuttgart', '1000 Brussels',
// Poland's '00-238 Warszawa', Portugal's '1250-096 Lisboa'), never a year.
const POSTCODE_FIRST = /^(?!(?:19|20)\d{2}\s)(?:\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3})\s+(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)$/u;
const PLACE_NAME = /^[\p{Lu}][\p{L}.'’-]*(?:\s+(?:[\p{Lu}][\p{L}.'’-]*|de|del|da|do|di|la|le|los|las|upon|on|am|im|sur|en))*\.?$/u;
const LOWER_CASE_PLACE = /^[\p{L}.'’-]+(?:\s[\p{L}.'’-]+){0,2}$/u;
const WORK_MODE = /^(?:remote|hybrid|on-?site)(?:\s*\(.*\))?$/i;
const STREET_WORD = String.raw`(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|highway|hwy|court|ct|place|pl|parkway|pkwy|square|sq)\.?`;
const STREET_ADDRESS = new RegExp(String.raw`^\d+[a-z]?\s+(?:\p{L}+\s+){0,4}${STREET_WORD}(?:\s+(?:nw|ne|sw|se|n|s|e|w))?(?!\p{L})`, "iu");

// A street without its number ('Baker Street'): part of an address, not the place.
const STREET_NAME = new RegExp(String.raw`\s${STREET_WORD}$`, "iu");

/** A house number and a street ('810 Vermont Avenue NW, Washington'): an address, not a name and not a town. */
export const isStreetAddress = (text: string) => STREET_ADDRESS.test(text);

// A template's place left as printed ('City, State', 'City , ST', 'Town, Country'): where a place stands.
const PLACE_PLACEHOLDER = /^(?:city|town)\s*,\s*(?:state|st|province|region|country)(?:\s*,\s*(?:country|zip))?$/i;
/** A street, with or without its number ('10 Harbour Road', 'Belair rd'): part of an address. */
export const isStreet = (text: string) => isStreetAddress(text) || STREET_NAME.test(text);

const isRegion = (text: string) => ABBREVIATIONS.has(text) || NAMES.has(text.toLowerCase()) || COUNTRIES.has(text.toLowerCase());
const isCountry = (text: string) => COUNTRIES.has(text.toLowerCase()) || NAMES.has(text.toLowerCase());

/** Whether a whole text is a place. */
export const isLocation = rememberedByText(readsAsLocation);

function readsAsLocation(text: string): boolean {
  const labelled = text.trim().replace(/^(?:location|address|based in|lives in)\s*:?\s*/i, "");
  if (PLACE_PLACEHOLDER.test(labelled)) return true;
  const value = labelled.replace(POSTCODE, "").replace(/,\s*$/, "");
  if (WORK_MODE.test(value)) return true;
  const parts = value.split(/\s*,\s*/);
  if (parts.length === 1) {
    // 'Birmingham, B15 2TT': a city with its postcode.
    if (/,\s*\S+(?:\s\S+)?$/.test(labelled) && value !== labelled && PLACE_NAME.test(value)) return true;
    if (DISTINCT_POSTCODE.test(labelled) && PLACE_NAME.test(value) && value.split(/\s+/).length <= 3) return true;
    const postcodeFirst = POSTCODE_FIRST.exec(value);
    if (postcodeFirst && !isStreetAddress(value) && roleScore(postcodeFirst[1]!) === 0 && organizationScore(postcodeFirst[1]!) === 0)
      return true;
    // 'Sydney NSW': a region's abbreviation after the city, without a comma.
    const abbreviated = /^(.+)\s+([A-Z]{2,3})$/.exec(value);
    // With its ZIP too, the city may be written in lower case ('somerville MA 02143').
    const city = abbreviated?.[1] ?? "";
    const cityName = PLACE_NAME.test(city) || (value !== labelled && LOWER_CASE_PLACE.test(city));
    if (abbreviated && ABBREVIATIONS.has(abbreviated[2]!) && cityName) return true;
    return isCountry(value) || /^(?:remote|hybrid)\b/i.test(value);
  }
  if (parts.length > 3 || parts.some((part) => part.split(/\s+/).length > 4)) return false;
  // A state with its ZIP before the country ('Springfield, Pennsylvania 10111, USA').
  const [city, ...regions] = parts.map((part, index) => (index > 0 && index < parts.length - 1 ? part.replace(POSTCODE, "") : part));
  if (WORK_MODE.test(city!)) return regions.every(isRegion);
  // 'Bengaluru, Karnataka, India': before a country, a state the parser does not know is still one.
  const placed = (region: string, index: number) =>
    isRegion(region) || (regions.length === 2 && index === 0 && isCountry(regions[1]!) && PLACE_NAME.test(region));
  return PLACE_NAME.test(city!) && roleScore(city!) === 0 && organizationScore(city!) === 0 && regions.every(placed);
}

// Words that begin two-word city names ('New York', 'San Diego', 'St. Louis').
const CITY_PREFIX =
  /^(?:new|san|santa|los|las|st\.?|saint|fort|ft\.?|salt|el|la|le|port|mount|mt\.?|north|south|east|west|palm|rio|kuala|buenos|hong|abu|tel)$/i;

/**
 * A place at the end of a text after a comma ('Northwind Traders, Austin, TX'): the text before
 * it and the place. A city set after a title without a comma ('Assistant Controller Houston, TX')
 * is its last word, or last two after 'New', 'San', 'St.'.
 */
export function splitTrailingLocation(text: string): { rest: string; location: string } | null {
  const parts = text.split(/\s*,\s*/);
  if (parts.length === 2 && (isRegion(parts[1]!) || PLACE_PLACEHOLDER.test(`${parts[0]!.split(/\s+/).at(-1)}, ${parts[1]}`))) {
    const words = parts[0]!.split(/\s+/);
    const size = words.length > 2 && CITY_PREFIX.test(words.at(-2)!) ? 2 : 1;
    const city = words.slice(-size).join(" ");
    if (words.length > size && (roleScore(parts[0]!) > 0 || organizationScore(parts[0]!) > 0) && isLocation(`${city}, ${parts[1]}`)) {
      return { rest: words.slice(0, -size).join(" "), location: `${city}, ${parts[1]}` };
    }
  }
  // Longest first, but a three-part place needs a region in the middle ('Austin, TX, USA').
  for (const size of [3, 2]) {
    if (parts.length <= size) continue;
    const place = parts.slice(-size);
    if (size === 3 && !isRegion(place[1]!)) continue;
    if (isLocation(place.join(", "))) return { rest: parts.slice(0, -size).join(", "), location: place.join(", ") };
  }
  return null;
}

/**
 * Looser, for the lines under a name where nothing else is left: 'Leeds, West Yorkshire' is two
 * or three place-like names after commas even when the region is not one the parser knows.
 */
export function isPlaceLike(text: string): boolean {
  const parts = text.trim().split(/\s*,\s*/);
  return (
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every((part) => part.split(/\s+/).length <= 3 && PLACE_NAME.test(part) && !LANGUAGES.has(part.toLowerCase()))
  );
}

// What says that the text after it is where the person lives: a label ('Address:', 'Location:',
// 'City:') or a phrase ('Based in', 'Lives in').
// A bare 'Home' is not one: it labels a phone as often as an address.
// The same labels in French, German, Spanish, Portuguese, Italian and Dutch ('Adresse', 'Anschrift', 'Dirección', 'Morada', 'Indirizzo', 'Woonplaats').
const PLACE_LABEL = String.raw`(?:(?:home|current|postal|mailing|permanent|residential)\s+)?(?:address|location|residence)|city|hometown|place\s+of\s+residence|adresse|anschrift|wohnort|direcci[óo]n|domicilio|endere[çc]o|morada|indirizzo|residenza|adres|woonplaats|ville|stadt|ciudad|cidade|citt[àa]|localidad`;
const PLACE_PHRASE = String.raw`(?:(?:currently\s+)?(?:based|living|located|residing)|lives|resides)\s+in`;
const LEADING_PLACE_LABEL = new RegExp(String.raw`^(?:(?:${PLACE_LABEL})\s*[:：]\s*|(?:${PLACE_PHRASE})\s*:?\s+)`, "i");
const WHOLE_PLACE_LABEL = new RegExp(String.raw`^(?:${PLACE_LABEL}|${PLACE_PHRASE})\s*[:：]?$`, "i");
// '12, Gandhi Street': a house number alone before the street.
const HOUSE_NUMBER = /^\d+[a-z]?(?:\/\d+)?$/i;
// The street, then its number, as most of Europe writes it ('Hauptstraße 27', 'ul. Długa 14/3', 'Calle Mayor 5').
const STREET_THEN_NUMBER = /^(?:\p{L}+\.?\s+){0,4}\p{L}[\p{L}'’-]*\s+\d+[a-z]?(?:\/\d+[a-z]?)?$/iu;
const LEADING_POSTCODE = /^(?:\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3})\s+/;
const AREA = /^(?:greater\s+)?(.+?)(?:\s+(?:metropolitan\s+|metro\s+|bay\s+)?area)?$/i;

/** A label alone ('Address', 'Location:', 'Based in'), its value in the next cell or on the next line. */
export const isPlaceLabel = (text: string) => WHOLE_PLACE_LABEL.test(text.trim());

/** A city the contact block may give alone ('Lisbon', 'Greater London Area'), or with a country's code ('Berlin, DE'). */
function isKnownPlace(text: string): boolean {
  if (CITIES.has(text.toLowerCase()) || CITIES.has(AREA.exec(text)![1]!.toLowerCase())) return true;
  const coded = /^(.+?),?\s+([A-Z]{2})$/.exec(text);
  return coded !== null && COUNTRY_CODES.has(coded[2]!) && (CITIES.has(coded[1]!.toLowerCase()) || isPlaceName(coded[1]!));
}

/** A name a place could have: a word or a few in capitals, none a role's, an organisation's or a language's. */
export const isPlaceName = (text: string) =>
  PLACE_NAME.test(text) && text.split(/\s+/).length <= 4 && roleScore(text) === 0 && organizationScore(text) === 0 && !isRegionWord(text);
const isRegionWord = (text: string) => LANGUAGES.has(text.toLowerCase());

/**
 * Where the person lives, as the contact block gives it, or null: a place ('Austin, TX', 'Remote
 * (EU)', 'London SW1A 1AA'), a city known alone ('Lisbon'), or what follows a place label or phrase
 * ('Based in Lisbon' is 'Lisbon'). Of a street address only its place is kept ('Hauptstraße 27,
 * 70563 Stuttgart' is '70563 Stuttgart'). `labelled` says a label stood before the text in a cell or line of its own.
 */
export function homePlace(text: string, labelled = false): string | null {
  const trimmed = text.trim();
  const label = LEADING_PLACE_LABEL.exec(trimmed);
  const value = trimmed
    .slice(label?.[0].length ?? 0)
    .replace(/[.;]$/, "")
    .trim();
  const vouched = labelled || label !== null;
  if (value === "" || value.includes("@")) return null;
  if (isLocation(value) || isKnownPlace(value)) return value;
  const parts = value.split(/\s*,\s*/);
  if (vouched || isStreetAddress(parts[0]!) || HOUSE_NUMBER.test(parts[0]!) || STREET_THEN_NUMBER.test(parts[0]!)) {
    for (let start = 1; start < parts.length; start++) {
      const tail = parts.slice(start).join(", ");
      if (isLocation(tail) || isKnownPlace(tail)) return tail;
      // '80634 Munich, Germany': a postcode before a city that has a country after it is left out.
      const withoutPostcode = tail.replace(LEADING_POSTCODE, "");
      if (withoutPostcode !== tail && parts.length - start > 1 && isLocation(withoutPostcode)) return withoutPostcode;
    }
  }
  return vouched && isPlaceName(value) && !STREET_NAME.test(value) ? value : null;
}
