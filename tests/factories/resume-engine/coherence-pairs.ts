/**
 * Coherence pairs (issue 40, part 2): a well-written resume against the same resume with one
 * contradiction a recruiter finds in a minute — a summary its roles do not back, a nickname e-mail
 * address, dates that run backwards, into the future or over each other, a title its bullets do not
 * fit — each written in two or three wordings. Edits find their place through the engine's parser,
 * so they work on any base of tests/fixtures/resume-pairs and the samples. The clean corpora these
 * checks must stay silent on are the metamorphic corpus (outside the holdout), the weak, prose and
 * rambling resumes and the text PDFs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { getSummaryItems } from '#server/resume-engine/built-in/checks/check.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import type { TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { extractPdfMarkdown } from '#server/resume-engine/pdf-text/extract-pdf-markdown.ts';
import { loadMetamorphicCorpus, type TBaseResume } from './metamorphic-corpus.ts';
import { loadBaseResumes } from './resume-fault-pairs.ts';
import { buildResume, TWO_PAGE_RESUME } from './sample-resumes.ts';

/** 'Present' means June 2025, as in the other pair sets. */
export const COHERENCE_AS_OF = { year: 2025, month: 6, isYearOnly: false };

export type TCoherenceFaultKind = 'summary' | 'email' | 'dates' | 'title';

/** One way of writing a fault; null where it cannot apply to a base (no summary, a short career). */
type TWording = { name: string; apply: (markdown: string, document: TResumeDocument) => string | null };

export type TCoherenceFault = { id: string; kind: TCoherenceFaultKind; checkId: string; wordings: readonly TWording[] };

const FIXTURES = join(PACKAGE_ROOT, 'tests/fixtures');

/** The bases the faults are applied to: the fault-pair resumes, the samples and two juniors. */
export function loadCoherenceBases(): TBaseResume[] {
  return [
    ...loadBaseResumes().map((base) => ({ ...base, name: `resume-pairs/${base.name}` })),
    { name: 'sample/solid', markdown: buildResume() },
    { name: 'sample/two-page', markdown: TWO_PAGE_RESUME },
    {
      name: 'rambling/junior-backend-intern',
      markdown: readFileSync(join(FIXTURES, 'resume-pairs-rambling/junior-backend-intern.concise.md'), 'utf8'),
    },
  ];
}

/** Every clean resume the coherence checks must not fire on (the holdout left out: it is never read here). */
export async function loadCleanCorpus(): Promise<TBaseResume[]> {
  const extra = ['resume-pairs-weak', 'resume-prose', 'resume-pairs-rambling'].flatMap((folder) =>
    readdirSync(join(FIXTURES, folder))
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => ({ name: `${folder}/${file}`, markdown: readFileSync(join(FIXTURES, folder, file), 'utf8') })),
  );
  const pdfDir = join(FIXTURES, 'resumes-pdf');
  // A scan has no text, and a template is no resume.
  const pdfs = await Promise.all(
    readdirSync(pdfDir)
      .filter((file) => file.endsWith('.pdf') && !/scanned|template/.test(file))
      .sort()
      .map(async (file) => ({
        name: `resumes-pdf/${file}`,
        markdown: (await extractPdfMarkdown(readFileSync(join(pdfDir, file)))).markdown,
      })),
  );
  const corpus = await loadMetamorphicCorpus();
  const seen = new Set<string>();
  return [...corpus, ...extra, ...pdfs].filter((base) => {
    if (base.name.includes('holdout') || seen.has(base.markdown)) return false;
    seen.add(base.markdown);
    return true;
  });
}

function editLine(markdown: string, line: number, edit: (text: string) => string): string {
  const lines = markdown.split('\n');
  lines[line - 1] = edit(lines[line - 1]!);
  return lines.join('\n');
}

/** The summary with a sentence put first: its new subject and claim. */
const prependToSummary =
  (sentence: (document: TResumeDocument) => string | null): TWording['apply'] =>
  (markdown, document) => {
    const first = getSummaryItems(document)[0];
    const text = sentence(document);
    return first && text ? editLine(markdown, first.line, (line) => `${text} ${line}`) : null;
  };

