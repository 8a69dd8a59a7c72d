/**
 * Coherence pairs (issue 40, part 2): a well-written resume against the same resume with one
 * contradiction a recruiter finds in a minute — a summary its roles do not back, a nickname e-mail
 * address, dates that run backwards, into the future or over each other, a title its bullets do not
 * fit or outweigh with a far trade, a title of leading over a first job's junior work, a link that
 * opens nothing — each written in two to seven wordings. Edits find their place through the engine's parser,
 * so they work on any base of tests/fixtures/resume-pairs and the samples. The clean corpora these
 * checks must stay silent on are the metamorphic corpus (outside the holdout), the weak, prose and
 * rambling resumes and the text PDFs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { getSummaryItems } from '#server/resume-engine/built-in/checks/check.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { compareResumeDates } from '#server/resume-engine/parse/dates.ts';
import type { TExperienceEntry, TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { extractPdfMarkdown } from '#server/resume-engine/pdf-text/extract-pdf-markdown.ts';
import { loadMetamorphicCorpus, type TBaseResume } from './metamorphic-corpus.ts';
import { loadBaseResumes } from './resume-fault-pairs.ts';
import { buildResume, TWO_PAGE_RESUME } from './sample-resumes.ts';

/** 'Present' means June 2025, as in the other pair sets. */
export const COHERENCE_AS_OF = { year: 2025, month: 6, isYearOnly: false };

export type TCoherenceFaultKind = 'summary' | 'email' | 'dates' | 'title' | 'links';

/**
 * One way of writing a fault; null where it cannot apply to a base (no summary, a short career). A
 * fault that needs something the base lacks (a link, junior bullets) returns both versions, so the
 * pair differs in the fault alone.
 */
type TWording = {
  name: string;
  apply: (markdown: string, document: TResumeDocument) => string | { clean: string; faulty: string } | null;
};

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

/** The bullets of one role replaced, and its title set: the markdown with both. */
function rewriteRole(markdown: string, entry: TExperienceEntry, title: string, bullets: readonly string[]): string {
  const lines = markdown.split('\n');
  const first = entry.bullets[0]!.line;
  const last = Math.max(...entry.bullets.flatMap((bullet) => bullet.lines));
  lines.splice(first - 1, last - first + 1, ...bullets.map((bullet) => `- ${bullet}`));
  const header = entry.headerLines[0]!;
  lines[header - 1] = lines[header - 1]!.replace(entry.title!, title);
  return lines.join('\n');
}

