/**
 * Where a remote job may be done from, read from its free-text location, and whether a developer's
 * free-text place lies there: the matcher uses it so that a developer in Sydney is not offered a
 * 'Remote (EU, CET ±2 hours)' job.
 *
 * Choices, since job posts and profiles say these things loosely:
 * - An area is a set of ISO 3166-1 alpha-2 countries: the union of the countries and regions named
 *   ('UK or Europe'), intersected with the time-zone clause when both are given ('EU, CET ±2 hours').
 *   A text that names no region and no time zone ('Remote', 'worldwide', 'flexible') sets no limit:
 *   an unread limit must not hide a job from everyone. Unknown words are ignored.
 * - A job names countries and regions, a developer writes an address: 'Remote (Georgia)' is the
 *   country, while a developer's 'Atlanta, Georgia' is the US state (the city settles it).
 * - Time zones use standard offsets (no daylight saving). A country is admitted when any of its zones
 *   is in range (the US by Hawaii to New York); a country's single offset, where one is needed ('N
 *   hours overlap with Germany', 'Europe time zones'), is the zone of its most populous city.
 * - 'N hours overlap with X' compares 09:00–17:00 days, the developer's moved by up to an hour, so it
 *   admits offsets within 9 − N hours of X,
 *   counted around midnight too (Honolulu and Auckland share working hours across the date line).
 *   A bare zone ('Remote (CET)') is read as within 3 hours of it: most of a working day together.
 * - 'X time zones' admits every country with a zone between the lowest and highest offset of X: a
 *   country's own zones ('US time zones': Hawaii to New York), a region's countries' single offsets
 *   (Europe: Lisbon to Moscow, not Vladivostok).
 * - Region memberships the data libraries lack (EU, Nordics, DACH, APAC, LATAM, EMEA…) are small
 *   lists here; countries, continents, zones and cities come from countries-list,
 *   countries-and-timezones and city-timezones, loaded once on first use (about 0.1 s: city-timezones
 *   parses a 1.9 MB JSON file) and turned into maps. Each job location and developer place is read
 *   once and remembered, so the matcher's hot loop does two Map lookups and a Set lookup.
 */
import { createRequire } from 'node:module';
import type { cityMapping } from 'city-timezones';
import ct from 'countries-and-timezones';
import { countries as COUNTRY_LIST } from 'countries-list';

export type TRemoteArea = { readonly countries: ReadonlySet<string>; readonly label: string };

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';
const NORDICS = 'DK FI IS NO SE FO GL AX';
const MIDDLE_EAST = 'AE BH CY EG IL IQ IR JO KW LB OM PS QA SA SY TR YE';
const CEE = 'AL BA BG BY CZ EE HR HU LT LV MD ME MK PL RO RS SI SK UA XK';
const LATAM_NORTH = 'MX GT BZ HN SV NI CR PA CU DO PR HT';
const SOUTHEAST_ASIA = 'BN KH ID LA MY MM PH SG TH TL VN';
// Transcontinental countries that countries-list also puts in Europe but recruiters and time zones don't.
const NOT_EUROPE = '-AZ -GE -KZ';
function without(codes: string): string {
  return codes.replace(/\b[A-Z]{2}\b/g, '-$&');
}

/** Regions by their names in job posts: [names, label, countries (codes or @continent, -code to drop)]. */
const REGIONS: [string[], string, string][] = [
  [['eu', 'european union'], 'the EU', EU],
  [['eea', 'european economic area'], 'the EEA', `${EU} IS LI NO`],
  [['europe', 'european'], 'Europe', `@EU ${NOT_EUROPE}`],
  // Job posts use 'Scandinavia' for the Nordics; leaving out Finland would hide jobs that want it.
  [['nordics', 'nordic', 'nordic countries', 'scandinavia'], 'the Nordics', NORDICS],
  [['dach'], 'DACH', 'DE AT CH'],
  [['benelux'], 'Benelux', 'BE NL LU'],
  [['baltics', 'baltic states'], 'the Baltics', 'EE LV LT'],
  [['cee', 'eastern europe', 'central europe', 'central and eastern europe'], 'Central and Eastern Europe', CEE],
  [['emea'], 'EMEA', `@EU @AF ${MIDDLE_EAST}`],
  [['middle east'], 'the Middle East', MIDDLE_EAST],
  [['mena'], 'the Middle East and North Africa', `${MIDDLE_EAST} DZ LY MA SD TN`],
  [['africa'], 'Africa', '@AF'],
  [['asia'], 'Asia', '@AS'],
  // APAC: Asia and Oceania without the Middle East, the Caucasus, Kazakhstan and Russia.
  [['apac', 'asia pacific'], 'APAC', `@AS @OC ${NOT_EUROPE} -RU ${without(MIDDLE_EAST)}`],
  [['southeast asia', 'south east asia'], 'Southeast Asia', SOUTHEAST_ASIA],
  [['anz'], 'Australia or New Zealand', 'AU NZ'],
  [['oceania'], 'Oceania', '@OC'],
  [['latam', 'latin america', 'south and central america'], 'Latin America', `@SA ${LATAM_NORTH}`],
  [['south america'], 'South America', '@SA'],
  [['central america'], 'Central America', 'BZ CR SV GT HN NI PA'],
  [['north america'], 'North America', 'US CA MX'],
  [['americas', 'the americas'], 'the Americas', '@NA @SA'],
];

