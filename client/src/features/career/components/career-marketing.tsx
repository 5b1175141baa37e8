import { Award, ClipboardList, Map, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

const FEATURES = [
  { key: 'assessments', icon: ClipboardList },
  { key: 'skills', icon: Target },
  { key: 'roadmaps', icon: Map },
  { key: 'certifications', icon: Award },
] as const;

/** What signed-out visitors (and employers) see: the tools described, with the way in. */
export function CareerMarketing({ isEmployer }: { isEmployer: boolean }) {
  const { t } = useTranslation('career');
  return (
    <>
      <section className="bg-navy px-4 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-extrabold sm:text-5xl">{t('marketing.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{t('marketing.subtitle')}</p>
          {isEmployer && (
            <p role="status" className="mx-auto mt-6 max-w-xl rounded-md bg-white/10 p-3 text-sm">
              {t('marketing.workersOnly')}
            </p>
          )}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/worker-dashboard">{t('marketing.asWorker')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link to="/employer-dashboard">{t('marketing.asEmployer')}</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="px-4 py-14">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-2xl font-bold sm:text-3xl">{t('marketing.accessTitle')}</h2>
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ key, icon: Icon }) => (
              <Card key={key}>
                <CardContent className="grid gap-2 pt-6 sm:pt-6">
                  <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
                  <h3 className="font-semibold">{t(`marketing.features.${key}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`marketing.features.${key}.text`)}</p>
                </CardContent>
              </Card>
            ))}
          </div>
          <div className="mt-10 text-center">
            <Button asChild size="lg">
              <Link to="/worker-dashboard">{t('marketing.getStarted')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
