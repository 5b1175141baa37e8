import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Check } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADDITIONAL_SERVICES,
  EMPLOYER_PLAN_CARDS,
  employerPlanHref,
  WORKER_PLAN_CARDS,
  workerPlanHref,
  type EmployerPlanCard,
  type WorkerPlanCard,
} from '@core/payments/catalogue';
import { annualSavingPercent, annualSavingRange } from '@core/payments/annual-saving';
import { additionalServiceTexts, employerPlanTexts, workerPlanTexts, type CatalogueText } from '@core/shared/catalogue-texts';
import { Logo } from '@/components/layout/logo';
import { SectionHeader } from '@/components/layout/page-sections';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';

function FeatureList({ features }: { features: readonly CatalogueText[] }) {
  const label = useCatalogueLabel();
  return (
    <ul className="grid gap-2 text-sm">
      {features.map((feature) => (
        <li key={feature.key} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
          <span>{label(feature)}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanShell({
  title,
  badge,
  isHighlighted,
  children,
  cta,
  href,
}: {
  title: string;
  badge: string | null;
  isHighlighted: boolean;
  children: React.ReactNode;
  cta: string;
  href: string;
}) {
  return (
    <Card className={cn('relative flex flex-col', isHighlighted && 'border-2 border-primary shadow-lg')}>
      {badge && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{badge}</Badge>}
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">{children}</CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={isHighlighted ? 'default' : 'outline'}>
          <Link to={href}>{cta}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function EmployerPlan({ plan, isAnnual }: { plan: EmployerPlanCard; isAnnual: boolean }) {
  const { t } = useTranslation('payments');
  const label = useCatalogueLabel();
  const texts = employerPlanTexts(plan);
  const price = isAnnual ? plan.annual : plan.monthly;
  const period = isAnnual ? texts.annualPeriod : texts.monthlyPeriod;
  const originalCents = isAnnual && plan.annual !== 'Custom' ? plan.annual.originalPriceCents : null;
  const savingPercent = isAnnual ? annualSavingPercent(plan) : null;
  return (
    <PlanShell
      title={label(texts.name)}
      badge={plan.isPopular ? t('pricing.mostPopular') : null}
      isHighlighted={plan.isPopular}
      cta={label(texts.cta)}
      href={employerPlanHref(plan, isAnnual)}
    >
      <div>
        {price === 'Custom' ? (
          <p className="text-3xl font-bold">{t('pricing.custom')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-2">
            {originalCents !== null && (
              <s className="text-lg text-muted-foreground" aria-label={t('pricing.regularPrice', { price: formatMoney(originalCents) })}>
                {formatMoney(originalCents)}
              </s>
            )}
            <span className="text-3xl font-bold">{formatMoney(price.priceCents)}</span>
            {period && <span className="text-sm text-muted-foreground">{label(period)}</span>}
            {savingPercent !== null && savingPercent > 0 && (
              <Badge variant="success">{t('pricing.save', { percent: savingPercent })}</Badge>
            )}
          </p>
        )}
        <p className="mt-1 text-sm text-muted-foreground">{label(texts.duration)}</p>
      </div>
      <FeatureList features={texts.features} />
    </PlanShell>
  );
}

function WorkerPlan({ plan }: { plan: WorkerPlanCard }) {
  const { t } = useTranslation('payments');
  const label = useCatalogueLabel();
  const texts = workerPlanTexts(plan);
  const price = plan.price === 'À la carte' ? t('pricing.alaCarte') : plan.price === 0 ? t('pricing.free') : formatMoney(plan.price);
  return (
    <PlanShell
      title={label(texts.name)}
      badge={texts.badge && label(texts.badge)}
      isHighlighted={plan.isPopular}
      cta={label(texts.cta)}
      href={workerPlanHref(plan)}
    >
      <div>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-3xl font-bold">{price}</span>
          <span className="text-sm text-muted-foreground">{label(texts.period)}</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{label(texts.targetAudience)}</p>
      </div>
      <FeatureList features={texts.features} />
    </PlanShell>
  );
}

export function PricingPage() {
  const { t } = useTranslation('payments');
  const { user } = useAuth();
  const label = useCatalogueLabel();
  const [isAnnual, setIsAnnual] = React.useState(false);
  const saving = annualSavingRange();

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              {/* The arrow alone on a phone, so the account actions fit beside it at 375 px. */}
              <Link to="/" aria-label={t('pricing.backHome')}>
                <ArrowLeft aria-hidden="true" />
                <span className="hidden sm:inline">{t('pricing.backHome')}</span>
              </Link>
            </Button>
            <div className="hidden sm:block">
              <Logo />
            </div>
          </div>
          {user ? (
            <Button asChild size="sm">
              <Link to={dashboardPathFor(user.userType)}>{t('common:nav.dashboard')}</Link>
            </Button>
          ) : (
            <div className="flex items-center gap-2">
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">{t('pricing.signIn')}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth?mode=signup">{t('pricing.getStarted')}</Link>
              </Button>
            </div>
          )}
        </div>
      </header>

      <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <SectionHeader level={1} title={t('pricing.title')} subtitle={t('pricing.subtitle')} />

        <Tabs.Root defaultValue="employers" className="mt-8">
          <Tabs.List aria-label={t('pricing.tabsLabel')} className="mx-auto flex max-w-md rounded-lg bg-slate-200 p-1">
            <Tabs.Trigger value="employers" className={tabClass}>
              {t('pricing.forEmployers')}
            </Tabs.Trigger>
            <Tabs.Trigger value="workers" className={tabClass}>
              {t('pricing.forWorkers')}
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="employers" className="mt-8 focus-visible:outline-none">
            <div role="group" aria-label={t('pricing.billingLabel')} className="flex flex-wrap items-center justify-center gap-2">
              <Button variant={isAnnual ? 'outline' : 'default'} size="sm" aria-pressed={!isAnnual} onClick={() => setIsAnnual(false)}>
                {t('pricing.monthly')}
              </Button>
              <Button variant={isAnnual ? 'default' : 'outline'} size="sm" aria-pressed={isAnnual} onClick={() => setIsAnnual(true)}>
                {t('pricing.annual')}
              </Button>
              {saving && (
                <Badge variant="success">
                  {saving.min === saving.max ? t('pricing.save', { percent: saving.min }) : t('pricing.saveRange', saving)}
                </Badge>
              )}
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {EMPLOYER_PLAN_CARDS.map((plan) => (
                <EmployerPlan key={plan.id} plan={plan} isAnnual={isAnnual} />
              ))}
            </div>
          </Tabs.Content>

          <Tabs.Content value="workers" className="mt-8 focus-visible:outline-none">
            <div className="grid gap-6 md:grid-cols-3">
              {WORKER_PLAN_CARDS.map((plan) => (
                <WorkerPlan key={plan.id} plan={plan} />
              ))}
            </div>
          </Tabs.Content>
        </Tabs.Root>

        <section aria-labelledby="additional-services" className="mt-16">
          <h2 id="additional-services" className="text-center text-2xl font-bold">
            {t('pricing.additionalTitle')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {ADDITIONAL_SERVICES.map(additionalServiceTexts).map((service) => (
              <Card key={service.name.key}>
                <CardHeader>
                  <CardTitle>{label(service.name)}</CardTitle>
                  <CardDescription>{label(service.description)}</CardDescription>
                </CardHeader>
                <CardContent className="space-y-3">
                  <p className="text-xl font-semibold">{label(service.price)}</p>
                  <FeatureList features={service.details} />
                </CardContent>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="pricing-questions" className="mt-16 rounded-lg bg-white p-6 text-center shadow-sm">
          <h2 id="pricing-questions" className="text-xl font-bold">
            {t('pricing.questionsTitle')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('pricing.questionsText')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <Link to="/contact-us">{t('pricing.contactUs')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/help-center">{t('pricing.helpCenter')}</Link>
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