/** 'a b:X c:Y' → a and b map to X, c to Y ('_' is a space): keeps the small tables below on a line each. */
function readTable(spec: string): Map<string, string> {
  const table = new Map<string, string>();
  let keys: string[] = [];
  for (const token of spec.trim().split(/\s+/)) {
    const [key = '', value] = token.split(':');
    keys.push(key.replaceAll('_', ' '));
    if (value === undefined) continue;
    for (const k of keys) table.set(k, value.replaceAll('_', ' '));
    keys = [];
  }
  return table;
}

/** Names job posts and profiles use that the libraries don't list. */
const COUNTRY_ALIASES = readTable(
  `us usa united_states_of_america:US uk great_britain britain england scotland wales northern_ireland:GB
   uae emirates:AE holland:NL korea:KR turkey:TR russia:RU vietnam:VN`,
);
const COUNTRY_LABELS = readTable('US:the_US GB:the_UK NL:the_Netherlands AE:the_UAE PH:the_Philippines');
// Abbreviations of the states and provinces whose names developers write after a city.
const PROVINCE_CODES = readTable('ON QC BC AB MB SK NS NB NL PE YT NT NU:CA NSW VIC QLD WA SA TAS ACT:AU');
const CITY_ALIASES = readTable('nyc sf bay_area silicon_valley:US bangalore gurgaon bombay:IN');
/** Standard offsets (minutes) of the zone abbreviations job posts use; CST and IST as US and India. */
const ZONE_ABBREVIATIONS = readTable(
  `utc gmt wet:0 cet wat:60 eet cat sast:120 msk eat:180 gst:240 pkt:300 ist:330 ict:420 sgt hkt awst:480
   jst kst:540 aest:600 nzst:720 et est:-300 ct cst:-360 mt mst:-420 pt pst:-480 akst:-540 hst:-600 brt art:-180`,
);
const PLACE_NOISE = new Set(['remote', 'anywhere', 'worldwide', 'global']);
const DAY_START = 9 * 60;
const DAY_END = 17 * 60;
const BARE_ZONE_SPAN = 3 * 60;

type TRegion = { label: string; countries: Set<string> };

type TData = {
  names: Map<string, string>; // country name, alias or native name → code
  provinces: Map<string, string[]>; // US/Canadian/Australian state or province name or code → countries ('WA')
  cities: Map<string, string[]>; // city → its countries, most populous first
  cityZones: Map<string, string>;
  mainZones: Map<string, string>; // country → zone of its most populous city
  offsets: Map<string, number[]>; // country → standard offsets of its zones
  regions: Map<string, TRegion>;
};
let data: TData | undefined;

