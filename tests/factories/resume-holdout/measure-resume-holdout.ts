/**
 * Measures the resume engine on this folder's holdout, for `npm run bench` only (no test asserts
 * on it, so nothing is tuned to it): the share of pairs whose stronger resume scores higher, by
 * fault kind; and the skills the analysis lists against the labels (recall, precision, and how
 * many technologies the text disclaims or is learning are listed as held). Names are compared as
 * skill keys, so the usual aliases count ('Postgres' is PostgreSQL).
 */
import { analyzeResume } from '#server/resume-engine/built-in/analyze-resume.ts';
import { toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import { scoreResume } from '../resume-engine/resume-fault-pairs.ts';
import { RESUME_PAIRS_HOLDOUT } from './resume-pairs-holdout.ts';
import { SKILL_LABELS_HOLDOUT } from './skill-labels-holdout.ts';

export function measureHoldoutPairs(): { ordered: number; total: number; byKind: { kind: string; ordered: number; total: number }[] } {
  const byKind = new Map<string, { ordered: number; total: number }>();
  for (const pair of RESUME_PAIRS_HOLDOUT) {
    const kind = byKind.get(pair.faultKind) ?? { ordered: 0, total: 0 };
    kind.total += 1;
    if (scoreResume(pair.stronger) > scoreResume(pair.weaker)) kind.ordered += 1;
    byKind.set(pair.faultKind, kind);
  }
  const kinds = [...byKind].map(([kind, counts]) => ({ kind, ...counts }));
  return { ordered: kinds.reduce((sum, kind) => sum + kind.ordered, 0), total: RESUME_PAIRS_HOLDOUT.length, byKind: kinds };
}

export function measureHoldoutSkills(): { recall: number; precision: number; disclaimedListed: number; disclaimed: number } {
  let [found, wrong, missed, disclaimedListed, disclaimed] = [0, 0, 0, 0, 0];
  for (const labelled of SKILL_LABELS_HOLDOUT) {
    const listed = new Set(
      analyzeResume({ content: labelled.markdown, fileName: `${labelled.key}.md`, originalFile: null }).skillsFound.map((skill) =>
        toSkillKey(skill.name),
      ),
    );
    const held = new Set(labelled.held.map(toSkillKey));
    for (const key of listed)
      if (held.has(key)) found += 1;
      else wrong += 1;
    for (const key of held) if (!listed.has(key)) missed += 1;
    for (const key of new Set([...labelled.notHeld, ...labelled.learning].map(toSkillKey))) {
      disclaimed += 1;
      if (listed.has(key)) disclaimedListed += 1;
    }
  }
  return { recall: found / (found + missed), precision: found / (found + wrong), disclaimedListed, disclaimed };
}
