/**
 * Resumes written as running text (tests/fixtures/resume-prose), each beside the same facts as a
 * structured resume, and what Improve makes of them: for the API test and `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { improveResume } from '#server/resume-engine/built-in/improve-resume.ts';
import { reviewImprovement } from '#server/resume-engine/review/review-improvement.ts';

const DIR = join(PACKAGE_ROOT, 'tests/fixtures/resume-prose');

export const PROSE_RESUME_NAMES = readdirSync(DIR)
  .filter((file) => file.endsWith('.prose.md'))
  .map((file) => basename(file, '.prose.md'))
  .sort();

export const readProseResume = (name: string, kind: 'prose' | 'structured') => readFileSync(join(DIR, `${name}.${kind}.md`), 'utf8');

/** The lines of a '## ' section (up to the next one), blank ones left out. */
export function getSectionLines(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? lines.length : end).filter((line) => line.trim());
}

/** Per prose resume: the roles Improve set out against those the structured twin has, and the fact review's warnings. */
export function measureProseImprovement() {
  return PROSE_RESUME_NAMES.map((name) => {
    const prose = readProseResume(name, 'prose');
    const improved = improveResume({ content: prose, fileName: `${name}.md`, originalFile: null }).improvedContent;
    return {
      name,
      roles: getSectionLines(improved, 'Experience').filter((line) => line.startsWith('### ')).length,
      expectedRoles: getSectionLines(readProseResume(name, 'structured'), 'Experience').filter((line) => !line.startsWith('- ')).length,
      placeholders: (improved.match(/\[Add /g) ?? []).length,
      reviewWarnings: reviewImprovement(prose, improved).length,
    };
  });
}
