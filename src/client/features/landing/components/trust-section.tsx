import { Award, BadgeCheck, LockKeyhole, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SectionContainer, SectionHeading } from './section-heading.tsx';

type TTrustPoint = { icon: LucideIcon; title: string; description: string };

const TRUST_POINTS: TTrustPoint[] = [
  {
    icon: ShieldCheck,
    title: 'Verification First',
    description:
      'Every profile belongs to a signed-in account with a clear role, so developers and employers always know who is on the other side of a conversation.',
  },
  {
    icon: BadgeCheck,
    title: 'No False Information',
    description:
      'AI never rewrites your resume behind your back. You review every suggested change and decide what is applied, so employers see what is true.',
  },
  {
    icon: Award,
    title: 'Quality Focused',
    description: 'Structured resumes, curated learning and matches that explain themselves put real skills ahead of keyword stuffing.',
  },
];

export function TrustSection() {
  return (
    <section id="trust" aria-labelledby="trust-title" className="scroll-mt-20 pb-20 sm:pb-28">
      <SectionContainer>
        <div className="relative isolate overflow-hidden rounded-3xl border bg-card px-5 py-12 shadow-sm sm:px-10 sm:py-16 lg:px-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-gradient-to-br from-indigo-400/20 to-violet-400/10 blur-3xl dark:from-indigo-500/20 dark:to-violet-500/10"
          />
          <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:gap-16">
            <div className="flex flex-col items-start gap-8">
              <SectionHeading
                id="trust-title"
                eyebrow="Trust & safety"
                title="Built with Trust & Security"
                description="Careers are personal. DevMatch is designed so that what you share is accurate, stays in your control, and is used to help you."
                align="start"
              />
              <div className="flex items-center gap-3 rounded-2xl border bg-background/60 p-4 text-sm">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
                  <LockKeyhole className="size-5" aria-hidden="true" />
                </span>
                <p className="text-muted-foreground">
                  <span className="font-semibold text-foreground">Private by default.</span> Employer notes stay private, and your resume
                  changes only when you approve them.
                </p>
              </div>
            </div>

            <ul className="flex flex-col gap-4">
              {TRUST_POINTS.map((point) => (
                <li
                  key={point.title}
                  className="flex gap-4 rounded-2xl border bg-background/60 p-4 transition-colors hover:border-primary/40 sm:gap-5 sm:p-6"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25 sm:size-12">
                    <point.icon className="size-5 sm:size-6" aria-hidden="true" />
                  </span>
                  <div className="flex flex-col gap-1.5">
                    <h3 className="text-lg font-semibold tracking-tight">{point.title}</h3>
                    <p className="text-sm leading-relaxed text-muted-foreground">{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </SectionContainer>
    </section>
  );
}
