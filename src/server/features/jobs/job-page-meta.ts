/**
 * What link previews and search engines read of the jobs board and of each job's page: title,
 * description, the company's logo, and on a job's page its schema.org JobPosting (an expired one,
 * with validThrough, once the job is closed); and the open jobs for the sitemap. Drafts, and the
 * jobs of an employer yet to confirm their address, are no page of anyone's.
 */
import { Marked, marked } from 'marked';
import type { TEmploymentType } from '#shared/job-values.ts';
import type { TJob } from '#shared/schemas/jobs.ts';
import type { Executor } from '#server/db/client.ts';
import { findPublicJob, listOpenJobPages } from './jobs.queries.ts';
import { escapeXml } from '#server/lib/xml-escape.ts';
import type { TSitemapSource } from '#server/plugins/crawlers.ts';
import type { TFindPageMeta, TPageMeta } from '#server/plugins/web-client.ts';

const JOB_PAGE_PATH = /^\/jobs\/(\d{1,9})\/?$/;
const DESCRIPTION_MAX = 200;

/** schema.org's employment types. */
const SCHEMA_EMPLOYMENT_TYPE: Record<TEmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** The description as plain text: markdown rendered, then its tags (a space for a block's) and entities dropped. */
function toPlainText(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return html
    .replace(/<\/?(?:p|h\d|li|ul|ol|br|hr|div|blockquote|pre|table|tr|td|th)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Links a search engine may show: web and e-mail addresses, never one a browser would run. */
const SHOWN_LINK = /^(?:https?|mailto):/i;

/**
 * The description as HTML for JobPosting (schema.org takes HTML there), made of markdown's own markup
 * alone: the employer's raw HTML is left out (a tag's text stays, as text), a link to anything but a
 * web or e-mail address keeps only its text, an image only its alt text. The server has no DOM for
 * the client's sanitizer, so nothing unsafe is written in the first place.
 */
const jobPostingMarkdown = new Marked({
  renderer: {
    html: () => '',
    link(token) {
      return SHOWN_LINK.test(token.href) ? false : this.parser.parseInline(token.tokens);
    },
    image: (token) => escapeXml(token.text),
  },
});

const shorten = (text: string) => (text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`);

function toJobPosting(job: TJob, url: string, logo: string | null): Record<string, unknown> {
  const isRemote = job.workplaceType === 'remote';
  const hasPay = job.salaryMin !== null || job.salaryMax !== null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingMarkdown.parse(job.description || job.title, { async: false }),
    url,
    datePosted: job.publishedAt ?? job.createdAt,
    ...(job.closedAt && { validThrough: job.closedAt }),
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website && { sameAs: job.company.website }),
      ...(logo && { logo }),
    },
    ...(isRemote && { jobLocationType: 'TELECOMMUTE' }),
    ...(job.location && { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } } }),
    ...(hasPay && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.salaryCurrency,
        value: {
          '@type': 'QuantitativeValue',
          ...(job.salaryMin !== null && { minValue: job.salaryMin }),
          ...(job.salaryMax !== null && { maxValue: job.salaryMax }),
          unitText: 'YEAR',
        },
      },
    }),
    ...(job.requiredSkills.length > 0 && { skills: job.requiredSkills.join(', ') }),
    directApply: true,
  };
}

export function createJobPageMeta(db: Executor, appUrl: string): TFindPageMeta {
  return async (path): Promise<TPageMeta | null> => {
    if (path === '/jobs' || path === '/jobs/') {
      return {
        title: 'Developer Jobs | DevMatch',
        description:
          'Open software developer jobs: search by title, skills, remote work, level and salary, and see how well each fits you.',
        url: `${appUrl}/jobs`,
        image: null,
        type: 'website',
      };
    }
    const match = JOB_PAGE_PATH.exec(path);
    if (!match) return null;
    const job = await findPublicJob(db, { jobId: Number(match[1]) });
    if (!job) return null;
    const url = `${appUrl}/jobs/${job.id}`;
    const logo = job.company.logoUrl && `${appUrl}${job.company.logoUrl}`;
    const where = job.workplaceType === 'remote' ? 'Remote' : (job.location ?? job.company.location);
    const summary = [job.company.name, where].filter(Boolean).join(' · ');
    return {
      title: `${job.title} at ${job.company.name} | DevMatch Jobs`,
      description: shorten([summary, toPlainText(job.description)].filter(Boolean).join(': ')),
      url,
      image: logo,
      type: 'website',
      structuredData: toJobPosting(job, url, logo),
    };
  };
}

/** The board and its open jobs, newest first. */
export function createJobSitemapSource(db: Executor): TSitemapSource {
  return async (limit) => {
    const jobs = await listOpenJobPages(db, { limit: Math.max(0, limit - 1) });
    return [
      { path: '/jobs', lastModified: jobs[0]?.updatedAt },
      ...jobs.map((job) => ({ path: `/jobs/${job.id}`, lastModified: job.updatedAt })),
    ];
  };
}
