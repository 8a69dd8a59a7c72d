/**
 * Titles that do not fit the duties: a recruiter reads a role's title, then its bullets, and expects
 * them to be the same trade. A 'Machine Learning Engineer' whose bullets are all WordPress themes, an
 * 'iOS Developer' who only ran Terraform, make the reader doubt the title or the bullets. The title's
 * family (skills/role-families.ts) is set against the family the technologies of the bullets point
 * to; the check fires only when the bullets clearly belong to another family and show nothing of
 * the title's own or a near one (a 'Backend Engineer' writing Go services and some React is fine).
 */
import type { TExperienceEntry } from '#server/resume-engine/parse/types.ts';
import {
  findTitleFamily,
  getFamilyAffinity,
  inferFamilyFromSkills,
  isCoreSkillFor,
  ROLE_FAMILY_LABELS,
  type TRoleFamily,
} from '#server/resume-engine/skills/role-families.ts';
import { toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import type { TRecognizedSkill } from '#server/resume-engine/skills/recognize-skills.ts';
import { faultPenalty, joinWords, lineRef, type TCheck, type TCheckContext } from './check.ts';

/** Titles that name a way of working (leading, managing, designing) rather than a stack: their duties vary. */
const UNJUDGED_TITLE_FAMILIES: ReadonlySet<TRoleFamily> = new Set(['tech-lead', 'management', 'product', 'design', 'fullstack']);

/**
 * Words of each family's work that name no technology: an ML engineer's bullets speak of models and
 * training even where they name no library. One of them counts for the title against a little
 * evidence of another trade; against much (STRONG_OTHER_FAMILY_SKILLS technologies) it takes two
 * different ones, as a front-end developer's bullets may well say 'deployed'.
 */
const FAMILY_WORK_WORDS: Record<TRoleFamily, RegExp> = {
  backend: /\b(?:apis?|services?|endpoints?|servers?|back[\s-]?end|databases?|microservices?)\b/i,
  frontend: /\b(?:ui|user interfaces?|front[\s-]?end|components?|pages?|browsers?|accessib\w*|design system|web app\w*|websites?)\b/i,
  fullstack: /\b(?:full[\s-]?stack|front[\s-]?end|back[\s-]?end)\b/i,
  ios: /\b(?:ios|iphone|ipad|app store|mobile apps?|apps?)\b/i,
  android: /\b(?:android|play store|mobile apps?|apps?)\b/i,
  mobile: /\b(?:mobile|ios|android|apps?)\b/i,
  devops: /\b(?:infrastructure|deploy\w*|ci\/cd|pipelines?|clusters?|monitoring|on-call|incidents?|uptime|releases?|provision\w*)\b/i,
  security: /\b(?:secur\w*|vulnerab\w*|threats?|penetration|pen[\s-]?test\w*|audits?|compliance|encrypt\w*)\b/i,
  qa: /\b(?:test\w*|qa|bugs?|defects?|regression|quality)\b/i,
  'data-engineering': /\b(?:data (?:pipelines?|models?|platforms?|sets?)|datasets?|pipelines?|etl|elt|warehouse\w*|ingest\w*|lakes?)\b/i,
  'data-analysis': /\b(?:dashboards?|reports?|reporting|analy[sz]\w*|insights?|kpis?|metrics?|datasets?)\b/i,
  'data-science': /\b(?:models?|statistic\w*|experiments?|a\/b|forecast\w*|predict\w*|analy[sz]\w*|datasets?)\b/i,
  ml: /\b(?:models?|training|trained|inference|neural|learning|predict\w*|classif\w*|embeddings?|recommend\w*|llms?|ml)\b/i,
  embedded: /\b(?:firmware|devices?|sensors?|microcontrollers?|hardware|drivers?|boards?)\b/i,
  games: /\b(?:games?|gameplay|players?|levels?|shaders?)\b/i,
  'tech-lead': /\b(?:led|lead|mentor\w*|architect\w*)\b/i,
  management: /\b(?:managed|hired|team|reports|roadmap)\b/i,
  design: /\b(?:design\w*|prototypes?|wireframes?|user research)\b/i,
  product: /\b(?:roadmap|product|customers?|requirements)\b/i,
};

/** Technologies of distinct kinds a role's bullets must show before they are read as another trade. */
const MIN_OTHER_FAMILY_SKILLS = 2;
const STRONG_OTHER_FAMILY_SKILLS = 3;

const areNear = (a: TRoleFamily, b: TRoleFamily) => getFamilyAffinity(a, b) > 0 || getFamilyAffinity(b, a) > 0;

/**
 * Trades this far apart (either way) are different jobs when the bullets mostly show the other one:
 * DevOps beside backend (0.15), iOS beside Android (0.2); backend beside full-stack or data
 * engineering beside analytics are near (0.3 and more), and a few of one among the other's is normal.
 */
const FAR_AFFINITY = 0.2;
const areFar = (a: TRoleFamily, b: TRoleFamily) => Math.max(getFamilyAffinity(a, b), getFamilyAffinity(b, a)) <= FAR_AFFINITY;
/**
 * The title's trade is outweighed when the bullets name at least this many times as much evidence of
 * a far trade as of its own. A supporting tool (a cloud, a pipeline, a database, a tracker: any trade
 * uses them) and a word of the trade's work count half; the trade's own languages and frameworks whole.
 */
const OUTWEIGHED_RATIO = 2;
const SUPPORTING_EVIDENCE = 0.5;
const WORK_WORD_EVIDENCE = 0.5;

/** The lines of a role's work: its bullets and sentences, not its header. */
export const getDutyLines = (entry: TExperienceEntry) => [...entry.bullets, ...entry.description];

/** The technologies named on the given lines, each once. */
export function getSkillsOnLines(skills: readonly TRecognizedSkill[], lines: ReadonlySet<number>): TRecognizedSkill[] {
  return skills.filter((skill) => skill.lines.some((line) => lines.has(line)));
}

export type TRoleDuties = {
  entry: TExperienceEntry;
  /** The family the title names, null for 'Software Engineer'. */
  titleFamily: TRoleFamily | null;
  /** The family the technologies of the bullets point to, null when they name none of one. */
  dutyFamily: TRoleFamily | null;
  /** The technologies of the bullets that point to dutyFamily. */
  dutySkills: string[];
  /** The bullets show work of the title's family (or a near one): a technology or a word of its trade. */
  showsTitleWork: boolean;
  /**
   * How much the bullets show of the title's trade: its own technologies (or a near trade's) count
   * 1, tools every trade uses beside them and words of its work SUPPORTING_EVIDENCE and WORK_WORD_EVIDENCE.
   */
  titleEvidence: number;
};

/** The family one technology points to; the mobile toolkits role-families leaves neutral (Core Data, Fastlane) point to mobile work. */
const familyOfSkill = (skill: TRecognizedSkill): TRoleFamily | null =>
  inferFamilyFromSkills([toSkillKey(skill.name)]) ?? (skill.category === 'mobile' ? 'mobile' : null);

/** The family most of the technologies point to (frontend and backend together are full-stack), with those technologies. */
function inferDutyFamily(skills: readonly TRecognizedSkill[]): { family: TRoleFamily | null; skills: TRecognizedSkill[] } {
  const byFamily = new Map<TRoleFamily, TRecognizedSkill[]>();
  for (const skill of skills) {
    const family = familyOfSkill(skill);
    if (family) byFamily.set(family, [...(byFamily.get(family) ?? []), skill]);
  }
  const frontend = byFamily.get('frontend') ?? [];
  const backend = byFamily.get('backend') ?? [];
  if (frontend.length >= 2 && backend.length >= 2) return { family: 'fullstack', skills: [...frontend, ...backend] };
  // Apple's and Google's toolkits with the cross-platform ones: the platform named most.
  const ranked = [...byFamily].sort((a, b) => b[1].length - a[1].length);
  const [family, members] = ranked[0] ?? [null, []];
  if (family === 'mobile' || family === 'ios' || family === 'android') {
    const mobile = [...(byFamily.get('ios') ?? []), ...(byFamily.get('android') ?? []), ...(byFamily.get('mobile') ?? [])];
    const platform = (byFamily.get('ios')?.length ?? 0) >= (byFamily.get('android')?.length ?? 0) ? 'ios' : 'android';
    return { family: byFamily.has('ios') || byFamily.has('android') ? platform : 'mobile', skills: mobile };
  }
  return { family, skills: members };
}

/** What a role's title names, and what its bullets show. */
export function readRoleDuties(context: TCheckContext, entry: TExperienceEntry): TRoleDuties {
  const titleFamily = entry.title ? findTitleFamily(entry.title) : null;
  const duties = getDutyLines(entry);
  const skills = getSkillsOnLines(context.skills, new Set(duties.flatMap((item) => item.lines)));
  const { family: dutyFamily, skills: dutySkills } = inferDutyFamily(skills);
  const text = duties.map((item) => item.text).join(' ');
  const workWords = titleFamily
    ? new Set([...text.matchAll(new RegExp(FAMILY_WORK_WORDS[titleFamily].source, 'gi'))].map((match) => match[0].toLowerCase()))
    : new Set<string>();
  const titleSkills = titleFamily
    ? skills.filter((skill) => {
        const family = familyOfSkill(skill);
        return family !== null && (family === titleFamily || areNear(family, titleFamily));
      })
    : [];
  const showsTitleWork =
    titleFamily === null || workWords.size >= (dutySkills.length >= STRONG_OTHER_FAMILY_SKILLS ? 2 : 1) || titleSkills.length > 0;
  // Whether a tool is one every trade uses is read against the duties' trade: CI/CD is DevOps's own
  // but any firmware team's support, so beside firmware work it does not show a DevOps role.
  const titleEvidence =
    titleSkills.reduce((sum, skill) => sum + (isCoreSkillFor(toSkillKey(skill.name), dutyFamily) ? 1 : SUPPORTING_EVIDENCE), 0) +
    workWords.size * WORK_WORD_EVIDENCE;
  return { entry, titleFamily, dutyFamily, dutySkills: dutySkills.map((skill) => skill.name), showsTitleWork, titleEvidence };
}

/** A role whose bullets clearly show another trade than its title names. */
export function isMismatchedRole(role: TRoleDuties): role is TRoleDuties & { titleFamily: TRoleFamily; dutyFamily: TRoleFamily } {
  const { titleFamily, dutyFamily } = role;
  if (!titleFamily || !dutyFamily || UNJUDGED_TITLE_FAMILIES.has(titleFamily)) return false;
  if (titleFamily === dutyFamily) return false;
  if (!areNear(titleFamily, dutyFamily) && role.dutySkills.length >= MIN_OTHER_FAMILY_SKILLS && !role.showsTitleWork) return true;
  // A stray pipeline or cloud among a far trade's work: the title's trade is there, but outweighed.
  return (
    areFar(titleFamily, dutyFamily) &&
    role.dutySkills.length >= STRONG_OTHER_FAMILY_SKILLS &&
    role.dutySkills.length >= OUTWEIGHED_RATIO * role.titleEvidence
  );
}

// A title the bullets contradict makes a recruiter doubt the whole role.
const MISMATCH_OVERALL_PENALTY = 2.5;
const MISMATCH_OVERALL_PENALTY_MAX = 4;
const MISMATCH_SCORE_EACH = 0.5;

export const titleDutiesCheck: TCheck = {
  id: 'title-duties',
  category: 'experience',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const mismatched = context.document.experience.map((entry) => readRoleDuties(context, entry)).filter(isMismatchedRole);
    // Nothing to charge: no score, so titles that fit neither lift nor lower the category.
    if (mismatched.length === 0) return null;
    return {
      score: Math.max(0, 1 - MISMATCH_SCORE_EACH * mismatched.length),
      overallPenalty: faultPenalty(mismatched.length, MISMATCH_OVERALL_PENALTY, MISMATCH_OVERALL_PENALTY_MAX),
      findings: mismatched.map(({ entry, titleFamily, dutyFamily, dutySkills }) => ({
        title: `Make the title '${entry.title}' fit the work it describes`,
        description: `The title names a ${ROLE_FAMILY_LABELS[titleFamily]} role, but its bullets describe ${ROLE_FAMILY_LABELS[dutyFamily]} work (${joinWords(dutySkills.slice(0, 4))}) and nothing of the title's own. A recruiter then doubts one or the other: use the title you held, and bullets about the ${ROLE_FAMILY_LABELS[titleFamily]} work you did in it.`,
        impact: 'medium' as const,
        lines: entry.headerLines[0] === undefined ? [] : [lineRef(context, entry.headerLines[0])],
      })),
      strengths: [],
    };
  },
};
