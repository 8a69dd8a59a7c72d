/**
 * The structured resume the built-in engine works on: what parseResume() makes of the markdown.
 * Every piece keeps the 1-based markdown line(s) it came from, so suggestions can point at lines.
 */
import type { TDateRange, TResumeDate } from './dates.ts';

export type TSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'awards'
  | 'languages'
  | 'volunteer'
  | 'publications'
  | 'interests'
  | 'contact'
  | 'other';

export type TMarkdownLineKind = 'blank' | 'heading' | 'bullet' | 'text';

/** One line of the markdown, exactly as numbered in the editor. */
export type TMarkdownLine = {
  /** 1-based. */
  line: number;
  /** As written. */
  raw: string;
  /** Without the line's own syntax ('#'s, bullet marker, indentation) but with inline markdown: '- Built [X](https://x.io)' → 'Built [X](https://x.io)'. */
  markdown: string;
  /** Without markdown syntax: no '#', bullet marker, '**', '_', escapes; links as their text. */
  text: string;
  kind: TMarkdownLineKind;
  /** 1–6 for '#' headings, null otherwise. */
  headingLevel: number | null;
  /** Template filler ('{{ resume.basics.name }}', 'Job Title/Company', 'click placeholder text'). */
  isPlaceholder: boolean;
};

/** A bullet, a heading inside a section ('### Senior Engineer — Acme'), or a line of plain text. */
export type TResumeTextKind = 'bullet' | 'subheading' | 'text';

/** A logical line: one bullet or paragraph line, with its hard-wrapped continuation lines joined. */
export type TResumeText = {
  text: string;
  /** The first markdown line (where a suggestion points). */
  line: number;
  /** Every markdown line it spans. */
  lines: number[];
  kind: TResumeTextKind;
};

/**
 * How the section heading was written: '## Skills', '**Skills**', 'SKILLS', 'Skills:' or 'Skills' on
 * a line of its own, or inline as the label of 'Skills: Java, Go'.
 */
export type THeadingStyle = 'markdown' | 'bold' | 'caps' | 'plain' | 'inline-label';

export type TResumeSection = {
  kind: TSectionKind;
  /** The heading as written, without markdown ('TECHNICAL SKILLS'). */
  heading: string;
  headingLine: number;
  headingStyle: THeadingStyle;
  /** Last line of the section (before the next heading or the end). */
  endLine: number;
  /** The section's content, placeholders left out. */
  items: TResumeText[];
};

export type TLocatedValue = { value: string; line: number };

export type TLinkKind = 'github' | 'linkedin' | 'portfolio' | 'other';

export type TContactLink = {
  /** As written ('github.com/johndoe' or 'https://…'). */
  url: string;
  /** GitHub, LinkedIn, a personal site / portfolio / code host, or another profile (LeetCode, X…). */
  kind: TLinkKind;
  line: number;
};

export type TContactDetails = {
  emails: TLocatedValue[];
  phones: TLocatedValue[];
  /** 'San Francisco, CA', '336 W. Chugalug Way, Sentinel, WY 33666', 'Remote'. */
  locations: TLocatedValue[];
  links: TContactLink[];
};

export type TExperienceEntry = {
  title: string | null;
  company: string | null;
  location: string | null;
  dates: TDateRange | null;
  /** The header line(s): title, company, dates. */
  headerLines: number[];
  bullets: TResumeText[];
  /** Body text that is not a bullet (a sentence under the header). */
  description: TResumeText[];
};

export type TEducationEntry = {
  institution: string | null;
  /** 'Bachelor of Science', 'B.S.', 'PhD'. */
  degree: string | null;
  /** 'Computer Science'. */
  field: string | null;
  location: string | null;
  dates: TDateRange | null;
  /** As written: '3.8', '3.9/4.0'. */
  gpa: string | null;
  headerLines: number[];
  /** Bullets and lines under the header (GPA, coursework, honours). */
  details: TResumeText[];
};

export type TProjectEntry = {
  name: string;
  dates: TDateRange | null;
  headerLines: number[];
  bullets: TResumeText[];
  description: TResumeText[];
};

export type TCertificationEntry = {
  name: string;
  /** 'Coursera' in 'Deep Learning Specialization - Coursera (2020)'. */
  issuer: string | null;
  date: TResumeDate | null;
  line: number;
};

/** One line of a skills section: 'Languages: Python, Go' → category 'Languages', items ['Python', 'Go']. */
export type TSkillLine = {
  category: string | null;
  items: string[];
  text: string;
  line: number;
  lines: number[];
};

export type TResumeDocument = {
  /** Every markdown line; lines[n - 1] is line n. */
  lines: TMarkdownLine[];
  name: TLocatedValue | null;
  /** The title under the name ('Software Engineer'), when there is one. */
  headline: TLocatedValue | null;
  contact: TContactDetails;
  /** What comes before the first section heading (name, headline, contact lines). */
  preamble: TResumeText[];
  sections: TResumeSection[];
  experience: TExperienceEntry[];
  education: TEducationEntry[];
  skills: TSkillLine[];
  projects: TProjectEntry[];
  certifications: TCertificationEntry[];
  /**
   * An unfilled template (mostly placeholders or template tags): then nothing is extracted from it,
   * no name, contact, entries or skills; only the section headings are kept.
   */
  isTemplate: boolean;
};
