/**
 * Values the JSON Resume mappings share: dates in the standard's iso8601 form, the location split,
 * a job's description as summary plus highlights, and text cut to the builder's limits.
 */
import { JSON_RESUME_DATE_PATTERN, JSON_RESUME_LIMITS, JSON_RESUME_SCHEMA_URL } from '#shared/schemas/resumes/json-resume.ts';
import { parseDateRange, parseResumeDate, type TResumeDate } from '#server/resume-engine/parse/dates.ts';

const HIGHLIGHT_MARKER = '- ';
/** ajv-formats' 'email' format, which JSON Resume validators apply. */
const EMAIL_FORMAT =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** An http(s) address in the characters RFC 3986 allows, as the 'uri' format checks them. */
const WEB_ADDRESS_FORMAT =
  /^https?:\/\/(?:[\w\-.~!$&'()*+,;=:@/]|%[\da-f]{2})+(?:\?(?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-f]{2})*)?(?:#(?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-f]{2})*)?$/i;

type TWithoutEmpty<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/** The object without its undefined, null, '' and [] values: JSON Resume leaves out what is not known. */
export function omitEmpty<T extends Record<string, unknown>>(value: T): TWithoutEmpty<T> {
  const isEmpty = (field: unknown) => field === undefined || field === null || field === '' || (Array.isArray(field) && field.length === 0);
  return Object.fromEntries(Object.entries(value).filter(([, field]) => !isEmpty(field))) as TWithoutEmpty<T>;
}

/** '$schema' and 'meta' of an exported resume; lastModified as 'YYYY-MM-DDThh:mm:ss' (UTC), the sample's form. */
export function createJsonResumeHeader(lastModified: Date) {
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    meta: { version: 'v1.0.0', lastModified: lastModified.toISOString().slice(0, 19) },
  };
}

/** A resume date as '2021-04', or '2021' when only the year was written. */
export function toJsonResumeDate(date: TResumeDate): string | undefined {
  const value = date.isYearOnly ? String(date.year) : `${date.year}-${String(date.month).padStart(2, '0')}`;
  return JSON_RESUME_DATE_PATTERN.test(value) ? value : undefined;
}

/**
 * Date text as the builder keeps it ('2021-04', or as typed: 'Jan 2021', '01/2021', '2021') in the
 * standard's form; undefined when it names no date ('Present', 'soon'). A season ('Spring 2020')
 * gives its year alone: the text does not say which month.
 */
export function toJsonResumeDateFromText(text: string): string | undefined {
  const value = text.trim();
  if (JSON_RESUME_DATE_PATTERN.test(value)) return value;
  const date = parseResumeDate(value);
  if (!date) return undefined;
  const isSpan = Boolean(parseDateRange(value)?.end);
  return toJsonResumeDate(isSpan ? { ...date, isYearOnly: true } : date);
}

/** A JSON Resume date as a builder month: '2021-04-15' → '2021-04'; '2021-04' and '2021' stay; none → ''. */
export function toBuilderMonth(date: string | undefined): string {
  return date?.slice(0, 7) ?? '';
}

/** 'Berlin', 'Germany' → 'Berlin, Germany': the non-empty parts. */
export function joinLocation(...parts: (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/**
 * 'Berlin, Germany' → city 'Berlin', region 'Germany', split at the first comma; 'Remote' is a city.
 * Text that would not join back the same ('Berlin,Germany') stays whole as the city.
 */
export function splitLocation(location: string): { city: string; region?: string } | undefined {
  const text = location.trim();
  if (!text) return undefined;
  const comma = text.indexOf(',');
  const city = text.slice(0, comma).trim();
  const region = text.slice(comma + 1).trim();
  return comma !== -1 && joinLocation(city, region) === text ? { city, region } : { city: text };
}

/** A job's description as the builder keeps it: the summary's lines, then each highlight as a '- ' line. */
export function joinDescription(summary: string, highlights: readonly string[]): string {
  return [...(summary ? [summary] : []), ...highlights.map((highlight) => `${HIGHLIGHT_MARKER}${highlight}`)].join('\n');
}

/**
 * The builder's description as summary (lines that are no '- ' bullet) and highlights (the bullets),
 * when joining them gives the same text back and the highlights fit an import's limits; otherwise
 * all of it as the summary, so nothing moves.
 */
export function splitDescription(description: string): { summary: string; highlights: string[] } {
  const lines = description.split('\n');
  const summary = lines.filter((line) => !line.startsWith(HIGHLIGHT_MARKER)).join('\n');
  const highlights = lines.filter((line) => line.startsWith(HIGHLIGHT_MARKER)).map((line) => line.slice(HIGHLIGHT_MARKER.length));
  const fits =
    highlights.length <= JSON_RESUME_LIMITS.highlights && highlights.every((highlight) => highlight.length <= JSON_RESUME_LIMITS.highlight);
  return fits && joinDescription(summary, highlights) === description ? { summary, highlights } : { summary: description, highlights: [] };
}

/** Trimmed and cut to `max` characters, never between the halves of a surrogate pair (a lone half is not storable). */
export function toLimitedText(value: string | undefined, max: number): string {
  const text = value?.trim() ?? '';
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

export function isJsonResumeEmail(value: string): boolean {
  return EMAIL_FORMAT.test(value);
}

/**
 * An absolute http(s) address a validator accepts: 'github.com/jane' gains 'https://', characters a
 * URI may not hold are percent-encoded; undefined when it is no web address.
 */
export function toWebAddress(text: string): string | undefined {
  const value = text.trim();
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(candidate)) return undefined;
  const parsed = new URL(candidate);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return [candidate, parsed.href].find((address) => WEB_ADDRESS_FORMAT.test(address));
}
