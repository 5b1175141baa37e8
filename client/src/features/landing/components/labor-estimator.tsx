import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { estimateLabor } from '@core/estimator/estimate';
import { ESTIMATE_HANDOFF_KEY, POST_JOB_PATH, toEstimateHandoff } from '@core/estimator/handoff';
import type { LaborEstimate, LaborEstimateRequest } from '@core/estimator/schemas';
import { dollarsToCents } from '@core/payments/money';
import { roleText } from '@core/shared/catalogue-texts';
import { EstimateForm, type EstimateFieldName, type EstimateFormDefaults } from '@/components/estimator/estimate-form';
import { EstimateSummary } from '@/components/estimator/estimate-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';

type Step = 1 | 2 | 3;

// 000 section 4: step 1 Project Basics, step 2 Project Details, then the results.
const STEPS: readonly (readonly EstimateFieldName[])[] = [
  ['industry', 'projectPhase', 'projectSize', 'timeline'],
  ['location', 'complexity'],
];
const EMPTY_FORM: EstimateFormDefaults = { industry: '', projectPhase: '', projectSize: '', timeline: '', location: '', complexity: '' };

/** The public three-step estimator; it runs the same core function as POST /api/labor-estimate. */
export function LaborEstimator() {
  const { t } = useTranslation('estimator');
  const navigate = useNavigate();
  const { user } = useAuth();
  const [step, setStep] = React.useState<Step>(1);
  const [result, setResult] = React.useState<{ request: LaborEstimateRequest; estimate: LaborEstimate } | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  const goTo = (next: Step) => {
    setStep(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onCalculate = (request: LaborEstimateRequest) => {
    setResult({ request, estimate: estimateLabor(request) });
    goTo(3);
  };

  // The form unmounts on the results step, so a new estimate starts from an empty one.
  const onNewEstimate = () => {
    setResult(null);
    goTo(1);
  };

  const onPostJob = () => {
    if (!result) {
      toast({ variant: 'destructive', title: t('toasts.completeEstimateTitle'), description: t('toasts.completeEstimateDescription') });
      return;
    }
    const handoff = JSON.stringify(toEstimateHandoff(result.request, result.estimate));
    if (!user) {
      sessionStorage.setItem(ESTIMATE_HANDOFF_KEY, handoff);
      toast({ title: t('toasts.signInTitle'), description: t('toasts.signInDescription') });
      openAuthDialog('signup', { returnTo: POST_JOB_PATH, userType: 'employer' });
      navigate('/');
      return;
    }
    if (user.userType !== 'employer') {
      toast({ variant: 'destructive', title: t('toasts.employerTitle'), description: t('toasts.employerDescription') });
      openAuthDialog('signup');
      return;
    }
    sessionStorage.setItem(ESTIMATE_HANDOFF_KEY, handoff);
    navigate(POST_JOB_PATH);
  };

  const stepTitle = step === 1 ? t('steps.basics') : step === 2 ? t('steps.details') : t('steps.results');

  return (
    <Card className="mx-auto w-full max-w-3xl text-left">
      <CardHeader>
        <p className="text-sm font-medium text-muted-foreground">{t('steps.progress', { step })}</p>
        <Progress value={(step / 3) * 100} aria-label={t('steps.progress', { step })} />
        <h3 ref={headingRef} tabIndex={-1} className="pt-2 text-xl font-semibold leading-tight focus:outline-none">
          {stepTitle}
        </h3>
        {step < 3 && <p className="text-sm text-muted-foreground">{step === 1 ? t('steps.basicsHint') : t('steps.detailsHint')}</p>}
      </CardHeader>
      <CardContent>
        {step < 3 && (
          <EstimateForm
            idPrefix="estimator"
            steps={STEPS}
            defaultValues={EMPTY_FORM}
            submitLabel={t('actions.calculate')}
            onStepChange={(index) => goTo((index + 1) as Step)}
            onSubmit={onCalculate}
          />
        )}

        {step === 3 && result && (
          <EstimateResults request={result.request} estimate={result.estimate} onNewEstimate={onNewEstimate} onPostJob={onPostJob} />
        )}
      </CardContent>
    </Card>
  );
}

function EstimateResults({
  request,
  estimate,
  onNewEstimate,
  onPostJob,
}: {
  request: LaborEstimateRequest;
  estimate: LaborEstimate;
  onNewEstimate(): void;
  onPostJob(): void;
}) {
  const { t } = useTranslation('estimator');
  // Not `role`: the chart copies each entry's keys onto its bars as attributes, and role="Electrician" is invalid ARIA.
  const label = useCatalogueLabel();
  const breakdown = Object.entries(estimate.workerBreakdown).map(([trade, workers]) => ({ trade: label(roleText(trade)), workers }));
  const breakdownTotal = breakdown.reduce((sum, { workers }) => sum + workers, 0);

  return (
    <div className="grid gap-6">
      <EstimateSummary estimate={estimate}>
        <p className="text-sm text-muted-foreground">
          {t('results.rateNote', { rate: formatMoney(dollarsToCents(estimate.hourlyRate), 'cents'), location: request.location })}
        </p>
      </EstimateSummary>

      <section aria-labelledby="estimate-breakdown">
        <h4 id="estimate-breakdown" className="font-semibold">
          {t('results.breakdown')}
        </h4>
        <figure className="mt-3 h-64 w-full" aria-label={t('results.breakdownChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={breakdown} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="trade" width={130} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="workers" name={t('results.workers')} fill="var(--color-primary)" radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 font-medium">
                {t('results.role')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('results.workers')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('results.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {breakdown.map(({ trade, workers }) => (
              <tr key={trade} className="border-b last:border-0">
                <th scope="row" className="py-2 text-left font-normal">
                  {trade}
                </th>
                <td className="py-2 text-right tabular-nums">{workers}</td>
                <td className="py-2 text-right tabular-nums">{Math.round((workers / breakdownTotal) * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <p className="text-xs text-muted-foreground">{t('results.disclaimer')}</p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onNewEstimate}>
          {t('actions.newEstimate')}
        </Button>
        <Button onClick={onPostJob}>{t('actions.postThisJob')}</Button>
      </div>
    </div>
  );
}
