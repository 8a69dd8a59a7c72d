import { readdirSync } from 'node:fs';
import sample from '@jsonresume/schema/sample.resume.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA_URL, ZJsonResumeSchema, type TJsonResume } from '#shared/schemas/resumes/json-resume.ts';
import { PROFILE_LINKS_MAX } from '#shared/schemas/profiles.ts';
import { ZResumeBuilderDataSchema, type TResumeBuilderData, type TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import { buildResume } from '#server/resume-engine/build/resume-builder.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { expectValidJsonResume } from '#tests/factories/json-resume.ts';
import { buildResumeData, readResumeFixture, RESUME_FIXTURES_DIR } from '#tests/factories/resumes.ts';
import { toJsonResumeFromBuilder } from './builder-to-json-resume.ts';
import { toJsonResumeFromDocument } from './document-to-json-resume.ts';
import { toBuilderData } from './json-resume-to-builder.ts';
import { splitLocation, toJsonResumeDateFromText, toLimitedText, toWebAddress } from './json-resume-values.ts';

const OPTIONS = { lastModified: new Date('2024-05-06T07:08:09.123Z') };
const FALLBACK = { fullName: 'Account Name', email: 'account@example.com', phone: '+1 555 0199', location: 'Account City' };

function parseBuilderData(overrides: Partial<TResumeBuilderData> = {}): TResumeBuilderDataParsed {
  return ZResumeBuilderDataSchema.parse(buildResumeData(overrides));
}

function buildJob(description: string) {
  return { company: 'Acme', position: 'Engineer', startDate: '2020-01', endDate: '2021-06', current: false, description };
}

/** How the import route reports an issue. */
function getIssueTexts(value: unknown): string[] {
  const result = ZJsonResumeSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`.replace(/^: /, ''));
}

describe('expectValidJsonResume', () => {
  it('fails on what the official schema refuses', () => {
    expect(() => expectValidJsonResume({ work: [{ startDate: 'April 2021' }] })).toThrow(/startDate must match pattern/);
    expect(() => expectValidJsonResume({ basics: { url: 'github.com/jane' } })).toThrow(/must match format "uri"/);
  });
});

describe('toJsonResumeFromBuilder', () => {
  it('writes the factory resume as a valid JSON Resume', () => {
    const resume = toJsonResumeFromBuilder(parseBuilderData(), OPTIONS);

    expectValidJsonResume(resume);
    expect(resume).toStrictEqual({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: {
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        phone: '+1 555 0100',
        summary: 'Backend engineer who likes boring, reliable systems.',
        location: { city: 'Berlin', region: 'Germany' },
      },
      work: [
        {
          name: 'Acme',
          position: 'Senior Engineer',
          startDate: '2022-01',
          summary: 'Built the billing platform in TypeScript',
          highlights: ['Cut p99 latency by 40%'],
        },
        { name: 'Globex', position: 'Engineer', startDate: '2019-06', endDate: '2021-12' },
      ],
      education: [{ institution: 'MIT', area: 'Computer Science', studyType: "Bachelor's Degree", endDate: '2019-05', score: '3.8' }],
      skills: [{ name: 'TypeScript' }, { name: 'PostgreSQL' }],
      certificates: [{ name: 'AWS Solutions Architect' }],
      meta: { version: 'v1.0.0', lastModified: '2024-05-06T07:08:09' },
    });
  });

  it('writes dates typed as text in the standard form, and leaves out what names no date', () => {
    const data = parseBuilderData({
      experience: [
        { company: 'A', startDate: 'Jan 2020', endDate: 'January 2021' },
        { company: 'B', startDate: '01/2019', endDate: '2019' },
        { company: 'C', startDate: 'Spring 2020', endDate: 'Fall 2020' },
        { company: 'D', startDate: 'a while ago', endDate: 'Present' },
        { company: 'E', startDate: '2018-03-15', endDate: '2018-07' },
      ],
      education: [{ institution: 'MIT', graduationDate: 'May 2019' }],
    });
    const resume = toJsonResumeFromBuilder(data, OPTIONS);

    expectValidJsonResume(resume);
    expect(resume.work?.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2020-01', '2021-01'],
      ['2019-01', '2019'],
      // A season does not say which month: only the year is written.
      ['2020', '2020'],
      [undefined, undefined],
      ['2018-03-15', '2018-07'],
    ]);
    expect(resume.education?.[0]?.endDate).toBe('2019-05');
  });

  it('leaves out empty fields, the end date of a current job, and keeps an empty GPA', () => {
    const data = parseBuilderData({
      personalInfo: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '1', location: 'Remote', summary: '' },
      experience: [{ company: '', position: 'Engineer', startDate: '2021-01', endDate: '2022-01', current: true, description: '' }],
      education: [
        { institution: 'MIT', degree: '', field: '', graduationDate: '', gpa: '' },
        { institution: 'ETH', degree: '', field: '', graduationDate: '' },
      ],
      skills: [],
      certifications: [],
    });
    const resume = toJsonResumeFromBuilder(data, OPTIONS);

    expectValidJsonResume(resume);
    expect(resume.basics).toStrictEqual({ name: 'Jane Doe', email: 'jane@example.com', phone: '1', location: { city: 'Remote' } });
    expect(resume.work).toStrictEqual([{ position: 'Engineer', startDate: '2021-01' }]);
    expect(resume.education).toStrictEqual([{ institution: 'MIT', score: '' }, { institution: 'ETH' }]);
    expect(resume.skills).toStrictEqual([]);
  });

  it.each([
    ['Berlin, Germany', { city: 'Berlin', region: 'Germany' }],
    ['Austin, TX, United States', { city: 'Austin', region: 'TX, United States' }],
    ['Remote', { city: 'Remote' }],
    // Text that would not join back the same stays whole.
    ['Berlin,Germany', { city: 'Berlin,Germany' }],
    ['Berlin,  Germany', { city: 'Berlin,  Germany' }],
    [', Germany', { city: ', Germany' }],
  ])('splits the location %j at its first comma', (location, expected) => {
    expect(splitLocation(location)).toStrictEqual(expected);
  });
});

describe('builder data → JSON Resume → builder data', () => {
  const variants: [string, Partial<TResumeBuilderData>][] = [
    ['the factory resume', {}],
    ['a description of bullets only', { experience: [buildJob('- Shipped billing\n- Cut latency by 40%')] }],
    ['a description of plain lines only', { experience: [buildJob('Shipped billing.\nCut latency by 40%.')] }],
    ['plain lines, then bullets', { experience: [buildJob('Led the payments team.\nOwned the roadmap.\n- Shipped billing\n- Cut costs')] }],
    ['a blank line before the bullets', { experience: [buildJob('Led the payments team.\n\n- Shipped billing')] }],
    ["'• ' bullets", { experience: [buildJob('• Shipped billing\n• Cut latency')] }],
    ["'* ' bullets", { experience: [buildJob('* Shipped billing\n* Cut latency')] }],
    ['bullets and plain lines interleaved', { experience: [buildJob('- Shipped billing\nThen more.\n- Cut latency')] }],
    ['a blank line between bullets', { experience: [buildJob('- Shipped billing\n\n- Cut latency')] }],
    ['a bullet with an extra space', { experience: [buildJob('-  Shipped billing\n- ')] }],
    ['a dash without a space', { experience: [buildJob('-Shipped billing\n- Cut latency')] }],
    [
      'more bullets than an import takes',
      { experience: [buildJob(Array.from({ length: 60 }, (_, index) => `- Did ${index}`).join('\n'))] },
    ],
    ['a bullet longer than an import takes', { experience: [buildJob(`Led the team.\n- ${'x'.repeat(1200)}`)] }],
    [
      'a current job, a past job and year-only dates',
      {
        experience: [
          { company: 'Acme', position: 'Lead', startDate: '2022-03', endDate: '', current: true, description: '' },
          { company: 'Globex', position: 'Dev', startDate: '2015', endDate: '2019', current: false, description: '' },
        ],
      },
    ],
    ['an entry with a company alone', { experience: [{ company: 'Acme' }], education: [{ field: 'Physics' }] }],
    [
      'GPAs empty, absent and given',
      {
        education: [
          { institution: 'MIT', degree: "Master's Degree", field: 'CS', graduationDate: '2021-06', gpa: '' },
          { institution: 'ETH', degree: 'Certificate', field: '', graduationDate: '2019-01' },
          { institution: 'KTH', degree: '', field: '', graduationDate: '', gpa: 3.9 },
        ],
      },
    ],
    [
      'a location without a comma and no summary',
      { personalInfo: { fullName: 'Jo', email: 'jo@example.com', phone: '1', location: 'Remote', summary: '' } },
    ],
    [
      'a location the split would change',
      { personalInfo: { fullName: 'Jo', email: 'jo@example.com', phone: '1', location: 'Zürich,Switzerland', summary: 'Hi' } },
    ],
    [
      'a summary in paragraphs',
      {
        personalInfo: {
          fullName: 'Jo',
          email: 'jo@example.com',
          phone: '1',
          location: 'Austin, TX, United States',
          summary: 'First paragraph.\n\nSecond paragraph\nwith a line break.',
        },
      },
    ],
    ['no experience, education, skills or certifications', { experience: [], education: [], skills: [], certifications: [] }],
    [
      'many skills and certifications',
      {
        skills: Array.from({ length: 100 }, (_, index) => `Skill ${index} with a name of some length`),
        certifications: Array.from({ length: 100 }, (_, index) => `Certificate ${index}`),
      },
    ],
    ['30 jobs', { experience: Array.from({ length: 30 }, (_, index) => buildJob(`Job ${index}\n- Did ${index}`)) }],
  ];

  it.each(variants)('gives back %s', (_name, overrides) => {
    const data = parseBuilderData(overrides);
    const resume = toJsonResumeFromBuilder(data, OPTIONS);

    expectValidJsonResume(resume);
    expect(toBuilderData(resume, FALLBACK).data).toStrictEqual(data);
  });

  it.each(variants)('gives back %s through a resume.json file', (_name, overrides) => {
    const data = parseBuilderData(overrides);
    const file = JSON.stringify(toJsonResumeFromBuilder(data, OPTIONS), null, 2);

    expect(toBuilderData(ZJsonResumeSchema.parse(JSON.parse(file)), FALLBACK).data).toStrictEqual(data);
  });

  it("splits a job's bullets into highlights only when nothing moves", () => {
    const data = parseBuilderData({
      experience: [buildJob('Led the team.\n- Shipped billing'), buildJob('- Shipped billing\nLed the team.'), buildJob('• Shipped')],
    });
    const work = toJsonResumeFromBuilder(data, OPTIONS).work;

    expect(work?.map(({ summary, highlights }) => ({ summary, highlights }))).toStrictEqual([
      { summary: 'Led the team.', highlights: ['Shipped billing'] },
      { summary: '- Shipped billing\nLed the team.', highlights: undefined },
      { summary: '• Shipped', highlights: undefined },
    ]);
  });

  // What the standard cannot say. The builder's month inputs write 'YYYY-MM', which travels unchanged.
  it('normalises dates typed as text, and reads a job with no end date as current', () => {
    const data = parseBuilderData({
      experience: [
        { company: 'A', startDate: 'Jan 2020', endDate: 'January 2021', current: false },
        { company: 'B', startDate: 'Spring 2020', endDate: 'Present', current: false },
        { company: 'C', startDate: '2020-02', endDate: '', current: false },
        { company: 'D', startDate: '', endDate: '', current: true },
      ],
      education: [{ institution: 'MIT', graduationDate: 'May 2019' }],
    });
    const back = toBuilderData(toJsonResumeFromBuilder(data, OPTIONS), FALLBACK).data;

    expect(back.experience.map(({ company, startDate, endDate, current }) => ({ company, startDate, endDate, current }))).toStrictEqual([
      { company: 'A', startDate: '2020-01', endDate: '2021-01', current: false },
      // 'Present' names no date: no end date, which the standard reads as 'to the present'.
      { company: 'B', startDate: '2020', endDate: '', current: true },
      { company: 'C', startDate: '2020-02', endDate: '', current: true },
      // Current needs a start date to be told apart from an entry without dates.
      { company: 'D', startDate: '', endDate: '', current: false },
    ]);
    expect(back.education[0]?.graduationDate).toBe('2019-05');
  });
});

describe('toBuilderData', () => {
  it('reads the official sample resume', () => {
    const resume = ZJsonResumeSchema.parse(sample);
    const { data, profile, leftOut } = toBuilderData(resume, FALLBACK);

    const parsed = ZResumeBuilderDataSchema.safeParse(data);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toStrictEqual(data);
    expect(data.personalInfo).toStrictEqual({
      fullName: 'Richard Hendriks',
      email: 'richard.hendriks@mail.com',
      phone: '(912) 555-4321',
      location: 'San Francisco, California',
      summary: sample.basics.summary,
    });
    expect(data.experience).toStrictEqual([
      {
        company: 'Pied Piper',
        position: 'CEO/President',
        startDate: '2013-12',
        endDate: '2014-12',
        current: false,
        description: [sample.work[0]?.summary, ...(sample.work[0]?.highlights ?? []).map((highlight) => `- ${highlight}`)].join('\n'),
      },
    ]);
    expect(data.education).toStrictEqual([
      { institution: 'University of Oklahoma', degree: 'Bachelor', field: 'Information Technology', graduationDate: '2014-01', gpa: '4.0' },
    ]);
    expect(data.skills).toStrictEqual(['HTML', 'CSS', 'Javascript', 'Mpeg', 'MP4', 'GIF']);
    expect(data.certifications).toStrictEqual([]);
    expect(profile).toStrictEqual({
      fullName: 'Richard Hendriks',
      jobTitle: 'Programmer',
      location: 'San Francisco, California',
      links: ['http://richardhendricks.example.com', 'https://www.twitter.com', 'https://soundcloud.example.com/dandymusicnl'],
      skills: ['HTML', 'CSS', 'Javascript', 'Mpeg', 'MP4', 'GIF'],
    });
    expect(leftOut).toStrictEqual(['Projects', 'Volunteer', 'Awards', 'Publications', 'Languages', 'Interests', 'References']);
  });

  it('takes what the file does not give from the account', () => {
    const { data, profile, leftOut } = toBuilderData(ZJsonResumeSchema.parse({}), FALLBACK);

    expect(data).toStrictEqual({
      personalInfo: { ...FALLBACK, summary: '' },
      experience: [],
      education: [],
      skills: [],
      certifications: [],
      template: 'classic',
    });
    expect(profile).toStrictEqual({ fullName: null, jobTitle: null, location: null, links: [], skills: [] });
    expect(leftOut).toStrictEqual([]);
  });

  it('reads blank fields as not given', () => {
    const resume = ZJsonResumeSchema.parse({
      basics: { name: ' ', email: '', url: '', location: { city: '', region: '' } },
      work: [{ name: 'Acme', startDate: '2020-01', endDate: '' }],
      // A template's untouched entries are no content.
      projects: [{ name: '', highlights: [''], keywords: [] }],
      awards: [],
    });
    const { data, profile, leftOut } = toBuilderData(resume, FALLBACK);

    expect(data.personalInfo).toStrictEqual({ ...FALLBACK, summary: '' });
    expect(data.experience[0]).toMatchObject({ startDate: '2020-01', endDate: '', current: true });
    expect(profile.links).toStrictEqual([]);
    expect(leftOut).toStrictEqual([]);
  });

  it.each([
    [{ city: 'Austin', region: 'TX', countryCode: 'US' }, 'Austin, TX'],
    [{ region: 'Bavaria', countryCode: 'DE' }, 'Bavaria'],
    [{ address: '1 Main St\nApt 2', countryCode: 'US' }, '1 Main St, Apt 2'],
    [{ countryCode: 'NL' }, 'NL'],
  ])('writes the location %j as %j', (location, expected) => {
    const { data, profile } = toBuilderData(ZJsonResumeSchema.parse({ basics: { location } }), FALLBACK);

    expect(data.personalInfo.location).toBe(expected);
    expect(profile.location).toBe(expected);
  });

  it('reads dates at month precision and a description where there is no summary', () => {
    const resume = ZJsonResumeSchema.parse({
      work: [
        { name: 'A', startDate: '2021-04-15', endDate: '2022-01-31', description: 'Ran the team', highlights: ['Hired 4'] },
        { name: 'B', startDate: '2019', endDate: '2020' },
        { name: 'C', endDate: '2018-05' },
        { name: 'D', summary: 'Built things', description: 'A compression company' },
      ],
      education: [{ institution: 'MIT', startDate: '2010-09-01', endDate: '2014-06-15' }],
    });
    const { data } = toBuilderData(resume, FALLBACK);

    expect(data.experience).toStrictEqual([
      { company: 'A', position: '', startDate: '2021-04', endDate: '2022-01', current: false, description: 'Ran the team\n- Hired 4' },
      { company: 'B', position: '', startDate: '2019', endDate: '2020', current: false, description: '' },
      { company: 'C', position: '', startDate: '', endDate: '2018-05', current: false, description: '' },
      { company: 'D', position: '', startDate: '', endDate: '', current: false, description: 'Built things' },
    ]);
    expect(data.education).toStrictEqual([{ institution: 'MIT', degree: '', field: '', graduationDate: '2014-06' }]);
  });

  it('flattens skills to their keywords, or their names, without repeats', () => {
    const resume = ZJsonResumeSchema.parse({
      skills: [
        { name: 'Frontend', keywords: ['React', 'TypeScript', ' '] },
        { name: 'Go' },
        { name: 'Backend', keywords: ['typescript', 'PostgreSQL'] },
        { name: 'Empty', keywords: [] },
        { name: 'A skill written as a whole sentence about what the developer can do' },
      ],
      certificates: [{ name: 'CKA' }, { name: 'cka' }, { issuer: 'AWS' }, { name: 'AWS Solutions Architect' }],
    });
    const { data, profile } = toBuilderData(resume, FALLBACK);

    const sentence = 'A skill written as a whole sentence about what the developer can do';
    expect(data.skills).toStrictEqual(['React', 'TypeScript', 'Go', 'PostgreSQL', 'Empty', sentence]);
    expect(data.certifications).toStrictEqual(['CKA', 'AWS Solutions Architect']);
    // A profile skill holds at most 60 characters.
    expect(profile.skills).toStrictEqual(['React', 'TypeScript', 'Go', 'PostgreSQL', 'Empty']);
  });

  it('keeps within the builder and profile limits', () => {
    const skills = Array.from({ length: 100 }, (_, group) => ({
      name: `Group ${group}`,
      keywords: Array.from({ length: 3 }, (_, index) => `Skill ${group}-${index}`),
    }));
    const resume = ZJsonResumeSchema.parse({
      basics: {
        label: 'L'.repeat(150),
        url: 'https://jane.dev',
        profiles: [
          ...Array.from({ length: 12 }, (_, index) => ({ network: 'Site', url: `https://site${index}.example.com` })),
          { network: 'Mail', url: 'mailto:jane@example.com' },
        ],
      },
      work: [{ summary: 'S'.repeat(4990), highlights: ['one', 'two'] }],
      skills,
      certificates: [{ name: `${'C'.repeat(79)}😀 and more` }],
    });
    const { data, profile } = toBuilderData(resume, FALLBACK);

    expect(ZResumeBuilderDataSchema.safeParse(data).success).toBe(true);
    expect(data.skills).toHaveLength(100);
    expect(data.experience[0]?.description).toHaveLength(5000);
    // Never cut between the halves of an emoji.
    expect(data.certifications).toStrictEqual(['C'.repeat(79)]);
    expect(profile.jobTitle).toHaveLength(100);
    expect(profile.skills).toHaveLength(50);
    expect(profile.links).toHaveLength(PROFILE_LINKS_MAX);
    expect(profile.links[0]).toBe('https://jane.dev');
  });
});

