/**
 * The LLM's rewrite. The model starts from the built-in rewrite (already clean, ATS-friendly and
 * free of invented facts) and polishes the wording. Its answer is not trusted: the caller runs the
 * same fact checker on it as on the built-in one.
 */
import { diffLines } from 'diff';
import { z } from 'zod';
import { ZImprovementChangeSchema, type TImprovementChange } from '#shared/schemas/resume-ai.ts';
import { RESUME_CONTENT_MAX_CHARS } from '#shared/schemas/resumes/resume.ts';
import { keepPlaceholders } from '../built-in/missing-sections.ts';
import type { TEngineResume, TImproveOptions, TImproveReport } from '../types.ts';
import { LlmFailure, requestStructuredOutput, type TLlmConnection } from '#server/lib/llm-client.ts';

const ZLlmImprovementSchema = z.object({
  improvedContent: z.string().describe('The whole improved resume as markdown'),
  changes: z.array(ZImprovementChangeSchema).describe('What you changed compared with the original, each with its reason'),
});

const INSTRUCTIONS = `You rewrite software developers' resumes for DevMatch, a career platform, into clean, ATS-friendly markdown.
You receive the original resume (markdown), optionally a target role, and builtInImprovement: a rule-based rewrite of the same resume with the list of its changes.
Answer with JSON only, matching the given schema.
Never invent facts: do not add any number, percentage, amount, employer, job title, date, degree, school, certification, skill or tool that the original resume does not contain, and do not change the ones it contains. When a bullet would be stronger with a metric, leave it without one.
Rewrite:
- Start from builtInImprovement.improvedContent and keep what it does well.
- A resume written as running text keeps the sections builtInImprovement set it out in: each role as "Title | Company | Place | Dates" with its achievements as bullets, and the skills, certifications and education it names in sections of their own.
- Standard headings in this order when present: Summary, Experience, Projects, Education, Skills, Certifications. Keep the name and contact line at the top.
- Bullets lead with a strong action verb; past tense for past roles, present tense for the current one; no first-person pronouns, no filler ("responsible for", "worked on", "helped with"), no buzzwords.
- Consistent date format. Skills grouped by category.
- A short summary made only of facts stated elsewhere in the resume.
- Do not drop sections, roles or degrees, and do not make the resume much longer.
- builtInImprovement may hold fill-in placeholders in square brackets ("[Add your email]", "[Add your most recent role: …]") for what the resume lacks: keep each exactly as written, never fill one in.
List every change (kind, before, after, reason); "before" and "after" are the exact texts.`;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const MODEL_REWORDING = 'Reworded by the AI model.';

/**
 * The rewrite as changes the developer can take one by one: each run of lines the model replaced,
 * with the reason the model gave for a change within it. The model's own list is not trusted to
 * quote the texts exactly; the line diff is.
 */
function diffChanges(original: string, improved: string, stated: readonly TImprovementChange[]): TImprovementChange[] {
  const changes: TImprovementChange[] = [];
  const parts = diffLines(original, improved);
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (!part.added && !part.removed) continue;
    const next = parts[index + 1];
    const isReplacement = part.removed && next?.added === true;
    const before = part.removed ? part.value.trim() : '';
    const after = (isReplacement ? next.value : part.added ? part.value : '').trim();
    if (isReplacement) index++;
    const reason = stated.find((change) => change.after.trim() !== '' && after.includes(change.after.trim()))?.reason ?? MODEL_REWORDING;
    changes.push({ kind: 'other', before, after, reason });
  }
  return changes;
}

/**
 * The LLM's rewrite and its list of changes, with the built-in answer's missing sections and
 * guidance (and its placeholders, put back when the model dropped them). Throws LlmFailure, also
 * when the rewrite is longer than a resume may be, or when the model gave the resume back unchanged
 * although the built-in rewrite changed it: then the built-in answer is used.
 */
export async function improveWithLlm(
  connection: TLlmConnection,
  params: { resume: TEngineResume; options: TImproveOptions; builtIn: TImproveReport },
): Promise<TImproveReport> {
  const { resume, options, builtIn } = params;
  const answer = await requestStructuredOutput(connection, {
    schemaName: 'resume_improvement',
    schema: ZLlmImprovementSchema,
    instructions: INSTRUCTIONS,
    input: { resume: resume.content, targetRole: options.targetRole || null, builtInImprovement: builtIn },
  });
  const content = answer.improvedContent.trim();
  if (!content) throw new LlmFailure('The AI model gave an empty answer.');
  // The fact checker's time grows with the rewrite's length, and no longer text could be applied.
  if (content.length > RESUME_CONTENT_MAX_CHARS) throw new LlmFailure('The AI model’s rewrite is longer than a resume may be.');
  if (normalize(content) === normalize(resume.content) && normalize(builtIn.improvedContent) !== normalize(resume.content))
    throw new LlmFailure('The AI model gave the resume back unchanged.');
  const missingSections = builtIn.missingSections ?? [];
  const improvedContent = keepPlaceholders(content, missingSections);
  return {
    improvedContent,
    changes: diffChanges(resume.content, improvedContent, answer.changes),
    missingSections,
    guidance: builtIn.guidance ?? null,
  };
}
