import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { z } from 'zod';
import { estimateLabor } from '@core/estimator/estimate';
import {
  ESTIMATE_HANDOFF_KEY,
  POST_JOB_PATH,
  toEstimateHandoff,
} from '@core/estimator/handoff';
import { COMPLEXITIES, PROJECT_PHASES, PROJECT_SIZES, SIZE_FACTORS, TIMELINES } from '@core/estimator/options';
import { laborEstimateRequestSchema, type LaborEstimate, type LaborEstimateRequest } from '@core/estimator/schemas';
import { INDUSTRIES } from '@core/shared/options';
import { LocationInput } from '@/components/location-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { optionLabel } from '@/lib/option-label';
import { OptionSelect } from '@/components/ui/native-select';

type FormInput = z.input<typeof laborEstimateRequestSchema>;
type Step = 1 | 2 | 3;

const STEP_ONE_FIELDS = ['industry', 'projectPhase', 'projectSize', 'timeline'] as const;
const EMPTY_FORM = { industry: '', projectPhase: '', projectSize: '', timeline: '', location: '', complexity: '' };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The public three-step estimator; it runs the same core function as POST /api/labor-estimate. */
export function LaborEstimator() {
  const { t } = useTranslation('estimator');
  const navigate = useNavigate();
  const { user } = useAuth();
  const [step, setStep] = React.useState<Step>(1);
  const [result, setResult] = React.useState<{ request: LaborEstimateRequest; estimate: LaborEstimate } | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const form = useForm<FormInput, unknown, LaborEstimateRequest>({
    resolver: zodResolver(laborEstimateRequestSchema),
    defaultValues: EMPTY_FORM as unknown as FormInput,
  });
  const { errors } = form.formState;

  const goTo = (next: Step) => {
    setStep(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onContinue = async () => {
    if (await form.trigger([...STEP_ONE_FIELDS])) goTo(2);
  };

  const onCalculate = form.handleSubmit((request) => {
    setResult({ request, estimate: estimateLabor(request) });
    goTo(3);
  });

  const onNewEstimate = () => {
    form.reset(EMPTY_FORM as unknown as FormInput);
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
      openAuthDialog('signup', { returnTo: POST_JOB_PATH });
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

  const option = (value: string, label: string) => ({ value, label });
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
        {step === 1 && (
          <form
            className="grid gap-4 sm:grid-cols-2"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onContinue();
            }}
          >
            <FormField id="estimator-industry" label={t('fields.industry')} error={errors.industry?.message}>
              <OptionSelect
                id="estimator-industry"
                placeholder={t('fields.choose')}
                options={INDUSTRIES.map((value) => option(value, optionLabel('industry', value)))}
                aria-invalid={Boolean(errors.industry)}
                {...form.register('industry')}
              />
            </FormField>
            <FormField id="estimator-phase" label={t('fields.projectPhase')} error={errors.projectPhase?.message}>
              <OptionSelect
                id="estimator-phase"
                placeholder={t('fields.choose')}
                options={PROJECT_PHASES.map((value) => option(value, t(`phases.${value}`)))}
                aria-invalid={Boolean(errors.projectPhase)}
                {...form.register('projectPhase')}
              />
            </FormField>
            <FormField id="estimator-size" label={t('fields.projectSize')} error={errors.projectSize?.message}>
              <OptionSelect
                id="estimator-size"
                placeholder={t('fields.choose')}
                options={PROJECT_SIZES.map((value) => option(value, t(`sizes.${value}`, { budget: SIZE_FACTORS[value].budget })))}
                aria-invalid={Boolean(errors.projectSize)}
                {...form.register('projectSize')}
              />
            </FormField>
            <FormField id="estimator-timeline" label={t('fields.timeline')} error={errors.timeline?.message}>
              <OptionSelect
                id="estimator-timeline"
                placeholder={t('fields.choose')}
                options={TIMELINES.map((value) => option(value, t(`timelines.${value}`)))}
                aria-invalid={Boolean(errors.timeline)}
                {...form.register('timeline')}
              />
            </FormField>
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit" className="w-full sm:w-auto">{t('actions.continue')}</Button>
            </div>
          </form>
        )}

        {step === 2 && (
          <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={(event) => void onCalculate(event)}>
            <FormField id="estimator-location" label={t('fields.location')} error={errors.location?.message}>
              <Controller
                control={form.control}
                name="location"
                render={({ field }) => (
                  <LocationInput
                    id="estimator-location"
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={t('fields.locationPlaceholder')}
                    aria-invalid={Boolean(errors.location)}
                  />
                )}
              />
            </FormField>
            <FormField id="estimator-complexity" label={t('fields.complexity')} error={errors.complexity?.message}>
              <OptionSelect
                id="estimator-complexity"
                placeholder={t('fields.choose')}
                options={COMPLEXITIES.map((value) => option(value, t(`complexities.${value}`)))}
                aria-invalid={Boolean(errors.complexity)}
                {...form.register('complexity')}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" onClick={() => goTo(1)}>{t('actions.back')}</Button>
              <Button type="submit">{t('actions.calculate')}</Button>
            </div>
          </form>
        )}

        {step === 3 && result && (
          <EstimateResults
            request={result.request}
            estimate={result.estimate}
            onNewEstimate={onNewEstimate}
            onPostJob={onPostJob}
          />
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
  const breakdown = Object.entries(estimate.workerBreakdown).map(([trade, workers]) => ({ trade, workers }));
  const breakdownTotal = breakdown.reduce((sum, { workers }) => sum + workers, 0);

  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={t('results.totalWorkers')} value={String(estimate.totalWorkers)} />
        <Stat label={t('results.estimatedCost')} value={usd.format(estimate.estimatedCost)} />
        <Stat
          label={t('results.duration')}
          value={t(`results.duration_${estimate.durationUnit}`, { count: estimate.durationValue })}
        />
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('results.rateNote', { rate: usdCents.format(estimate.hourlyRate), location: request.location })}
      </p>

      <section aria-labelledby="estimate-skills">
        <h4 id="estimate-skills" className="font-semibold">{t('results.skillsNeeded')}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {estimate.skillsNeeded.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="estimate-breakdown">
        <h4 id="estimate-breakdown" className="font-semibold">{t('results.breakdown')}</h4>
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
              <th scope="col" className="py-2 font-medium">{t('results.role')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('results.workers')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('results.share')}</th>
            </tr>
          </thead>
          <tbody>
            {breakdown.map(({ trade, workers }) => (
              <tr key={trade} className="border-b last:border-0">
                <th scope="row" className="py-2 text-left font-normal">{trade}</th>
                <td className="py-2 text-right tabular-nums">{workers}</td>
                <td className="py-2 text-right tabular-nums">{Math.round((workers / breakdownTotal) * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <p className="text-xs text-muted-foreground">{t('results.disclaimer')}</p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onNewEstimate}>{t('actions.newEstimate')}</Button>
        <Button onClick={onPostJob}>{t('actions.postThisJob')}</Button>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-slate-50 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