describe('ZJsonResumeSchema', () => {
  it.each([
    ['a list', []],
    ['text', 'resume'],
    ['null', null],
  ])('refuses %s at the top level', (_kind, value) => {
    expect(getIssueTexts(value)).toStrictEqual(['A JSON Resume must be an object with sections such as basics and work']);
  });

  it.each([
    [{ work: [{ startDate: 'April 2021' }] }, 'work.0.startDate: Must be a date like 2021, 2021-04 or 2021-04-15'],
    [{ certificates: [{ date: 2021 }] }, 'certificates.0.date: Must be a date like 2021, 2021-04 or 2021-04-15'],
    [{ basics: { email: 'jane at example.com' } }, 'basics.email: Must be a valid e-mail address'],
    [{ basics: { url: 'linkedin.com/in/jane' } }, 'basics.url: Must be a web address (https://…)'],
    [{ basics: 'Jane' }, 'basics: Must be an object'],
    [{ work: { name: 'Acme' } }, 'work: Must be a list'],
    [{ projects: 'none' }, 'projects: Must be a list'],
    [{ work: [{ highlights: ['Shipped', 3] }] }, 'work.0.highlights.1: Must be text'],
    [{ basics: { name: 'N'.repeat(101) } }, 'basics.name: Must be at most 100 characters'],
    [{ work: Array.from({ length: 31 }, () => ({})) }, 'work: Must have at most 30 entries'],
    [{ work: [{ highlights: Array.from({ length: 51 }, () => 'x') }] }, 'work.0.highlights: Must have at most 50 entries'],
    [{ basics: { name: 'Jane\u0000' } }, 'basics.name: Must not contain NUL characters or invalid Unicode'],
  ])('refuses %j with a readable message', (value, message) => {
    expect(getIssueTexts(value)).toStrictEqual([message]);
  });

  it('keeps fields and sections it does not read', () => {
    const value = { basics: { name: 'Jane', pronouns: 'she/her' }, work: [{ name: 'Acme', isRemote: true }], 'x-theme': 'even' };

    expect(ZJsonResumeSchema.parse(value)).toStrictEqual(value);
  });
});

