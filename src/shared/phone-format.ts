/**
 * Phone display formatting.
 *
 * A number is digits with an optional leading '+<country code>', separated by spaces, dashes, dots or
 * parentheses. Its country comes from that prefix, else from the location text, else the US. The
 * user's own grouping is kept when it matches the country's digit groups; otherwise the digits are
 * regrouped. Anything that fits no pattern comes back unchanged (trimmed).
 */

const PHONE_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'AU', 'IN', 'JP', 'BR', 'MX'] as const;
type TPhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** Smallest and largest number of digits in one group. */
type TGroupLength = readonly [min: number, max: number];

type TPhoneFormat = {
  callingCode: string;
  groups: readonly TGroupLength[];
  /**
   * The national trunk '0' may precede the first group (written at home, dropped after the country
   * prefix). Only for the rows whose first group is the area code as dialled from abroad.
   */
  hasTrunkPrefix?: boolean;
  display: (groups: string[]) => string;
};

const joinWith = (separator: string) => (groups: string[]) => groups.join(separator);

const PHONE_FORMATS: Record<TPhoneCountry, TPhoneFormat> = {
  US: {
    callingCode: '1',
    groups: [
      [3, 3],
      [3, 3],
      [4, 4],
    ],
    display: ([area, prefix, line]) => `(${area}) ${prefix}-${line}`,
  },
  CA: {
    callingCode: '1',
    groups: [
      [3, 3],
      [3, 3],
      [4, 4],
    ],
    display: ([area, prefix, line]) => `(${area}) ${prefix}-${line}`,
  },
  GB: {
    callingCode: '44',
    groups: [
      [2, 4],
      [3, 4],
      [4, 4],
    ],
    hasTrunkPrefix: true,
    display: joinWith(' '),
  },
  DE: {
    callingCode: '49',
    groups: [
      [2, 4],
      [3, 8],
    ],
    hasTrunkPrefix: true,
    display: joinWith(' '),
  },
  FR: {
    callingCode: '33',
    groups: [
      [1, 1],
      [2, 2],
      [2, 2],
      [2, 2],
      [2, 2],
    ],
    hasTrunkPrefix: true,
    display: joinWith(' '),
  },
  AU: {
    callingCode: '61',
    groups: [
      [1, 1],
      [4, 4],
      [4, 4],
    ],
    hasTrunkPrefix: true,
    display: joinWith(' '),
  },
  IN: {
    callingCode: '91',
    groups: [
      [3, 4],
      [3, 4],
      [4, 4],
    ],
    display: joinWith(' '),
  },
  JP: {
    callingCode: '81',
    groups: [
      [2, 4],
      [2, 4],
      [4, 4],
    ],
    display: joinWith('-'),
  },
  BR: {
    callingCode: '55',
    groups: [
      [2, 2],
      [4, 5],
      [4, 4],
    ],
    display: ([area, first, last]) => `(${area}) ${first}-${last}`,
  },
  MX: {
    callingCode: '52',
    groups: [
      [2, 3],
      [3, 4],
      [4, 4],
    ],
    display: joinWith(' '),
  },
};

/** Calling codes of the table; none is a prefix of another, so the first match is the only one. */
const CALLING_CODES = [...new Set(Object.values(PHONE_FORMATS).map((format) => format.callingCode))];

/**
 * Words that name a country in a location. Matched as whole words on lowercased text without accents
 * or punctuation ('U.S.A.' reads 'u s a'); at one position the longest wins, so 'new mexico' is not
 * Mexico and 'new south wales' is not Wales. With several countries named, the last one counts
 * ('London, Ontario' is in Canada).
 */
const LOCATION_ALIASES: Record<TPhoneCountry, readonly string[]> = {
  US: ['united states', 'united states of america', 'usa', 'u s a', 'us', 'u s', 'new mexico'],
  CA: ['canada', 'ontario', 'quebec', 'british columbia', 'alberta', 'toronto', 'vancouver', 'montreal', 'ottawa', 'calgary'],
  GB: [
    'united kingdom',
    'uk',
    'u k',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
    'london',
    'manchester',
    'edinburgh',
  ],
  DE: ['germany', 'deutschland', 'berlin', 'munich', 'munchen', 'hamburg', 'frankfurt', 'cologne', 'koln'],
  FR: ['france', 'paris', 'lyon', 'marseille', 'toulouse'],
  AU: ['australia', 'new south wales', 'queensland', 'sydney', 'melbourne', 'brisbane'],
  IN: ['india', 'bharat', 'mumbai', 'delhi', 'new delhi', 'bangalore', 'bengaluru', 'hyderabad', 'chennai', 'pune'],
  JP: ['japan', 'nippon', 'nihon', 'tokyo', 'osaka', 'kyoto'],
  BR: ['brazil', 'brasil', 'sao paulo', 'rio de janeiro', 'brasilia'],
  MX: ['mexico', 'mexico city', 'ciudad de mexico', 'guadalajara', 'monterrey'],
};

