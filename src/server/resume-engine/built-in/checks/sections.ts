/**
 * Section checks: an ATS files a resume's content by its headings, so they must be the names it
 * knows ('Experience', not 'Where I have worked'), and the sections a recruiter looks for first
 * (experience, education, a summary) must be there. The Skills section is the skills checks' business.
 */
import { getSectionKind, getStandardHeading, isStandardHeading } from '#server/resume-engine/parse/section-headings.ts';
import type { TResumeSection, TSectionKind } from '#server/resume-engine/parse/types.ts';
import { everyOne, joinWords, lineRef, type TCheck, type TFinding } from './check.ts';

/** A recognised but unusual heading ('Work History') still reads well; an unknown one does not. */
const UNUSUAL_HEADING_SCORE = 0.7;

export const sectionHeadingsCheck: TCheck = {
  id: 'section-headings',
  category: 'structure',
  weight: 2,
  atsWeight: 3,
  run(context) {
    const { sections } = context.document;
    if (sections.length === 0) {
      return {
        score: 0,
        strengths: [],
        findings: [
          {
            title: 'Split the resume into sections',
            description:
              'No section headings were found, so an ATS sees one block of text. Add headings such as Summary, Experience, Education and Skills.',
            impact: 'high',
            lines: [],
          },
        ],
      };
    }
    const isUnknown = (section: TResumeSection) => getSectionKind(section.heading) === null;
    const unusual = sections.filter((section) => !isStandardHeading(section.heading) && !isUnknown(section));
    const unknown = sections.filter(isUnknown);
    const findings: TFinding[] = [];
    if (unknown.length > 0) {
      findings.push({
        title: 'Use standard section headings',
        description: `An ATS may not know what ${joinWords(unknown.map((section) => `'${section.heading}'`))} holds. Name sections the way ATS expect: Summary, Experience, Education, Skills, Projects, Certifications.`,
        impact: 'medium',
        lines: unknown.map((section) => lineRef(context, section.headingLine)),
      });
    }
    for (const section of unusual) {
      const standard = getStandardHeading(section.kind);
      if (!standard) continue;
      findings.push({
        title: `Rename '${section.heading}' to '${standard}'`,
        description: `'${standard}' is the heading ATS look for; '${section.heading}' is usually understood, but not by every system.`,
        impact: 'low',
        lines: [lineRef(context, section.headingLine)],
      });
    }
    const standardCount = sections.length - unusual.length - unknown.length;
    return {
      score: (standardCount + unusual.length * UNUSUAL_HEADING_SCORE) / sections.length,
      findings,
      strengths:
        unusual.length + unknown.length === 0
          ? [`${everyOne(sections.length, 'section heading')} ${sections.length === 1 ? 'uses a name' : 'use names'} an ATS recognises`]
          : [],
    };
  },
};

type TKeySection = { kind: TSectionKind; share: number; missing: TFinding };

const KEY_SECTIONS: TKeySection[] = [
  {
    kind: 'experience',
    share: 0.5,
    missing: {
      title: 'Add an Experience section',
      description:
        'No work experience was found. List your jobs, internships or freelance work with title, company, dates and what you achieved.',
      impact: 'high',
      lines: [],
    },
  },
  {
    kind: 'education',
    share: 0.3,
    missing: {
      title: 'Add an Education section',
      description:
        'Many job filters ask for a degree or its equivalent. Add your degree, school and year, or a bootcamp or courses you completed.',
      impact: 'medium',
      lines: [],
    },
  },
  {
    kind: 'summary',
    share: 0.2,
    missing: {
      title: 'Add a short summary',
      description:
        'Two or three sentences under your name saying who you are, your main stack and your strongest result help a recruiter decide in seconds.',
      impact: 'low',
      lines: [],
    },
  },
];

// Projects make up for missing jobs at the start of a career, so they soften that finding.
const EXPERIENCE_FROM_PROJECTS: TFinding = {
  title: 'Add work experience',
  description:
    'Only projects were found. Add internships, freelance or part-time work, even short ones, as entries with title, company and dates.',
  impact: 'medium',
  lines: [],
};
const PROJECTS_AS_EXPERIENCE_SHARE = 0.5;
// An objective says what the candidate wants; a summary says what they offer, which is what a reader scans for.
const OBJECTIVE_HEADING = /\bobjective\b/i;
const OBJECTIVE_AS_SUMMARY_SHARE = 0.5;

export const keySectionsCheck: TCheck = {
  id: 'key-sections',
  category: 'structure',
  weight: 3,
  atsWeight: 3,
  run(context) {
    const { document } = context;
    const filledKinds = new Set(document.sections.filter((section) => section.items.length > 0).map((section) => section.kind));
    const hasProjects = filledKinds.has('projects');
    let score = 0;
    const findings: TFinding[] = [];
    for (const section of KEY_SECTIONS) {
      if (filledKinds.has(section.kind)) score += section.share;
      else if (section.kind === 'experience' && hasProjects) {
        score += section.share * PROJECTS_AS_EXPERIENCE_SHARE;
        findings.push(EXPERIENCE_FROM_PROJECTS);
      } else findings.push(section.missing);
    }
    const objective = document.sections.find((section) => section.kind === 'summary' && OBJECTIVE_HEADING.test(section.heading));
    if (objective && !document.sections.some((section) => section.kind === 'summary' && section !== objective)) {
      score -= KEY_SECTIONS.find((section) => section.kind === 'summary')!.share * (1 - OBJECTIVE_AS_SUMMARY_SHARE);
      findings.push({
        title: 'Turn the objective into a summary',
        description:
          'An objective says what you want; a summary says what you offer. Replace it with 2–3 sentences on your focus, main technologies and best result.',
        impact: 'low',
        lines: [lineRef(context, objective.headingLine)],
      });
    }
    return { score, findings, strengths: findings.length === 0 ? ['Summary, experience and education sections are all there'] : [] };
  },
};
