/**
 * Facts of the rewrite that the original does not state: numbers, dates, phone numbers, employers,
 * job titles, schools, degrees and skills ('invented-fact'), and metrics ('new-metric'). A metric is
 * reported once, as a new metric, not a second time as an invented number.
 */
import type { TImprovementWarning } from '#shared/schemas/resume-ai.ts';
import { findDegreeMentions } from '../parse/degrees.ts';
import { recognizeSkills } from '../skills/recognize-skills.ts';
import { getMonthKey, getRangeDates, type TKnownFacts } from './facts.ts';
import { containsPhrase, normalizeCompany, normalizeName, normalizeTitle } from './names.ts';
import { getExcerpt, getLineExcerpt, type TReviewedResume } from './reviewed-resume.ts';

const PHONE_MIN_DIGITS = 7;

const invented = (message: string, excerpt: string | null): TImprovementWarning => ({ kind: 'invented-fact', message, excerpt });

function isKnownPhone(known: TKnownFacts, digits: string): boolean {
  // '+1 (555) 123-4567' is '(555) 123-4567' with the country code.
  return [...known.phones].some(
    (phone) => Math.min(phone.length, digits.length) >= PHONE_MIN_DIGITS && (phone.endsWith(digits) || digits.endsWith(phone)),
  );
}

/** Numbers, metrics, dates and phone numbers, line by line. */
function findInventedNumbers(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  const { known } = original;
  const warnings: TImprovementWarning[] = [];
  for (const [index, line] of improved.contentLines.entries()) {
    const facts = improved.lineFacts[index]!;
    for (const metric of facts.metrics) {
      // A count ('100+ users') restates a number; other metrics must match in kind and unit too.
      const isKnown = metric.kind === 'count' ? known.numbers.has(metric.value) : known.metricKeys.has(metric.key);
      if (!isKnown)
        warnings.push({
          kind: 'new-metric',
          message: `New metric "${metric.text}": the original resume does not state it.`,
          excerpt: getExcerpt(line.text, metric.index),
        });
    }
    for (const date of facts.dates) {
      const isKnown = getRangeDates(date.range).every((value) => {
        const month = getMonthKey(value);
        return month ? known.months.has(month) : known.numbers.has(value.year);
      });
      if (!isKnown) warnings.push(invented(`Date "${date.text}" is not in the original resume.`, getExcerpt(line.text, date.index)));
    }
    for (const phone of facts.phones)
      if (!isKnownPhone(known, phone.digits))
        warnings.push(invented(`Phone number "${phone.text}" is not in the original resume.`, getExcerpt(line.text, phone.index)));
    for (const number of facts.numbers)
      if (!known.numbers.has(number.value))
        warnings.push(invented(`Number "${number.text}" is not in the original resume.`, getExcerpt(line.text, number.index)));
  }
  return warnings;
}

type TNamedFact = { value: string | null; line: number | undefined };

/** Names of the rewrite ('Acme Corp') that the original's text does not contain. */
function findUnknownNames(
  improved: TReviewedResume,
  names: TNamedFact[],
  params: { label: string; normalize: (text: string) => string; originalLines: string[] },
): TImprovementWarning[] {
  return names.flatMap(({ value, line }) => {
    if (!value) return [];
    const normalized = params.normalize(value);
    if (params.originalLines.some((line) => containsPhrase(line, normalized))) return [];
    return [invented(`${params.label} "${value}" is not in the original resume.`, getLineExcerpt(improved.document, line))];
  });
}

function findInventedEntities(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  const { document } = improved;
  const { headline } = document;
  const employers = document.experience.map((entry) => ({ value: entry.company, line: entry.headerLines[0] }));
  const titles = [
    ...(headline ? [{ value: headline.value, line: headline.line }] : []),
    ...document.experience.map((entry) => ({ value: entry.title, line: entry.headerLines[0] })),
  ];
  const schools = document.education.map((entry) => ({ value: entry.institution, line: entry.headerLines[0] }));
  const originalLines = original.searchLines;
  return [
    // 'TechCorp Inc.' in the original covers 'TechCorp'; 'Sr.' covers 'Senior'.
    ...findUnknownNames(improved, employers, { label: 'Employer', normalize: normalizeCompany, originalLines }),
    ...findUnknownNames(improved, titles, {
      label: 'Job title',
      normalize: normalizeTitle,
      originalLines: originalLines.map(normalizeTitle),
    }),
    ...findUnknownNames(improved, schools, { label: 'School', normalize: normalizeName, originalLines }),
  ];
}

/** Degrees by level, wherever they are written: an entry's 'M.S.' or a summary's "master's degree". */
function findInventedDegrees(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  const knownLevels = new Set(original.contentLines.flatMap((line) => findDegreeMentions(line.text).map((mention) => mention.level)));
  return improved.contentLines.flatMap((line) =>
    findDegreeMentions(line.text)
      .filter((mention) => !knownLevels.has(mention.level))
      .map((mention) => invented(`Degree "${mention.text}" is not in the original resume.`, getExcerpt(line.text, mention.index))),
  );
}

function findInventedSkills(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  const knownSkills = new Set(recognizeSkills(original.document).map((skill) => skill.name));
  return recognizeSkills(improved.document)
    .filter((skill) => !knownSkills.has(skill.name))
    .map((skill) => invented(`Skill "${skill.name}" is not in the original resume.`, getLineExcerpt(improved.document, skill.lines[0])));
}

/** Every fact of the rewrite the original does not hold, in the order of the rewrite's lines. */
export function findInventedFacts(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  return [
    ...findInventedNumbers(original, improved),
    ...findInventedEntities(original, improved),
    ...findInventedDegrees(original, improved),
    ...findInventedSkills(original, improved),
  ];
}
