/**
 * Section content → entries: jobs, schools, projects, certifications, skill lines. An entry is a
 * header (one or more short lines: title, company, dates) followed by bullets or sentences; the
 * fields are told apart by separators ('|', '·', '—', ',', ' at ') and by what they look like.
 */
import { isLocationText, isRegionName } from './contact.ts';
import { findDateRange, parseDateRange, type TDateRange } from './dates.ts';
import { findLeadingDegree } from './degrees.ts';
import type { TCertificationEntry, TEducationEntry, TExperienceEntry, TProjectEntry, TResumeText, TSkillLine } from './types.ts';
import { countWords } from './markdown-lines.ts';

export type TEntryDraft = { header: TResumeText[]; body: TResumeText[] };

const HEADER_MAX_WORDS = 14;
const HEADER_MAX_LINES = 3;
const STRONG_SEPARATOR = /\s+[|·•◦▪]\s+|\s*\|\s*|\s+[–—]\s+|\s+-\s+|\t+/;
const JOB_TITLE_WORD =
  /\b(?:engineer|developer|programmer|manager|intern|scientist|analyst|assistant|architect|consultant|designer|director|specialist|administrator|lead|head|officer|founder|co-founder|cto|ceo|cfo|coo|vp|president|researcher|teacher|lecturer|professor|associate|coordinator|technician|devops|sre|tester|qa|owner|strategist|editor|writer|advisor|fellow|trainee|apprentice|contractor|freelancer|instructor|tutor|principal|staff|member|volunteer|chair|representative)s?\b/i;
const INSTITUTION_WORD =
  /\b(?:university|universit[éàä]t?|college|institute|school|academy|polytechnic|conservatory|bootcamp|hochschule|[eé]cole)\b|^(?:MIT|UCLA|UC [A-Z][a-z]+|ETH(?: Zurich)?|EPFL|NYU|CMU|Caltech|Georgia Tech|KTH|TU [A-Z][a-z]+)$/i;
const GPA = /\b(?:gpa|cgpa|grade point average)\s*[:-]?\s*(\d(?:[.,]\d{1,2})?(?:\s*\/\s*\d(?:[.,]\d{1,2})?)?)/i;
const CERTIFICATION_LEVEL =
  /^(?:associate|professional|specialty|foundational|practitioner|expert|fundamentals|advanced|level \d+|part \d+)$/i;
const SKILL_CATEGORY = /^([^:]{1,40}?)\s*:\s*(.+)$/;
const SKILL_CATEGORY_MAX_WORDS = 4;

type THasDate = (item: TResumeText) => boolean;

/** A short line, or one holding a date: a header, not a sentence of the description. */
function isHeaderLike(item: TResumeText, hasDate: THasDate): boolean {
  if (item.kind === 'subheading') return true;
  if (item.kind === 'bullet') return false;
  return hasDate(item) || (countWords(item.text) <= HEADER_MAX_WORDS && !/[.!]$/.test(item.text));
}

function startsNewEntry(draft: TEntryDraft, item: TResumeText, hasDate: THasDate): boolean {
  if (item.kind === 'subheading') return true;
  if (item.kind === 'bullet') return false;
  const headerHasDates = draft.header.some(hasDate);
  // A date on its own line belongs to the header above it ('Software Engineer at Google' / 'Jan 2020 – Present').
  if (draft.body.length === 0 && !headerHasDates && parseDateRange(item.text) !== null) return false;
  const isHeaderComplete = draft.body.length > 0 || headerHasDates || draft.header.length >= HEADER_MAX_LINES;
  return isHeaderComplete && isHeaderLike(item, hasDate);
}

/** Splits a section's content into entries: a new header starts an entry, bullets and sentences fill it. */
export function groupEntries(items: readonly TResumeText[]): TEntryDraft[] {
  // Each line is searched for a date once: that search is the costly part of grouping.
  const dated = new Map(items.map((item) => [item, findDateRange(item.text) !== null]));
  const hasDate: THasDate = (item) => dated.get(item) ?? false;
  const drafts: TEntryDraft[] = [];
  for (const item of items) {
    const current = drafts.at(-1);
    if (!current || startsNewEntry(current, item, hasDate))
      drafts.push(item.kind === 'bullet' ? { header: [], body: [item] } : { header: [item], body: [] });
    else if (current.body.length === 0 && isHeaderLike(item, hasDate)) current.header.push(item);
    else current.body.push(item);
  }
  return drafts;
}