const MARKDOWN_RESUMES = {
  headingsAndLinks: `# Maria Garcia

Senior Data Scientist

maria.garcia@example.org | (415) 555-0134 | San Francisco, CA | github.com/mgarcia | linkedin.com/in/maria-garcia | https://mariagarcia.dev

## Summary

Data scientist with 8 years of experience in forecasting and experimentation.
Led teams of up to five analysts.

## Experience

**Senior Data Scientist, Stripe — Jan 2021 to Present**

- Built a demand forecasting model that cut inventory costs by 12%
- Designed the company-wide A/B testing platform, see https://github.com/stripe/experiments

**Data Analyst | Lyft | San Francisco, CA | Jun 2017 – Dec 2020**

Owned pricing analytics for the rideshare marketplace.

- Automated weekly reporting with Airflow, saving 10 hours a week

## Education

**M.S. in Statistics**, Stanford University, 2017

**B.S. in Mathematics**, University of Texas at Austin, 2013 – 2015, GPA: 3.9/4.0

## Skills

Languages: Python, R, SQL
Machine Learning: scikit-learn, PyTorch, XGBoost
Tableau

## Projects

**OpenForecast: Open-source time series library (2019)**

- 1,200 GitHub stars; used by the city of Austin

## Certifications

- AWS Certified Machine Learning – Specialty (2022)
- Deep Learning Specialization - Coursera (2020)
`,
  capsHeadings: `JOHN SMITH
Software Engineer
john.smith@mail.com · +44 20 7946 0958 · London, United Kingdom
www.johnsmith.co.uk

PROFESSIONAL EXPERIENCE

Backend Developer at Monzo
March 2019 - Present
- Migrated payments to Go microservices
- Cut build times by 60%

Junior Developer at Sky
Summer 2018
- Wrote internal tools in Python

EDUCATION

BSc Computer Science, University of Manchester, 2015 - 2018

SKILLS

Go, Python, Kubernetes, PostgreSQL
`,
};

