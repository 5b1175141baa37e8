import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CheckCircle2 } from 'lucide-react';
import * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TRADES } from '@core/shared/options';
import {
  confirmationAnswerSchema,
  WORK_HISTORY_MESSAGES,
  type ConfirmationAnswer,
  type ConfirmationPreview,
  type ParsedConfirmationAnswer,
} from '@core/work-history/schemas';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useWorkHistoryDates, workHistoryTradeLabel } from '@/components/work-history/work-history-list';
import { useAskedLanguage } from '@/hooks/use-asked-language';
import { getErrorMessage, isApiErrorFor } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { translateMessage } from '@/lib/i18n';
import { useAnswerWorkHistoryConfirmation } from '../api/answer-work-history-confirmation';
import { useWorkHistoryConfirmation } from '../api/get-work-history-confirmation';

/** What the inputs hold: the contact's name and company, and the entry's values he may correct (blank end: still there). */
interface FormValues {
  action: 'confirm' | 'correct';
  confirmerName: string;
  company: string;
  correction: { trade: string; startDate: string; endDate: string; note: string };
}

/** The answer the API takes: only what the contact changed is a correction; his company when he names one. */
function toAnswer(values: FormValues, preview: ConfirmationPreview): ConfirmationAnswer {
  const { trade, startDate, endDate, note } = values.correction;
  const correction: NonNullable<ConfirmationAnswer['correction']> = {};
  if (trade !== preview.trade) correction.trade = trade;
  if (startDate !== preview.startDate) correction.startDate = startDate;
  if (endDate !== (preview.endDate ?? '')) correction.endDate = endDate === '' ? null : endDate;
  if (note.trim() !== '') correction.note = note;
  return {
    action: values.action,
    confirmerName: values.confirmerName,
    ...(values.company.trim() !== '' ? { company: values.company } : {}),
    ...(values.action === 'correct' ? { correction } : {}),
  };
}

/**
 * /work-history-confirmations/{token}: the one-time link a worker's past employer receives (by e-mail or text, in the
 * language the worker chose for him: ?lang). He sees the entry and confirms it, or corrects it and confirms; a link
 * used or past its days says so.
 */
export function WorkHistoryConfirmationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('work-history');
  useAskedLanguage();
  const link = useWorkHistoryConfirmation(token);
  const answer = useAnswerWorkHistoryConfirmation();
  const preview = link.data;

  let content: React.ReactNode;
  if (answer.isSuccess) {
    content = (
      <section className="grid gap-3" aria-labelledby="confirmation-heading" role="status">
        <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden="true" />
        <h1 id="confirmation-heading" className="text-2xl font-bold">
          {t('link.thanksHeading')}
        </h1>
        <p>{translateMessage(answer.data.message)}</p>
        <p className="text-muted-foreground">{t('link.thanksText')}</p>
      </section>
    );
  } else if (link.isPending) {
    content = <div className="h-64 animate-pulse rounded-lg bg-slate-200" aria-busy="true" />;
  } else if (link.isError || !preview) {
    // By its code: the API wrote it in the browser's language, the page may speak the link's (?lang).
    const isInvalid = !link.isError || isApiErrorFor(link.error, WORK_HISTORY_MESSAGES.linkInvalid);
    content = (
      <LinkClosed
        message={isInvalid ? translateMessage(WORK_HISTORY_MESSAGES.linkInvalid) : getErrorMessage(link.error, t('link.loadFailed'))}
      />
    );
  } else if (preview.state !== 'pending') {
    content = (
      <LinkClosed
        message={translateMessage(preview.state === 'used' ? WORK_HISTORY_MESSAGES.linkUsed : WORK_HISTORY_MESSAGES.linkExpired)}
      />
    );
  } else {
    content = <ConfirmationForm token={token} preview={preview} answer={answer} />;
  }

  return (
    <PublicLayout>
      <div className="mx-auto grid w-full min-w-0 max-w-xl gap-4 px-4 py-8 text-sm">{content}</div>
    </PublicLayout>
  );
}

function LinkClosed({ message }: { message: string }) {
  const { t } = useTranslation('work-history');
  return (
    <section className="grid gap-3" aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading" className="text-2xl font-bold">
        {t('link.heading')}
      </h1>
      <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-red-50 p-3" data-testid="confirmation-closed">
        <p className="font-semibold">{t('link.closedHeading')}</p>
        <p>{message}</p>
      </div>
    </section>
  );
}

