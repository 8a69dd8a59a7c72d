import { Link } from 'react-router';
import { Logo } from '#client/components/layout/logo.tsx';
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
    <footer className="border-t bg-secondary/40 dark:bg-secondary/20">
      <SectionContainer className="py-12 sm:py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 flex max-w-sm flex-col gap-4 lg:col-span-1">
            <Logo className="w-fit" />
            <p className="text-sm leading-relaxed text-muted-foreground">
              The AI-powered career platform connecting software developers with the companies that hire them.
            </p>
          </div>

          <FooterNav title="Product" links={PRODUCT_LINKS} />
          <FooterNav title="Explore" links={EXPLORE_LINKS} />
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
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
              <a href={link.to} className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground">
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
