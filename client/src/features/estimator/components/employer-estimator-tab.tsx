import { Lock, Sparkles } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canUseAdvancedEstimator } from '@core/estimator/access';
import { crewFromEstimate, normalizeCrewRole, type CrewRole } from '@core/estimator/advanced';
import { ESTIMATE_HANDOFF_KEY, POST_JOB_PATH, POST_MULTIPLE_JOBS_KEY, toCrewHandoff, toEstimateHandoff } from '@core/estimator/handoff';
import type { LaborEstimate, LaborEstimateRequest } from '@core/estimator/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCreateLaborEstimate } from '../api/create-labor-estimate';
import { useEmployerSubscription } from '@/lib/api/get-employer-subscription';
import { CrewPlanner } from './crew-planner';
import { EstimateForm, type EstimateFieldName, type EstimateFormDefaults } from '@/components/estimator/estimate-form';
import { EstimateSummary } from '@/components/estimator/estimate-summary';

type Mode = 'basic' | 'advanced';
type Result = { request: LaborEstimateRequest; estimate: LaborEstimate };

// Spec 002 section 4: basic mode assumes the construction phase at intermediate complexity;
// advanced mode also asks for both.
const BASIC_FIELDS: readonly EstimateFieldName[] = ['industry', 'projectSize', 'location', 'timeline'];
const FIELDS: Record<Mode, readonly (readonly EstimateFieldName[])[]> = {
  basic: [BASIC_FIELDS],
  advanced: [[...BASIC_FIELDS, 'projectPhase', 'complexity']],
};
const DEFAULTS: EstimateFormDefaults = {
  industry: '',
  projectPhase: 'construction',
  projectSize: '',
  timeline: '',
  location: '',
  complexity: 'intermediate',
};

/** The employer dashboard's estimator: a quick basic mode and, on qualifying plans, a crew planner. */
export function EmployerEstimatorTab() {
  const { t } = useTranslation('estimator');
  const navigate = useNavigate();
  const { user } = useAuth();
  const subscription = useEmployerSubscription(user?.id);
  const createEstimate = useCreateLaborEstimate();
  const [mode, setMode] = React.useState<Mode>('basic');
  const [result, setResult] = React.useState<Result | null>(null);
  const [crew, setCrew] = React.useState<CrewRole[]>([]);
  // A failed subscription call counts as "no qualifying plan".
  const canUseAdvanced = canUseAdvancedEstimator(subscription.data);

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    setResult(null);
    setCrew([]);
    createEstimate.reset();
  };

  const calculate = (request: LaborEstimateRequest) => {
    createEstimate.mutate(request, {
      onSuccess: (estimate) => {
        setResult({ request, estimate });
        setCrew(crewFromEstimate(estimate));
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('toasts.estimationFailedTitle'),
          description: getErrorMessage(error, t('toasts.estimationFailedDescription')),
        }),
    });
  };

  const postJobs = () => {
    if (!result) {
      toast({ variant: 'destructive', title: t('toasts.completeEstimateTitle'), description: t('toasts.completeEstimateDescription') });
      return;
    }
    const handoff =
      mode === 'advanced'
        ? toCrewHandoff(
            result.request,
            result.estimate,
            crew.map((role) => normalizeCrewRole(role, result.estimate.durationWeeks)),
          )
        : toEstimateHandoff(result.request, result.estimate);
    sessionStorage.setItem(ESTIMATE_HANDOFF_KEY, JSON.stringify(handoff));
    sessionStorage.setItem(POST_MULTIPLE_JOBS_KEY, 'true');
    navigate(POST_JOB_PATH);
  };

  const isAdvancedLocked = mode === 'advanced' && !subscription.isPending && !canUseAdvanced;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-xl font-bold">{t('employer.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('employer.subtitle')}</p>
        </div>
        <div role="group" aria-label={t('employer.modeLabel')} className="inline-flex shrink-0 rounded-md border bg-white p-1">
          {(['basic', 'advanced'] as const).map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={mode === value ? 'default' : 'ghost'}
              aria-pressed={mode === value}
              onClick={() => switchMode(value)}
            >
              {value === 'basic' ? t('employer.basicMode') : t('employer.advancedMode')}
            </Button>
          ))}
        </div>
      </div>

      {mode === 'advanced' && subscription.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('employer.checkingPlan')}
        </p>
      )}

      {isAdvancedLocked && <LockedAdvancedCard />}

      {(mode === 'basic' || (canUseAdvanced && mode === 'advanced')) && (
        <Card>
          <CardHeader>
            <CardTitle>{mode === 'basic' ? t('employer.basicMode') : t('employer.advancedMode')}</CardTitle>
            <CardDescription>{mode === 'basic' ? t('employer.basicHint') : t('employer.advancedHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <EstimateForm
              key={mode}
              idPrefix={mode}
              steps={FIELDS[mode]}
              defaultValues={DEFAULTS}
              submitLabel={t('employer.calculate')}
              isPending={createEstimate.isPending}
              isDisabledUntilFilled
              onSubmit={calculate}
            />
          </CardContent>
        </Card>
      )}

      {mode === 'basic' && !subscription.isPending && !canUseAdvanced && (
        <Card className="border-orange-200 bg-accent">
          <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div className="flex gap-3">
              <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-semibold">{t('employer.basicUpsellTitle')}</p>
                <p className="text-sm text-muted-foreground">{t('employer.basicUpsellDescription')}</p>
              </div>
            </div>
            <Button variant="outline" onClick={() => switchMode('advanced')}>
              {t('employer.upgradeToAdvanced')}
            </Button>
          </CardContent>
        </Card>
      )}

      {result ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('steps.results')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <EstimateSummary estimate={result.estimate} withCounts />
            {mode === 'advanced' && (
              <CrewPlanner
                crew={crew}
                durationWeeks={result.estimate.durationWeeks}
                onCrewChange={setCrew}
                location={result.request.location}
              />
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              {mode === 'basic' && canUseAdvanced && (
                <Button variant="outline" onClick={() => switchMode('advanced')}>
                  {t('employer.upgradeToAdvanced')}
                </Button>
              )}
              <Button onClick={postJobs}>{t('actions.postJobsFromEstimate')}</Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        !isAdvancedLocked && <p className="text-sm text-muted-foreground">{t('employer.emptyResults')}</p>
      )}
    </div>
  );
}

function LockedAdvancedCard() {
  const { t } = useTranslation('estimator');
  return (
    <Card role="region" aria-labelledby="advanced-locked-title">
      <CardHeader className="items-center text-center">
        <Lock className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        <CardTitle id="advanced-locked-title">{t('employer.lockedTitle')}</CardTitle>
        <CardDescription>{t('employer.lockedDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/pricing">{t('employer.viewPricing')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/employer-dashboard?tab=billing">{t('employer.manageSubscription')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
