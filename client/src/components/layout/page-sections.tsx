import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A public page's opening band: its title and, under it, what the page is for. */
export function PageHero({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section className="bg-navy px-4 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{subtitle}</p>}
      </div>
    </section>
  );
}

/** A centred title with a line under it, heading a public page (`level` 1) or one of its sections. */
export function SectionHeader({
  title,
  subtitle,
  level = 2,
  className,
}: {
  title: string;
  subtitle: string;
  level?: 1 | 2;
  className?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('text-center', className)}>
      <Heading className={level === 1 ? 'text-3xl font-bold sm:text-4xl' : 'text-2xl font-bold sm:text-3xl'}>{title}</Heading>
      <p className={cn('text-muted-foreground', level === 1 ? 'mt-3' : 'mt-2')}>{subtitle}</p>
    </div>
  );
}

/** For an outline button on the call to action's coloured band. */
export const CTA_OUTLINE_CLASS = 'border-white bg-transparent text-white hover:bg-white/10 hover:text-white';

/** A public page's closing call to action: a coloured band with a title, a line and its buttons (`children`). */
export function CtaBand({
  title,
  text,
  className,
  children,
}: {
  title: string;
  text: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={cn('bg-primary px-4 py-16 text-center text-primary-foreground', className)}>
      <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
      <p className="mx-auto mt-2 max-w-2xl">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
