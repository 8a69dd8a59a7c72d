/**
 * Contact details: emails, phone numbers, locations and profile links. Emails and full URLs count
 * anywhere in the resume; phone numbers, bare domains ('github.com/jane') and locations only in the
 * header and contact sections, where a number or a 'City, ST' is not part of a sentence.
 */
import { countries as COUNTRY_LIST } from 'countries-list';
import { unescapeMarkdown } from './markdown-lines.ts';
import type { TContactDetails, TContactLink, TLinkKind, TMarkdownLine } from './types.ts';

/** E-mail addresses in text (global: use with matchAll or replace). */
export const EMAIL = /(?<![\w.+-])[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?![\w-])/gi;
/** Web addresses with a scheme or 'www.' (global). */
export const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>()|,;"']+/gi;
/** Web addresses without a scheme ('github.com/jane'), by their profile hosts and personal-site endings (global); '.js' is left out on purpose ('Node.js', 'Chart.js'). */
export const BARE_DOMAIN =
  /(?<![\w@./-])(?:[a-z\d-]+\.)+(?:com|dev|io|me|net|org|app|co|ai|tech|site|page|blog|xyz|info|codes|design|online|portfolio|uk|de|fr|nl|ca|in|eu)(?:\/[^\s<>()|,;"']*)?(?![\w-])/gi;
const PHONE = /(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\w-])/g;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
const YEAR_RANGE = /^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/;
// The state code ends the word: 'Scrum, CI/CD' in a keyword list is no place.
const US_LOCATION = /\b[A-Z][\p{L}.'-]*(?: [A-Z][\p{L}.'-]*)*, [A-Z]{2}(?![\w/&+])(?: \d{5}(?:-\d{4})?)?/u;
const STREET_ADDRESS = /^\d{1,6} [\p{L}\d .'-]+, [\p{L} .'-]+, [A-Z]{2}\s+\d{5}(?:-\d{4})?$/u;
// 'Berlin, Germany', 'Austin, TX', 'Austin, TX, United States': a short place name, then one or two
// regions, each a code, a one-word name or one of the multi-word regions below.
const PLACE_NAME = /^[A-Z][\p{L}.'-]*(?: [A-Z][\p{L}.'-]*){0,2}$/u;
const REGION = /^(?:[A-Z]{2,3}|[A-Z][\p{L}'-]+)$/u;
const MULTI_WORD_REGIONS = new Set([
  'United States',
  'United Kingdom',
  'United Arab Emirates',
  'New Zealand',
  'South Africa',
  'South Korea',
  'Saudi Arabia',
  'Czech Republic',
  'Costa Rica',
  'Hong Kong',
  'Sri Lanka',
  'New York',
  'New Jersey',
  'New Mexico',
  'New Hampshire',
  'North Carolina',
  'South Carolina',
  'North Dakota',
  'South Dakota',
  'West Virginia',
  'Rhode Island',
  'New South Wales',
  'British Columbia',
]);
// The states and provinces a resume names after its city in the countries that write them ('Austin, Texas').
const STATE_NAMES = [
  ...'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming'.split(
    ' ',
  ),
  ...'Alberta Manitoba Ontario Quebec Saskatchewan Yukon Queensland Tasmania Victoria Bavaria England Scotland Wales'.split(' '),
];
const REGION_NAMES = new Set([...MULTI_WORD_REGIONS, ...STATE_NAMES, ...Object.values(COUNTRY_LIST).map((country) => country.name)]);

/** True for a code ('TX', 'UK', 'NSW'), a country, or a state or province: what follows a city, never a city itself. */
export function isRegionName(text: string): boolean {
  return /^[A-Z]{2,3}$/.test(text) || REGION_NAMES.has(text);
}

const NOT_A_PLACE =
  /\b(?:inc|llc|ltd|corp|corporation|co|gmbh|ag|plc|company|group|solutions|technologies|labs|university|college|department|team)\b\.?|engineer|developer|manager|intern|scientist|analyst|designer|consultant/i;
const LOCATION_LABEL = /^(?:location|address|based in|city)\s*:\s*(.+)$/i;
const REMOTE = /^remote(?: \(.+\))?$/i;
// 'c: 444-…', 'Phone: …', 'Email: …' — the label is not part of the value.
const CONTACT_LABEL = /^(?:[a-z]{1,2}|phone|tel|mobile|cell|email|e-mail|mail|web|website|portfolio|blog|linkedin|github|gitlab)\s*:\s*/i;
const PART_SEPARATORS = /\s+[|·•◦▪]\s+|\s{2,}|\s+[–—]\s+|\t/;

const OTHER_PROFILE_HOSTS =
  /(?:^|\.)(?:leetcode\.com|hackerrank\.com|codeforces\.com|codechef\.com|stackoverflow\.com|twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|angel\.co|wellfound\.com|t\.me|wa\.me)$/;

/** GitHub, LinkedIn, another profile site, or (anything else) a personal site or portfolio. */
function getLinkKind(url: string): TLinkKind {
  const host =
    url
      .replace(/^[a-z]+:\/\//i, '')
      .replace(/^www\./i, '')
      .split(/[/?#]/)[0]
      ?.toLowerCase() ?? '';
  if (host === 'github.com') return 'github';
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) return 'linkedin';
  if (OTHER_PROFILE_HOSTS.test(host)) return 'other';
  return 'portfolio';
}

const countDigits = (text: string) => text.replace(/\D/g, '').length;
/** A link without the punctuation that closes the sentence around it. */
export const trimUrl = (url: string) => url.replace(/[.,;:!?)\]]+$/, '');

function findPhones(text: string): string[] {
  return [...text.matchAll(PHONE)]
    .map((match) => match[0].trim())
    .filter((phone) => {
      const digits = countDigits(phone);
      return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS && !YEAR_RANGE.test(phone);
    });
}

/** True when a whole text is a place: 'Seattle, WA', 'Berlin, Germany', '1 Main St, Springfield, IL 62701', 'Remote'. */
export function isLocationText(text: string): boolean {
  const value = text.trim();
  if (REMOTE.test(value) || STREET_ADDRESS.test(value)) return true;
  const [place = '', ...regions] = value.split(', ');
  if (regions.length < 1 || regions.length > 2 || !PLACE_NAME.test(place) || NOT_A_PLACE.test(value)) return false;
  return regions.every((region) => REGION.test(region) || MULTI_WORD_REGIONS.has(region));
}

/** The location parts of a header line: 'San Francisco, CA | jane@x.com | …' → ['San Francisco, CA']. */
function findLocations(text: string): string[] {
  const labelled = LOCATION_LABEL.exec(text);
  if (labelled) return [labelled[1]?.trim() ?? ''];
  return text
    .split(PART_SEPARATORS)
    .map((part) => part.replace(CONTACT_LABEL, '').trim())
    .filter((part) => !/@|https?:|www\.|\.(?:com|dev|io)\b/i.test(part) && findPhones(part).length === 0)
    .flatMap((part) => {
      if (isLocationText(part)) return [part];
      const usLocation = US_LOCATION.exec(part);
      return usLocation ? [usLocation[0]] : [];
    });
}

/**
 * The contact details in a resume's lines. `contactLines` are the header and contact-section lines
 * (phones, bare domains, locations); `allLines` every line (emails and full URLs).
 */
export function extractContact(allLines: readonly TMarkdownLine[], contactLines: ReadonlySet<number>): TContactDetails {
  const contact: TContactDetails = { emails: [], phones: [], locations: [], links: [] };
  const seen = new Set<string>();
  const addOnce = (key: string, add: () => void) => {
    if (seen.has(key)) return;
    seen.add(key);
    add();
  };
  const addLink = (url: string, line: number) => {
    const link: TContactLink = { url, kind: getLinkKind(url), line };
    addOnce(`link:${url.toLowerCase().replace(/^https?:\/\/(www\.)?|^www\.|\/$/g, '')}`, () => contact.links.push(link));
  };

  for (const line of allLines) {
    if (line.kind === 'blank' || line.isPlaceholder) continue;
    // The raw line, not the text: a markdown link's target is not in its text ('[GitHub](https://github.com/x)').
    const source = unescapeMarkdown(line.raw);
    for (const [email] of source.matchAll(EMAIL))
      addOnce(`email:${email.toLowerCase()}`, () => contact.emails.push({ value: email, line: line.line }));
    const withoutEmails = source.replace(EMAIL, ' ');
    for (const [url] of withoutEmails.matchAll(URL_WITH_SCHEME)) addLink(trimUrl(url), line.line);
    if (!contactLines.has(line.line)) continue;

    const withoutUrls = line.text.replace(EMAIL, ' ').replace(URL_WITH_SCHEME, ' ');
    for (const [domain] of withoutUrls.matchAll(BARE_DOMAIN)) addLink(trimUrl(domain), line.line);
    for (const phone of findPhones(withoutUrls))
      addOnce(`phone:${phone.replace(/\D/g, '')}`, () => contact.phones.push({ value: phone, line: line.line }));
    for (const location of findLocations(line.text))
      addOnce(`location:${location}`, () => contact.locations.push({ value: location, line: line.line }));
  }
  return contact;
}
