import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { INDUSTRIES, INDUSTRY_LABELS } from '@core/shared/options';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { openAuthDialog } from '@/lib/auth-dialog';
import { HASH_SCROLL_DELAY_MS, SCROLL_TO_ESTIMATOR_KEY } from '@/lib/navigation-flags';

type Step = { title: string; text: string };

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
      document.getElementById('estimator')?.scrollIntoView({ behavior: 'smooth' });
    }
  }, []);

  React.useEffect(() => {
    if (!location.hash) return;
    const timer = setTimeout(() => {
      document.getElementById(location.hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.hash]);

  const employerSteps = t('howItWorks.employerSteps', { returnObjects: true }) as Step[];
  const workerSteps = t('howItWorks.workerSteps', { returnObjects: true }) as Step[];

  return (
    <PublicLayout>
      <section id="hero" className="bg-navy px-4 py-16 text-white sm:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={() => openAuthDialog('signup')}>{t('hero.findWork')}</Button>
            <Button size="lg" variant="outline" className="bg-transparent text-white hover:bg-white/10 hover:text-white" onClick={() => openAuthDialog('signup')}>
              {t('hero.hireWorkers')}
            </Button>
          </div>
        </div>
      </section>

      <section id="estimator" className="scroll-mt-16 px-4 py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('estimator.title')}</h2>
          <p className="mt-2 text-muted-foreground">{t('estimator.subtitle')}</p>
          <p className="mt-6 rounded-lg border border-dashed p-6 text-muted-foreground">{t('estimator.comingSoon')}</p>
        </div>
      </section>

      <section id="how-it-works" className="scroll-mt-16 bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-2xl font-bold sm:text-3xl">{t('howItWorks.title')}</h2>
          <div className="mt-10 grid gap-10 lg:grid-cols-2">
            <StepList title={t('howItWorks.forEmployers')} steps={employerSteps} />
            <StepList title={t('howItWorks.forWorkers')} steps={workerSteps} />
          </div>
        </div>
      </section>

      <section id="industries" className="scroll-mt-16 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-2xl font-bold sm:text-3xl">{t('industries.title')}</h2>
          <p className="mt-2 text-center text-muted-foreground">{t('industries.subtitle')}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {INDUSTRIES.map((industry) => (
              <li key={industry}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{INDUSTRY_LABELS[industry]}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm text-muted-foreground">{t(`industries.${industry}`)}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-primary px-4 py-16 text-center text-primary-foreground">
        <h2 className="text-2xl font-bold sm:text-3xl">{t('cta.title')}</h2>
        <p className="mt-2">{t('cta.subtitle')}</p>
        <Button size="lg" variant="secondary" className="mt-6" onClick={() => openAuthDialog('signup')}>
          {t('cta.button')}
        </Button>
      </section>
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
