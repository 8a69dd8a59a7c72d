import { ArrowRight, Building2, Check, CodeXml, type LucideIcon } from 'lucide-react';
import type { TSelfServiceUserType } from '#shared/roles.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { useStartSignup } from '../hooks/use-start-signup.ts';
import { SectionContainer } from './section-heading.tsx';

type TSignupOption = {
  userType: TSelfServiceUserType;
  icon: LucideIcon;
  title: string;
  description: string;
  perks: string[];
  action: string;
};

const SIGNUP_OPTIONS: TSignupOption[] = [
  {
    userType: 'developer',
    icon: CodeXml,
    title: 'For Developers',
    description: 'Build a standout resume, see how it scores, and get found by the right teams.',
    perks: ['Resume builder and Word upload', 'AI score with ATS compatibility', 'Improvements you review first', 'Curated free courses'],
    action: 'Join as a Developer',
  },
  {
    userType: 'employer',
    icon: Building2,
    title: 'For Employers',
    description: 'Search developers with filters and AI matching that explains every result.',
    perks: [
      'Candidate search with filters',
      'Explained compatibility scores',
      'Favorites and private notes',
      'Contact candidates directly',
    ],
    action: 'Start Hiring',
  },
];

export function GetStartedSection() {
  const startSignup = useStartSignup();

  return (
    <section id="get-started" aria-labelledby="get-started-title" className="scroll-mt-20 pb-20 sm:pb-28">
      <SectionContainer>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-800 px-5 py-14 shadow-xl shadow-indigo-900/20 sm:px-10 sm:py-20 lg:px-16 dark:from-indigo-700 dark:via-indigo-800 dark:to-violet-900 dark:shadow-black/30">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.14)_1px,transparent_0)] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)] bg-[size:22px_22px]" />
            <div className="absolute -top-32 -left-24 size-96 rounded-full bg-fuchsia-400/25 blur-3xl" />
            <div className="absolute -right-24 -bottom-40 size-[28rem] rounded-full bg-sky-400/20 blur-3xl" />
          </div>

          <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
            <h2 id="get-started-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl lg:text-5xl">
              Ready to Get Started
            </h2>
            <p className="mt-4 text-base text-pretty text-indigo-100 sm:text-lg">
              Create your account in a couple of minutes. Tell us which side you are on and we will set things up for you.
            </p>
          </div>

          <div className="mx-auto mt-12 grid max-w-4xl gap-5 md:grid-cols-2 md:gap-6">
            {SIGNUP_OPTIONS.map((option) => (
              <article
                key={option.userType}
                aria-labelledby={`get-started-${option.userType}`}
                className="flex flex-col rounded-2xl border border-white/15 bg-card p-6 text-card-foreground shadow-2xl shadow-indigo-950/30 sm:p-8"
              >
                <span
                  className={cn(
                    'flex size-12 items-center justify-center rounded-xl text-white shadow-md',
                    option.userType === 'developer'
                      ? 'bg-gradient-to-br from-indigo-500 to-violet-600 shadow-indigo-500/25'
                      : 'bg-gradient-to-br from-violet-500 to-fuchsia-600 shadow-violet-500/25',
                  )}
                >
                  <option.icon className="size-6" aria-hidden="true" />
                </span>
                <h3 id={`get-started-${option.userType}`} className="mt-5 text-xl font-semibold tracking-tight">
                  {option.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{option.description}</p>
                <ul className="mt-5 flex flex-1 flex-col gap-2.5">
                  {option.perks.map((perk) => (
                    <li key={perk} className="flex items-center gap-2.5 text-sm">
                      <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
                        <Check className="size-3.5" aria-hidden="true" />
                      </span>
                      {perk}
                    </li>
                  ))}
                </ul>
                <Button
                  variant="hero"
                  size="lg"
                  className={cn(
                    'group mt-8 w-full',
                    option.userType === 'employer' &&
                      'from-violet-600 to-purple-700 shadow-violet-500/25 hover:from-violet-500 hover:to-purple-600',
                  )}
                  onClick={() => startSignup(option.userType)}
                >
                  {option.action}
                  <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </Button>
              </article>
            ))}
          </div>
        </div>
      </SectionContainer>
    </section>
  );
}
