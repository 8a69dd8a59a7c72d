/** The parser on every Word fixture (tests/fixtures/resumes), as extracted by extractWordMarkdown. */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_FIXTURES_DIR, readResumeFixture } from '#tests/factories/resumes.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';
import { parseResume } from './parse-resume.ts';
import type { TResumeDocument, TSectionKind } from './types.ts';

type TFixtureStructure = {
  name: string | null;
  headline?: string;
  sections: TSectionKind[];
  emails?: string[];
  phones?: string[];
  locations?: string[];
  links?: string[];
  /** 'Title @ Company (dates): bullet count'. */
  experience?: string[];
  /** 'Degree | Field | Institution | dates | GPA'. */
  education?: string[];
  skillLines?: number;
  projects?: string[];
  certifications?: string[];
};

const FULLSTACK: TFixtureStructure = {
  name: 'JOHN DOE',
  headline: 'Software Engineer',
  sections: ['summary', 'skills', 'experience', 'education', 'certifications', 'projects'],
  emails: ['john.doe@email.com'],
  phones: ['(555) 123-4567'],
  links: ['linkedin:linkedin.com/in/johndoe', 'github:github.com/johndoe'],
  experience: [
    'Senior Software Engineer @ TechCorp Inc. in San Francisco, CA (Jan 2022 - Present): 5',
    'Software Engineer @ StartupXYZ in New York, NY (Jun 2019 - Dec 2021): 5',
    'Junior Developer @ WebAgency LLC in Boston, MA (Aug 2017 - May 2019): 4',
  ],
  education: ['Bachelor of Science | Computer Science | MIT | 2017 | 3.8/4.0'],
  skillLines: 7,
  projects: ['Open Source Contribution - NLP Library', 'Personal Finance App'],
  certifications: ['AWS Solutions Architect Associate', 'Google Cloud Professional Data Engineer', 'Kubernetes Administrator (CKA)'],
};

const JUNIOR: TFixtureStructure = {
  name: 'ALEX CHEN',
  headline: 'Junior Software Developer',
  sections: ['summary', 'education', 'skills', 'projects', 'experience', 'volunteer'],
  emails: ['alex.chen@email.com'],
  links: ['github:github.com/alexchen'],
  experience: [
    'Software Development Intern @ LocalTech Solutions (Summer 2023): 4',
    'Teaching Assistant @ State University CS Department (2022-2023): 3',
  ],
  education: ['Bachelor of Science | Computer Science | State University | 2024 | 3.5/4.0'],
  skillLines: 5,
  projects: ['E-Commerce Website (Capstone Project)', 'Task Management App', 'Weather Dashboard'],
};

const NOT_A_RESUME: TFixtureStructure = { name: null, sections: [], emails: [], phones: [], experience: [], education: [], skillLines: 0 };