/** Header text without its date range: 'Engineer | Acme | Jan 2020 – Present' → dates + 'Engineer | Acme'. */
function takeDates(texts: readonly string[]): { dates: TDateRange | null; rest: string[] } {
  let dates: TDateRange | null = null;
  const rest = texts.map((text) => {
    const found = dates ? null : findDateRange(text);
    if (!found) return text;
    dates = found.range;
    return `${text.slice(0, found.index)} ${text.slice(found.index + found.length)}`;
  });
  return { dates, rest };
}

const cleanPart = (part: string) =>
  part
    .replace(/^[\s,;:|·•—–-]+|[\s,;:|·•—–-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();

/** 'Senior Engineer, Acme Corp — 2021' → ['Senior Engineer', 'Acme Corp'] once the date is gone. */
function splitHeaderParts(texts: readonly string[], { splitOnAt }: { splitOnAt: boolean }): string[] {
  const parts = texts
    .flatMap((text) => text.split(STRONG_SEPARATOR))
    .map(cleanPart)
    .filter(Boolean);
  return parts.flatMap((part) => {
    if (isLocationText(part)) return [part];
    if (splitOnAt && / (?:at|@) /.test(part))
      return part
        .split(/ (?:at|@) /)
        .map(cleanPart)
        .filter(Boolean);
    if (!part.includes(', ')) return [part];
    // 'Senior Engineer, Acme, Berlin, Germany': commas split fields, but a place keeps its own comma.
    const pieces = part.split(', ').map(cleanPart).filter(Boolean);
    const merged: string[] = [];
    for (const piece of pieces) {
      const previous = merged.at(-1);
      if (
        previous !== undefined &&
        isLocationText(`${previous}, ${piece}`) &&
        /^[A-Z]{2}$|^[A-Z][a-z]+$/.test(piece) &&
        !JOB_TITLE_WORD.test(previous)
      )
        merged[merged.length - 1] = `${previous}, ${piece}`;
      else merged.push(piece);
    }
    return merged;
  });
}

function takeLocation(parts: string[]): string | null {
  const index = parts.findIndex((part) => isLocationText(part));
  return index === -1 ? null : (parts.splice(index, 1)[0] ?? null);
}

/**
 * 'Contoso, Toronto, ON' read as one place when nothing else names the company: a place starts with
 * its city and a region follows it, so a first piece followed by a city ('Contoso, Toronto') is the
 * company. 'Berlin, Germany' and 'Toronto, ON, Canada' stay places.
 */
function splitCompanyFromPlace(location: string): { company: string; location: string } | null {
  const [first, second, ...others] = location.split(', ');
  if (first === undefined || second === undefined || isRegionName(second)) return null;
  return { company: first, location: [second, ...others].join(', ') };
}

export function parseExperienceEntry(draft: TEntryDraft): TExperienceEntry {
  const { dates, rest } = takeDates(draft.header.map((item) => item.text));
  const parts = splitHeaderParts(rest, { splitOnAt: true });
  const foundLocation = parts.length > 1 ? takeLocation(parts) : null;
  const titleIndex = parts.findIndex((part) => JOB_TITLE_WORD.test(part));
  const [title = null] = titleIndex === -1 ? parts.splice(0, 1) : parts.splice(titleIndex, 1);
  const companyInPlace = parts.length === 0 && foundLocation ? splitCompanyFromPlace(foundLocation) : null;
  const location = companyInPlace?.location ?? foundLocation;
  return {
    title,
    company: companyInPlace?.company ?? parts[0] ?? null,
    location,
    dates,
    headerLines: draft.header.flatMap((item) => item.lines),
    bullets: draft.body.filter((item) => item.kind === 'bullet'),
    description: draft.body.filter((item) => item.kind !== 'bullet'),
  };
}

/** 'B.S. in Computer Science' → degree 'B.S.', field 'Computer Science'. */
function splitDegree(part: string): { degree: string; field: string | null } | null {
  const degree = findLeadingDegree(part);
  if (!degree) return null;
  const field = cleanPart(
    part
      .trim()
      .slice(degree.text.length)
      .replace(/^\s*(?:in|of|,|-|–|:)\s+/i, ''),
  );
  return { degree: degree.text, field: field || null };
}

export function parseEducationEntry(draft: TEntryDraft): TEducationEntry {
  const all = [...draft.header, ...draft.body];
  const gpa = all.map((item) => GPA.exec(item.text)?.[1] ?? null).find((value) => value !== null) ?? null;
  const { dates, rest } = takeDates(draft.header.map((item) => item.text.replace(GPA, ' ')));
  const parts = splitHeaderParts(rest, { splitOnAt: false });
  const location = parts.length > 1 ? takeLocation(parts) : null;
  const degreeIndex = parts.findIndex((part) => splitDegree(part) !== null);
  const degreeParts = degreeIndex === -1 ? null : splitDegree(parts.splice(degreeIndex, 1)[0] ?? '');
  const institutionIndex = parts.findIndex((part) => INSTITUTION_WORD.test(part));
  const [institution = null] = institutionIndex === -1 ? parts.splice(0, 1) : parts.splice(institutionIndex, 1);
  return {
    institution,
    degree: degreeParts?.degree ?? null,
    // 'Bachelor of Science, Computer Science': the field may follow as its own part.
    field: degreeParts?.field ?? (degreeParts ? (parts[0] ?? null) : null),
    location,
    dates,
    gpa,
    headerLines: draft.header.flatMap((item) => item.lines),
    details: draft.body,
  };
}

export function parseProjectEntry(draft: TEntryDraft): TProjectEntry {
  const { dates, rest } = takeDates(draft.header.map((item) => item.text));
  const [first = '', second = ''] = rest;
  // 'CareerPilot AI: Side project for parsing resumes.' → the name, then a description.
  const nameMatch = /^(.{2,60}?)(?::\s+|\s+[|–—]\s+)(.+)$/.exec(first);
  const name = cleanPart(nameMatch ? (nameMatch[1] ?? '') : first);
  const firstItem = draft.header[0];
  const inlineDescription: TResumeText[] =
    nameMatch && firstItem ? [{ ...firstItem, kind: 'text', text: cleanPart(nameMatch[2] ?? '') }] : [];
  const otherHeaderLines = draft.header.slice(1).filter((item) => parseDateRange(item.text) === null);
  return {
    name: name || cleanPart(second),
    dates,
    headerLines: draft.header.flatMap((item) => item.lines),
    bullets: draft.body.filter((item) => item.kind === 'bullet'),
    description: [...inlineDescription, ...otherHeaderLines, ...draft.body.filter((item) => item.kind !== 'bullet')],
  };
}

export function parseCertification(item: TResumeText): TCertificationEntry | null {
  const found = findDateRange(item.text);
  const withoutDate = found ? `${item.text.slice(0, found.index)} ${item.text.slice(found.index + found.length)}` : item.text;
  const text = cleanPart(withoutDate.replace(/\(\s*\)/g, ''));
  if (!text) return null;
  // 'Deep Learning Specialization - Coursera', '… | Amazon', '… by Google', '…, issued by AWS'; but
  // 'AWS Certified Developer – Associate' names a level, not an issuer.
  const issuerMatch = /^(.+?)(?:\s+[|–—-]\s+|,?\s+(?:issued\s+)?by\s+)([^|–—-]{2,40})$/i.exec(text);
  const issuer = issuerMatch && !CERTIFICATION_LEVEL.test(issuerMatch[2] ?? '') ? issuerMatch : null;
  return {
    name: cleanPart(issuer?.[1] ?? text),
    issuer: issuer ? cleanPart(issuer[2] ?? '') || null : null,
    date: found?.range.start ?? null,
    line: item.line,
  };
}

/** Splits a list on commas, semicolons, pipes and bullets, but not inside parentheses: 'AWS (EC2, S3)'. */
function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•·▪]/.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items
    .map((item) =>
      item
        .trim()
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.;:]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** 'Languages: Python, Go' → category + items; 'Python' on its own line → one item. */
export function parseSkillLine(item: TResumeText): TSkillLine {
  const labelled = SKILL_CATEGORY.exec(item.text);
  const hasCategory = labelled !== null && countWords(labelled[1] ?? '') <= SKILL_CATEGORY_MAX_WORDS && !/https?$/i.test(labelled[1] ?? '');
  return {
    category: hasCategory ? (labelled?.[1]?.trim() ?? null) : null,
    items: splitList(hasCategory ? (labelled?.[2] ?? '') : item.text),
    text: item.text,
    line: item.line,
    lines: item.lines,
  };
}
