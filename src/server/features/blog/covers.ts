/**
 * A post's cover: a photo from Unsplash when the admin has set its API key, otherwise a generated
 * illustration in the category's colours, its shapes seeded by the title (served by
 * GET /api/blog/posts/:slug/cover.svg). It holds no text: the title sits right below it on every
 * page. Any Unsplash failure falls back to the generated cover: a post is never held up by its picture.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { getGeneratedCoverPath, type TBlogCategory } from '#shared/schemas/blog.ts';
import { ZResponseTextSchema } from '#shared/schemas/text.ts';
import { getServiceKey, SERVICE_NAMES } from '#server/db/service-keys.queries.ts';
import { escapeXml } from '#server/lib/xml-escape.ts';
import type { TBlogDeps } from './blog-deps.ts';

export type TCover = {
  featuredImage: string;
  imageAttribution: string;
  imageSource: string | null;
  /** Unsplash asks to be told when one of its photos is used (ping after the post is saved). */
  downloadLocation: string | null;
};

const UNSPLASH_TIMEOUT_MS = 5_000;
// NOTE: Unsplash's guidelines ask for these on every link back. https://help.unsplash.com/en/articles/2511315-guideline-attribution
const UNSPLASH_REFERRAL = 'utm_source=devmatch&utm_medium=referral';

const ZUnsplashSearchSchema = z.object({
  results: z.array(
    z.object({
      urls: z.object({ regular: ZResponseTextSchema }),
      links: z.object({ html: ZResponseTextSchema, download_location: ZResponseTextSchema }),
      user: z.object({ name: ZResponseTextSchema, links: z.object({ html: ZResponseTextSchema }) }),
    }),
  ),
});

const CATEGORY_COLORS: Record<TBlogCategory, { from: string; to: string; label: string }> = {
  developers: { from: '#1e3a8a', to: '#4f46e5', label: 'For Developers' },
  employers: { from: '#065f46', to: '#0d9488', label: 'For Employers' },
  industry: { from: '#7c2d12', to: '#c2410c', label: 'Industry News' },
};

/** The illustration drawn from the post's title: no photo service, no network. */
export function getGeneratedCover(slug: string): TCover {
  return {
    featuredImage: getGeneratedCoverPath(slug),
    // The page reads it as 'Illustration by DevMatch' (isGeneratedCover), not as a photo credit.
    imageAttribution: 'DevMatch',
    imageSource: null,
    downloadLocation: null,
  };
}

/** A 1200×630 illustration (the Open Graph size); the same title and category always give the same picture. */
export function drawGeneratedCover(title: string, category: TBlogCategory): string {
  const colors = CATEGORY_COLORS[category];
  const hash = createHash('sha256').update(title).digest();
  const byte = (index: number) => hash[index % hash.length]!;
  const circles = [0, 1, 2, 3, 4]
    .map((index) => {
      const [x, y, r] = [byte(index * 3) * 4.7, byte(index * 3 + 1) * 2.5, 40 + byte(index * 3 + 2) / 2];
      const opacity = (0.06 + (byte(index + 15) % 5) / 100).toFixed(2);
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${opacity}"/>`;
    })
    .join('');
  // An abstract card of bars on the right: reads as "an article" without repeating its words.
  const bars = [0, 1, 2, 3]
    .map((index) => {
      const width = 160 + (byte(20 + index) % 5) * 40;
      return `<rect x="720" y="${250 + index * 52}" width="${width}" height="22" rx="11" fill="#fff" fill-opacity="${index === 0 ? 0.55 : 0.28}"/>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">',
    `<title>${escapeXml(colors.label)} illustration</title>`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient>`,
    '<pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity="0.14"/></pattern>',
    '</defs>',
    `<rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#d)"/>${circles}`,
    '<rect x="660" y="170" width="440" height="290" rx="28" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>',
    `<circle cx="720" cy="210" r="9" fill="#fff" fill-opacity="0.6"/><circle cx="750" cy="210" r="9" fill="#fff" fill-opacity="0.4"/>${bars}`,
    '</svg>',
  ].join('');
}

function withReferral(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${UNSPLASH_REFERRAL}`;
}

async function searchUnsplash(apiUrl: string, key: string, words: string): Promise<TCover | null> {
  const query = new URLSearchParams({ query: words, orientation: 'landscape', per_page: '1' });
  const response = await fetch(`${apiUrl}/search/photos?${query}`, {
    headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' },
    signal: AbortSignal.timeout(UNSPLASH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Unsplash answered HTTP ${response.status}`);
  const photo = ZUnsplashSearchSchema.parse(await response.json()).results[0];
  if (!photo) return null;
  return {
    featuredImage: photo.urls.regular,
    imageAttribution: photo.user.name,
    imageSource: withReferral(photo.links.html),
    downloadLocation: photo.links.download_location,
  };
}

type TCoverFinder = {
  /** The cover of a new post: the first Unsplash photo for `words`, else the generated one. */
  findCover: (params: { slug: string; words: string }) => Promise<TCover>;
  /** Tells Unsplash its photo is now used; failures are logged only. */
  reportCoverUsed: (cover: TCover) => Promise<void>;
};

/** Reads the Unsplash key once, for one batch of new posts. */
export async function createCoverFinder({ db, secrets, config, log }: TBlogDeps): Promise<TCoverFinder> {
  const apiUrl = config.unsplashApiUrl;
  const apiOrigin = new URL(apiUrl).origin;
  const key = await getServiceKey(db, secrets, SERVICE_NAMES.unsplash);
  return {
    async findCover({ slug, words }) {
      if (!key) return getGeneratedCover(slug);
      try {
        return (await searchUnsplash(apiUrl, key, words)) ?? getGeneratedCover(slug);
      } catch (error) {
        log.warn({ err: error, words }, 'Unsplash photo search failed; using the generated cover');
        return getGeneratedCover(slug);
      }
    },
    async reportCoverUsed(cover) {
      if (!key || !cover.downloadLocation) return;
      // The ping carries the key to an address taken from Unsplash's answer: only Unsplash's own API gets it.
      if (!URL.canParse(cover.downloadLocation) || new URL(cover.downloadLocation).origin !== apiOrigin) {
        log.warn({ downloadLocation: cover.downloadLocation }, 'Unsplash download location is not on the Unsplash API; not pinged');
        return;
      }
      try {
        const response = await fetch(cover.downloadLocation, {
          headers: { Authorization: `Client-ID ${key}` },
          signal: AbortSignal.timeout(UNSPLASH_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Unsplash answered HTTP ${response.status}`);
      } catch (error) {
        log.warn({ err: error }, 'Unsplash download ping failed');
      }
    },
  };
}
