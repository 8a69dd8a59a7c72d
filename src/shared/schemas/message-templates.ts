/**
 * A company's message templates (issue 41, decision 048), under /api/employer/{employerId}/templates:
 * texts for contacting a candidate, replying in a conversation and rejecting an application, with
 * placeholders the screen fills in. A placeholder still in the text when it is sent is refused.
 */
import { z } from 'zod';
import { CONTACT_SUBJECT_MAX_LENGTH } from './conversations.ts';
import { REJECTION_REASON_MAX } from './jobs.ts';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

export const TEMPLATE_KINDS = ['contact', 'message', 'rejection'] as const;
export type TTemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_LABEL: Record<TTemplateKind, string> = {
  contact: 'First contact',
  message: 'Conversation reply',
  rejection: 'Rejection',
};

/**
 * The placeholders a template may hold, written `{{name}}`, and what fills each: the candidate's
 * first name, the job's title, the company's name and the signed-in colleague's name.
 */
export const TEMPLATE_PLACEHOLDERS = ['firstName', 'jobTitle', 'company', 'recruiterName'] as const;
export type TTemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export const TEMPLATE_PLACEHOLDER_LABEL: Record<TTemplatePlaceholder, string> = {
  firstName: "Candidate's first name",
  jobTitle: 'Job title',
  company: 'Company name',
  recruiterName: 'Your name',
};
export type TPlaceholderValues = Partial<Record<TTemplatePlaceholder, string | null | undefined>>;

export const TEMPLATES_MAX_PER_COMPANY = 50;
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_BODY_MAX = 5000;

/** Anything written `{{…}}` on one line: a known placeholder or a mistyped one, both unfilled. */
const PLACEHOLDER_PATTERN = /\{\{[^{}\n]{0,60}\}\}/g;

/** The text split into plain parts and placeholders, for showing the unfilled ones highlighted. */
export function splitPlaceholders(text: string): { text: string; isPlaceholder: boolean }[] {
  const parts: { text: string; isPlaceholder: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isPlaceholder: false });
    parts.push({ text: match[0], isPlaceholder: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isPlaceholder: false });
  return parts;
}

/** The first placeholder left in the text (`{{jobTitle}}`), or null when every one is filled. */
function findUnfilledPlaceholder(text: string): string | null {
  return text.match(PLACEHOLDER_PATTERN)?.[0] ?? null;
}

/**
 * What a send with a placeholder left in any of its texts is told ('Fill in {{jobTitle}} before
 * sending.'), or null when all are filled: the server refuses such a send (400), the screens say it first.
 */
export function findUnfilledPlaceholderMessage(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    const placeholder = text ? findUnfilledPlaceholder(text) : null;
    if (placeholder) return `Fill in ${placeholder} before sending.`;
  }
  return null;
}

/** A candidate's first name as a letter would greet them ({{firstName}}). */
export function toFirstName(fullName: string | null | undefined): string | undefined {
  return fullName?.trim().split(/\s+/)[0] || undefined;
}

/** The template's text with each placeholder the screen knows replaced; the others stay as written. */
export function fillPlaceholders(text: string, values: TPlaceholderValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | null | undefined>)[name]?.trim();
    return value ? value : whole;
  });
}

const FIRST_NAME_PATTERN = /\{\{\s*firstName\s*\}\}/g;

/**
 * A text sent to several candidates at once (a bulk rejection or message) keeps {{firstName}}: the
 * server fills it for each recipient. What is left to check before sending is the text without it.
 */
export function withoutPerRecipientPlaceholders(text: string): string {
  return text.replace(FIRST_NAME_PATTERN, '');
}

const KNOWN_PLACEHOLDERS = new Set<string>(TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`));
const PLACEHOLDER_LIST = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

/** A template's text: every `{{…}}` in it must be one the screens can fill. */
function withKnownPlaceholders<T extends z.ZodType<string | null>>(schema: T) {
  return schema.superRefine((value, context) => {
    const unknown = (value ?? '').match(PLACEHOLDER_PATTERN)?.find((placeholder) => !KNOWN_PLACEHOLDERS.has(placeholder));
    if (unknown) context.addIssue({ code: 'custom', message: `Unknown placeholder ${unknown}. Use ${PLACEHOLDER_LIST}.` });
  });
}

export const ZTemplateRequestSchema = z
  .object({
    name: createSingleLineTextSchema({ label: 'Name', error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(TEMPLATE_NAME_MAX, `Name must be at most ${TEMPLATE_NAME_MAX} characters long`),
    kind: z.enum(TEMPLATE_KINDS, { error: 'Kind must be contact, message or rejection' }),
    /** A contact template's subject; only contact templates have one. */
    subject: withKnownPlaceholders(
      createSingleLineTextSchema({ label: 'Subject', error: 'Subject must be text' })
        .trim()
        .max(CONTACT_SUBJECT_MAX_LENGTH, `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters long`)
        .nullish()
        .transform((value) => value || null),
    ),
    body: withKnownPlaceholders(
      createTextSchema({ label: 'Text', error: 'Text must be text' })
        .trim()
        .min(1, 'Text is required')
        .max(TEMPLATE_BODY_MAX, `Text must be at most ${TEMPLATE_BODY_MAX} characters long`),
    ),
  })
  .strict()
  .refine((template) => template.subject === null || template.kind === 'contact', {
    message: 'Only a contact template has a subject',
    path: ['subject'],
  })
  // A rejection template fills the reason sent with the rejection, which has its own limit.
  .refine((template) => template.kind !== 'rejection' || template.body.length <= REJECTION_REASON_MAX, {
    message: `A rejection's text must be at most ${REJECTION_REASON_MAX} characters long`,
    path: ['body'],
  });
export type TTemplateRequest = z.input<typeof ZTemplateRequestSchema>;

export const ZTemplateSchema = z.object({
  id: z.number(),
  name: ZResponseTextSchema,
  kind: z.enum(TEMPLATE_KINDS),
  subject: ZResponseTextSchema.nullable(),
  body: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
  /** The colleague who wrote it as it stands; null once their account is gone. */
  updatedByName: ZResponseTextSchema.nullable(),
});
export type TTemplate = z.infer<typeof ZTemplateSchema>;
export const ZTemplateListSchema = z.array(ZTemplateSchema);

export const ZTemplateListQuerySchema = z
  .object({ kind: z.enum(TEMPLATE_KINDS, { error: 'Kind must be contact, message or rejection' }).optional() })
  .strict();
