import { ArrowRight, Building2, CircleCheck, CodeXml, Sparkles } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useStartSignup } from '../hooks/use-start-signup.ts';
import { ResumeScoreCard } from './resume-score-card.tsx';
import { SectionContainer } from './section-heading.tsx';

const HIGHLIGHTS = ['AI score and ATS check', 'You approve every AI edit', 'Explained matches'];

export function HeroSection() {
  const startSignup = useStartSignup();

  return (
    <section aria-labelledby="landing-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <SectionContainer className="grid grid-cols-1 items-center gap-16 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:pt-24 lg:pb-24">
        <div className="flex min-w-0 flex-col items-start sm:items-center sm:text-center lg:items-start lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur sm:text-sm">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            The AI-powered career platform for developers
          </p>

          <h1
            id="landing-hero-title"
            className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Where great developers and great teams{' '}
            <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
              find their match
            </span>
          </h1>

          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            DevMatch scores your resume the way hiring software reads it, shows you exactly what to improve, and connects you with employers
            who can see why you are the right fit.
          </p>

          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="hero" size="lg" className="group h-13 px-7" onClick={() => startSignup('developer')}>
              <CodeXml className="size-5" aria-hidden="true" />
              {"I'm a Developer"}
              <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="lg"
              className="h-13 bg-background/80 px-7 backdrop-blur"
              onClick={() => startSignup('employer')}
            >
              <Building2 className="size-5" aria-hidden="true" />I Need Developers
            </Button>
          </div>

          <ul className="mt-9 flex flex-col gap-x-6 gap-y-2.5 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <ResumeScoreCard className="lg:ml-auto" />
      </SectionContainer>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black_30%,transparent_100%)] bg-[size:3.5rem_3.5rem] opacity-70" />
      <div className="absolute -top-40 left-1/2 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-400/25 via-violet-400/25 to-fuchsia-300/20 blur-3xl dark:from-indigo-600/25 dark:via-violet-600/20 dark:to-fuchsia-600/10" />
      <div className="absolute top-1/3 -right-32 size-[28rem] rounded-full bg-violet-400/15 blur-3xl dark:bg-violet-700/15" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-background" />
    </div>
  );
}