const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*`;
const RANGE = new RegExp(String.raw`(${MONTH} )(\d{4})(\s*[–-]\s*)(${MONTH} )?(\d{4}|Present)`);

/** The n-th role's header line holding its date range. */
function roleDateLine(document: TResumeDocument, index: number): number | null {
  const entry = document.experience[index];
  return entry?.headerLines.find((line) => RANGE.test(document.lines[line - 1]?.raw ?? '')) ?? null;
}

const editRoleDates =
  (index: number, edit: (start: number, end: number | 'Present', match: RegExpExecArray) => string | null): TWording['apply'] =>
  (markdown, document) => {
    const line = roleDateLine(document, index);
    if (line === null) return null;
    const match = RANGE.exec(document.lines[line - 1]!.raw)!;
    const replaced = edit(Number(match[2]), match[5] === 'Present' ? 'Present' : Number(match[5]), match);
    return replaced === null ? null : editLine(markdown, line, (text) => text.replace(RANGE, replaced));
  };

/** The years the dated roles span, rounded down. */
function careerYears(document: TResumeDocument): number {
  const starts = document.experience.flatMap((entry) => (entry.dates?.start ? [entry.dates.start.year] : []));
  return starts.length === 0 ? 0 : COHERENCE_AS_OF.year - Math.min(...starts);
}

/** A technology no line of the resume names, to claim years of. */
function foreignTechnology(markdown: string, candidates: readonly string[]): string {
  return candidates.find((name) => !new RegExp(`\\b${name}\\b`, 'i').test(markdown)) ?? candidates[0]!;
}

/**
 * The first role's title swapped for one of a trade far from its bullets. A manager's or lead's
 * bullets name no trade of their own (hiring, roadmaps, some React and Python), so none is far from them.
 */
const FAR_TITLES: readonly [RegExp, string | null][] = [
  [/manager|lead/i, null],
  [/machine learning|data scien|data analyst|data engineer|business intelligence/i, 'iOS Developer'],
  [/ios|mobile|android/i, 'Data Engineer'],
  [/frontend|front-end|web/i, 'Embedded Firmware Engineer'],
  [/qa|test/i, 'Machine Learning Engineer'],
  [/reliability|devops|sre|platform/i, 'Frontend Developer'],
  [/./, 'Frontend Developer'],
];

function replaceFirstTitle(markdown: string, document: TResumeDocument, title: () => string): string | null {
  const entry = document.experience[0];
  const line = entry?.headerLines[0];
  if (!entry?.title || line === undefined) return null;
  return editLine(markdown, line, (text) => text.replace(entry.title!, title()));
}

/** The first role's bullets replaced by other work under the same title. */
function replaceFirstBullets(markdown: string, document: TResumeDocument, title: string, bullets: readonly string[]): string | null {
  const entry = document.experience[0];
  if (!entry?.title || entry.bullets.length === 0) return null;
  const lines = markdown.split('\n');
  const first = entry.bullets[0]!.line;
  const last = Math.max(...entry.bullets.flatMap((bullet) => bullet.lines));
  lines.splice(first - 1, last - first + 1, ...bullets.map((bullet) => `- ${bullet}`));
  const header = entry.headerLines[0]!;
  lines[header - 1] = lines[header - 1]!.replace(entry.title, title);
  return lines.join('\n');
}

const WORDPRESS_BULLETS = [
  'Built 25 custom WordPress themes in PHP for small-business clients, each delivered within 3 weeks',
  'Maintained WooCommerce shops on WordPress and MySQL for 12 clients, cutting page load times by 40% with caching',
  'Converted Figma mock-ups into responsive HTML and CSS templates with jQuery sliders for 30 landing pages',
];
const REACT_BULLETS = [
  'Rebuilt the checkout pages in React and TypeScript with Redux, raising conversion by 12%',
  'Deployed a Storybook design system of 60 components styled with Tailwind CSS',
  'Cut the JavaScript bundle by 40% with code splitting in Vite',
];
const TERRAFORM_BULLETS = [
  'Provisioned 40 AWS accounts with Terraform and Ansible, cutting setup time from 2 days to 1 hour',
  'Ran Kubernetes clusters with Helm and Argo CD for 60 services at 99.95% uptime',
  'Built Jenkins and GitHub Actions pipelines that deploy 30 times a day',
];

export const COHERENCE_FAULTS: readonly TCoherenceFault[] = [
  {
    id: 'summary-years-overall',
    kind: 'summary',
    checkId: 'summary-claims',
    wordings: [
      {
        name: 'digits',
        apply: prependToSummary((document) => `Engineer with ${careerYears(document) * 2 + 6} years of professional experience.`),
      },
      { name: 'plus', apply: prependToSummary((document) => `${careerYears(document) + 9}+ years in the software industry.`) },
      {
        name: 'decades',
        apply: prependToSummary((document) => (careerYears(document) <= 11 ? 'Brings two decades of experience in software.' : null)),
      },
    ],
  },
  {
    id: 'summary-years-of-technology',
    kind: 'summary',
    checkId: 'summary-claims',
    wordings: [
      {
        name: 'years of X',
        apply: (markdown, document) =>
          prependToSummary(
            () =>
              `${foreignTechnology(markdown, ['Java', 'Ruby', 'PHP', 'Elixir', 'Haskell'])} developer with 10 years of ${foreignTechnology(markdown, ['Java', 'Ruby', 'PHP', 'Elixir', 'Haskell'])}.`,
          )(markdown, document),
      },
      {
        name: 'hands-on with',
        apply: (markdown, document) =>
          prependToSummary(
            () => `Brings 9 years of hands-on experience with ${foreignTechnology(markdown, ['Laravel', 'Angular', 'Ruby on Rails'])}.`,
          )(markdown, document),
      },
      {
        name: 'words',
        apply: (markdown, document) =>
          prependToSummary(() => `Eight years writing ${foreignTechnology(markdown, ['Elixir', 'Scala', 'Haskell'])} in production.`)(
            markdown,
            document,
          ),
      },
    ],
  },
  {
    id: 'summary-foreign-stack',
    kind: 'summary',
    checkId: 'summary-claims',
    wordings: [
      {
        name: 'trade',
        apply: (markdown, document) => {
          const first = getSummaryItems(document)[0];
          if (!first) return null;
          const subject = /ios|mobile|android/i.test(markdown.slice(0, 400)) ? 'Embedded firmware engineer' : 'iOS developer';
          return editLine(markdown, first.line, (line) => line.replace(/^[^.,]*?(?= with |,| who )/, subject));
        },
      },
      {
        name: 'stack only',
        apply: (markdown, document) =>
          getSummaryItems(document).length === 0
            ? null
            : editLine(
                markdown,
                getSummaryItems(document)[0]!.line,
                () =>
                  `Developer specialising in ${foreignTechnology(markdown, ['Angular', 'Vue.js', 'Svelte'])}, ${foreignTechnology(markdown, ['Ruby on Rails', 'Laravel', 'Phoenix'])} and ${foreignTechnology(markdown, ['MongoDB', 'Cassandra', 'Neo4j'])}, shipping features weekly.`,
              ),
      },
    ],
  },
  {
    id: 'summary-seniority',
    kind: 'summary',
    checkId: 'summary-claims',
    wordings: [
      { name: 'senior', apply: prependToSummary((document) => (careerYears(document) <= 2 ? 'Senior software engineer.' : null)) },
      {
        name: 'lead',
        apply: prependToSummary((document) => (careerYears(document) <= 2 ? 'Lead developer and architect of web platforms.' : null)),
      },
      {
        name: 'graduate after a long career',
        apply: prependToSummary((document) =>
          careerYears(document) >= 7 ? 'Recent graduate looking for a first role in software.' : null,
        ),
      },
    ],
  },
  {
    id: 'email-nickname',
    kind: 'email',
    checkId: 'email-address',
    wordings: ['partyboy1998', 'xXdarkslayerXx', 'sexy.coder69', 'qz7kx9vbt2w', 'beerlover420', 'cutie_pie'].map((local) => ({
      name: local,
      apply: (markdown: string, document: TResumeDocument) => {
        const email = document.contact.emails[0];
        return email ? markdown.replace(email.value, `${local}@${email.value.split('@')[1]}`) : null;
      },
    })),
  },
  {
    id: 'dates-backwards',
    kind: 'dates',
    checkId: 'date-consistency',
    wordings: [
      {
        name: 'years swapped',
        apply: editRoleDates(1, (start, end, m) => (end === 'Present' ? null : `${m[1]}${end}${m[3]}${m[4] ?? ''}${start}`)),
      },
      {
        name: 'end year typo',
        apply: editRoleDates(1, (start, end, m) => (end === 'Present' ? null : `${m[1]}${start}${m[3]}${m[4] ?? ''}${start - 2}`)),
      },
    ],
  },
  {
    id: 'dates-future',
    kind: 'dates',
    checkId: 'date-consistency',
    wordings: [
      { name: 'start next year', apply: editRoleDates(0, (_, end, m) => `${m[1]}${COHERENCE_AS_OF.year + 1}${m[3]}${m[4] ?? ''}${end}`) },
      {
        name: 'end years ahead',
        apply: editRoleDates(1, (start, _, m) => `${m[1]}${start}${m[3]}${m[4] ?? 'Dec '}${COHERENCE_AS_OF.year + 3}`),
      },
    ],
  },
  {
    id: 'dates-overlap',
    kind: 'dates',
    checkId: 'overlapping-roles',
    wordings: [
      {
        name: 'previous role ends a year late',
        apply: editRoleDates(1, (start, end, m) => (end === 'Present' ? null : `${m[1]}${start}${m[3]}${m[4] ?? ''}${end + 1}`)),
      },
      { name: 'both current', apply: editRoleDates(1, (start, end, m) => (end === 'Present' ? null : `${m[1]}${start}${m[3]}Present`)) },
      { name: 'years only', apply: editRoleDates(1, (start, end) => (end === 'Present' ? null : `${start} – ${end + 2}`)) },
    ],
  },
  {
    id: 'title-other-trade',
    kind: 'title',
    checkId: 'title-duties',
    wordings: [
      {
        name: 'far title',
        apply: (markdown, document) => {
          const far = FAR_TITLES.find(([pattern]) => pattern.test(document.experience[0]?.title ?? ''))?.[1];
          return far ? replaceFirstTitle(markdown, document, () => far) : null;
        },
      },
      {
        name: 'ML title over WordPress',
        apply: (markdown, document) => replaceFirstBullets(markdown, document, 'Machine Learning Engineer', WORDPRESS_BULLETS),
      },
      {
        name: 'iOS title over Terraform',
        apply: (markdown, document) => replaceFirstBullets(markdown, document, 'iOS Developer', TERRAFORM_BULLETS),
      },
      {
        name: 'DevOps title over React',
        apply: (markdown, document) => replaceFirstBullets(markdown, document, 'DevOps Engineer', REACT_BULLETS),
      },
    ],
  },
];

export type TCoherencePair = {
  fault: string;
  kind: TCoherenceFaultKind;
  checkId: string;
  wording: string;
  base: string;
  clean: string;
  faulty: string;
};

/** Every fault in every wording on every base it applies to. */
export function buildCoherencePairs(bases: readonly TBaseResume[] = loadCoherenceBases()): TCoherencePair[] {
  return COHERENCE_FAULTS.flatMap((fault) =>
    fault.wordings.flatMap((wording) =>
      bases.flatMap((base) => {
        const faulty = wording.apply(base.markdown, parseResume(base.markdown));
        return faulty === null || faulty === base.markdown
          ? []
          : [
              {
                fault: fault.id,
                kind: fault.kind,
                checkId: fault.checkId,
                wording: wording.name,
                base: base.name,
                clean: base.markdown,
                faulty,
              },
            ];
      }),
    ),
  );
}