const aliasToCountry = new Map<string, TPhoneCountry>(
  PHONE_COUNTRIES.flatMap((country) => LOCATION_ALIASES[country].map((alias) => [alias, country] as const)),
);
const ALIAS_PATTERN = new RegExp(`\\b(?:${[...aliasToCountry.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

const DEFAULT_COUNTRY: TPhoneCountry = 'US';
/** Digits, separators (space, dash, dot, parentheses) and at most one leading '+'. */
const PHONE_SHAPE = /^\+?[\d\s.()-]+$/;

function normaliseLocation(location: string): string {
  return location
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The country named in a location ('Berlin, Germany', 'Austin, TX, USA', 'Deutschland'), if any. */
export function detectLocationCountry(location: string): TPhoneCountry | null {
  const matches = normaliseLocation(location).match(ALIAS_PATTERN);
  return matches ? aliasToCountry.get(matches[matches.length - 1]!)! : null;
}

/** Splits '+44 20 7946 0958' into its calling code (if any) and the digit groups after it. */
function parsePhone(phone: string): { callingCode: string | null; groups: string[] } | null {
  const trimmed = phone.trim();
  if (!PHONE_SHAPE.test(trimmed)) return null;
  let rest = trimmed;
  let callingCode: string | null = null;
  if (trimmed.startsWith('+')) {
    rest = trimmed.slice(1).trimStart();
    callingCode = CALLING_CODES.find((code) => rest.startsWith(code)) ?? null;
    if (!callingCode) return null;
    rest = rest.slice(callingCode.length);
  }
  const groups = rest.split(/\D+/).filter(Boolean);
  return groups.length > 0 ? { callingCode, groups } : null;
}

function countryForCallingCode(callingCode: string, location: string | undefined): TPhoneCountry {
  // +1 is shared by the US and Canada: only the location can tell them apart.
  if (callingCode === '1') return location && detectLocationCountry(location) === 'CA' ? 'CA' : 'US';
  return PHONE_COUNTRIES.find((country) => PHONE_FORMATS[country].callingCode === callingCode)!;
}

/**
 * The country whose format applies: the calling code when the number has one (it wins over the
 * location), else the country named in the location, else the US. Null for a '+' code outside the table.
 */
export function detectPhoneCountry(phone: string, location?: string): TPhoneCountry | null {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) {
    const parsed = parsePhone(trimmed);
    return parsed?.callingCode ? countryForCallingCode(parsed.callingCode, location) : null;
  }
  return (location && detectLocationCountry(location)) || DEFAULT_COUNTRY;
}

function fitsGroups(groups: string[], lengths: readonly TGroupLength[]): boolean {
  return (
    groups.length === lengths.length &&
    groups.every((group, index) => group.length >= lengths[index]![0] && group.length <= lengths[index]![1])
  );
}

/** Splits digits into the given groups, later groups as long as possible ('2079460958' → 20 7946 0958). */
function splitDigits(digits: string, lengths: readonly TGroupLength[]): string[] | null {
  if (lengths.length === 0) return digits === '' ? [] : null;
  const [min, max] = lengths[lengths.length - 1]!;
  for (let length = Math.min(max, digits.length); length >= min; length -= 1) {
    const head = splitDigits(digits.slice(0, digits.length - length), lengths.slice(0, -1));
    if (head) return [...head, digits.slice(digits.length - length)];
  }
  return null;
}

/**
 * Formats a phone number for display by the country's row of the phone format table, e.g.
 * '512.555.0142' → '(512) 555-0142', '+44 2079460958' → '+44 20 7946 0958'. Input that fits no
 * pattern is returned trimmed but otherwise unchanged.
 */
export function formatPhoneNumber(phone: string, location?: string): string {
  const trimmed = phone.trim();
  const parsed = parsePhone(trimmed);
  const country = detectPhoneCountry(trimmed, location);
  if (!parsed || !country) return trimmed;
  const format = PHONE_FORMATS[country];
  let { callingCode, groups } = parsed;

  // North American numbers are often written with the bare country code: 1-800-555-0199.
  if (!callingCode && format.callingCode === '1' && groups.join('').length === 11 && groups[0]!.startsWith('1')) {
    callingCode = '1';
    groups = [groups[0]!.slice(1), ...groups.slice(1)].filter(Boolean);
  }

  let hasTrunkZero = false;
  if (format.hasTrunkPrefix && groups[0]!.startsWith('0')) {
    hasTrunkZero = true;
    groups = [groups[0]!.slice(1), ...groups.slice(1)].filter(Boolean);
  }

  const formattedGroups = fitsGroups(groups, format.groups) ? groups : splitDigits(groups.join(''), format.groups);
  if (!formattedGroups) return trimmed;
  // At home the trunk 0 is part of the area code; after '+<code>' it is dropped.
  if (hasTrunkZero && !callingCode) formattedGroups[0] = `0${formattedGroups[0]}`;
  const national = format.display(formattedGroups);
  return callingCode ? `+${callingCode} ${national}` : national;
}
