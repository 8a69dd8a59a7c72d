/**
 * Skills checks: a Skills section naming recognisable technologies (where ATS look for keywords),
 * enough of them in the whole resume for a keyword search to find it, listed skills backed by the
 * experience that used them (and related to the target role, or else to the headline's), and (with
 * a target role or job description) the share of the wanted keywords present.
 */
import type { TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { isSkillListText, type TRecognizedSkill } from '#server/resume-engine/skills/recognize-skills.ts';
import { findRoleProfile, isGenericRole } from '#server/resume-engine/skills/role-profiles.ts';
import { findSkillByName, type TSkillCategory } from '#server/resume-engine/skills/taxonomy.ts';
import {
  faultPenalty,
  joinWords,
  lineRef,
  lineRefs,
  penaltyScore,
  pluralize,
  reachScore,
  type TCheck,
  type TCheckContext,
  type TFinding,
} from './check.ts';

/** About what a focused developer resume names; more is fine, fewer makes keyword searches miss it. */
const SKILLS_TARGET = 12;
const FEW_SKILLS = 6;
/** Technologies the Skills section itself should name. */
const LISTED_SKILLS_TARGET = 8;
/** Past this many skills without categories, a flat list gets hard to scan. */
const UNGROUPED_SKILLS_MAX = 12;
const UNGROUPED_PENALTY = 0.9;
/** Share of listed skills the experience should show in use; or this many of them, for long lists. */
const SKILLS_IN_CONTEXT_TARGET = 0.5;
const SKILLS_IN_CONTEXT_COUNT = 8;
const NAMES_SHOWN = 5;
/** What each listed skill that nothing supports costs skills-in-context; from this many it is a medium finding. */
const UNSUPPORTED_SKILL_PENALTY = 0.15;
const SEVERAL_UNSUPPORTED = 3;
/** A skill or two the work does not mention is normal (a language used for scripts); the rest cost. */
const UNSUPPORTED_SKILLS_ALLOWED = 2;
const UNSUPPORTED_SKILLS_FLOOR = 0.5;
/** And, with a target role, each of them that is unrelated to the role costs this much more. */
const UNRELATED_SKILL_PENALTY = 0.05;
/**
 * Overall points (faultPenalty) for the listed skills nothing supports, each of them: the allowance
 * above keeps the Skills score whole, but a padded list still reads as keyword stuffing.
 */
const UNSUPPORTED_SKILL_OVERALL_PENALTY = 0.75;
const UNSUPPORTED_SKILLS_OVERALL_PENALTY_MAX = 3;
/**
 * Unrelated ones cost overall points of their own, so padding a list that already holds
 * unsupported skills still shows in the score.
 */
const UNRELATED_SKILL_OVERALL_PENALTY = 0.5;
const UNRELATED_SKILLS_OVERALL_PENALTY_MAX = 3;
/**
 * How many listed skills nothing supports the Skills section still credits (a language used for
 * scripts, a tool of every day); past them an unsupported one earns nothing there, so padding the
 * list never pays.
 */
const UNSUPPORTED_SKILLS_CREDITED = 3;
/** A match rate of this much counts as a full keyword score. */
const KEYWORD_MATCH_TARGET = 80;

const isGrouped = (document: TResumeDocument) => document.skills.some((line) => line.category !== null);

const skillNames = (skills: readonly TRecognizedSkill[]) => joinWords(skills.slice(0, NAMES_SHOWN).map((skill) => skill.name));

/**
 * The recognised skills named in the Skills section(s), and, unless `sectionsOnly`, on a keyword
 * list outside the work ('Keywords: Python, AWS, …' under Education or at the end): a list is a
 * list wherever it stands, so it earns only what the work backs and pays for what it does not.
 */
function getListedSkills({ document, skills }: TCheckContext, sectionsOnly = false): TRecognizedSkill[] {
  const skillsSections = document.sections.filter((section) => section.kind === 'skills');
  const isInSkillsSection = (line: number) => skillsSections.some((section) => line >= section.headingLine && line <= section.endLine);
  const isKeywordList = createKeywordListTest(document);
  return skills.filter((skill) => skill.lines.some((line) => isInSkillsSection(line) || (!sectionsOnly && isKeywordList(line))));
}

/** Whether a line is a keyword list outside the Skills section, the work and the summary. */
function createKeywordListTest(document: TResumeDocument): (line: number) => boolean {
  const workLines = getWorkLines(document);
  const summaries = document.sections.filter((section) => section.kind === 'summary' || section.kind === 'skills');
  return (line) =>
    !workLines.has(line) &&
    !summaries.some((section) => line >= section.headingLine && line <= section.endLine) &&
    isSkillListText(document.lines[line - 1]?.text ?? '');
}

/** The lines that show work: job and project headers and bodies, and certifications. */
function getWorkLines(document: TResumeDocument): Set<number> {
  return new Set([
    ...[...document.experience, ...document.projects].flatMap((entry) => [
      ...entry.headerLines,
      ...[...entry.bullets, ...entry.description].flatMap((item) => item.lines),
    ]),
    // A keyword list read as a certification ('Keywords: …' under Certifications) certifies nothing.
    ...document.certifications
      .filter((certification) => !isSkillListText(document.lines[certification.line - 1]?.text ?? ''))
      .map((certification) => certification.line),
  ]);
}

/**
 * Listed skills that nothing in the experience, projects or certifications shows; when the resume
 * shows no work at all (nothing to check a Skills section against), those of stray keyword lists.
 */
function getUnsupportedSkills(context: TCheckContext): TRecognizedSkill[] {
  const workLines = getWorkLines(context.document);
  if (workLines.size === 0) {
    // No work to check a list against: the first few listed are taken on trust (as a Skills section
    // credits a few unbacked ones), the rest, and those named only on a stray keyword list, are not.
    const isKeywordList = createKeywordListTest(context.document);
    const byFirstLine = [...getListedSkills(context)].sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
    return byFirstLine.filter((skill, index) => index >= UNSUPPORTED_SKILLS_CREDITED || skill.lines.every(isKeywordList));
  }
  return getListedSkills(context).filter((skill) => !isShownInWork(skill, workLines));
}

const isShownInWork = (skill: TRecognizedSkill, workLines: ReadonlySet<number>) => skill.lines.some((line) => workLines.has(line));

/**
 * How many technologies the Skills section lists, and how many of them the work (experience,
 * projects, certifications) shows in use.
 */
export function getListedSkillsBacking(context: TCheckContext): { listed: number; backed: number } {
  const workLines = getWorkLines(context.document);
  const listed = getListedSkills(context, true);
  return { listed: listed.length, backed: listed.filter((skill) => isShownInWork(skill, workLines)).length };
}

/** How many listed skills nothing supports are from a field other than the role's. */
export const countUnrelatedListedSkills = (context: TCheckContext) => getUnrelatedSkills(context, getUnsupportedSkills(context)).length;

/**
 * Skills that count towards the skill totals: listing a skill nothing supports earns nothing, so
 * adding unsupported skills can never raise a score.
 */
function getSupportedSkills(context: TCheckContext, skills: readonly TRecognizedSkill[]): TRecognizedSkill[] {
  const unsupported = new Set(getUnsupportedSkills(context).map((skill) => skill.name));
  return skills.filter((skill) => !unsupported.has(skill.name));
}

/** The role skills are judged against: the target role asked for, or else the resume's own headline ('iOS Developer'). */
function getJudgedRole(context: TCheckContext): string | null {
  return context.keywordMatch?.targetRole ?? context.document.headline?.value ?? null;
}

/**
 * Categories every engineering role draws on (testing, CI and infrastructure, practices, databases,
 * cloud): a skill of these belongs to any field.
 */
const ENGINEERING_WIDE_CATEGORIES: ReadonlySet<TSkillCategory> = new Set(['testing', 'devops', 'methodologies', 'databases', 'cloud']);

/**
 * Listed skills unrelated to the target role (or, without one, to the resume's headline): from
 * another field (Tableau for a frontend developer, Unity for a backend one), that is not named by
 * its profile and of a field category it does not expect. A programming language is given the
 * benefit of the doubt, as is a skill every field uses, and a role that names no field
 * ('Software Engineer') has no unrelated skills.
 */
function getUnrelatedSkills(context: TCheckContext, listed: readonly TRecognizedSkill[]): TRecognizedSkill[] {
  const targetRole = getJudgedRole(context);
  const profile = targetRole ? findRoleProfile(targetRole) : null;
  if (!profile || isGenericRole(profile)) return [];
  const expected = [...profile.core, ...profile.niceToHave];
  const categories = new Set(expected.flatMap((name) => findSkillByName(name)?.category ?? []));
  if (categories.size === 0) return [];
  const names = new Set(expected.map((name) => name.toLowerCase()));
  return listed.filter((skill) => {
    if (names.has(skill.name.toLowerCase()) || skill.category === 'languages' || ENGINEERING_WIDE_CATEGORIES.has(skill.category))
      return false;
    // 'Tools' spans Git and Photoshop alike: a tool is related only when the role names it.
    return skill.category === 'tools' || !categories.has(skill.category);
  });
}

export const skillsSectionCheck: TCheck = {
  id: 'skills-section',
  category: 'skills',
  weight: 3,
  atsWeight: 2,
  run(context) {
    const { document } = context;
    if (!document.sections.some((section) => section.kind === 'skills' && section.items.length > 0)) {
      return {
        score: 0,
        strengths: [],
        findings: [
          {
            title: 'Add a Skills section',
            description:
              "ATS match resumes to jobs by keywords, and most look for them in a 'Skills' section. List the languages, frameworks, databases and tools you use.",
            impact: 'high',
            lines: [],
          },
        ],
      };
    }
    const listed = getListedSkills(context, true);
    const findings: TFinding[] = [];
    if (listed.length < LISTED_SKILLS_TARGET) {
      findings.push({
        title: 'List your technologies in the Skills section',
        description: `The Skills section names ${listed.length === 0 ? 'no technology' : `only ${pluralize(listed.length, 'technology', 'technologies')}`} an ATS recognises. Name your languages, frameworks, databases, cloud and tools there, as they are usually written ('PostgreSQL', 'React').`,
        impact: listed.length < FEW_SKILLS ? 'medium' : 'low',
        lines: document.skills.map((line) => lineRef(context, line.line)),
      });
    }
    const itemCount = document.skills.reduce((sum, line) => sum + line.items.length, 0);
    const isUngrouped = itemCount > UNGROUPED_SKILLS_MAX && !isGrouped(document);
    if (isUngrouped) {
      findings.push({
        title: 'Group your skills by category',
        description: `${itemCount} skills are listed without categories. Group them ('Languages:', 'Frameworks:', 'Databases:', 'Cloud & DevOps:') so a reader finds the stack in seconds.`,
        impact: 'low',
        lines: document.skills.map((line) => lineRef(context, line.line)),
      });
    }
    // Counts the listed technologies the work backs and a few it does not mention; skills-in-context
    // charges for each unsupported one. With no work to back any, the few taken on trust are those.
    const supportedCount = getSupportedSkills(context, listed).length;
    const unbackedCredit = getWorkLines(document).size === 0 ? 0 : UNSUPPORTED_SKILLS_CREDITED;
    const creditedCount = supportedCount + Math.min(listed.length - supportedCount, unbackedCredit);
    return {
      score: reachScore(creditedCount, LISTED_SKILLS_TARGET) * (isUngrouped ? UNGROUPED_PENALTY : 1),
      findings,
      strengths:
        findings.length === 0
          ? [`The Skills section lists ${listed.length} technologies${isGrouped(document) ? ', grouped by category' : ''}`]
          : [],
    };
  },
};

export const skillsFoundCheck: TCheck = {
  id: 'skills-found',
  category: 'skills',
  weight: 3,
  atsWeight: 3,
  run(context) {
    const { skills } = context;
    return {
      // Listed skills nothing supports add no credit: padding the list must not raise the score.
      score: reachScore(getSupportedSkills(context, skills).length, SKILLS_TARGET),
      findings:
        skills.length >= SKILLS_TARGET
          ? []
          : [
              {
                title: 'Name more of the technologies you use',
                description: `${skills.length === 0 ? 'No technologies were' : `Only ${pluralize(skills.length, 'technology was', 'technologies were')}`} recognised in the whole resume. ATS and recruiters search by name: mention the languages, frameworks, databases, cloud and tools you use, in your skills and in your bullets.`,
                impact: skills.length < FEW_SKILLS ? 'high' : 'low',
                lines: [],
              },
            ],
      strengths: skills.length >= SKILLS_TARGET ? [`${skills.length} technologies recognised, led by ${skillNames(skills)}`] : [],
    };
  },
};

export const skillsInContextCheck: TCheck = {
  id: 'skills-in-context',
  category: 'skills',
  weight: 3,
  atsWeight: 1,
  run(context) {
    const workLines = getWorkLines(context.document);
    if (workLines.size === 0) return null;
    const listed = getListedSkills(context);
    if (listed.length === 0) return null;
    const unproven = getUnsupportedSkills(context);
    const unrelated = getUnrelatedSkills(context, unproven);
    const proven = listed.length - unproven.length;
    const shareScore = Math.max(reachScore(proven / listed.length, SKILLS_IN_CONTEXT_TARGET), reachScore(proven, SKILLS_IN_CONTEXT_COUNT));
    // Every unsupported skill costs, whatever the share: a padded list reads as keyword stuffing. A
    // long list with many skills shown in use keeps part of the score (the share decides the rest).
    const paddingScore = Math.max(
      UNSUPPORTED_SKILLS_FLOOR,
      penaltyScore(Math.max(0, unproven.length - UNSUPPORTED_SKILLS_ALLOWED), UNSUPPORTED_SKILL_PENALTY),
    );
    const score = Math.min(shareScore, paddingScore - unrelated.length * UNRELATED_SKILL_PENALTY);
    const skillLines = (skills: readonly TRecognizedSkill[]) =>
      lineRefs(
        context,
        skills.flatMap((skill) => skill.lines.filter((line) => !workLines.has(line)).map((line) => ({ line }))),
      );
    const findings: TFinding[] = [];
    if (unproven.length > 0) {
      findings.push({
        title: 'Show your skills in action',
        description: `${pluralize(unproven.length, 'listed skill', 'listed skills')}, such as ${skillNames(unproven)}, ${unproven.length === 1 ? 'appears' : 'appear'} nowhere in your experience or projects. Mention where you used them, or drop them: ATS and recruiters weigh skills backed by work, and a padded list reads as keyword stuffing.`,
        impact: unproven.length >= SEVERAL_UNSUPPORTED ? 'medium' : 'low',
        lines: skillLines(unproven),
      });
    }
    if (unrelated.length > 0) {
      findings.push({
        title: `Keep the skills list to what the ${getJudgedRole(context) ?? 'target'} role needs`,
        description: `${joinWords(unrelated.slice(0, NAMES_SHOWN).map((skill) => skill.name))} ${unrelated.length === 1 ? 'is' : 'are'} unrelated to the role and shown nowhere in your work. Drop ${unrelated.length === 1 ? 'it' : 'them'} so the skills that matter stand out.`,
        impact: 'medium',
        lines: skillLines(unrelated),
      });
    }
    return {
      score: Math.max(0, score),
      overallPenalty:
        faultPenalty(unproven.length + unrelated.length, UNSUPPORTED_SKILL_OVERALL_PENALTY, UNSUPPORTED_SKILLS_OVERALL_PENALTY_MAX) +
        Math.min(UNRELATED_SKILLS_OVERALL_PENALTY_MAX, unrelated.length * UNRELATED_SKILL_OVERALL_PENALTY),
      findings,
      strengths: unproven.length === 0 ? [`${proven} of ${listed.length} listed skills are backed by experience or projects`] : [],
    };
  },
};

export const keywordMatchCheck: TCheck = {
  id: 'keyword-match',
  category: 'skills',
  weight: 4,
  atsWeight: 4,
  run({ keywordMatch }) {
    if (!keywordMatch) return null;
    const wanted = keywordMatch.matched.length + keywordMatch.missing.length;
    const target =
      keywordMatch.fromJobDescription || !keywordMatch.targetRole ? 'the job description' : `the ${keywordMatch.targetRole} role`;
    // Nothing known to compare with: advice, but no score (the gap is in our knowledge, not the resume).
    if (wanted === 0) {
      return {
        score: null,
        strengths: [],
        findings: [
          {
            title: keywordMatch.targetRole ? 'Paste the job description to compare keywords' : 'No keywords to compare',
            description: keywordMatch.targetRole
              ? `No technology keywords are known for the role '${keywordMatch.targetRole}'. Paste the job ad to see which of its keywords your resume covers.`
              : 'No technologies were recognised in the job description, so there is nothing to compare.',
            impact: 'low',
            lines: [],
          },
        ],
      };
    }
    const findings: TFinding[] =
      keywordMatch.missing.length === 0
        ? []
        : [
            {
              title: 'Add the missing keywords you have',
              description: `The resume covers ${keywordMatch.matched.length} of ${wanted} keywords for ${target}: a ${keywordMatch.matchRate}% match, as the ${keywordMatch.fromJobDescription ? "ad's" : "role's"} core skills count most. Missing: ${joinWords(keywordMatch.missing.slice(0, 8))}. Add the ones you really use, in your skills and in the bullets that show them.`,
              impact: keywordMatch.matchRate < 50 ? 'high' : keywordMatch.matchRate < KEYWORD_MATCH_TARGET ? 'medium' : 'low',
              lines: [],
            },
          ];
    return {
      score: reachScore(keywordMatch.matchRate, KEYWORD_MATCH_TARGET),
      findings,
      strengths:
        keywordMatch.matchRate >= KEYWORD_MATCH_TARGET ? [`Covers ${keywordMatch.matched.length} of ${wanted} keywords for ${target}`] : [],
    };
  },
};
