import { describe, expect, it } from 'vitest';
import { INITIAL_POST_COUNT } from '#shared/schemas/blog.ts';
import { getEditorialArticles, parseEditorialArticle } from './editorial-library.ts';

const VALID_FRONT_MATTER = [
  'slug: a-valid-article',
  'title: A Valid Article Title',
  'category: developers',
  'tags: Career, Interviews',
  'excerpt: An excerpt that is long enough to pass the forty character minimum.',
  'cover: laptop desk',
];
const BODY = `## A heading\n\n${'Words of the article body. '.repeat(100)}`;

const toFile = (frontMatter: string[], body = BODY) => `---\n${frontMatter.join('\n')}\n---\n\n${body}`;

describe('the editorial library', () => {
  it(`holds ${INITIAL_POST_COUNT} valid articles with distinct slugs and titles, covering each audience`, () => {
    const articles = getEditorialArticles();

    expect(articles).toHaveLength(INITIAL_POST_COUNT);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(INITIAL_POST_COUNT);
    expect(new Set(articles.map((article) => article.title)).size).toBe(INITIAL_POST_COUNT);
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(['developers', 'employers', 'industry']));
    expect(articles[0]).toMatchObject({
      slug: 'how-to-prepare-for-a-technical-interview',
      category: 'developers',
      tags: ['Interviews', 'Career', 'Algorithms'],
      cover: 'laptop whiteboard planning',
    });
    for (const article of articles) expect(article.content).not.toMatch(/^---|<[a-z]/m);
  });

  it('parses front matter strictly', () => {
    expect(parseEditorialArticle('ok.md', toFile(VALID_FRONT_MATTER)).tags).toEqual(['Career', 'Interviews']);
    expect(() => parseEditorialArticle('none.md', BODY)).toThrow('none.md: expected front matter');
    expect(() => parseEditorialArticle('extra.md', toFile([...VALID_FRONT_MATTER, 'author: someone']))).toThrow(/extra\.md: .*author/s);
    expect(() => parseEditorialArticle('twice.md', toFile([...VALID_FRONT_MATTER, 'cover: again']))).toThrow("key 'cover' appears twice");
    expect(() => parseEditorialArticle('line.md', toFile([...VALID_FRONT_MATTER, 'no separator']))).toThrow(
      "'no separator' is not 'key: value'",
    );
    const badCategory = VALID_FRONT_MATTER.map((line) => (line.startsWith('category') ? 'category: cooking' : line));
    expect(() => parseEditorialArticle('category.md', toFile(badCategory))).toThrow(/category\.md: .*category/s);
    const badSlug = VALID_FRONT_MATTER.map((line) => (line.startsWith('slug') ? 'slug: Not A Slug' : line));
    expect(() => parseEditorialArticle('slug.md', toFile(badSlug))).toThrow('lower-case words joined by hyphens');
    expect(() => parseEditorialArticle('short.md', toFile(VALID_FRONT_MATTER, 'Too short.'))).toThrow('short.md');
  });
});
