import type { ReactNode } from 'react';

export function DashboardHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 text-white">
      <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-indigo-100 sm:text-lg">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
