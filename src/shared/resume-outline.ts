/**
 * The builder's resume as an outline of blocks: name, contact line, then Summary, Experience,
 * Education, Skills, Certifications. The server writes it as markdown and .docx; the builder's live
 * preview writes the same markdown, so what is previewed is what is stored.
 */
import type { TResumeBuilderDataParsed } from './schemas/resumes/resume.ts';
import type { TBlock, TLine } from './resume-markdown.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SEPARATOR = ' · ';

/** '2022-01' (or '2022-01-15') → 'Jan 2022'; any other date text stays as written. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/.exec(value);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : value;
}

function formatPeriod(startDate: string, endDate: string, current: boolean): string {
  const end = current ? 'Present' : formatMonth(endDate);
  return [formatMonth(startDate), end].filter(Boolean).join(' – ');
}

const heading = (level: 1 | 2 | 3, text: string): TBlock => ({ kind: 'heading', level, line: [{ text }] });
const paragraph = (...lines: TLine[]): TBlock => ({ kind: 'paragraph', lines });

/** Description lines become bullets; bullets the user typed themselves are not doubled. */
function toBulletItems(text: string) {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter(Boolean)
    .map((line) => ({ line: [{ text: line }], depth: 0 }));
}

/** Blank-line separated paragraphs, each keeping its own line breaks. */
function toParagraphs(text: string): TBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => paragraph(...lines.map((line) => [{ text: line }])));
}

/** The resume as blocks: name, contact line, then Summary, Experience, Education, Skills, Certifications; empty sections left out. */
export function buildResumeBlocks(data: TResumeBuilderDataParsed): TBlock[] {
  const { personalInfo } = data;
  const blocks: TBlock[] = [
    heading(1, personalInfo.fullName),
    // An imported resume may have no phone or location.
    paragraph([{ text: [personalInfo.email, personalInfo.phone, personalInfo.location].filter(Boolean).join(SEPARATOR) }]),
  ];

  const summary = toParagraphs(personalInfo.summary);
  if (summary.length > 0) blocks.push(heading(2, 'Summary'), ...summary);

  const jobs = data.experience.filter((job) => job.position || job.company || job.description);
  if (jobs.length > 0) {
    blocks.push(heading(2, 'Experience'));
    for (const job of jobs) {
      blocks.push(heading(3, [job.position, job.company].filter(Boolean).join(' — ') || 'Position'));
      const period = formatPeriod(job.startDate, job.endDate, job.current);
      if (period) blocks.push(paragraph([{ text: period, italic: true }]));
      const items = toBulletItems(job.description);
      if (items.length > 0) blocks.push({ kind: 'list', ordered: false, items });
    }
  }

  const schools = data.education.filter((school) => school.institution || school.degree || school.field);
  if (schools.length > 0) {
    blocks.push(heading(2, 'Education'));
    for (const school of schools) {
      const degree = [school.degree, school.field].filter(Boolean).join(' in ');
      blocks.push(heading(3, degree || school.institution));
      const gpa = school.gpa?.trim();
      const details = [degree ? school.institution : '', formatMonth(school.graduationDate), gpa ? `GPA ${gpa}` : ''].filter(Boolean);
      if (details.length > 0) blocks.push(paragraph([{ text: details.join(SEPARATOR) }]));
    }
  }

  if (data.skills.length > 0) blocks.push(heading(2, 'Skills'), paragraph([{ text: data.skills.join(', ') }]));
  if (data.certifications.length > 0) {
    blocks.push(heading(2, 'Certifications'), {
      kind: 'list',
      ordered: false,
      items: data.certifications.map((text) => ({ line: [{ text }], depth: 0 })),
    });
  }
  return blocks;
}

/** The sections the modern template sets in its sidebar; every other section fills the main column. */
const SIDEBAR_SECTIONS = new Set(['education', 'skills', 'certifications']);

export function isSidebarSection(title: string): boolean {
  return SIDEBAR_SECTIONS.has(title.trim().toLowerCase());
}

/**
 * A resume's parts, split at its section headings: what comes before the first (name and contact
 * line), and each section with its heading. `titleOf` names an item that is a section heading.
 */
export function splitSections<T>(
  items: T[],
  titleOf: (item: T) => string | null,
): { header: T[]; sections: { title: string; items: T[] }[] } {
  const header: T[] = [];
  const sections: { title: string; items: T[] }[] = [];
  for (const item of items) {
    const title = titleOf(item);
    if (title !== null) sections.push({ title, items: [item] });
    else (sections.at(-1)?.items ?? header).push(item);
  }
  return { header, sections };
}
