import { CodeXml } from 'lucide-react';
import { Link } from 'react-router';
import { SectionContainer } from './section-heading.tsx';

type TFooterLink = { label: string; to: string };

const PRODUCT_LINKS: TFooterLink[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'Login', to: '/login' },
  { label: 'Sign Up', to: '/signup' },
];

const EXPLORE_LINKS: TFooterLink[] = [
  { label: 'The process', to: '#how-it-works' },
  { label: 'Features', to: '#features' },
  { label: 'Insights', to: '#insights' },
  { label: 'Security', to: '#trust' },
];

export function LandingFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="bg-secondary/40 dark:bg-secondary/20 border-t">
      <SectionContainer className="py-12 sm:py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 flex max-w-sm flex-col gap-4 lg:col-span-1">
            <Link to="/" className="flex w-fit items-center gap-2 rounded-md font-bold tracking-tight" aria-label="DevMatch home">
              <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/30">
                <CodeXml className="size-5" aria-hidden="true" />
              </span>
              <span className="text-lg">
                Dev<span className="text-primary">Match</span>
              </span>
            </Link>
            <p className="text-muted-foreground text-sm leading-relaxed">
              The AI-powered career platform connecting software developers with the companies that hire them.
            </p>
          </div>

          <FooterNav title="Product" links={PRODUCT_LINKS} />
          <FooterNav title="Explore" links={EXPLORE_LINKS} />
        </div>

        <div className="text-muted-foreground mt-12 flex flex-col gap-2 border-t pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} DevMatch. All rights reserved.</p>
          <p>Made for developers and the teams that hire them.</p>
        </div>
      </SectionContainer>
    </footer>
  );
}

function FooterNav({ title, links }: { title: string; links: TFooterLink[] }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-4">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.label}>
            {link.to.startsWith('#') ? (
              <a href={link.to} className="text-muted-foreground hover:text-foreground rounded-sm text-sm transition-colors">
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className="text-muted-foreground hover:text-foreground rounded-sm text-sm transition-colors">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
