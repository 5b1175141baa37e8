import { CheckCircle2, XCircle } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { Crew, CrewApplicationResponse } from '@core/crews/schemas';
import type { JobDto } from '@core/jobs/schemas';
import type { DialogOpenProps } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useApplyWithCrew } from '@/lib/api/apply-with-crew';
import { useCredentialNames } from '@/lib/api/get-credential-catalogue';
import { getErrorMessage } from '@/lib/api-client';
import { optionLabel } from '@/lib/option-label';

type CrewJob = Pick<JobDto, 'id' | 'title' | 'positions' | 'requiredCredentials'>;

const nameOf = (member: { firstName: string | null; lastName: string | null }, fallback: string) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || fallback;

/**
 * The foreman picks one of his crews and which members go (no more than the job's positions), sees how many in
 * the crew hold each credential the job requires, and applies; the answer says member by member who meets them
 * ("5 of 6 meet the requirements"). The server's refusals (already applied, too many members) are shown as sent.
 */
export function CrewApplyDialog({ job, crews, open, onOpenChange }: DialogOpenProps & { job: CrewJob; crews: Crew[] }) {
  const { t } = useTranslation('crews');
  const [crewId, setCrewId] = React.useState(crews[0]!.id);
  const [chosen, setChosen] = React.useState<string[]>([]);
  const [coverLetter, setCoverLetter] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const apply = useApplyWithCrew();
  const crew = crews.find((candidate) => candidate.id === crewId) ?? crews[0]!;
  const max = job.positions;
  const unnamed = t('view.memberUnnamed');

  const toggle = (userId: string, isChecked: boolean) => {
    setProblem(null);
    setChosen((current) => (isChecked ? [...current, userId] : current.filter((id) => id !== userId)));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(t('apply.noneChosen'));
    if (chosen.length > max) return setProblem(t('apply.tooMany', { max }));
    setProblem(null);
    apply.mutate(
      { jobId: job.id, crewId: crew.id, memberIds: chosen, coverLetter: coverLetter.trim() || null },
      {
        onSuccess: () => toast({ title: t('apply.applied') }),
        onError: (error) => setProblem(getErrorMessage(error, t('accept.failedFallback'))),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="crew-apply-description" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{apply.data ? t('apply.doneHeading', { crew: crew.name }) : t('apply.title')}</DialogTitle>
          <DialogDescription id="crew-apply-description">
            {apply.data ? job.title : t('apply.description', { count: max })}
          </DialogDescription>
        </DialogHeader>
        {apply.data ? (
          <CrewApplyResult result={apply.data} crew={crew} onClose={() => onOpenChange(false)} />
        ) : (
          <form className="grid gap-4 text-sm" onSubmit={submit} noValidate>
            {crews.length > 1 && (
              <FormField id="crew-apply-crew" label={t('apply.crew')}>
                <NativeSelect
                  id="crew-apply-crew"
                  value={crewId}
                  onChange={(event) => {
                    setCrewId(event.target.value);
                    setChosen([]);
                  }}
                >
                  {crews.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 font-medium">{t('apply.members')}</legend>
              <p className="text-muted-foreground" aria-live="polite">
                {t('apply.membersHint', { chosen: chosen.length, max })}
              </p>
              <ul className="grid gap-1">
                {crew.members.map((member) => (
                  <li key={member.userId}>
                    <label className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2">
                      <input
                        type="checkbox"
                        className="h-5 w-5 shrink-0"
                        checked={chosen.includes(member.userId)}
                        onChange={(event) => toggle(member.userId, event.target.checked)}
                      />
                      <span className="min-w-0 break-words">
                        <span className="font-medium">{nameOf(member, unnamed)}</span>
                        {member.primaryTrade && (
                          <span className="text-muted-foreground"> · {optionLabel('trade', member.primaryTrade)}</span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <RequiredCredentials job={job} crew={crew} />
            <FormField id="crew-apply-letter" label={t('apply.coverLetter')}>
              <Textarea
                id="crew-apply-letter"
                rows={3}
                maxLength={5000}
                value={coverLetter}
                onChange={(event) => setCoverLetter(event.target.value)}
              />
            </FormField>
            {problem && (
              <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-destructive">
                {problem}
              </p>
            )}
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" className="min-h-11" onClick={() => onOpenChange(false)}>
                {t('apply.cancel')}
              </Button>
              <Button type="submit" className="min-h-11" disabled={apply.isPending}>
                {apply.isPending ? t('apply.submitting') : t('apply.submit', { count: chosen.length })}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Each credential the job requires, with how many in the crew hold it valid today (the crew's roll-up). */
function RequiredCredentials({ job, crew }: { job: CrewJob; crew: Crew }) {
  const { t } = useTranslation('crews');
  const credentialName = useCredentialNames();
  return (
    <section aria-labelledby="crew-apply-required" className="grid gap-1">
      <h3 id="crew-apply-required" className="font-medium">
        {t('apply.requiredHeading')}
      </h3>
      {job.requiredCredentials.length === 0 ? (
        <p className="text-muted-foreground">{t('apply.noneRequired')}</p>
      ) : (
        <>
          <ul className="grid gap-0.5">
            {job.requiredCredentials.map((id) => (
              <li key={id}>
                {t('apply.requiredHolders', {
                  holders: crew.credentials.find((held) => held.credentialId === id)?.holders ?? 0,
                  size: crew.size,
                  name: credentialName(id),
                })}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">{t('apply.checkedAfter')}</p>
        </>
      )}
    </section>
  );
}

function CrewApplyResult({ result, crew, onClose }: { result: CrewApplicationResponse; crew: Crew; onClose(): void }) {
  const { t } = useTranslation('crews');
  const unnamed = t('view.memberUnnamed');
  return (
    <div className="grid gap-3 text-sm">
      <p role="status" className="font-semibold" data-testid="crew-apply-meeting">
        {t('apply.meeting', { meeting: result.requirements.membersMeeting, members: result.requirements.members })}
      </p>
      <ul className="grid gap-1">
        {result.applications.map((application) => {
          const member = crew.members.find((candidate) => candidate.userId === application.workerId);
          return (
            <li key={application.applicationId} className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2">
              {application.meetsRequirements ? (
                <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
              ) : (
                <XCircle className="h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
              )}
              <span className="min-w-0 break-words font-medium">{member ? nameOf(member, unnamed) : unnamed}</span>
              <span className="text-muted-foreground">{t(application.meetsRequirements ? 'apply.meets' : 'apply.misses')}</span>
            </li>
          );
        })}
      </ul>
      <DialogFooter>
        <Button type="button" className="min-h-11" onClick={onClose}>
          {t('apply.close')}
        </Button>
      </DialogFooter>
    </div>
  );
}