describe('toJsonResumeFromDocument', () => {
  it('writes a resume with markdown headings and contact links', () => {
    const resume = toJsonResumeFromDocument(parseResume(MARKDOWN_RESUMES.headingsAndLinks), OPTIONS);

    expectValidJsonResume(resume);
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(resume.basics).toStrictEqual({
      name: 'Maria Garcia',
      label: 'Senior Data Scientist',
      email: 'maria.garcia@example.org',
      phone: '(415) 555-0134',
      url: 'https://mariagarcia.dev',
      summary: 'Data scientist with 8 years of experience in forecasting and experimentation.\nLed teams of up to five analysts.',
      location: { address: 'San Francisco, CA', city: 'San Francisco', region: 'CA' },
      profiles: [
        { network: 'GitHub', username: 'mgarcia', url: 'https://github.com/mgarcia' },
        { network: 'LinkedIn', username: 'maria-garcia', url: 'https://linkedin.com/in/maria-garcia' },
      ],
    });
    expect(resume.work).toStrictEqual([
      {
        name: 'Stripe',
        position: 'Senior Data Scientist',
        startDate: '2021-01',
        highlights: [
          'Built a demand forecasting model that cut inventory costs by 12%',
          'Designed the company-wide A/B testing platform, see https://github.com/stripe/experiments',
        ],
      },
      {
        name: 'Lyft',
        position: 'Data Analyst',
        location: 'San Francisco, CA',
        startDate: '2017-06',
        endDate: '2020-12',
        summary: 'Owned pricing analytics for the rideshare marketplace.',
        highlights: ['Automated weekly reporting with Airflow, saving 10 hours a week'],
      },
    ]);
    expect(resume.education).toStrictEqual([
      // A single date is the graduation.
      { institution: 'Stanford University', studyType: 'M.S.', area: 'Statistics', endDate: '2017' },
      {
        institution: 'University of Texas at Austin',
        studyType: 'B.S.',
        area: 'Mathematics',
        startDate: '2013',
        endDate: '2015',
        score: '3.9/4.0',
      },
    ]);
    expect(resume.skills).toStrictEqual([
      { name: 'Languages', keywords: ['Python', 'R', 'SQL'] },
      { name: 'Machine Learning', keywords: ['scikit-learn', 'PyTorch', 'XGBoost'] },
      { name: 'Tableau' },
    ]);
    expect(resume.certificates).toStrictEqual([
      { name: 'AWS Certified Machine Learning – Specialty', date: '2022' },
      { name: 'Deep Learning Specialization', issuer: 'Coursera', date: '2020' },
    ]);
    expect(resume.projects).toStrictEqual([
      {
        name: 'OpenForecast',
        startDate: '2019',
        endDate: '2019',
        description: 'Open-source time series library',
        highlights: ['1,200 GitHub stars; used by the city of Austin'],
      },
    ]);
    expect(resume.meta).toStrictEqual({ version: 'v1.0.0', lastModified: '2024-05-06T07:08:09' });
  });

  it('writes a resume with capitals for headings and a bare website', () => {
    const resume = toJsonResumeFromDocument(parseResume(MARKDOWN_RESUMES.capsHeadings), OPTIONS);

    expectValidJsonResume(resume);
    expect(resume.basics).toMatchObject({ name: 'JOHN SMITH', label: 'Software Engineer', url: 'https://www.johnsmith.co.uk' });
    expect(resume.basics?.location).toStrictEqual({ address: 'London, United Kingdom', city: 'London', region: 'United Kingdom' });
    expect(resume.work?.map(({ name, position, startDate, endDate }) => ({ name, position, startDate, endDate }))).toStrictEqual([
      { name: 'Monzo', position: 'Backend Developer', startDate: '2019-03', endDate: undefined },
      // A season spans its months.
      { name: 'Sky', position: 'Junior Developer', startDate: '2018-06', endDate: '2018-08' },
    ]);
    expect(resume.education).toStrictEqual([
      { institution: 'University of Manchester', studyType: 'BSc', area: 'Computer Science', startDate: '2015', endDate: '2018' },
    ]);
    expect(resume.skills).toStrictEqual([{ name: 'Go' }, { name: 'Python' }, { name: 'Kubernetes' }, { name: 'PostgreSQL' }]);
  });

  it("writes the builder's own resume as it reads back", async () => {
    const { markdown } = await buildResume(parseBuilderData());
    const resume = toJsonResumeFromDocument(parseResume(markdown), OPTIONS);

    expectValidJsonResume(resume);
    expect(resume.basics).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com', phone: '+1 555 0100' });
    expect(resume.work?.map(({ name, position, startDate, endDate }) => ({ name, position, startDate, endDate }))).toStrictEqual([
      { name: 'Acme', position: 'Senior Engineer', startDate: '2022-01', endDate: undefined },
      { name: 'Globex', position: 'Engineer', startDate: '2019-06', endDate: '2021-12' },
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'MIT', endDate: '2019-05', score: '3.8' });
    expect(resume.skills).toStrictEqual([{ name: 'TypeScript' }, { name: 'PostgreSQL' }]);
    expect(resume.certificates).toStrictEqual([{ name: 'AWS Solutions Architect' }]);
  });

  const fixtures = readdirSync(RESUME_FIXTURES_DIR).filter((name) => /\.docx?$/.test(name));
  it.each(fixtures)('writes a valid JSON Resume for the Word fixture %s', async (name) => {
    const { markdown } = await extractWordMarkdown(readResumeFixture(name));

    expectValidJsonResume(toJsonResumeFromDocument(parseResume(markdown), OPTIONS));
  });
});

