import { AlertTriangle, Award, BookOpen, GraduationCap, TrendingUp, Users, Wrench } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TRAINING_CREDENTIAL_PARAM, TRAINING_PAGE_PATH } from '@core/training/display';
import type { TrainingProgram } from '@core/training/schemas';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/lazy-dialog';
import { Card, CardContent } from '@/components/ui/card';
import { useCredentialNames } from '@/lib/api/get-credential-catalogue';
import { formatNumber } from '@/lib/format';
import { useTrainingPrograms } from '../api/get-training-programs';
import { useTrainingStats } from '../api/get-training-stats';
import { ProgramCard } from '../components/program-card';

// The dialog loads on the first "Learn more", not with the page.
const ProgramDetailsDialog = lazyDialog(
  () => import('../components/program-details-dialog').then((module) => module.ProgramDetailsDialog),
  (props) => props.program !== null,
);

const SKELETON_CARDS = 6;
const BENEFITS = [
  { key: 'certifications', icon: Award },
  { key: 'practical', icon: Wrench },
  { key: 'instruction', icon: GraduationCap },
  { key: 'growth', icon: TrendingUp },
] as const;

export function TrainingProgramsPage() {
  const { t } = useTranslation('training');
  const [searchParams] = useSearchParams();
  // A job's missing credential links here with its catalogue id: only the programs leading to it.
  const credentialId = searchParams.get(TRAINING_CREDENTIAL_PARAM) ?? undefined;
  const programs = useTrainingPrograms(credentialId);
  // The cards render in a transition, in slices between which the phone can answer a tap, rather
  // than in one long task when the list arrives; until then the skeleton stays.
  const programList = React.useDeferredValue(programs.data);
  const [selected, setSelected] = React.useState<TrainingProgram | null>(null);

  return (
    <PublicLayout>
      <section className="bg-navy px-4 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-extrabold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{t('hero.subtitle')}</p>
        </div>
      </section>

      <StatsRow />

      <section className="px-4 py-12" aria-labelledby="available-programs">
        <div className="mx-auto max-w-6xl">
          <h2 id="available-programs" className="text-2xl font-bold sm:text-3xl">
            {t('available')}
          </h2>
          <div className="mt-6">
            {programs.isError ? (
              <Card className="mx-auto max-w-lg text-center">
                <CardContent className="grid justify-items-center gap-3 pt-6 sm:pt-6">
                  <AlertTriangle className="h-10 w-10 text-destructive" aria-hidden="true" />
                  <h3 className="text-lg font-semibold">{t('error.title')}</h3>
                  <p className="text-muted-foreground">{t('error.description')}</p>
                  <Button onClick={() => window.location.reload()}>{t('error.refresh')}</Button>
                </CardContent>
              </Card>
            ) : !programList ? (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('loading')}>
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <div key={index} data-testid="program-skeleton" className="h-72 animate-pulse rounded-lg bg-slate-100" />
                ))}
              </div>
            ) : credentialId ? (
              <CredentialPrograms credentialId={credentialId} programs={programList} onLearnMore={setSelected} />
            ) : programList.length === 0 ? (
              <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
                <BookOpen className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
                <h3 className="text-lg font-semibold">{t('empty.title')}</h3>
                <p className="text-muted-foreground">{t('empty.description')}</p>
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {programList.map((program) => (
                  <ProgramCard key={program.id} program={program} onLearnMore={() => setSelected(program)} />
                ))}
              </div>
            )}
          </div>
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-12" aria-labelledby="why-train">
        <div className="mx-auto max-w-6xl">
          <h2 id="why-train" className="text-center text-2xl font-bold sm:text-3xl">
            {t('benefits.title')}
          </h2>
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <Card key={key}>
                <CardContent className="grid gap-2 pt-6 sm:pt-6">
                  <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
                  <h3 className="font-semibold">{t(`benefits.${key}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`benefits.${key}.text`)}</p>
                </CardContent>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="px-4 py-14 text-center">
        <h2 className="text-2xl font-bold">{t('cta.title')}</h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">{t('cta.text')}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/">{t('cta.button')}</Link>
        </Button>
      </section>

      <ProgramDetailsDialog program={selected} onClose={() => setSelected(null)} />
    </PublicLayout>
  );
}

/** The programs leading to one credential (as they load, so the pre-rendered page hydrates the same), or a way back to all. */
function CredentialPrograms({
  credentialId,
  programs,
  onLearnMore,
}: {
  credentialId: string;
  programs: TrainingProgram[];
  onLearnMore(program: TrainingProgram): void;
}) {
  const { t } = useTranslation('training');
  const nameOf = useCredentialNames();
  const name = nameOf(credentialId);
  return (
    <div className="grid gap-4">
      <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-slate-50 p-3 text-sm">
        <span className="font-medium">{programs.length > 0 ? t('forCredential.title', { name }) : t('forCredential.none', { name })}</span>
        <Link to={TRAINING_PAGE_PATH} className="font-medium text-primary underline">
          {t('forCredential.showAll')}
        </Link>
      </p>
      {programs.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {programs.map((program) => (
            <ProgramCard key={program.id} program={program} onLearnMore={() => onLearnMore(program)} />
          ))}
        </div>
      )}
    </div>
  );
}

function StatsRow() {
  const { t } = useTranslation('training');
  const stats = useTrainingStats();
  const items = [
    { key: 'students', icon: Users, value: stats.data && formatNumber(stats.data.studentsCount) },
    { key: 'programs', icon: BookOpen, value: stats.data && formatNumber(stats.data.programsCount) },
    { key: 'instructors', icon: GraduationCap, value: stats.data && formatNumber(stats.data.instructorsCount) },
    { key: 'placement', icon: TrendingUp, value: stats.data && `${stats.data.placementRate}%` },
  ] as const;
  return (
    <section className="border-b bg-white px-4 py-8" aria-label={t('stats.label')}>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ key, icon: Icon, value }) => (
          <div key={key} className="flex flex-col items-center gap-1 text-center">
            <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
            <dt className="order-3 text-sm text-muted-foreground">{t(`stats.${key}`)}</dt>
            {/* Full width and one line high whether it holds the figure or the placeholder, so nothing moves when the figure arrives. */}
            <dd className="order-2 self-stretch text-2xl font-bold">
              {stats.isError ? '-' : (value ?? <span className="mx-auto block h-8 w-16 animate-pulse rounded bg-slate-100" />)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
