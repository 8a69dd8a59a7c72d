/**
 * An uploaded JSON Resume as resume builder data, plus what it offers the developer's profile and
 * the sections a DevMatch resume has no place for.
 */
import { JSON_RESUME_LIMITS as LIMITS, type TJsonResume, type TJsonResumeProfileBasics } from '#shared/schemas/resumes/json-resume.ts';
import { PROFILE_LINKS_MAX, PROFILE_SKILLS_MAX } from '#shared/schemas/profiles.ts';
import type { TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import { toUniqueSkills } from '#shared/skill-list.ts';
import { joinDescription, joinLocation, toBuilderMonth, toLimitedText, toWebAddress } from './json-resume-values.ts';

// The developer profile's limits (ZUpdateProfileRequestSchema).
const PROFILE_JOB_TITLE_MAX = 100;
const PROFILE_SKILL_MAX_CHARS = 60;

const LEFT_OUT_SECTIONS = [
  ['projects', 'Projects'],
  ['volunteer', 'Volunteer'],
  ['awards', 'Awards'],
  ['publications', 'Publications'],
  ['languages', 'Languages'],
  ['interests', 'Interests'],
  ['references', 'References'],
] as const;

type TBuilderFallback = { fullName: string; email: string; phone: string; location: string };

/** True when a section holds some text, number or true: templates leave entries of empty strings. */
function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || value === true) return true;
  if (Array.isArray(value)) return value.some(hasContent);
  return typeof value === 'object' && value !== null && Object.values(value).some(hasContent);
}

/** 'City, Region', else the address, else the country code; '' when the file gives none. */
function getLocation(location: NonNullable<TJsonResume['basics']>['location']): string {
  // An address of several lines ('1 Main St\nApt 2') becomes one.
  const address = joinLocation(...(location?.address ?? '').split('\n'));
  const text = joinLocation(location?.city, location?.region) || address || location?.countryCode;
  return toLimitedText(text, LIMITS.location);
}

/** Each skills entry's keywords, or its name when it has none (a name with keywords is their category). */
function getSkillNames(skills: NonNullable<TJsonResume['skills']>): string[] {
  return skills.flatMap((skill) => {
    const keywords = (skill.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    return keywords.length > 0 ? keywords : [skill.name?.trim() ?? ''];
  });
}

function toTags(names: readonly (string | undefined)[], max: number): string[] {
  return toUniqueSkills(names.map((name) => toLimitedText(name, LIMITS.tag))).slice(0, max);
}

function toExperience(job: NonNullable<TJsonResume['work']>[number]): TResumeBuilderDataParsed['experience'][number] {
  // Some tools put the text in 'description', which the standard keeps for a line about the company.
  const description = joinDescription(job.summary || job.description || '', job.highlights ?? []);
  return {
    company: toLimitedText(job.name, LIMITS.company),
    position: toLimitedText(job.position, LIMITS.position),
    startDate: toBuilderMonth(job.startDate),
    endDate: toBuilderMonth(job.endDate),
    // The standard's way to say 'to the present': a start date and no end date.
    current: Boolean(job.startDate) && !job.endDate,
    description: toLimitedText(description, LIMITS.summary),
  };
}

function toEducation(school: NonNullable<TJsonResume['education']>[number]): TResumeBuilderDataParsed['education'][number] {
  return {
    institution: toLimitedText(school.institution, LIMITS.institution),
    degree: toLimitedText(school.studyType, LIMITS.studyType),
    field: toLimitedText(school.area, LIMITS.area),
    graduationDate: toBuilderMonth(school.endDate),
    ...(school.score === undefined ? {} : { gpa: toLimitedText(school.score, LIMITS.score) }),
  };
}

function getProfileBasics(resume: TJsonResume, location: string, skillNames: readonly string[]): TJsonResumeProfileBasics {
  const urls = [resume.basics?.url, ...(resume.basics?.profiles ?? []).map((profile) => profile.url)];
  const links = urls.flatMap((url) => (url ? (toWebAddress(url) ?? []) : []));
  const skills = skillNames.filter((skill) => skill.length <= PROFILE_SKILL_MAX_CHARS);
  return {
    fullName: toLimitedText(resume.basics?.name, LIMITS.name) || null,
    jobTitle: toLimitedText(resume.basics?.label, PROFILE_JOB_TITLE_MAX) || null,
    location: location || null,
    links: [...new Set(links)].slice(0, PROFILE_LINKS_MAX),
    skills: toUniqueSkills(skills).slice(0, PROFILE_SKILLS_MAX),
  };
}

/**
 * JSON Resume → builder data, cut to the builder's limits. Name, e-mail, phone and location the file
 * does not give come from `fallback` (the account). Dates keep their month ('2021-04-15' → '2021-04').
 */
export function toBuilderData(
  resume: TJsonResume,
  fallback: TBuilderFallback,
): { data: TResumeBuilderDataParsed; profile: TJsonResumeProfileBasics; leftOut: string[] } {
  const { basics } = resume;
  const location = getLocation(basics?.location);
  const skillNames = getSkillNames(resume.skills ?? []);
  const data: TResumeBuilderDataParsed = {
    personalInfo: {
      fullName: toLimitedText(basics?.name, LIMITS.name) || toLimitedText(fallback.fullName, LIMITS.name),
      email: toLimitedText(basics?.email, LIMITS.email) || toLimitedText(fallback.email, LIMITS.email),
      phone: toLimitedText(basics?.phone, LIMITS.phone) || toLimitedText(fallback.phone, LIMITS.phone),
      location: location || toLimitedText(fallback.location, LIMITS.location),
      summary: toLimitedText(basics?.summary, LIMITS.summary),
    },
    experience: (resume.work ?? []).slice(0, LIMITS.work).map(toExperience),
    education: (resume.education ?? []).slice(0, LIMITS.education).map(toEducation),
    skills: toTags(skillNames, LIMITS.skills),
    certifications: toTags(
      (resume.certificates ?? []).map((certificate) => certificate.name),
      LIMITS.certificates,
    ),
    template: 'classic',
  };
  return {
    data,
    profile: getProfileBasics(resume, location, skillNames),
    leftOut: LEFT_OUT_SECTIONS.filter(([key]) => hasContent(resume[key])).map(([, label]) => label),
  };
}
