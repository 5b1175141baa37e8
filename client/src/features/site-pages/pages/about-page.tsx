import { Eye, Handshake, Lightbulb, Rocket, ShieldCheck, Target, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CTA_OUTLINE_CLASS, CtaBand, PageHero } from '@/components/layout/page-sections';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type Item = { title: string; text: string };

const VALUE_ICONS: LucideIcon[] = [ShieldCheck, Users, Lightbulb, Handshake];
const COMMITMENT_ICONS: LucideIcon[] = [Rocket, Target, TrendingUp];

export function AboutPage() {
  const { t } = useTranslation('site-pages');
  const values = t('about.values', { returnObjects: true }) as Item[];
  const commitments = t('about.commitments', { returnObjects: true }) as Item[];

  return (
    <PublicLayout>
      <PageHero title={t('about.title')} subtitle={t('about.subtitle')} />

      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-12 md:grid-cols-2">
        <Card>
          <CardHeader>
            <Target className="h-7 w-7 text-primary" aria-hidden="true" />
            <CardTitle level={2}>{t('about.missionTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="leading-relaxed text-slate-700">{t('about.mission')}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Eye className="h-7 w-7 text-primary" aria-hidden="true" />
            <CardTitle level={2}>{t('about.visionTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="leading-relaxed text-slate-700">{t('about.vision')}</CardContent>
        </Card>
      </section>

      <ItemGrid title={t('about.valuesTitle')} items={values} icons={VALUE_ICONS} className="bg-slate-50" columns="lg:grid-cols-4" />
      <ItemGrid title={t('about.commitmentsTitle')} items={commitments} icons={COMMITMENT_ICONS} columns="lg:grid-cols-3" />

      <CtaBand title={t('about.ctaTitle')} text={t('about.ctaText')} className="py-14">
        <Button asChild size="lg" variant="secondary">
          <Link to="/">{t('about.getStarted')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={CTA_OUTLINE_CLASS}>
          <Link to="/contact-us">{t('about.contactTeam')}</Link>
        </Button>
      </CtaBand>
    </PublicLayout>
  );
}

function ItemGrid({
  title,
  items,
  icons,
  className,
  columns,
}: {
  title: string;
  items: Item[];
  icons: LucideIcon[];
  className?: string;
  columns: string;
}) {
  return (
    <section className={cn('px-4 py-12', className)}>
      <h2 className="text-center text-2xl font-bold sm:text-3xl">{title}</h2>
      <ul className={cn('mx-auto mt-8 grid max-w-6xl gap-4 sm:grid-cols-2', columns)}>
        {items.map((item, index) => {
          const Icon = icons[index] ?? ShieldCheck;
          return (
            <li key={item.title} className="rounded-lg border bg-white p-5">
              <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              <h3 className="mt-2 font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