/** The first role's bullets replaced by other work under the same title. */
function replaceFirstBullets(markdown: string, document: TResumeDocument, title: string, bullets: readonly string[]): string | null {
  const entry = document.experience[0];
  return entry?.title && entry.bullets.length > 0 ? rewriteRole(markdown, entry, title, bullets) : null;
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

/**
 * The first role's bullets replaced by a far trade's work with one stray tool or word of the title's
 * own trade (a pipeline, one model, one page): the title's trade shows, but is outweighed.
 */
const OUTWEIGHED_TITLES: readonly { name: string; title: string; bullets: readonly string[] }[] = [
  {
    name: 'cloud architect over firmware',
    title: 'Cloud Solutions Architect',
    bullets: [
      'Wrote firmware in C on FreeRTOS for STM32 sensor boards shipped to 9,000 sites',
      'Debugged I2C and SPI buses with oscilloscopes and logic analyzers, halving board bring-up time',
      'Kept the code in Git and built it in a GitLab CI/CD pipeline',
    ],
  },
  {
    name: 'data engineer over iOS',
    title: 'Data Engineer',
    bullets: [
      'Built the iPhone app in Swift and SwiftUI for 40,000 riders',
      'Cached trips offline with Core Data, cutting cold starts by 35%',
      'Scheduled a nightly export of app events with Airflow',
    ],
  },
  {
    name: 'ML engineer over infrastructure',
    title: 'Machine Learning Engineer',
    bullets: [
      'Provisioned 40 AWS accounts with Terraform and Ansible, cutting setup time from 2 days to 1 hour',
      'Ran Kubernetes clusters with Helm and Argo CD for 60 services at 99.95% uptime',
      'Deployed one scikit-learn model for the analytics team',
    ],
  },
  {
    name: 'frontend developer over firmware',
    title: 'Frontend Developer',
    bullets: [
      'Wrote motor-control firmware in C on FreeRTOS for STM32 boards, cutting power draw by 30%',
      'Brought up I2C and SPI sensor drivers, verified with oscilloscopes',
      'Added a small React page that shows the board logs',
    ],
  },
];

/** The role that starts first (the first undated one when none has dates): where a career begins. */
function firstRoleOfCareer(document: TResumeDocument) {
  const dated = document.experience.filter((entry) => entry.dates?.start);
  return dated.length === 0
    ? document.experience.at(-1)
    : dated.reduce((first, entry) => (compareResumeDates(entry.dates!.start!, first.dates!.start!) < 0 ? entry : first));
}

const INFLATED_MAX_CAREER_YEARS = 10;

/**
 * A first job's junior work under a junior title, against the same work under a title of leading:
 * the pair differs in the title alone.
 */
const INFLATED_TITLES: readonly { name: string; junior: string; inflated: string; bullets: readonly string[] }[] = [
  {
    name: 'head of QA over manual testing',
    junior: 'QA Engineer',
    inflated: 'Head of Quality Engineering',
    bullets: [
      'Ran manual regression passes on the web app before each of 24 releases',
      'Logged 300 bugs in Jira with steps to reproduce and screenshots',
      'Wrote 40 Cypress tests for the sign-up and checkout flows',
    ],
  },
  {
    name: 'director over bug fixes',
    junior: 'Junior Developer',
    inflated: 'Director of Software Development',
    bullets: [
      'Fixed 120 bugs in the PHP order pages picked from the support queue',
      'Wrote unit tests for the invoice module, raising coverage from 40% to 65%',
      'Updated the README and setup scripts for new laptops',
    ],
  },
  {
    name: 'VP over support tickets',
    junior: 'Support Engineer',
    inflated: 'VP of Engineering',
    bullets: [
      'Answered 25 customer tickets a day about the billing API',
      'Reproduced reported bugs and handed them to the developers with logs',
      'Wrote 30 help-centre articles that cut repeat tickets by 15%',
    ],
  },
  {
    name: 'lead analyst over weekly reports',
    junior: 'Data Analyst',
    inflated: 'Lead Data Analyst',
    bullets: [
      'Refreshed the weekly sales report in Excel and Tableau for the regional office',
      'Cleaned CRM exports with SQL before each month-end close',
      'Answered ad-hoc questions from the sales team with pivot tables',
    ],
  },
];

/**
 * A link added to the header (beside the e-mail address) or to a project: a real one in the clean
 * version, one a recruiter cannot open in the faulty one.
 */
function addLinkPair(markdown: string, document: TResumeDocument, where: 'header' | 'project', real: string, broken: string) {
  const withLink = (link: string) => {
    if (where === 'header') {
      const email = document.contact.emails[0];
      return email ? editLine(markdown, email.line, (line) => `${line} | ${link}`) : null;
    }
    const project = document.projects[0];
    const line = project?.bullets[0]?.line ?? project?.headerLines[0];
    if (line !== undefined) return editLine(markdown, line, (text) => `${text}\n- Live demo: ${link}`);
    return `${markdown.trimEnd()}\n\n## Projects\n\n**Trip Planner** — a route planner for cyclists\n- Live demo: ${link}\n`;
  };
  const clean = withLink(real);
  const faulty = withLink(broken);
  return clean && faulty ? { clean, faulty } : null;
}

const UNREACHABLE_LINKS: readonly { name: string; where: 'header' | 'project'; real: string; broken: string }[] = [
  { name: 'localhost portfolio', where: 'header', real: 'https://ana-builds.dev', broken: 'http://localhost:3000' },
  { name: 'placeholder domain', where: 'header', real: 'anabuilds.dev', broken: 'yourname.dev' },
  { name: 'example domain', where: 'header', real: 'https://anabuilds.io/work', broken: 'https://www.example.com/portfolio' },
  { name: 'placeholder profile path', where: 'header', real: 'https://github.com/anabuilds', broken: 'https://github.com/your-username' },
  { name: 'home-network demo', where: 'project', real: 'https://trips.anabuilds.dev', broken: 'http://192.168.1.24:8080/app' },
  { name: 'file path', where: 'project', real: 'https://anabuilds.dev/trips', broken: 'file:///C:/Users/ana/trips/index.html' },
  { name: 'private-network demo', where: 'project', real: 'https://demo.anabuilds.io', broken: '10.0.0.12:5000/dashboard' },
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
  {
    id: 'title-outweighed',
    kind: 'title',
    checkId: 'title-duties',
    wordings: OUTWEIGHED_TITLES.map(({ name, title, bullets }) => ({
      name,
      apply: (markdown: string, document: TResumeDocument) => replaceFirstBullets(markdown, document, title, bullets),
    })),
  },
  {
    id: 'title-inflated',
    kind: 'title',
    checkId: 'inflated-title',
    wordings: INFLATED_TITLES.map(({ name, junior, inflated, bullets }) => ({
      name,
      apply: (markdown: string, document: TResumeDocument) => {
        // A long career's first job may be left unread as old and unrelated (decision 040): judged are careers of up to ten years.
        const entry = firstRoleOfCareer(document);
        if (!entry?.title || entry.bullets.length === 0 || careerYears(document) > INFLATED_MAX_CAREER_YEARS) return null;
        return { clean: rewriteRole(markdown, entry, junior, bullets), faulty: rewriteRole(markdown, entry, inflated, bullets) };
      },
    })),
  },
  {
    id: 'links-unreachable',
    kind: 'links',
    checkId: 'unreachable-links',
    wordings: UNREACHABLE_LINKS.map(({ name, where, real, broken }) => ({
      name,
      apply: (markdown: string, document: TResumeDocument) => addLinkPair(markdown, document, where, real, broken),
    })),
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
        const applied = wording.apply(base.markdown, parseResume(base.markdown));
        const { clean, faulty } = typeof applied === 'string' ? { clean: base.markdown, faulty: applied } : (applied ?? {});
        return clean === undefined || faulty === undefined || faulty === clean
          ? []
          : [{ fault: fault.id, kind: fault.kind, checkId: fault.checkId, wording: wording.name, base: base.name, clean, faulty }];
      }),
    ),
  );
}
