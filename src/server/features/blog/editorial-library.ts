/**
 * The editorial library: the articles kept in the repository as markdown with front matter
 * (editorial/articles/*.md), which 'Generate Initial Posts' publishes. The build copies the folder
 * next to the bundled server (scripts/build.mjs), so the same relative URL works from src and dist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { BLOG_CATEGORIES } from '#shared/schemas/blog.ts';
import { ZResponseTextSchema } from '#shared/schemas/text.ts';

const ARTICLES_DIR = new URL('./editorial/articles/', import.meta.url);
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n+([\s\S]+)$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ZEditorialArticleSchema = z.strictObject({
  slug: ZResponseTextSchema.regex(SLUG_PATTERN, 'slug must be lower-case words joined by hyphens'),
  title: ZResponseTextSchema.min(10).max(120),
  category: z.enum(BLOG_CATEGORIES),
  tags: ZResponseTextSchema.transform((value) => value.split(',').map((tag) => tag.trim())).pipe(
    z.array(ZResponseTextSchema.min(1)).min(1).max(6),
  ),
  excerpt: ZResponseTextSchema.min(40).max(300),
  /** Words for the photo search (Unsplash), e.g. 'laptop whiteboard planning'. */
  cover: ZResponseTextSchema.min(3).max(60),
  content: ZResponseTextSchema.min(2000),
});
type TEditorialArticle = z.infer<typeof ZEditorialArticleSchema>;

/** One article file as fields; throws naming the file when the front matter is missing or invalid. */
export function parseEditorialArticle(fileName: string, text: string): TEditorialArticle {
  const match = FRONT_MATTER.exec(text.replaceAll('\r\n', '\n'));
  if (!match) throw new Error(`${fileName}: expected front matter between --- lines, then the article`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`${fileName}: front matter line '${line}' is not 'key: value'`);
    const key = line.slice(0, separator).trim();
    if (key in fields) throw new Error(`${fileName}: front matter key '${key}' appears twice`);
    fields[key] = line.slice(separator + 1).trim();
  }
  const parsed = ZEditorialArticleSchema.safeParse({ ...fields, content: match[2]!.trim() });
  if (!parsed.success) throw new Error(`${fileName}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let cachedArticles: TEditorialArticle[] | null = null;

/** Every article, in file-name order (the order 'Generate Initial Posts' publishes them in). */
export function getEditorialArticles(): TEditorialArticle[] {
  cachedArticles ??= readdirSync(ARTICLES_DIR)
    .filter((fileName) => fileName.endsWith('.md'))
    .sort()
    .map((fileName) => parseEditorialArticle(fileName, readFileSync(new URL(fileName, ARTICLES_DIR), 'utf8')));
  return cachedArticles;
}
