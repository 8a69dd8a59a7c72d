/**
 * Spelling: a misspelt word tells a recruiter the resume was not proofread. Hunspell's English
 * dictionary judges ordinary words; technologies (the skills taxonomy), names, places, companies,
 * acronyms, numbers and links are never judged (language/spell-checker.ts).
 */
import { findMisspellings, type TMisspelling } from '#server/resume-engine/language/spell-checker.ts';
import type { TResumeText, TSectionKind } from '#server/resume-engine/parse/types.ts';
import { faultPenalty, lineRefs, penaltyScore, pluralize, type TCheck } from './check.ts';

const MISSPELLING_PENALTY = 0.2;
/** Overall points each misspelt word costs, up to the maximum. */
const MISSPELLING_OVERALL_PENALTY = 1.5;
const MISSPELLING_OVERALL_PENALTY_MAX = 6;
/** Words named in the suggestion; the lines point at every one. */
const MAX_NAMED = 6;

/** Sections of names (schools, course providers, titles of papers), where a capital never starts a sentence. */
const NAME_SECTIONS = new Set<TSectionKind>(['education', 'certifications', 'awards', 'publications', 'languages', 'skills']);

/** Capitalised words written mid-sentence anywhere in the resume are names, also at a sentence start. */
function collectNames(lines: readonly { text: string }[]): Set<string> {
  const names = new Set<string>();
  for (const { text } of lines) for (const match of text.matchAll(/(?<=[\p{L}\p{N},)] )\p{Lu}\p{Ll}+/gu)) names.add(match[0].toLowerCase());
  return names;
}

export const spellingCheck: TCheck = {
  id: 'spelling',
  category: 'language',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const { document } = context;
    // The header (name, title, contact) and contact sections hold names and addresses, not prose.
    const sections = document.sections.filter((section) => section.kind !== 'contact');
    const items = sections.flatMap((section) =>
      section.items.map((item) => ({ item, judgeCapitalised: !NAME_SECTIONS.has(section.kind) })),
    );
    if (items.length === 0) return null;
    const names = collectNames(document.lines);
    for (const word of `${document.name?.value ?? ''} ${document.headline?.value ?? ''}`.toLowerCase().split(/\s+/)) names.add(word);
    const found: { item: TResumeText; misspelling: TMisspelling }[] = [];
    const seen = new Set<string>();
    for (const { item, judgeCapitalised } of items) {
      for (const misspelling of findMisspellings(item.text, names, { judgeCapitalised })) {
        const key = misspelling.word.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ item, misspelling });
      }
    }
    // Only mistakes count: a clean resume earns no score here, so this check never dilutes the others.
    if (found.length === 0) return { score: null, findings: [], strengths: ['No spelling mistakes found'] };
    const named = found
      .slice(0, MAX_NAMED)
      .map(({ misspelling }) =>
        misspelling.suggestions.length > 0
          ? `'${misspelling.word}' → '${misspelling.suggestions.join("' or '")}'`
          : `'${misspelling.word}'`,
      );
    return {
      score: penaltyScore(found.length, MISSPELLING_PENALTY),
      overallPenalty: faultPenalty(found.length, MISSPELLING_OVERALL_PENALTY, MISSPELLING_OVERALL_PENALTY_MAX),
      strengths: [],
      findings: [
        {
          title: 'Fix spelling mistakes',
          description: `${pluralize(found.length, 'word looks', 'words look')} misspelt: ${named.join(', ')}${found.length > MAX_NAMED ? ', …' : ''}. A typo tells a recruiter the resume was not proofread.`,
          impact: found.length >= 3 ? 'high' : 'medium',
          lines: lineRefs(
            context,
            found.map(({ item }) => item),
          ),
        },
      ],
    };
  },
};
