/**
 * The summary against the career: a recruiter reads the summary's claims, then checks them against
 * the dated roles below in a minute. Three claims are read: years of experience (overall or with a
 * technology), seniority ('Senior', 'Lead', 'Staff'…), and the trade and stack (a role such as 'iOS
 * developer', and the technologies named). Each is held against what the roles show, with room for
 * rounding and for work the roles leave out: a claim fires only when the roles clearly cannot back it
 * ('10 years of Java' over a four-year Python career; 'Senior' after one year; a stack no role,
 * project or course names).
 */
import type { TExperienceEntry, TResumeDocument, TResumeText } from '#server/resume-engine/parse/types.ts';
import { NUMBER_WORDS } from '#server/resume-engine/review/facts.ts';
import { readSkillEvidence } from '#server/resume-engine/skills/recognize-skills.ts';
import { findTitleFamily, getFamilyAffinity, ROLE_FAMILY_LABELS, type TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import { SKILL_CATEGORIES, type TSkillCategory } from '#server/resume-engine/skills/taxonomy.ts';
import { faultPenalty, getSummaryItems, joinWords, lineRefs, pluralize, type TCheck, type TCheckContext, type TFinding } from './check.ts';
import { getCareerSpanMonths, getDatedEntries, getExperienceMonths } from './experience-timeline.ts';
import { readRoleDuties } from './title-duties.ts';

/** Years written as a span of decades: 'over a decade', 'two decades'. */
const DECADES: Record<string, number> = { 'a decade': 10, 'over a decade': 10, 'more than a decade': 10, 'two decades': 20 };
/** '8 years', '10+ years', 'ten years', 'a decade' — not '3 years ago' or '25 years old'. */
const YEARS_CLAIM = new RegExp(
  String.raw`\b(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\s*\+?\s*(?:years?|yrs?)(?:['’]s?)?(?!\s+(?:ago|old|later|earlier)\b)|\b(${Object.keys(DECADES).join('|')})\b`,
  'gi',
);
/**
 * Words that may stand between the years and the technology they are claimed for: '5 years of
 * hands-on experience with Java', '6 years writing Go'. Anything else means the years are the whole
 * career's ('8 years of experience building payment systems in Go').
 */
const CLAIM_CONNECTORS = new Set([
  'of',
  'in',
  'with',
  'using',
  'on',
  'as',
  'a',
  'an',
  'the',
  'experience',
  'professional',
  'commercial',
  'hands-on',
  'industry',
  'production',
  'practical',
  'solid',
  'deep',
  'working',
  'writing',
  'building',
  'developing',
  'coding',
  'programming',
  'shipping',
  'doing',
  'software',
  'development',
  'engineering',
  'modern',
  'enterprise',
  'and',
]);
const MAX_CONNECTORS = 6;

/** Words of the summary's subject that claim seniority: 'Senior backend engineer with…'. */
const SENIORITY = /\b(?:senior|sr\.?|lead|principal|staff|head of|architect|veteran|seasoned)\b/i;
/** A summary written to move into a field: its trade is the goal, not a claim of the past. */
/** A summary about a move into another field. */
const CAREER_MOVE = /\b(?:aspiring|transition\w*|moving (?:into|to)|career change\w*|pivot\w*|switch\w* (?:to|into))\b/i;
const CAREER_CHANGE =
  /\b(?:aspiring|transition\w*|seeking|looking (?:to|for)|moving (?:into|to)|career change\w*|pivot\w*|switch\w* (?:to|into)|entering|new to|bootcamp|graduate|student|self-taught)\b/i;

/** Seniority a recruiter believes after three years; less, and the word reads as inflated. */
const SENIOR_MIN_MONTHS = 36;
/** A summary that calls someone new to the trade ('Recent graduate', 'Entry-level developer') after this much work in it undersells a real career. */
const JUNIOR =
  /\b(?:junior|entry[\s-]level|recent(?:ly)? graduated?|new grad(?:uate)?|fresh graduate|graduate|student|intern|first (?:role|job|position))\b/i;
const JUNIOR_MAX_MONTHS = 60;
/** Room for rounding and for early work the roles leave out: the larger of these over the dated career. */
const YEARS_SLACK_MONTHS = 30;
const YEARS_SLACK_SHARE = 0.4;
/** Technology kinds a summary names as its stack (not the practices and tools every resume lists). */
const STACK_CATEGORIES: ReadonlySet<TSkillCategory> = new Set(
  SKILL_CATEGORIES.filter((category) => !['tools', 'methodologies', 'testing', 'security'].includes(category)),
);

/**
 * Taxonomy entries that name a kind of work rather than a product or language ('Microservices',
 * 'REST', and every name whose later words are lower case: 'Data pipelines', 'Model deployment'): a
 * summary may name them in its own words, so they are no stack claim.
 */
const CONCEPTS = new Set([
  'REST',
  'SOAP',
  'Microservices',
  'Serverless',
  'NoSQL',
  'SQL',
  'Bash',
  'CI/CD',
  'GitOps',
  'Observability',
  'Monitoring',
  'Site Reliability Engineering',
  'Auto-scaling',
  'TCP/IP',
  'DNS',
  'HTTP',
  'TLS',
  'ETL',
  'Statistics',
  'Generative AI',
  'MLOps',
  'Fine-tuning',
  'Embeddings',
  'Multi-cloud',
  'Accessibility',
  'PWA',
  'Firmware',
  'IoT',
  'Blockchain',
  'Web3',
  'Microcontrollers',
]);

/** A language, framework, platform or product a summary can claim as its stack. */
const isStackSkill = (skill: { name: string; category: TSkillCategory }) =>
  STACK_CATEGORIES.has(skill.category) && !CONCEPTS.has(skill.name) && !/^\S+(?:\s\p{Ll}\S*)+$/u.test(skill.name);

type TClaim = { kind: 'years' | 'technology' | 'seniority' | 'trade'; finding: Omit<TFinding, 'lines' | 'impact'> };

/** The roles' dates, when every role has them (an undated role may hold any part of the career). */
function readCareer(context: TCheckContext) {
  const { experience } = context.document;
  const dated = getDatedEntries(experience, context.asOf);
  if (dated.length === 0 || dated.length < experience.length) return null;
  return { dated, spanMonths: getCareerSpanMonths(dated) };
}

const exceedsCareer = (claimedMonths: number, careerMonths: number) =>
  claimedMonths > careerMonths + Math.max(YEARS_SLACK_MONTHS, YEARS_SLACK_SHARE * careerMonths);

const formatYears = (months: number) => {
  const years = Math.round(months / 6) / 2;
  return years < 1 ? `${pluralize(Math.max(1, months), 'month')}` : `about ${years % 1 === 0 ? years : years.toFixed(1)} years`;
};

/** The technologies the years are claimed for ('5 years of Java, Spring and Kafka'), none when they are the career's. */
function readClaimedTechnologies(rest: string): string[] {
  const clause = rest.split(/[.;:!?()]|\s[–—-]\s/)[0] ?? '';
  const words = clause.trim().split(/\s+/);
  let start = 0;
  while (start < words.length && start < MAX_CONNECTORS && CLAIM_CONNECTORS.has(words[start]!.toLowerCase())) start++;
  const items = words
    .slice(start)
    .join(' ')
    .split(/\s*(?:,|\/|&|\band\b|\bor\b)\s*/i);
  const technologies: string[] = [];
  for (const item of items) {
    const held = readSkillEvidence(item)
      .held.filter(isStackSkill)
      .map((skill) => skill.name);
    if (held.length === 0) break;
    technologies.push(...held);
  }
  return technologies;
}

/** The lines a claim can be backed by: every line of the resume but the summary, the skills lists and the header. */
function getBackingLines(document: TResumeDocument, summary: readonly TResumeText[]): Set<number> {
  const excluded = new Set([
    ...summary.flatMap((item) => item.lines),
    ...document.preamble.flatMap((item) => item.lines),
    ...document.sections.filter((section) => section.kind === 'skills').flatMap((section) => section.items.flatMap((item) => item.lines)),
  ]);
  const lines = new Set<number>();
  for (const line of document.lines) if (!excluded.has(line.line) && line.kind !== 'blank') lines.add(line.line);
  return lines;
}

/**
 * Families a summary's subject may name without claiming a trade: a level or a way of working
 * ('Lead engineer', 'Engineering manager'), or the whole stack ('Full-stack developer').
 */
const NO_TRADE_FAMILIES: ReadonlySet<TRoleFamily> = new Set(['tech-lead', 'management', 'product', 'design', 'fullstack']);

/**
 * The trade the summary's subject names ('Data scientist', 'iOS developer', 'Embedded engineer'),
 * its programming languages left out: 'Python developer' or 'Java developer' claim a language, which
 * the stack claim weighs, not a trade (a QA or data engineer may well write Python).
 */
function readClaimedTrade(subject: string): TRoleFamily | null {
  const words = subject
    .split(/\s+/)
    .filter((word) => !readSkillEvidence(`${word} developer`).held.some((skill) => skill.category === 'languages'));
  const family = findTitleFamily(words.join(' ').toLowerCase());
  return family && !NO_TRADE_FAMILIES.has(family) ? family : null;
}

/** The summary's subject: its first sentence up to 'with', 'who', a comma… ('Senior backend engineer'). */
const readSubject = (summary: string) =>
  (summary.split(/[.!?]\s/)[0] ?? '').split(/\s+(?:with|who|that|having|and|experienced in|speciali[sz]\w+|focused)\b|[,;:(]/i)[0] ?? '';

/** Fewer words than this under the name is a headline or contact line, not a summary written without a heading. */
const UNHEADED_SUMMARY_MIN_WORDS = 12;

/** The summary section, or else the paragraph under the name that stands for one. */
function readSummary(document: TResumeDocument): TResumeText[] {
  const summary = getSummaryItems(document);
  if (summary.length > 0) return summary;
  const contactLines = new Set(
    [...document.contact.emails, ...document.contact.phones, ...document.contact.links].map((value) => value.line),
  );
  return document.preamble.filter(
    (item) => item.text.split(/\s+/).length >= UNHEADED_SUMMARY_MIN_WORDS && !item.lines.some((line) => contactLines.has(line)),
  );
}

/** What the claims of one summary are read against. */
type TClaimScope = {
  context: TCheckContext;
  /** The summary as one text, and its subject ('Senior backend engineer'). */
  text: string;
  subject: string;
  career: NonNullable<ReturnType<typeof readCareer>>;
  careerLength: string;
  careerChange: boolean;
  backing: Set<number>;
  summaryLines: Set<number>;
  isBacked: (name: string) => boolean;
};

/** Years claimed overall or with technologies ('8 years of Java') that the dated roles do not show. */
function findYearsClaims({ context, text, career, careerLength, isBacked }: TClaimScope): TClaim[] {
  const claims: TClaim[] = [];
  const { dated, spanMonths } = career;
  for (const match of text.matchAll(YEARS_CLAIM)) {
    const years = match[2] ? DECADES[match[2].toLowerCase()]! : (NUMBER_WORDS[match[1]!.toLowerCase()] ?? Number(match[1]));
    const technologies = readClaimedTechnologies(text.slice(match.index + match[0].length));
    if (technologies.length === 0) {
      if (exceedsCareer(years * 12, spanMonths))
        claims.push({
          kind: 'years',
          finding: {
            title: `Match the ${years} years your summary claims to your roles`,
            description: `The summary claims ${years} years of experience, but the dated roles cover ${careerLength}. A recruiter counts the dates and stops trusting the summary: state the years your roles show, or add the earlier work that makes up the rest.`,
          },
        });
      continue;
    }
    for (const technology of technologies) {
      const roles = dated.filter(({ entry }) => {
        const lines = new Set([...entry.headerLines, ...[...entry.bullets, ...entry.description].flatMap((item) => item.lines)]);
        return context.skills.some((skill) => skill.name === technology && skill.lines.some((line) => lines.has(line)));
      });
      const shownMonths = getExperienceMonths(roles);
      if (!isBacked(technology) || exceedsCareer(years * 12, Math.max(spanMonths, shownMonths))) {
        claims.push({
          kind: 'technology',
          finding: {
            title: `Back the ${years} years of ${technology} with your roles`,
            description: isBacked(technology)
              ? `The summary claims ${years} years of ${technology}, but the dated roles cover ${careerLength} in all. Give the years your roles show.`
              : `The summary claims ${years} years of ${technology}, but no role, project or course mentions ${technology}. Name it in the roles where you used it, or lead with the technologies your roles show.`,
          },
        });
        break;
      }
    }
  }

  return claims;
}

/** A junior claim over a career in the trade, or a senior one over a short career without a senior title. */
function findSeniorityClaims({ context, text, subject, career }: TClaimScope): TClaim[] {
  const claims: TClaim[] = [];
  const { document } = context;
  const { dated } = career;
  const seniorTitles = dated.some(({ entry }) => SENIORITY.test(entry.title ?? ''));
  const claimedSeniority = SENIORITY.exec(subject)?.[0] ?? SENIORITY.exec(document.headline?.value ?? '')?.[0];
  const experienceMonths = getExperienceMonths(dated);
  // Only the work in the trade past its junior roles counts: a nurse who became an analyst is new to analysis.
  const claimedJunior = JUNIOR.exec(subject)?.[0];
  const isInTrade = (entry: TExperienceEntry) => {
    const role = readRoleDuties(context, entry);
    return role.titleFamily !== null || role.dutyFamily !== null || /\b(?:engineer|developer|programmer)\b/i.test(entry.title ?? '');
  };
  const tradeMonths = getExperienceMonths(dated.filter(({ entry }) => isInTrade(entry) && !JUNIOR.test(entry.title ?? '')));
  if (claimedJunior && tradeMonths > JUNIOR_MAX_MONTHS && !CAREER_MOVE.test(text))
    claims.push({
      kind: 'seniority',
      finding: {
        title: 'Let your summary show the career your roles do',
        description: `The summary presents you as '${claimedJunior.toLowerCase()}', but your roles in the trade add up to ${formatYears(tradeMonths)}. A recruiter wonders which is true: describe the level your roles show.`,
      },
    });
  if (claimedSeniority && !seniorTitles && experienceMonths < SENIOR_MIN_MONTHS)
    claims.push({
      kind: 'seniority',
      finding: {
        title: `Let your roles show the '${claimedSeniority}' your summary claims`,
        description: `The summary presents you as ${claimedSeniority.toLowerCase()}, but the dated roles add up to ${formatYears(experienceMonths)} and none carries a senior title. Recruiters read that as inflated: describe the level your roles show, and let your results speak for the rest.`,
      },
    });

  return claims;
}

/** A trade the summary's subject names that no role is near. */
function findTradeClaim({ context, subject, careerChange }: TClaimScope): TClaim[] {
  const claims: TClaim[] = [];
  const claimedFamily = readClaimedTrade(subject);
  const roleFamilies = context.document.experience
    .map((entry) => readRoleDuties(context, entry))
    .flatMap((role) => [role.titleFamily, role.dutyFamily])
    .filter((family): family is TRoleFamily => family !== null);
  const isNear = (a: TRoleFamily, b: TRoleFamily) => a === b || getFamilyAffinity(a, b) > 0 || getFamilyAffinity(b, a) > 0;
  if (claimedFamily && !careerChange && roleFamilies.length > 0 && !roleFamilies.some((family) => isNear(claimedFamily, family)))
    claims.push({
      kind: 'trade',
      finding: {
        title: `Make your summary's '${subject.trim()}' fit your roles`,
        description: `The summary presents you as a ${ROLE_FAMILY_LABELS[claimedFamily]} developer, but your roles show ${joinWords([...new Set(roleFamilies)].map((family) => ROLE_FAMILY_LABELS[family]))} work. Write the summary about the work your roles show, or, if you are moving into ${ROLE_FAMILY_LABELS[claimedFamily]} work, say so.`,
      },
    });
  return claims;
}

/** The stack: technologies the summary names that nothing but the skills list backs. */
function findStackClaim({ context, careerChange, backing, summaryLines, isBacked }: TClaimScope, claimedAlready: boolean): TClaim[] {
  const claims: TClaim[] = [];
  const named = context.skills.filter((skill) => isStackSkill(skill) && skill.lines.some((line) => summaryLines.has(line)));
  const unbacked = named.filter((skill) => !isBacked(skill.name));
  const rolesNameTechnologies = context.skills.some((skill) => isStackSkill(skill) && skill.lines.some((line) => backing.has(line)));
  // Most of what the summary names, not one tool among several: the roles may simply not repeat it;
  // and a summary written to move into a field names the stack it is learning.
  if (!claimedAlready && !careerChange && rolesNameTechnologies && unbacked.length > 0 && unbacked.length * 2 > named.length) {
    const names = unbacked.map((skill) => skill.name);
    claims.push({
      kind: 'technology',
      finding: {
        title: 'Name in your roles the stack your summary leads with',
        description: `The summary presents you through ${joinWords(names)}, but no role, project or course mentions ${names.length === 1 ? 'it' : 'them'}. A recruiter reads that as a stack you have not used: lead with the technologies your roles show, or say where you used these.`,
      },
    });
  }

  return claims;
}

function findClaims(context: TCheckContext): { claims: TClaim[]; summary: TResumeText[] } {
  const { document } = context;
  const summary = readSummary(document);
  const career = readCareer(context);
  const text = summary.map((item) => item.text).join(' ');
  if (summary.length === 0 || !career) return { claims: [], summary };
  const backing = getBackingLines(document, summary);
  const scope: TClaimScope = {
    context,
    text,
    subject: readSubject(text),
    career,
    careerLength: formatYears(career.spanMonths),
    careerChange: CAREER_CHANGE.test(text),
    backing,
    summaryLines: new Set(summary.flatMap((item) => item.lines)),
    isBacked: (name) => context.skills.some((skill) => skill.name === name && skill.lines.some((line) => backing.has(line))),
  };
  const claims = [...findYearsClaims(scope), ...findSeniorityClaims(scope), ...findTradeClaim(scope)];
  // A technology or trade claim already names what the roles do not back.
  const claimedAlready = claims.some((claim) => claim.kind === 'technology' || claim.kind === 'trade');
  return { claims: [...claims, ...findStackClaim(scope, claimedAlready)], summary };
}

// A summary the roles contradict costs the reader's trust in everything below it.
const CLAIM_OVERALL_PENALTY = 3;
const CLAIMS_OVERALL_PENALTY_MAX = 5;
const CLAIM_SCORE_EACH = 0.5;

export const summaryClaimsCheck: TCheck = {
  id: 'summary-claims',
  category: 'experience',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const { claims, summary } = findClaims(context);
    // Nothing to charge: no score, so a summary the roles back neither lifts nor lowers the category.
    if (claims.length === 0) return null;
    return {
      score: Math.max(0, 1 - CLAIM_SCORE_EACH * claims.length),
      overallPenalty: faultPenalty(claims.length, CLAIM_OVERALL_PENALTY, CLAIMS_OVERALL_PENALTY_MAX),
      findings: claims.map(({ finding }) => ({ ...finding, impact: 'high' as const, lines: lineRefs(context, summary.slice(0, 1)) })),
      strengths: [],
    };
  },
};