function norm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('.', '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

function addTo(map: Map<string, string[]>, key: string, code: string): void {
  const known = map.get(key) ?? [];
  if (!known.includes(code)) map.set(key, [...known, code]);
}

function getData(): TData {
  if (data) return data;
  const names = new Map<string, string>();
  const continents = new Map<string, string[]>();
  for (const [code, c] of Object.entries(COUNTRY_LIST)) {
    for (const name of [c.name, c.native, ...(c.alias ?? [])]) names.set(norm(name), code);
    for (const continent of c.continents ?? [c.continent]) addTo(continents, continent, code);
  }
  const offsets = new Map<string, number[]>();
  for (const c of Object.values(ct.getAllCountries())) {
    names.set(norm(c.name), c.id);
    offsets.set(
      c.id,
      c.timezones.flatMap((zone) => ct.getTimezone(zone)?.utcOffset ?? []),
    );
  }
  for (const [alias, code] of COUNTRY_ALIASES) names.set(alias, code);
  const provinces = new Map<string, string[]>();
  const cities = new Map<string, string[]>();
  const cityZones = new Map<string, string>();
  const mainZones = new Map<string, string>();
  const cityData = (createRequire(import.meta.url)('city-timezones') as { cityMapping: typeof cityMapping }).cityMapping;
  for (const city of [...cityData].sort((a, b) => b.pop - a.pop)) {
    // A few rows lack their code (Kosovo's read '' or -99) or their zone (Antarctic stations).
    const code = /^[A-Z]{2}$/.test(String(city.iso2)) ? city.iso2 : names.get(norm(city.country));
    if (!code || !city.timezone) continue;
    if (['US', 'CA', 'AU'].includes(code)) addTo(provinces, norm(city.province), code);
    if (city.state_ansi) addTo(provinces, city.state_ansi, 'US');
    if (!mainZones.has(code)) mainZones.set(code, city.timezone);
    for (const name of [norm(city.city), norm(city.city_ascii)]) {
      addTo(cities, name, code);
      if (!cityZones.has(name)) cityZones.set(name, city.timezone);
    }
  }
  for (const [code, country] of PROVINCE_CODES) addTo(provinces, code, country);
  for (const [alias, country] of CITY_ALIASES) cities.set(alias, [country]);
  const regions = new Map<string, TRegion>();
  for (const [regionNames, label, spec] of REGIONS) {
    const members = new Set<string>();
    for (const token of spec.split(' ')) {
      if (token.startsWith('@')) for (const code of continents.get(token.slice(1)) ?? []) members.add(code);
      else if (!token.startsWith('-')) members.add(token);
    }
    for (const token of spec.split(' ')) if (token.startsWith('-')) members.delete(token.slice(1));
    for (const name of regionNames) regions.set(name, { label, countries: members });
  }
  data = { names, provinces, cities, cityZones, mainZones, offsets, regions };
  return data;
}

function countryLabel(code: string): string {
  return COUNTRY_LABELS.get(code) ?? COUNTRY_LIST[code as keyof typeof COUNTRY_LIST]?.name ?? code;
}

/** What the phrases of a list of words name, the longest phrase first ('new zealand' before 'zealand'). */
function findPhrases<T>(words: string[], find: (phrase: string) => T | undefined): T[] {
  const found: T[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let length = Math.min(4, words.length - i); length > 0; length--) {
      const match = find(words.slice(i, i + length).join(' '));
      if (match === undefined) continue;
      found.push(match);
      i += length - 1;
      break;
    }
  }
  return found;
}

/**
 * The countries and regions a job's text names. A state stands for its country ('Remote (Texas)');
 * a bare code does not, but for aliases such as 'US': in 'Denver, CO' it is the state, not Colombia.
 */
function findRegions(text: string): TRegion[] {
  const { names, regions, provinces } = getData();
  return findPhrases(text.match(/[\p{L}\p{N}.]+/gu) ?? [], (words) => {
    const phrase = norm(words);
    const country = names.get(phrase) ?? provinces.get(phrase)?.[0];
    return regions.get(phrase) ?? (country === undefined ? undefined : { label: countryLabel(country), countries: new Set([country]) });
  });
}

/** The standard offset, in minutes, of a zone abbreviation ('CET'), 'UTC+5:30', a city or a country. */
function findOffset(name: string): number | undefined {
  const utc = /^(?:utc|gmt)\s*([+−-])\s*(\d{1,2})(?::(\d{2}))?$/i.exec(name.trim());
  if (utc) return (utc[1] === '+' ? 1 : -1) * (Number(utc[2]) * 60 + Number(utc[3] ?? 0));
  const key = norm(name);
  const abbreviation = ZONE_ABBREVIATIONS.get(key);
  if (abbreviation !== undefined) return Number(abbreviation);
  const { cityZones, names, mainZones } = getData();
  const country = names.get(key);
  const zone = cityZones.get(key) ?? (country === undefined ? undefined : mainZones.get(country));
  return zone === undefined ? undefined : ct.getTimezone(zone)?.utcOffset;
}

