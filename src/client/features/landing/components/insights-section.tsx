import { ArrowRight, ArrowUpRight, ScanSearch, TrendingUp, UsersRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#client/lib/utils.ts';
import { SectionContainer, SectionHeading } from './section-heading.tsx';

type TInsight = {
  category: string;
  title: string;
  excerpt: string;
  audience: string;
  icon: LucideIcon;
  cover: string;
};

const INSIGHTS: TInsight[] = [
  {
    category: 'Resumes',
    title: 'What applicant tracking systems actually read',
    excerpt: 'How ATS software parses your resume, and the formatting choices that keep your experience visible to recruiters.',
    audience: 'For developers',
    icon: ScanSearch,
    cover: 'from-indigo-500 via-indigo-600 to-violet-700',
  },
  {
    category: 'Careers',
    title: 'The developer skills hiring teams keep asking for',
    excerpt: 'From typed languages to cloud platforms: reading job descriptions to decide what to learn next.',
    audience: 'For developers',
    icon: TrendingUp,
    cover: 'from-violet-500 via-violet-600 to-fuchsia-700',
  },
  {
    category: 'Hiring',
    title: 'Hiring developers beyond the keyword match',
    excerpt: 'Why explained matches and structured notes lead to better interviews and more confident hiring decisions.',
    audience: 'For employers',
    icon: UsersRound,
    cover: 'from-sky-500 via-indigo-600 to-indigo-800',
  },
];

export function InsightsSection() {
  return (
    <section id="insights" aria-labelledby="insights-title" className="scroll-mt-20 py-20 sm:py-28">
      <SectionContainer>
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="insights-title"
            eyebrow="From the blog"
            title="Industry Insights"
            description="Practical reading for developers growing their careers and the teams that hire them."
            align="start"
          />
          <Link
            to="/blog"
            className="group inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline hover:underline-offset-4"
          >
            Browse all articles
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
        </div>

        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {INSIGHTS.map((insight, index) => {
            // With two columns the odd card out spans the row, laid out sideways.
            const isWide = index === INSIGHTS.length - 1 && INSIGHTS.length % 2 === 1;
            return (
              <li key={insight.title} className={cn(isWide && 'sm:col-span-2 lg:col-span-1')}>
                <InsightCard insight={insight} isWide={isWide} />
              </li>
            );
          })}
        </ul>
      </SectionContainer>
    </section>
  );
}

function InsightCard({ insight, isWide }: { insight: TInsight; isWide: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm ring-offset-2 ring-offset-background transition-all hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-indigo-500/10 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        isWide && 'sm:flex-row lg:flex-col',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'relative h-44 shrink-0 overflow-hidden bg-gradient-to-br',
          isWide && 'sm:h-auto sm:w-2/5 lg:h-44 lg:w-auto',
          insight.cover,
        )}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.25)_1px,transparent_0)] bg-[size:18px_18px]" />
        <div className="absolute -right-10 -bottom-16 size-56 rounded-full bg-white/10" />
        <div className="absolute -top-12 -left-8 size-40 rounded-full bg-white/10" />
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-white/15 text-white shadow-lg ring-1 ring-white/30 backdrop-blur-sm transition-transform duration-300 group-hover:scale-110">
            <insight.icon className="size-8" />
          </span>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3 text-xs">
          <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground">{insight.category}</span>
          <span className="text-muted-foreground">{insight.audience}</span>
        </div>
        <h3 className="mt-4 text-lg leading-snug font-semibold tracking-tight text-balance">
          <Link to="/blog" className="outline-none after:absolute after:inset-0 after:content-['']">
            {insight.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{insight.excerpt}</p>
        <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary">
          Read on the blog
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </p>
      </div>
    </article>
  );
}
