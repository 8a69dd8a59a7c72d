/**
 * A resume uploaded as a Word file, as the engine parsed its markdown, written as a JSON Resume. Only
 * what the standard's schema accepts is written: dates it can express, absolute http(s) addresses.
 */
import type { TJsonResume } from '#shared/schemas/resumes/json-resume.ts';
import { isWrittenAsRange, type TDateRange } from '#server/resume-engine/parse/dates.ts';
import type { TContactLink, TResumeDocument, TResumeText } from '#server/resume-engine/parse/types.ts';
import {
  createJsonResumeHeader,
  isJsonResumeEmail,
  omitEmpty,
  splitLocation,
  toJsonResumeDate,
  toWebAddress,
} from './json-resume-values.ts';

const PROFILE_NETWORKS = { github: 'GitHub', linkedin: 'LinkedIn' } as const;

const toTexts = (items: readonly TResumeText[]) => items.map((item) => item.text);

/**
 * Start and end of an entry's dates; an open range ('2021 – Present') has no end. A single date
 * ('Jun 2020') is both, or with `singleDateIsEnd` only the end (a school's graduation).
 */
function toJsonResumeDates(range: TDateRange | null, { singleDateIsEnd = false } = {}): { startDate?: string; endDate?: string } {
  if (!range?.start) return {};
  if (range.isCurrent) return omitEmpty({ startDate: toJsonResumeDate(range.start) });
  const endDate = toJsonResumeDate(range.end ?? range.start);
  if (singleDateIsEnd && !isWrittenAsRange(range)) return omitEmpty({ endDate });
  return omitEmpty({ startDate: toJsonResumeDate(range.start), endDate });
}

/** The lines of the header (name, headline, contact details): links there are the person's own. */
function getHeaderLines(document: TResumeDocument): Set<number> {
  const contactItems = document.sections.filter((section) => section.kind === 'contact').flatMap((section) => section.items);
  return new Set([...document.preamble, ...contactItems].flatMap((item) => item.lines));
}

/** The first GitHub and LinkedIn link, those in the header first: one further down may be a project's repository. */
function toProfiles(links: readonly TContactLink[], headerLines: ReadonlySet<number>) {
  const ordered = [...links].sort((a, b) => Number(!headerLines.has(a.line)) - Number(!headerLines.has(b.line)));
  return (['github', 'linkedin'] as const).flatMap((kind) => {
    const link = ordered.find((candidate) => candidate.kind === kind);
    const url = link && toWebAddress(link.url);
    if (!url) return [];
    const [first, second] = new URL(url).pathname.split('/').filter(Boolean);
    // github.com/jane, linkedin.com/in/jane
    const username = kind === 'github' ? first : first === 'in' ? second : undefined;
    return [omitEmpty({ network: PROFILE_NETWORKS[kind], username, url })];
  });
}

/** A parsed resume → JSON Resume, valid against the standard's schema. */
export function toJsonResumeFromDocument(document: TResumeDocument, options: { lastModified: Date }): TJsonResume {
  const { contact } = document;
  const { $schema, meta } = createJsonResumeHeader(options.lastModified);
  const headerLines = getHeaderLines(document);
  const location = contact.locations[0]?.value;
  const website = contact.links.find((link) => link.kind === 'portfolio' && headerLines.has(link.line));
  const summary = document.sections.filter((section) => section.kind === 'summary').flatMap((section) => toTexts(section.items));
  return {
    $schema,
    basics: omitEmpty({
      name: document.name?.value,
      label: document.headline?.value,
      email: contact.emails.map((email) => email.value).find(isJsonResumeEmail),
      phone: contact.phones[0]?.value,
      url: website && toWebAddress(website.url),
      summary: summary.join('\n'),
      location: location ? { address: location, ...splitLocation(location) } : undefined,
      profiles: toProfiles(contact.links, headerLines),
    }),
    work: document.experience.map((job) =>
      omitEmpty({
        name: job.company,
        position: job.title,
        location: job.location,
        ...toJsonResumeDates(job.dates),
        summary: toTexts(job.description).join('\n'),
        highlights: toTexts(job.bullets),
      }),
    ),
    education: document.education.map((school) =>
      omitEmpty({
        institution: school.institution,
        studyType: school.degree,
        area: school.field,
        ...toJsonResumeDates(school.dates, { singleDateIsEnd: true }),
        score: school.gpa,
      }),
    ),
    skills: document.skills.flatMap((line) =>
      line.category ? [omitEmpty({ name: line.category, keywords: line.items })] : line.items.map((name) => ({ name })),
    ),
    certificates: document.certifications.map((certificate) =>
      omitEmpty({
        name: certificate.name,
        issuer: certificate.issuer,
        date: certificate.date ? toJsonResumeDate(certificate.date) : undefined,
      }),
    ),
    projects: document.projects.map((project) =>
      omitEmpty({
        name: project.name,
        ...toJsonResumeDates(project.dates),
        description: toTexts(project.description).join('\n'),
        highlights: toTexts(project.bullets),
      }),
    ),
    meta,
  };
}