type TZoneRule = { label: string; admits: (offset: number) => boolean };

/**
 * How far a developer moves their day for the overlap a team asks: an hour early or late, as people
 * do ("Toronto mornings give four hours with London").
 */
const DAY_SHIFT = 60;

/** Working hours [start, end] in UTC minutes overlapping a developer's 09:00–17:00, moved by up to DAY_SHIFT, by `hours`. */
function overlapRule(label: string, hours: number, start: number, end: number): TZoneRule {
  const overlap = (offset: number) =>
    Math.max(
      ...[-DAY_SHIFT, 0, DAY_SHIFT].map((shift) => Math.min(end, DAY_END + shift - offset) - Math.max(start, DAY_START + shift - offset)),
    );
  return { label, admits: (offset) => [offset - 1440, offset, offset + 1440].some((o) => overlap(o) >= hours * 60) };
}

const OFFSET = String.raw`(?:utc|gmt)\s*(?:[+−-]\s*\d{1,2}(?::\d{2})?)?`;
const ZONE_CLAUSES: [RegExp, (m: string[]) => TZoneRule | undefined][] = [
  [
    /(\d+(?:\.\d+)?)\+?\s*(?:hours?|hrs?|h)\s+(?:of\s+)?overlap\s+with\s+([^,;()]+?)\s*(?=[,;()]|$)/gi,
    ([label = '', hours, reference = '']) => {
      const window = /(\d{1,2})(?::(\d{2}))?\s*(?:-|–|to)\s*(\d{1,2})(?::(\d{2}))?\s*(.*)/.exec(reference);
      const offset = findOffset(window ? window[5] || 'utc' : reference);
      if (offset === undefined) return undefined;
      if (!window) return overlapRule(label, Number(hours), DAY_START - offset, DAY_END - offset);
      const [, h1, m1, h2, m2] = window;
      return overlapRule(label, Number(hours), Number(h1) * 60 + Number(m1 ?? 0) - offset, Number(h2) * 60 + Number(m2 ?? 0) - offset);
    },
  ],
  [
    new RegExp(String.raw`(${OFFSET})\s*(?:to|and|-|–)\s*(${OFFSET})`, 'gi'),
    ([label = '', from = '', to = '']) => {
      const [low, high] = [findOffset(from), findOffset(to)];
      return low === undefined || high === undefined ? undefined : { label, admits: (o) => o >= low && o <= high };
    },
  ],
  [
    new RegExp(String.raw`\b(${OFFSET}|[a-z]{2,5})\s*(?:±|\+/-|\+-|plus or minus)\s*(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)?\b`, 'gi'),
    ([label = '', zone = '', hours]) => {
      const centre = findOffset(zone);
      const span = Number(hours) * 60;
      return centre === undefined ? undefined : { label, admits: (o) => Math.abs(o - centre) <= span };
    },
  ],
  [
    /([\p{L} ]+?)\s+time\s?zones?\b/giu,
    ([label = '', places = '']) => {
      const { mainZones, offsets } = getData();
      const spanned = findRegions(places).flatMap(({ countries }) =>
        countries.size === 1
          ? [...countries].flatMap((code) => offsets.get(code) ?? [])
          : [...countries].flatMap((code) => ct.getTimezone(mainZones.get(code) ?? '')?.utcOffset ?? []),
      );
      if (spanned.length === 0) return undefined;
      const [low, high] = [Math.min(...spanned), Math.max(...spanned)];
      return { label: label.trim(), admits: (o) => o >= low && o <= high };
    },
  ],
  [
    // A bare zone ('Remote (CET)') asks for most of a working day together: within 3 hours of it.
    // Capitals only, so that words such as 'art' or 'eat' are not read as zones.
    /\b(UTC[+−-]\d{1,2}(?::\d{2})?|[A-Z]{3,4})\b/g,
    ([label = '', zone = '']) => {
      const centre = ZONE_ABBREVIATIONS.has(zone.toLowerCase()) || zone.startsWith('UTC') ? findOffset(zone) : undefined;
      return centre === undefined ? undefined : { label, admits: (o) => Math.abs(o - centre) <= BARE_ZONE_SPAN };
    },
  ],
];

const areaCache = new Map<string, TRemoteArea | null>();
const countryCache = new Map<string, string | null>();

/**
 * The answer for a text, read once: the matcher asks about the same few job locations and developer
 * places for every pair. The cap only guards against unbounded input.
 */
