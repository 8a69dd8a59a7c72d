import { BrainCircuit, FileText, GraduationCap, Handshake, type LucideIcon } from 'lucide-react';
import { SectionContainer, SectionHeading } from './section-heading.tsx';

type TStep = { icon: LucideIcon; title: string; description: string };

const STEPS: TStep[] = [
  {
    icon: FileText,
    title: 'Build Your Dev Resume',
    description:
      'Use the four-step builder or upload the Word resume you already have. Experience, education, skills and certifications, all in one place.',
  },
  {
    icon: BrainCircuit,
    title: 'Get AI Analysis',
    description: 'See your overall score and ATS compatibility, the key skills we found, and concrete suggestions ranked by impact.',
  },
  {
    icon: GraduationCap,
    title: 'Learn Dev Skills',
    description: 'Close the gaps the analysis uncovers with curated free courses from well-known providers, matched to your level.',
  },
  {
    icon: Handshake,
    title: 'Get Matched',
    description: 'Employers discover you through AI-enhanced search that explains why you fit the role, not just which keywords matched.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 pt-12 pb-20 sm:pt-16 sm:pb-28">
      <SectionContainer>
        <SectionHeading
          id="how-it-works-title"
          eyebrow="From resume to role"
          title="How It Works"
          description="Four steps take you from a blank page to conversations with teams that want your skills."
        />

        <div className="relative mt-14 lg:mt-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-12 right-[12%] left-[12%] hidden border-t-2 border-dashed border-primary/30 lg:block"
          />
          <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="group relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition-all hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-indigo-500/10"
              >
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25">
                    <step.icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="rounded-full border bg-secondary/70 px-2.5 py-1 text-xs font-semibold tracking-wide text-secondary-foreground tabular-nums">
                    Step {index + 1}
                  </span>
                </div>
                <h3 className="mt-6 text-lg font-semibold tracking-tight">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </SectionContainer>
    </section>
  );
}
