/**
 * Template text left in the resume ('Lorem ipsum', '{{ name }}', 'Job Title/Company', 'click
 * placeholder text'), as the parser marks it. An unfilled template caps the whole score low: it is
 * not a resume, however well laid out; a few forgotten prompts in a half-filled one cap it too.
 * The improvement's own questions ('[Add your email]', '[Add your most recent role: …]') ask for a
 * fact only the person knows: unanswered, the fact is still missing, which the checks of that fact
 * charge for, so here they are a reminder and cost nothing more.
 */
import { isFillInPrompt } from '#server/resume-engine/parse/markdown-lines.ts';
import { lineRefs, pluralize, type TCheck, type TFinding } from './check.ts';

const TEMPLATE_SCORE_CAP = 15;
const HALF_FILLED_SCORE_CAP = 40;
/** From this many placeholder lines on, the template was only partly filled in. */
const HALF_FILLED_MIN_LINES = 3;

export const placeholderTextCheck: TCheck = {
  id: 'placeholder-text',
  category: 'structure',
  weight: 3,
  atsWeight: 1,
  run(context) {
    const { document } = context;
    const asks = document.lines.filter((line) => line.isPlaceholder && isFillInPrompt(line.text));
    const placeholders = document.lines.filter((line) => line.isPlaceholder && !isFillInPrompt(line.text));
    const askFindings: TFinding[] =
      asks.length === 0
        ? []
        : [
            {
              title: 'Answer what the improvement asked for',
              description: `${pluralize(asks.length, 'line asks', 'lines ask')} for details only you know. Replace each bracketed question with your own facts, or delete it.`,
              impact: 'medium',
              lines: lineRefs(context, asks),
            },
          ];
    if (placeholders.length === 0 && !document.isTemplate) return { score: 1, findings: askFindings, strengths: [] };
    const scoreCap = document.isTemplate
      ? TEMPLATE_SCORE_CAP
      : placeholders.length >= HALF_FILLED_MIN_LINES
        ? HALF_FILLED_SCORE_CAP
        : undefined;
    return {
      score: 0,
      ...(scoreCap === undefined ? {} : { scoreCap, atsScoreCap: scoreCap }),
      strengths: [],
      findings: [
        {
          title: document.isTemplate ? 'This is an unfilled template' : 'Replace the placeholder text',
          description: document.isTemplate
            ? `${pluralize(placeholders.length, 'line is', 'lines are')} template placeholders or instructions, and no real details were found. Fill in your own name, contact details, jobs and skills; until then the resume cannot be judged on its content.`
            : `${pluralize(placeholders.length, 'line still reads', 'lines still read')} like template text. Replace ${placeholders.length === 1 ? 'it' : 'them'} with your own details: recruiters and ATS read ${placeholders.length === 1 ? 'it' : 'them'} literally.`,
          impact: 'high',
          lines: lineRefs(context, placeholders),
        },
        ...askFindings,
      ],
    };
  },
};