function remember<T>(cache: Map<string, T>, text: string, read: (text: string) => T): T {
  if (cache.has(text)) return cache.get(text) as T;
  if (cache.size >= 50_000) cache.clear();
  const answer = read(text);
  cache.set(text, answer);
  return answer;
}

/**
 * Where a remote job's location admits developers from, or null when it sets no limit (empty,
 * 'Remote', 'worldwide' or 'anywhere' without a time zone, nothing recognised).
 */
export function readRemoteArea(jobLocation: string | null): TRemoteArea | null {
  return remember(areaCache, jobLocation?.trim() ?? '', readArea);
}

function readArea(jobLocation: string): TRemoteArea | null {
  if (!jobLocation) return null;
  const rules: TZoneRule[] = [];
  let rest = jobLocation;
  for (const [pattern, read] of ZONE_CLAUSES) {
    rest = rest.replace(pattern, (...match: unknown[]) => {
      const rule = read(match.slice(0, -2) as string[]);
      if (rule) rules.push(rule);
      return rule ? ' , ' : (match[0] as string);
    });
  }
  const regions = findRegions(rest.replace(/\bremote\b/gi, ' '));
  if (regions.length === 0 && rules.length === 0) return null;
  const { offsets } = getData();
  let countries = regions.length > 0 ? new Set(regions.flatMap((r) => [...r.countries])) : new Set(offsets.keys());
  if (rules.length > 0) {
    countries = new Set([...countries].filter((code) => (offsets.get(code) ?? []).some((o) => rules.some((r) => r.admits(o)))));
  }
  const place = [...new Set(regions.map((r) => r.label))].join(' or ');
  const zone = rules.map((r) => r.label).join(' or ');
  return { countries, label: [place, zone].filter(Boolean).join(', ') };
}

/**
 * The countries a part of a developer's place may mean, likeliest first. Codes count in capitals
 * only ('in' is a word); after a city a code is first a state ('Cambridge, MA'), alone a country.
 */
function findPlaceCountries(part: string, afterCity: boolean): string[] {
  const { names, provinces, cities } = getData();
  const key = norm(part);
  const upper = /^[A-Z]{2,3}$/.test(part) ? part : undefined;
  const country = upper && ct.getCountry(upper) ? upper : undefined;
  const states = provinces.get(upper ?? key) ?? [];
  const found = [names.get(key), ...(afterCity ? [...states, country] : [country, ...states]), ...(cities.get(key) ?? [])];
  return [...new Set(found.filter((code): code is string => code !== undefined))];
}

/**
 * The ISO country of a developer's free-text place ('Austin, TX' → 'US', 'Berlin' → 'DE'), or null
 * when unknown or only 'Remote'. The last part that names something decides; when it could be
 * several countries ('Georgia'), another part settles it ('Atlanta' is in the US).
 */
export function findCountry(place: string | null): string | null {
  return remember(countryCache, place?.trim() ?? '', readCountry);
}

function readCountry(place: string): string | null {
  const parts = place
    .replace(/\p{Cf}/gu, '')
    .split(/[,;/|()\p{Cc}\p{Zl}\p{Zp}]|\s[-–]\s/u)
    .map((part) => part.trim())
    .filter((part) => part && !PLACE_NOISE.has(norm(part)));
  // A part that names nothing as a whole may hold names without commas ('Berlin Germany', 'New York NY'):
  // capitalised ones only, so that the words of 'somewhere nice' are not the city of Nice.
  const candidates = parts.flatMap((part, i) => {
    const whole = findPlaceCountries(part, i > 0);
    if (whole.length > 0) return [whole];
    return findPhrases(part.split(/\s+/), (phrase) => {
      const codes = /^\p{Lu}/u.test(phrase) ? findPlaceCountries(phrase, true) : [];
      return codes.length > 0 ? codes : undefined;
    });
  });
  const decisive = candidates.findLastIndex((codes) => codes.length > 0);
  const codes = candidates[decisive] ?? [];
  const others = new Set(candidates.filter((_, i) => i !== decisive).flat());
  return codes.find((code) => others.has(code)) ?? codes[0] ?? null;
}

/** Whether a developer's country lies in a job's remote area; null when the country is unknown. */
export function isInRemoteArea(area: TRemoteArea, country: string | null): boolean | null {
  return country === null ? null : area.countries.has(country);
}