function ConfirmationForm({
  token,
  preview,
  answer,
}: {
  token: string;
  preview: ConfirmationPreview;
  answer: ReturnType<typeof useAnswerWorkHistoryConfirmation>;
}) {
  const { t } = useTranslation('work-history');
  const dates = useWorkHistoryDates();
  const resolver = React.useMemo<Resolver<FormValues, unknown, ParsedConfirmationAnswer>>(() => {
    const parse = zodResolver(confirmationAnswerSchema);
    return (values, context, options) =>
      parse(toAnswer(values, preview), context, options as never) as unknown as ReturnType<
        Resolver<FormValues, unknown, ParsedConfirmationAnswer>
      >;
  }, [preview]);
  const form = useForm<FormValues, unknown, ParsedConfirmationAnswer>({
    resolver,
    defaultValues: {
      action: 'confirm',
      confirmerName: preview.contactName,
      company: preview.employerName,
      correction: { trade: preview.trade, startDate: preview.startDate, endDate: preview.endDate ?? '', note: '' },
    },
  });
  const { errors } = form.formState;
  const isCorrecting = form.watch('action') === 'correct';
  const trades = (TRADES as readonly string[]).includes(preview.trade) ? TRADES : [preview.trade, ...TRADES];

  const submit = form.handleSubmit((parsed) =>
    answer.mutate(
      { token, answer: parsed },
      { onError: (error) => form.setError('root', { message: getErrorMessage(error, t('link.failed')) }) },
    ),
  );

  return (
    <section className="grid gap-4" aria-labelledby="confirmation-heading">
      <BadgeCheck className="h-10 w-10 text-primary" aria-hidden="true" />
      <h1 id="confirmation-heading" className="text-2xl font-bold break-words">
        {t('link.headingNamed', { name: preview.workerName })}
      </h1>
      <p>{t('link.intro', { worker: preview.workerName, contact: preview.contactName })}</p>
      <dl className="grid gap-1 rounded-md border bg-white p-3" data-testid="confirmation-entry">
        {(
          [
            [t('link.worker'), preview.workerName],
            [t('fields.employer'), preview.employerName],
            [t('fields.trade'), workHistoryTradeLabel(preview.trade)],
            [t('link.dates'), dates(preview.startDate, preview.endDate)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0 break-words">
            <dt className="inline font-semibold">{label}: </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground">{t('link.validUntil', { date: formatDate(preview.expiresAt) })}</p>

      <form className="grid gap-4" noValidate onSubmit={submit}>
        <FormField id="confirmer-name" label={t('link.yourName')} error={errors.confirmerName?.message}>
          <Input id="confirmer-name" autoComplete="name" aria-invalid={Boolean(errors.confirmerName)} {...form.register('confirmerName')} />
        </FormField>
        <FormField id="confirmer-company" label={t('link.yourCompany')} error={errors.company?.message}>
          <Input id="confirmer-company" autoComplete="organization" aria-invalid={Boolean(errors.company)} {...form.register('company')} />
        </FormField>

        {isCorrecting && (
          <fieldset className="grid min-w-0 gap-4 rounded-md border p-3" data-testid="confirmation-correction">
            <legend className="px-1 font-medium">{t('link.correctLegend')}</legend>
            <FormField id="correction-trade" label={t('fields.trade')} error={errors.correction?.trade?.message}>
              <NativeSelect id="correction-trade" {...form.register('correction.trade')}>
                {trades.map((trade) => (
                  <option key={trade} value={trade}>
                    {workHistoryTradeLabel(trade)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="correction-start" label={t('fields.startDate')} error={errors.correction?.startDate?.message}>
                <Input id="correction-start" type="date" {...form.register('correction.startDate')} />
              </FormField>
              <FormField id="correction-end" label={t('fields.endDate')} error={errors.correction?.endDate?.message}>
                <Input id="correction-end" type="date" {...form.register('correction.endDate')} />
              </FormField>
            </div>
            <FormField id="correction-note" label={t('link.note')} error={errors.correction?.note?.message}>
              <Textarea id="correction-note" rows={3} maxLength={500} {...form.register('correction.note')} />
            </FormField>
            {errors.correction?.message && (
              <p role="alert" className="text-destructive">
                {translateMessage(errors.correction.message)}
              </p>
            )}
          </fieldset>
        )}

        {errors.root?.message && (
          <p role="alert" className="text-destructive">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" className="min-h-11" disabled={answer.isPending}>
            {answer.isPending ? t('sending') : isCorrecting ? t('link.correctAndConfirm') : t('link.confirm')}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            onClick={() => {
              form.clearErrors();
              form.setValue('action', isCorrecting ? 'confirm' : 'correct');
            }}
          >
            {isCorrecting ? t('link.cancelCorrection') : t('link.correct')}
          </Button>
        </div>
      </form>
    </section>
  );
}
