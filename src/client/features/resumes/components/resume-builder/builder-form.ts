/**
 * The resume builder's form state and rules, kept apart from the screens so they can be tested:
 * the draft kept in localStorage, tag entry and the check before generating.
 */
import { renderMarkdown } from '#shared/resume-markdown.ts';
import { buildResumeBlocks } from '#shared/resume-outline.ts';
import {
  ZResumeBuilderDataSchema,
  DEGREE_OPTIONS,
  RESUME_TEMPLATES,
  type TResumeBuilderData,
  type TResumeBuilderDataParsed,
  type TResumeTemplate,
} from '#shared/schemas/resumes/resume.ts';

export const BUILDER_STEPS = ['Personal Information', 'Work Experience', 'Education', 'Skills & Certifications'] as const;
export const LAST_STEP = BUILDER_STEPS.length - 1;

type TBuilderData = Required<TResumeBuilderData>;
type TPersonalInfo = TBuilderData['personalInfo'];
type TDegree = (typeof DEGREE_OPTIONS)[number] | '';
/** Entries carry an id so React keeps each card's inputs when one above it is removed. */
export type TExperienceEntry = Required<TBuilderData['experience'][number]> & { id: string };
export type TEducationEntry = { id: string; institution: string; degree: TDegree; field: string; graduationDate: string; gpa: string };

export type TBuilderForm = {
  personalInfo: Required<TPersonalInfo>;
  experience: TExperienceEntry[];
  education: TEducationEntry[];
  skills: string[];
  certifications: string[];
  template: TResumeTemplate;
};

export type TTagList = 'skills' | 'certifications';

let entryCounter = 0;
function createEntryId(): string {
  entryCounter += 1;
  return `entry-${Date.now().toString(36)}-${entryCounter}`;
}

export function createExperienceEntry(): TExperienceEntry {
  return { id: createEntryId(), company: '', position: '', startDate: '', endDate: '', current: false, description: '' };
}

export function createEducationEntry(): TEducationEntry {
  return { id: createEntryId(), institution: '', degree: '', field: '', graduationDate: '', gpa: '' };
}

/** What the account and profile already know, to start a new form with. */
export type TBuilderPrefill = {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  summary?: string | null;
  skills?: readonly string[];
};

export function createEmptyForm(prefill: TBuilderPrefill = {}): TBuilderForm {
  return {
    personalInfo: {
      fullName: prefill.fullName ?? '',
      email: prefill.email ?? '',
      phone: prefill.phone ?? '',
      location: prefill.location ?? '',
      summary: prefill.summary ?? '',
    },
    experience: [createExperienceEntry()],
    education: [createEducationEntry()],
    skills: (prefill.skills ?? []).reduce<string[]>((list, skill) => addTag(list, skill).list, []),
    certifications: [],
    template: 'classic',
  };
}

type TAddTagResult = { status: 'added'; list: string[] } | { status: 'empty' | 'duplicate'; list: string[] };

/** Trimmed, empty entries ignored, duplicates (in any letter case) rejected. */
export function addTag(list: string[], input: string): TAddTagResult {
  const tag = input.trim();
  if (!tag) return { status: 'empty', list };
  if (list.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { status: 'duplicate', list };
  return { status: 'added', list: [...list, tag] };
}

/** An entry the user typed into; untouched ones are left out of the resume. */
function hasContent(entry: TExperienceEntry | TEducationEntry): boolean {
  return Object.entries(entry).some(([key, value]) => key !== 'id' && typeof value === 'string' && value.trim() !== '');
}

/** The request body: ids dropped, untouched entries left out, no end date for a current position. */
export function toResumeData(form: TBuilderForm): TResumeBuilderData & TResumeBuilderDataParsed {
  return {
    personalInfo: form.personalInfo,
    experience: form.experience
      .filter(hasContent)
      .map(({ id: _id, ...entry }) => ({ ...entry, endDate: entry.current ? '' : entry.endDate })),
    education: form.education.filter(hasContent).map(({ id: _id, gpa, ...entry }) => (gpa.trim() ? { ...entry, gpa } : entry)),
    skills: form.skills,
    certifications: form.certifications,
    template: form.template,
  };
}

/** The resume the form would generate, as markdown for the live preview (a placeholder name until one is typed). */
export function toPreviewMarkdown(form: TBuilderForm): string {
  const data = toResumeData(form);
  const fullName = data.personalInfo.fullName.trim() || 'Your Name';
  return renderMarkdown(buildResumeBlocks({ ...data, personalInfo: { ...data.personalInfo, fullName } }));
}

const REQUIRED_PERSONAL_FIELDS = ['fullName', 'email', 'phone', 'location'] as const;
const REQUIRED_MESSAGE = 'This field is required';

/** A field's key in error maps and element ids: 'personalInfo.email', 'experience.0.startDate'. */
export type TFieldPath = string;

type TBuilderCheck =
  | { status: 'valid' }
  | { status: 'missing'; errors: Record<TFieldPath, string> }
  | { status: 'invalid'; errors: Record<TFieldPath, string>; firstStep: number; firstMessage: string };

const STEP_OF_SECTION: Record<string, number> = { personalInfo: 0, experience: 1, education: 2, skills: 3, certifications: 3 };

/** Every mistake in the form, keyed by field path: the required personal fields first, then the shared schema's. */
function findFormErrors(form: TBuilderForm): Record<TFieldPath, string> {
  const errors: Record<TFieldPath, string> = {};
  for (const field of REQUIRED_PERSONAL_FIELDS) {
    if (!form.personalInfo[field].trim()) errors[`personalInfo.${field}`] = REQUIRED_MESSAGE;
  }
  const parsed = ZResumeBuilderDataSchema.safeParse(toResumeData(form));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String);
    // Entry indexes in the body skip untouched entries: point back at the form's own entry.
    const section = path[0];
    if ((section === 'experience' || section === 'education') && path[1] !== undefined) {
      const sentIndexes = form[section].flatMap((entry, index) => (hasContent(entry) ? [index] : []));
      path[1] = String(sentIndexes[Number(path[1])]);
    }
    errors[path.join('.')] ??= issue.message;
  }
  return errors;
}

