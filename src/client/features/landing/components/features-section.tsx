import {
  Building2,
  ChartColumn,
  CodeXml,
  FileUp,
  Gauge,
  GraduationCap,
  Heart,
  ListChecks,
  Mail,
  Newspaper,
  Search,
  Sparkles,
  StickyNote,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { SectionContainer, SectionHeading } from './section-heading.tsx';

type TFeature = { icon: LucideIcon; title: string; description: string };

type TAudience = {
  id: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  summary: string;
  features: TFeature[];
  accent: 'indigo' | 'violet';
};

const AUDIENCES: TAudience[] = [
  {
    id: 'features-developers',
    icon: CodeXml,
    eyebrow: 'For developers',
    title: 'Everything to land your next role',
    summary: 'Build, score and improve your resume, then keep learning.',
    accent: 'indigo',
    features: [
      {
        icon: ListChecks,
        title: 'Resume builder',
        description: 'A guided four-step builder for experience, education, skills and certifications.',
      },
      {
        icon: FileUp,
        title: 'Word upload',
        description: 'Already have a resume? Upload your .doc or .docx file and keep every version together.',
      },
      {
        icon: Gauge,
        title: 'AI resume analysis',
        description: 'An overall score and ATS compatibility percentage, with strengths and suggestions by impact.',
      },
      {
        icon: WandSparkles,
        title: 'AI improvements you approve',
        description: 'Generate an improved version, review every change, and apply only what you agree with.',
      },
      {
        icon: GraduationCap,
        title: 'Curated free courses',
        description: 'Hand-picked learning from well-known providers in programming, design, business and data.',
      },
      {
        icon: Newspaper,
        title: 'Developer news feed',
        description: 'Fresh articles and industry insights from the DevMatch blog, right on your dashboard.',
      },
    ],
  },
  {
    id: 'features-employers',
    icon: Building2,
    eyebrow: 'For employers',
    title: 'Everything to hire with confidence',
    summary: 'Find the right developers faster and keep your hiring organized.',
    accent: 'violet',
    features: [
      {
        icon: Search,
        title: 'Candidate search with filters',
        description: 'Search developers by skills, experience and location, and narrow results in seconds.',
      },
      {
        icon: Sparkles,
        title: 'AI-enhanced matching',
        description: 'Every candidate gets a compatibility score, with a plain-language explanation of the match.',
      },
      {
        icon: Heart,
        title: 'Favorites',
        description: 'Save promising candidates to a shortlist you can come back to at any time.',
      },
      {
        icon: StickyNote,
        title: 'Private notes',
        description: 'Keep your own notes on each candidate. Only your account can see them.',
      },
      {
        icon: Mail,
        title: 'Contact candidates',
        description: 'Reach out to the developers you want to meet, straight from the search results.',
      },
      {
        icon: ChartColumn,
        title: 'Hiring insights',
        description: 'Articles and market insights written for hiring teams, curated on your dashboard.',
      },
    ],
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="relative scroll-mt-20 border-y bg-gradient-to-b from-secondary/60 via-background to-background py-20 sm:py-28 dark:from-secondary/30"
    >
      <SectionContainer>
        <SectionHeading
          id="features-title"
          eyebrow="One platform, two sides"
          title="Everything You Need"
          description="Developers get the tools to stand out. Employers get the tools to find them. Both get AI that shows its work."
        />

        <div className="mt-14 grid gap-6 lg:mt-16 lg:grid-cols-2 lg:gap-8">
          {AUDIENCES.map((audience) => (
            <AudienceCard key={audience.id} audience={audience} />
          ))}
        </div>
      </SectionContainer>
    </section>
  );
}

function AudienceCard({ audience }: { audience: TAudience }) {
  const isIndigo = audience.accent === 'indigo';
  return (
    <article aria-labelledby={audience.id} className="relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm">
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 top-0 h-1 bg-gradient-to-r',
          isIndigo ? 'from-indigo-500 to-violet-500' : 'from-violet-500 to-fuchsia-500',
        )}
      />
      <header className="flex items-start gap-4 border-b p-6 sm:p-8">
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-2xl text-white shadow-md',
            isIndigo
              ? 'bg-gradient-to-br from-indigo-500 to-violet-600 shadow-indigo-500/25'
              : 'bg-gradient-to-br from-violet-500 to-fuchsia-600 shadow-violet-500/25',
          )}
        >
          <audience.icon className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{audience.eyebrow}</p>
          <h3 id={audience.id} className="text-xl font-semibold tracking-tight sm:text-2xl">
            {audience.title}
          </h3>
          <p className="text-sm text-muted-foreground">{audience.summary}</p>
        </div>
      </header>

      <ul className="grid gap-x-6 gap-y-6 p-6 sm:grid-cols-2 sm:p-8">
        {audience.features.map((feature) => (
          <li key={feature.title} className="flex gap-3.5">
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-xl',
                isIndigo
                  ? 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-400/20'
                  : 'bg-violet-50 text-violet-700 ring-1 ring-violet-100 dark:bg-violet-500/15 dark:text-violet-200 dark:ring-violet-400/20',
              )}
            >
              <feature.icon className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold">{feature.title}</h4>
              <p className="text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