describe('JSON Resume values', () => {
  it.each([
    ['2021-04', '2021-04'],
    ['Jan 2020', '2020-01'],
    ['January 2020', '2020-01'],
    ['01/2020', '2020-01'],
    ['2020', '2020'],
    ['Summer 2023', '2023'],
    ['Present', undefined],
    ['', undefined],
  ])('writes the date %j as %j', (text, expected) => {
    expect(toJsonResumeDateFromText(text)).toBe(expected);
  });

  it.each([
    ['github.com/jane', 'https://github.com/jane'],
    ['http://jane.dev', 'http://jane.dev'],
    ['https://jane.dev/my work', 'https://jane.dev/my%20work'],
    ['mailto:jane@example.com', undefined],
    ['javascript:alert(1)', undefined],
    ['not a link', undefined],
  ])('writes the web address %j as %j', (text, expected) => {
    const address = toWebAddress(text);

    expect(address).toBe(expected);
    if (address) expectValidJsonResume({ basics: { url: address } } satisfies TJsonResume);
  });

  it('cuts text at the limit, never inside a surrogate pair', () => {
    expect(toLimitedText('  abc  ', 10)).toBe('abc');
    expect(toLimitedText('abcdef', 3)).toBe('abc');
    expect(toLimitedText('ab😀', 3)).toBe('ab');
    expect(toLimitedText('ab cd', 3)).toBe('ab');
    expect(toLimitedText(undefined, 3)).toBe('');
  });
});
