import { Building2, Cable, Cpu, Factory, Flame, HardHat, Mountain, ShieldCheck, Smartphone, Zap, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { INDUSTRIES, type Industry } from '@core/shared/options';
import { CTA_OUTLINE_CLASS, CtaBand, SectionHeader } from '@/components/layout/page-sections';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { openAuthDialog } from '@/lib/auth-dialog';
import { HASH_SCROLL_DELAY_MS, SCROLL_TO_ESTIMATOR_KEY } from '@/lib/navigation-flags';
import { optionLabel } from '@/lib/option-label';
import { DeferredLaborEstimator } from '../components/deferred-labor-estimator';

type Step = { title: string; text: string };
type Highlight = { title: string; text: string };

const INDUSTRY_ICONS: Record<Industry, LucideIcon> = {
  construction: HardHat,
  datacenter: Cpu,
  oilgas: Flame,
  mining: Mountain,
  manufacturing: Factory,
  infrastructure: Building2,
  energy: Zap,
  telecommunications: Cable,
};

const HIGHLIGHT_ICONS: LucideIcon[] = [ShieldCheck, Smartphone, Zap];

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
}

export function LandingPage() {
  const { t } = useTranslation('landing');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  React.useEffect(() => {
    if (searchParams.get('signup') === 'true') {
      openAuthDialog('signup');
      const rest = new URLSearchParams(searchParams);
      rest.delete('signup');
      setSearchParams(rest, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  React.useEffect(() => {
    if (sessionStorage.getItem(SCROLL_TO_ESTIMATOR_KEY)) {
      sessionStorage.removeItem(SCROLL_TO_ESTIMATOR_KEY);
      scrollToSection('estimator');
    }
  }, []);

  React.useEffect(() => {
    if (!location.hash) return;
    const timer = setTimeout(() => scrollToSection(location.hash.slice(1)), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.hash]);

  const employerSteps = t('howItWorks.employerSteps', { returnObjects: true }) as Step[];
  const workerSteps = t('howItWorks.workerSteps', { returnObjects: true }) as Step[];
  const highlights = t('hero.highlights', { returnObjects: true }) as Highlight[];

  return (
    <PublicLayout>
      <section id="hero" className="scroll-mt-16 bg-navy px-4 py-16 text-white sm:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-orange-300">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {/* Issue 35: a worker looks at jobs first; the account comes with the first Apply. */}
            <Button size="lg" asChild>
              <Link to="/jobs">{t('hero.findWork')}</Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="bg-transparent text-white hover:bg-white/10 hover:text-white"
              onClick={() => openAuthDialog('signup', { userType: 'employer' })}
            >
              {t('hero.hireWorkers')}
            </Button>
            <Button size="lg" variant="link" className="text-orange-200" onClick={() => scrollToSection('estimator')}>
              {t('hero.estimateLabor')}
            </Button>
          </div>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-3">
          {highlights.map((item, index) => {
            const Icon = HIGHLIGHT_ICONS[index] ?? ShieldCheck;
            return (
              <li key={item.title} className="rounded-lg bg-white/5 p-4 text-left">
                <Icon className="h-6 w-6 text-orange-300" aria-hidden="true" />
                <h2 className="mt-2 font-semibold">{item.title}</h2>
                <p className="mt-1 text-sm text-slate-300">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="estimator" className="scroll-mt-16 px-4 py-16">
        <SectionHeader title={t('estimator.title')} subtitle={t('estimator.subtitle')} className="mx-auto max-w-3xl" />
        <div className="mt-8">
          <DeferredLaborEstimator />
        </div>
      </section>

      <section id="how-it-works" className="scroll-mt-16 bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeader title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />
          <div className="mt-10 grid gap-10 lg:grid-cols-2">
            <StepList title={t('howItWorks.forEmployers')} steps={employerSteps} />
            <StepList title={t('howItWorks.forWorkers')} steps={workerSteps} />
          </div>
        </div>
      </section>

      <section id="industries" className="scroll-mt-16 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeader title={t('industries.title')} subtitle={t('industries.subtitle')} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {INDUSTRIES.map((industry) => {
              const Icon = INDUSTRY_ICONS[industry];
              return (
                <li key={industry}>
                  <Card className="h-full">
                    <CardHeader>
                      <Icon className="h-7 w-7 text-primary" aria-hidden="true" />
                      <CardTitle>{optionLabel('industry', industry)}</CardTitle>
                    </CardHeader>
                    <CardContent className="text-sm text-muted-foreground">
                      <p>{t(`industries.${industry}`)}</p>
                      <p className="mt-2 text-xs font-medium text-slate-600">{t(`industries.roles.${industry}`)}</p>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CtaBand title={t('cta.title')} text={t('cta.subtitle')}>
        <Button size="lg" variant="secondary" onClick={() => openAuthDialog('signup')}>
          {t('cta.button')}
        </Button>
        <Button size="lg" variant="outline" className={CTA_OUTLINE_CLASS} onClick={() => scrollToSection('estimator')}>
          {t('cta.estimate')}
        </Button>
      </CtaBand>
    </PublicLayout>
  );
}

function StepList({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-lg border bg-white p-4">
            <span className="text-sm font-bold text-primary">{index + 1}</span>
            <h4 className="mt-1 font-semibold">{step.title}</h4>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