export function getStepOfField(path: TFieldPath): number {
  return STEP_OF_SECTION[path.split('.')[0]!] ?? 0;
}

/** One step's mistakes, checked on Next and as each of its fields is left. */
export function findStepErrors(form: TBuilderForm, step: number): Record<TFieldPath, string> {
  return Object.fromEntries(Object.entries(findFormErrors(form)).filter(([path]) => getStepOfField(path) === step));
}

/**
 * Before generating: the four required personal fields first, then the shared
 * schema the server applies (e-mail shape, month format, lengths), so mistakes show beside their field.
 */
export function checkBuilderForm(form: TBuilderForm): TBuilderCheck {
  const missing = REQUIRED_PERSONAL_FIELDS.filter((field) => !form.personalInfo[field].trim());
  if (missing.length > 0) {
    return { status: 'missing', errors: Object.fromEntries(missing.map((field) => [`personalInfo.${field}`, REQUIRED_MESSAGE])) };
  }
  const errors = findFormErrors(form);
  const paths = Object.keys(errors);
  if (paths.length === 0) return { status: 'valid' };
  const firstStep = Math.min(...paths.map(getStepOfField));
  const firstPath = paths.find((path) => getStepOfField(path) === firstStep)!;
  return { status: 'invalid', errors, firstStep, firstMessage: errors[firstPath]! };
}

/* ---------- The draft in localStorage: one per user, so typing survives a reload. ---------- */

export type TBuilderDraft = { step: number; form: TBuilderForm };

export function getDraftStorageKey(userId: number): string {
  return `devmatch:resume-builder-draft:${userId}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Reads a stored draft defensively: an older or hand-edited value must never break the builder. */
export function parseDraft(raw: string | null): TBuilderDraft | null {
  if (!raw) return null;
  let stored: Record<string, unknown>;
  try {
    stored = record(JSON.parse(raw));
  } catch {
    return null;
  }
  const form = record(stored.form);
  const personal = record(form.personalInfo);
  const step = Number(stored.step);
  return {
    step: Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0,
    form: {
      personalInfo: {
        fullName: text(personal.fullName),
        email: text(personal.email),
        phone: text(personal.phone),
        location: text(personal.location),
        summary: text(personal.summary),
      },
      experience: list(form.experience).map((value) => {
        const entry = record(value);
        return {
          id: createEntryId(),
          company: text(entry.company),
          position: text(entry.position),
          startDate: text(entry.startDate),
          endDate: text(entry.endDate),
          current: entry.current === true,
          description: text(entry.description),
        };
      }),
      education: list(form.education).map((value) => {
        const entry = record(value);
        const degree = text(entry.degree);
        return {
          id: createEntryId(),
          institution: text(entry.institution),
          degree: (DEGREE_OPTIONS as readonly string[]).includes(degree) ? (degree as TDegree) : '',
          field: text(entry.field),
          graduationDate: text(entry.graduationDate),
          gpa: text(entry.gpa),
        };
      }),
      skills: list(form.skills).filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== ''),
      certifications: list(form.certifications).filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== ''),
      template: RESUME_TEMPLATES.find((template) => template === form.template) ?? 'classic',
    },
  };
}
