/**
 * The "add these" answer: what a resume needs and this one lacks (contact details, experience with
 * roles and dates, skills, education), each as a fill-in placeholder in square brackets. The
 * placeholders are prompts, never facts: the parser marks them as placeholder text, so the analysis
 * scores them as unfilled and the fact review ignores them. Skills the text already names are listed
 * under Skills; nothing else is filled in.
 */
import type { TMissingSection } from '#shared/schemas/resume-ai.ts';
import type { TResumeDocument } from '../parse/types.ts';
import type { TRecognizedSkill } from '../skills/recognize-skills.ts';
import { joinWords } from './checks/check.ts';

const CONTACT_PLACEHOLDER = '[Add your email] | [Add your phone number] | [Add your city and country, or Remote]';
const EXPERIENCE_PLACEHOLDER = [
  '[Add your most recent role: Job Title | Company | Month Year – Month Year]',
  '',
  '- [Add what you built or changed, with a number if you have one]',
  '- [Add another result: the technology you used and what it improved]',
].join('\n');
const SKILLS_PROMPT = '- [Add the languages, frameworks and tools you use]';
const EDUCATION_PLACEHOLDER = '[Add your degree, bootcamp or course: Degree | School | Year]';

const hasSection = (document: TResumeDocument, kind: string) => document.sections.some((section) => section.kind === kind);

function missingContact(document: TResumeDocument): TMissingSection | null {
  const { emails, phones } = document.contact;
  const hasContactPlaceholder = document.lines.some((line) => line.isPlaceholder && /\bemail\b/i.test(line.text));
  if (emails.length + phones.length > 0 || hasContactPlaceholder) return null;
  return {
    section: 'contact',
    heading: 'Contact details',
    reason: 'A recruiter who likes your resume needs a way to reach you: an email address and a phone number under your name.',
    placeholder: CONTACT_PLACEHOLDER,
  };
}

function missingSkills(skills: readonly TRecognizedSkill[]): TMissingSection {
  const named = skills.map((skill) => skill.name);
  if (named.length === 0)
    return {
      section: 'skills',
      heading: 'Skills',
      reason: 'Recruiters and ATS search resumes for technologies by name: list the ones you use.',
      placeholder: SKILLS_PROMPT,
    };
  return {
    section: 'skills',
    heading: 'Skills',
    reason: `Recruiters and ATS search resumes for technologies by name. Your text mentions ${joinWords(named)}: listed here; add the others you use.`,
    placeholder: [`- ${named.join(', ')}`, SKILLS_PROMPT.replace('[Add the', '[Add the other')].join('\n'),
  };
}

/**
 * The sections to add while the resume has no roles or projects at all (a resume with work
 * experience gets its gaps named by the analysis instead), never a second time under a heading it
 * already has.
 */
export function findMissingSections(document: TResumeDocument, skills: readonly TRecognizedSkill[]): TMissingSection[] {
  const hasWork = document.experience.length > 0 || document.projects.length > 0 || hasSection(document, 'experience');
  if (document.isTemplate || hasWork) return [];
  const missing: (TMissingSection | null)[] = [
    missingContact(document),
    {
      section: 'experience',
      heading: 'Experience',
      reason: 'Recruiters read your roles first: job title, company and dates, with what you built or changed in each.',
      placeholder: EXPERIENCE_PLACEHOLDER,
    },
    hasSection(document, 'skills') ? null : missingSkills(skills),
    hasSection(document, 'education')
      ? null
      : {
          section: 'education',
          heading: 'Education',
          reason: 'Recruiters look for your degree or training. If you have none to list, delete this section.',
          placeholder: EDUCATION_PLACEHOLDER,
        },
  ];
  return missing.filter((section): section is TMissingSection => section !== null);
}

/** The placeholder sections as markdown blocks, to follow the rewrite (contact details go under the name instead). */
export function renderMissingSections(missing: readonly TMissingSection[]): string[] {
  return missing.filter((section) => section.section !== 'contact').flatMap((section) => [`## ${section.heading}`, section.placeholder]);
}

/** The answer in words; null when the rewrite changed something and nothing is missing. */
export function composeGuidance(missing: readonly TMissingSection[], changeCount: number): string | null {
  const nothingRewritten = 'Nothing in your text could be rewritten without inventing facts.';
  if (missing.length === 0)
    return changeCount === 0 ? `${nothingRewritten} To make it stronger, add what the analysis suggests, in your own words.` : null;
  const names = joinWords(missing.map((section) => (section.section === 'contact' ? 'contact details' : section.heading.toLowerCase())));
  const fixed = changeCount === 0 ? `${nothingRewritten} ` : 'The wording is fixed where it could be done safely. ';
  return `${fixed}Your resume does not yet have ${names}. These cannot be written for you without inventing facts, so the improved version has fill-in placeholders in [square brackets]: replace each with your own details, or delete it, before you use the resume.`;
}

/**
 * A rewrite made from the built-in one (the LLM's) with every placeholder the built-in one wrote:
 * those it dropped are put back, the contact line under the '# Name' title, the sections at the end.
 */
export function keepPlaceholders(content: string, missing: readonly TMissingSection[]): string {
  const dropped = missing.filter((section) => !content.includes(section.placeholder.split('\n')[0] ?? ''));
  const contact = dropped.find((section) => section.section === 'contact');
  const [first = '', ...rest] = content.split('\n');
  const withContact = !contact
    ? content
    : first.startsWith('# ')
      ? [first, '', contact.placeholder, ...rest].join('\n')
      : `${contact.placeholder}\n\n${content}`;
  return [withContact, ...renderMissingSections(dropped)].join('\n\n');
}