const FIXTURES: Record<string, TFixtureStructure> = {
  'fullstack-engineer-strong.docx': FULLSTACK,
  'fullstack-engineer-strong-converted.doc': FULLSTACK,
  'junior-developer-entry-level.docx': JUNIOR,
  'junior-developer-entry-level-converted.doc': JUNIOR,
  'data-scientist-strong.docx': {
    name: 'SARAH JOHNSON',
    headline: 'Data Scientist',
    sections: ['summary', 'skills', 'experience', 'education', 'publications', 'certifications'],
    phones: ['(555) 987-6543'],
    links: ['linkedin:linkedin.com/in/sarahjohnson'],
    experience: [
      'Senior Data Scientist @ DataDriven Corp in Seattle, WA (Mar 2021 - Present): 5',
      'Data Scientist @ Analytics Pro in Chicago, IL (Jul 2019 - Feb 2021): 4',
      'Data Analyst @ InsightCo in Austin, TX (Jun 2018 - Jun 2019): 4',
    ],
    education: [
      'Master of Science | Data Science | Stanford University | 2018 | 3.9/4.0',
      'Bachelor of Science | Statistics | UC Berkeley | 2016 | 3.7/4.0',
    ],
    skillLines: 8,
    certifications: ['AWS Machine Learning Specialty', 'Google Professional Machine Learning Engineer', 'Deep Learning Specialization'],
  },
  'backend-engineer-hard-wrapped.docx': {
    name: 'Jane Doe',
    sections: ['summary', 'experience', 'education', 'skills'],
    emails: ['jane.doe@email.com'],
    phones: ['(555) 123-4567'],
    locations: ['San Francisco, CA'],
    experience: ['Senior Software Engineer @ Acme Corporation (2021 to Present): 4', 'Software Engineer @ Globex Inc (2018 to 2021): 3'],
    education: ['B.S. | Computer Science | Stanford University | 2018 | -'],
    skillLines: 1,
  },
  'software-engineer-skills-one-per-line.docx': {
    name: 'John Doe',
    headline: 'Software Engineer',
    sections: ['skills', 'education', 'experience', 'projects', 'certifications'],
    phones: ['(123) 456-7890'],
    links: [
      'linkedin:https://linkedin.com/in/johndoe',
      'github:https://github.com/johndoe',
      'other:https://leetcode.com/johndoe',
      'portfolio:https://johndoe.dev',
    ],
    experience: ['Software Engineer @ Google (Jan 2020 - Present): 2', 'ML Engineer @ Meta (Jun 2019 - Aug 2019): 1'],
    education: [
      'B.Tech | Computer Science | Stanford University | 2020 | -',
      'Master of Science | Artificial Intelligence | MIT | 2022 | -',
    ],
    skillLines: 6,
    projects: ['CareerPilot AI'],
    certifications: ['Oracle AI Foundations', 'OCI Architect Associate'],
  },
  'minimal-contact-line-breaks.docx': {
    name: 'Karol Miner',
    sections: ['skills'],
    emails: ['karmin@southwbell.net'],
    phones: ['444-222-4339'],
    locations: ['336 W. Chugalug Way, Sentinel, WY 33666'],
    skillLines: 1,
  },
  'template-placeholders-tables-photo.docx': { ...NOT_A_RESUME, sections: ['summary', 'skills', 'experience', 'education', 'volunteer'] },
  'template-unfilled-jinja-tags.docx': { ...NOT_A_RESUME, sections: ['experience', 'education'] },
  'edge-unicode-headers-footers.doc': NOT_A_RESUME,
  'edge-footnotes-endnotes.doc': NOT_A_RESUME,
  'edge-text-boxes.docx': { ...NOT_A_RESUME, sections: ['other'] },
  'edge-strict-ooxml.docx': NOT_A_RESUME,
};

const describeEntries = (document: TResumeDocument) => ({
  experience: document.experience.map(
    (entry) =>
      `${entry.title} @ ${entry.company}${entry.location ? ` in ${entry.location}` : ''} (${entry.dates?.text}): ${entry.bullets.length}`,
  ),
  education: document.education.map((entry) =>
    [entry.degree, entry.field, entry.institution, entry.dates?.text, entry.gpa].map((value) => value ?? '-').join(' | '),
  ),
});

it('covers every fixture in the folder', () => {
  const files = readdirSync(RESUME_FIXTURES_DIR).filter((name) => /\.docx?$/.test(name));
  expect(Object.keys(FIXTURES).sort()).toEqual(files.sort());
});

describe.each(Object.entries(FIXTURES))('%s', (fileName, expected) => {
  let document: TResumeDocument;
  beforeAll(async () => {
    document = parseResume((await extractWordMarkdown(readResumeFixture(fileName))).markdown);
  });

  it('finds the name, headline and sections a reader sees', () => {
    expect(document.name?.value ?? null).toBe(expected.name);
    if (expected.headline) expect(document.headline?.value).toBe(expected.headline);
    expect(document.sections.map((section) => section.kind)).toEqual(expected.sections);
  });

  it('finds the contact details', () => {
    const { contact } = document;
    if (expected.emails) expect(contact.emails.map((email) => email.value)).toEqual(expected.emails);
    if (expected.phones) expect(contact.phones.map((phone) => phone.value)).toEqual(expected.phones);
    if (expected.locations) expect(contact.locations.map((location) => location.value)).toEqual(expected.locations);
    if (expected.links) expect(contact.links.map((link) => `${link.kind}:${link.url}`)).toEqual(expected.links);
  });

  it('finds the entries', () => {
    const entries = describeEntries(document);
    if (expected.experience) expect(entries.experience).toEqual(expected.experience);
    if (expected.education) expect(entries.education).toEqual(expected.education);
    if (expected.skillLines !== undefined) expect(document.skills).toHaveLength(expected.skillLines);
    if (expected.projects) expect(document.projects.map((project) => project.name)).toEqual(expected.projects);
    if (expected.certifications) expect(document.certifications.map((cert) => cert.name)).toEqual(expected.certifications);
  });

  it('points every item at real lines', () => {
    for (const section of document.sections)
      for (const item of section.items) {
        expect(item.lines[0]).toBe(item.line);
        for (const line of item.lines) expect(document.lines[line - 1]?.text).not.toBe('');
      }
  });

  it('marks the templates as templates, and only them', () => {
    expect(document.isTemplate).toBe(fileName.startsWith('template-'));
  });
});
