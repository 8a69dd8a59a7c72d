/**
 * Ordering tests: pairs of handwritten resumes where one is clearly stronger in one respect and
 * identical otherwise. The stronger one must score higher overall and in the category concerned.
 */
import { describe, expect, it } from 'vitest';
import type { TAnalysisCategory } from '#shared/schemas/resume-ai.ts';
import { analyzeResume, type TBuiltInAnalyzeOptions } from './analyze-resume.ts';
import { PLAIN_WORD_LAYOUT } from '#tests/factories/resume-engine/checks.ts';
import { buildResume, SOLID_RESUME_PARTS } from '#tests/factories/resume-engine/sample-resumes.ts';

const AS_OF = { year: 2025, month: 6, isYearOnly: false };

type TPair = {
  name: string;
  category: TAnalysisCategory;
  stronger: string;
  weaker: string;
  options?: { stronger?: TBuiltInAnalyzeOptions; weaker?: TBuiltInAnalyzeOptions };
};

const PAIRS: TPair[] = [
  {
    name: 'measurable results vs none',
    category: 'impact',
    stronger: buildResume(),
    weaker: buildResume({
      experience: `## Experience

Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present

- Lead a team of engineers building the payments API in Go
- Reduce latency by redesigning PostgreSQL indexes and adding Redis caching
- Introduce contract tests that cut production incidents
- Migrate services to Kubernetes on AWS

Software Engineer | Shopwise | Dallas, TX | Jun 2017 - Feb 2021

- Built an order service in Python and Django
- Automated releases with GitHub Actions and Terraform
- Designed a Kafka event pipeline feeding downstream teams
- Mentored junior developers`,
    }),
  },
  {
    name: "action verbs vs 'responsible for'",
    category: 'impact',
    stronger: buildResume(),
    weaker: buildResume({
      experience: `## Experience

Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present

- Responsible for a team of 5 engineers building the payments API in Go, processing $40M per month
- Worked on p95 latency, which went down by 45% after PostgreSQL index changes and Redis caching
- Helped with contract tests; production incidents went from 9 to 2 per quarter
- Involved in the migration of 30 services to Kubernetes on AWS, saving $120K a year

Software Engineer | Shopwise | Dallas, TX | Jun 2017 - Feb 2021

- Responsible for an order service in Python and Django handling 12,000 orders per day
- Tasked with releases in GitHub Actions and Terraform; deploys went from 2 hours to 15 minutes
- Worked on a Kafka event pipeline feeding 6 downstream teams
- Helped 3 junior developers, 2 of whom were promoted within a year`,
    }),
  },
  {
    name: 'clear sections vs a wall of text',
    category: 'structure',
    stronger: buildResume(),
    weaker: `# Maria Garcia

Austin, TX | maria.garcia@example.com | +1 512 555 0147 | linkedin.com/in/mariagarcia | github.com/mariagarcia

Backend engineer with 7 years of experience building payment and order systems in Go, Python and PostgreSQL. Since March 2021 I have been a senior backend engineer at Finly in Austin, where I lead a team of 5 engineers building the payments API in Go, processing $40M per month, reduced p95 latency by 45% with PostgreSQL indexes and Redis caching and migrated 30 services to Kubernetes on AWS, saving $120K a year. Before that, from June 2017 to February 2021, I was a software engineer at Shopwise in Dallas, where I built an order service in Python and Django handling 12,000 orders per day, automated releases with GitHub Actions and Terraform and designed a Kafka event pipeline. I studied computer science at the University of Texas at Austin (B.S., 2017) and know SQL, TypeScript, gRPC, MongoDB and Docker.`,
  },
  {
    name: 'skills listed vs not',
    category: 'skills',
    stronger: buildResume(),
    weaker: buildResume({ skills: '' }),
  },
  {
    name: 'complete contact details vs none',
    category: 'contact',
    stronger: buildResume(),
    weaker: buildResume({ header: '# Maria Garcia\n\nSenior Backend Engineer' }),
  },
  {
    name: 'profile links vs none',
    category: 'contact',
    stronger: buildResume(),
    weaker: buildResume({ header: '# Maria Garcia\n\nSenior Backend Engineer\n\nAustin, TX | maria.garcia@example.com | +1 512 555 0147' }),
  },
  {
    name: 'consistent dates vs a mess',
    category: 'experience',
    stronger: buildResume(),
    weaker: buildResume({
      experience: SOLID_RESUME_PARTS.experience
        .replace('Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present', 'Senior Backend Engineer | Finly | Austin, TX')
        .replace('Jun 2017 - Feb 2021', '2021 - 06/2017'),
    }),
  },
  {
    name: 'continuous history vs a long unexplained gap',
    category: 'experience',
    stronger: buildResume(),
    weaker: buildResume({ experience: SOLID_RESUME_PARTS.experience.replace('Jun 2017 - Feb 2021', 'Jun 2017 - Feb 2019') }),
  },
  {
    name: 'concise bullets vs rambling ones',
    category: 'formatting',
    stronger: buildResume(),
    weaker: buildResume({
      experience: SOLID_RESUME_PARTS.experience
        .replace(
          'Lead a team of 5 engineers building the payments API in Go, processing $40M per month',
          'Lead a team of 5 engineers who together build, operate and keep improving the payments API, which is written in Go and which processes about $40M per month for merchants in several countries across the region',
        )
        .replace(
          'Reduce p95 latency by 45% by redesigning PostgreSQL indexes and adding Redis caching',
          'Reduce p95 latency by 45% over the course of two quarters by carefully redesigning the PostgreSQL indexes of the busiest tables and by adding a Redis caching layer in front of the slowest read paths',
        )
        .replace(
          'Built an order service in Python and Django handling 12,000 orders per day',
          'Built an order service in Python and Django, from the first design document to production, that handles about 12,000 orders per day and that the rest of the company still relies on for checkout today',
        ),
    }),
  },
  {
    name: "no pronouns vs 'I did…'",
    category: 'language',
    stronger: buildResume(),
    weaker: buildResume({
      summary: `## Summary

I am a backend engineer with 7 years of experience. I build payment and order systems in Go, Python and PostgreSQL, and I led the move of 30 services to Kubernetes, which saved my company $120K a year.`,
      experience: SOLID_RESUME_PARTS.experience
        .replace('- Lead a team of 5 engineers', '- I lead a team of 5 engineers')
        .replace('- Designed a Kafka event pipeline', '- I designed my own Kafka event pipeline'),
    }),
  },
  {
    name: 'plain facts vs buzzwords and clichés',
    category: 'language',
    stronger: buildResume(),
    weaker: buildResume({
      summary: `## Summary

Results-driven, detail-oriented team player and self-starter with a proven track record. Passionate backend engineer who thinks outside the box and leverages synergy to deliver best-of-breed solutions in Go, Python and PostgreSQL.`,
    }),
  },
  {
    name: 'standard headings vs creative ones',
    category: 'structure',
    stronger: buildResume(),
    weaker: buildResume()
      .replace('## Experience', '## Where I Have Made a Difference')
      .replace('## Skills', '## My Toolbox')
      .replace('## Summary', '## Hello There'),
  },
  {
    name: 'one tense per role vs mixed tenses',
    category: 'language',
    stronger: buildResume(),
    weaker: buildResume({
      experience: SOLID_RESUME_PARTS.experience
        .replace('- Built an order service', '- Build an order service')
        .replace('- Automated releases', '- Automate releases')
        .replace('- Designed a Kafka', '- Design a Kafka'),
    }),
  },
  {
    name: 'varied verbs vs the same verb on every bullet',
    category: 'language',
    stronger: buildResume(),
    weaker: buildResume({
      experience: SOLID_RESUME_PARTS.experience
        .replace(/^- (?:Lead|Reduce|Introduce|Migrate) /gm, '- Develop ')
        .replace(/^- (?:Built|Automated|Designed|Mentored|Implemented|Wrote|Fixed) /gm, '- Developed '),
    }),
  },
  {
    name: 'own content vs placeholder text left in',
    category: 'structure',
    stronger: buildResume(),
    weaker: buildResume({
      education: `## Education

Degree / Date Earned

School

[Your university name here]`,
    }),
  },
  {
    name: 'simple Word layout vs text boxes and columns',
    category: 'formatting',
    stronger: buildResume(),
    weaker: buildResume(),
    options: {
      stronger: { wordLayout: PLAIN_WORD_LAYOUT },
      weaker: {
        wordLayout: {
          ...PLAIN_WORD_LAYOUT,
          textBoxCount: 3,
          pageColumnCount: 2,
          headerFooterLines: ['maria.garcia@example.com | +1 512 555 0147'],
        },
      },
    },
  },
  {
    name: 'education listed vs missing',
    category: 'structure',
    stronger: buildResume(),
    weaker: buildResume({ education: '' }),
  },
  {
    name: 'bullets vs paragraphs',
    category: 'formatting',
    stronger: buildResume(),
    weaker: buildResume({
      experience: `## Experience

Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present

Lead a team of 5 engineers building the payments API in Go, processing $40M per month. Reduce p95 latency by 45% by redesigning PostgreSQL indexes and adding Redis caching. Introduce contract tests that cut production incidents from 9 to 2 per quarter. Migrate 30 services to Kubernetes on AWS, saving $120K a year.

Software Engineer | Shopwise | Dallas, TX | Jun 2017 - Feb 2021

Built an order service in Python and Django handling 12,000 orders per day. Automated releases with GitHub Actions and Terraform, shortening deploys from 2 hours to 15 minutes. Designed a Kafka event pipeline feeding 6 downstream teams. Mentored 3 junior developers, 2 of whom were promoted within a year.`,
    }),
  },
  {
    name: 'full resume vs a bare outline',
    category: 'structure',
    stronger: buildResume(),
    weaker: buildResume({
      summary: '',
      experience: `## Experience

Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present

- Lead a team of 5 engineers building the payments API in Go, processing $40M per month`,
    }),
  },
  {
    name: 'skills shown in the work vs only listed',
    category: 'skills',
    stronger: buildResume(),
    weaker: buildResume({
      experience: `## Experience

Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present

- Lead a team of 5 engineers building the payments API, processing $40M per month
- Reduce p95 latency by 45% by redesigning indexes and adding caching
- Introduce contract tests that cut production incidents from 9 to 2 per quarter
- Migrate 30 services to a new platform, saving $120K a year

Software Engineer | Shopwise | Dallas, TX | Jun 2017 - Feb 2021

- Built an order service handling 12,000 orders per day
- Automated releases, shortening deploys from 2 hours to 15 minutes
- Designed an event pipeline feeding 6 downstream teams
- Mentored 3 junior developers, 2 of whom were promoted within a year`,
    }),
  },
];

const analyze = (content: string, options: TBuiltInAnalyzeOptions = {}) =>
  analyzeResume({ content, fileName: 'resume.md', originalFile: null }, { asOf: AS_OF, ...options });

const categoryScore = (report: ReturnType<typeof analyze>, category: TAnalysisCategory) =>
  report.categoryScores.find((score) => score.category === category)!.score;

describe('ordering: the clearly stronger resume of a pair scores higher', () => {
  it('has at least 15 pairs', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(PAIRS)('$name ($category)', ({ category, stronger, weaker, options }) => {
    const strongerReport = analyze(stronger, options?.stronger);
    const weakerReport = analyze(weaker, options?.weaker);
    expect(categoryScore(strongerReport, category)).toBeGreaterThan(categoryScore(weakerReport, category));
    expect(strongerReport.overallScore).toBeGreaterThan(weakerReport.overallScore);
  });
});
