/**
 * The names versions get where their file name says nothing of them (decision 053): the builder's
 * files are all 'Jane Doe Resume.docx' and improvements '… (improved).md', so a person could not
 * tell two apart. The name says what the version is and the day it was made ('Improved for Backend
 * Engineer — 28 Nov'); lists show it, the file name stays the download's name. Migration 0034 gave
 * the resumes stored before it the same names.
 */
import type { TResumeSource } from './schemas/resumes/resume.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A role longer than this is a sentence, not a role: it is cut at a word. */
const ROLE_MAX_CHARS = 60;

/** '28 Nov', the UTC day: a name is given once, on the server, and reads the same everywhere. */
function formatTitleDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

function toRole(role: string | null | undefined): string {
  const clean = (role ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= ROLE_MAX_CHARS) return clean;
  const cut = clean.slice(0, ROLE_MAX_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : ROLE_MAX_CHARS).trim()}…`;
}

/**
 * The name a new resume gets, or null when its file name is its name (an upload). `role` is what an
 * improvement aimed at: the role asked for, else the title the resume gives the person.
 */
export function createResumeTitle(params: { source: TResumeSource; role?: string | null; date: Date }): string | null {
  const day = formatTitleDate(params.date);
  switch (params.source) {
    case 'uploaded':
      return null;
    case 'built':
      return `Built with the builder — ${day}`;
    case 'imported':
      return `Imported from JSON Resume — ${day}`;
    case 'improved': {
      const role = toRole(params.role);
      return role ? `Improved for ${role} — ${day}` : `Improved — ${day}`;
    }
  }
}

/** The title, numbered ' (2)', ' (3)' while the owner already has a resume of that name. */
export function numberResumeTitle(title: string, takenTitles: readonly string[]): string {
  const taken = new Set(takenTitles.map((name) => name.toLowerCase()));
  for (let version = 1; ; version += 1) {
    const name = version === 1 ? title : `${title} (${version})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
