/**
 * The AI writer: the admin's model writes a new article on a topic the blog has not covered (it
 * gets the existing titles). Its answer is checked (lengths, 500–1,500 words) and any raw HTML is
 * taken out of the markdown, title, excerpt and tags, since the page renders the markdown and feeds
 * and previews carry the rest. Throws LlmFailure; the caller falls back to the built-in writer.
 */
import { z } from 'zod';
import { BLOG_CATEGORIES } from '#shared/schemas/blog.ts';
import { ZResponseTextSchema } from '#shared/schemas/text.ts';
import { LlmFailure, requestStructuredOutput, type TLlmConnection } from '#server/lib/llm-client.ts';
import { countWords } from '#server/resume-engine/parse/markdown-lines.ts';
import { toSlug, type TPostDraft } from './post-draft.ts';

const ARTICLE_MIN_WORDS = 500;
const ARTICLE_MAX_WORDS = 1500;

/** The answer's shape, sent to the model: string lengths stay out, since not every server's strict mode accepts them. */
const ZLlmArticleAnswerSchema = z.object({
  title: ZResponseTextSchema,
  excerpt: ZResponseTextSchema,
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(ZResponseTextSchema),
  content: ZResponseTextSchema,
});

/** What a publishable article needs, checked here. */
const ZArticleSchema = z.object({
  title: ZResponseTextSchema.trim().min(10).max(120),
  excerpt: ZResponseTextSchema.trim().min(40).max(300),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(ZResponseTextSchema.trim().min(1).max(40)).min(1).max(6),
  content: ZResponseTextSchema,
});

const INSTRUCTIONS = `You write articles for the DevMatch blog, read by software developers and by the employers who hire them.
Write one new article on a topic none of the existing titles covers: practical career, hiring or industry advice.
Answer with: title (under 100 characters), excerpt (one or two sentences), category (developers, employers or industry), 3 to 5 short tags, and content.
The content is markdown with ## headings, ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS} words, no HTML, no images, and no title heading (the page shows the title).
Do not invent statistics, studies, quotes or company names.`;

const FENCED_CODE = /(```[\s\S]*?```)/;
const HTML_TAG_OR_COMMENT = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>/g;

/** The text without HTML tags or comments, removed until none is left: one pass turns `<<b>script>` into `<script>`. */
function stripHtml(text: string): string {
  let stripped = text;
  for (let previous = ''; stripped !== previous;) {
    previous = stripped;
    stripped = stripped.replace(HTML_TAG_OR_COMMENT, '');
  }
  return stripped;
}

/** The markdown without HTML tags or comments; fenced code blocks are kept as written (they are shown, not run). */
function stripRawHtml(markdown: string): string {
  return markdown
    .split(FENCED_CODE)
    .map((part) => (part.startsWith('```') ? part : stripHtml(part)))
    .join('')
    .trim();
}

export async function writeLlmArticle(llm: TLlmConnection, existingTitles: string[]): Promise<TPostDraft> {
  const answer = await requestStructuredOutput(llm, {
    schemaName: 'blog_article',
    schema: ZLlmArticleAnswerSchema,
    instructions: INSTRUCTIONS,
    input: { existingTitles },
  });
  const checked = ZArticleSchema.safeParse({
    ...answer,
    title: stripHtml(answer.title),
    excerpt: stripHtml(answer.excerpt),
    tags: answer.tags.map(stripHtml),
  });
  if (!checked.success) throw new LlmFailure('The AI model’s article did not meet the length limits.', z.prettifyError(checked.error));
  const article = checked.data;
  const content = stripRawHtml(article.content);
  const words = countWords(content);
  if (words < ARTICLE_MIN_WORDS || words > ARTICLE_MAX_WORDS) {
    throw new LlmFailure(`The AI model’s article had ${words} words; ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS} are needed.`);
  }
  return {
    slug: toSlug(article.title),
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    tags: [...new Set(article.tags)],
    content,
    coverWords: article.tags.slice(0, 3).join(' '),
  };
}
