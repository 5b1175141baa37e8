import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateResumeFromProfile } from '../api/create-resume-from-profile';

/**
 * Issue 35 item 2: a free resume written from the profile, for workers with no file on their phone.
 * The server reads the saved profile, so the form is saved first (`saveFirst`); it also saves the
 * new resume on the profile, so `onCreated` only mirrors it in the form.
 */
export function CreateResumeButton({
  userId,
  saveFirst,
  onCreated,
}: {
  userId: string;
  saveFirst(): Promise<boolean>;
  onCreated(resumeUrl: string): void;
}) {
  const { t } = useTranslation('worker-profile');
  const { mutateAsync, isPending } = useCreateResumeFromProfile(userId);

  const onClick = async () => {
    if (!(await saveFirst())) return;
    try {
      const { resumeUrl } = await mutateAsync();
      onCreated(resumeUrl);
      toast({ title: t('form.resumeCreatedTitle'), description: t('form.resumeCreatedDescription') });
    } catch (error) {
      toast({ title: t('form.createResumeFailed'), description: getErrorMessage(error, ''), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        className="w-full whitespace-normal sm:w-auto sm:justify-self-start"
        disabled={isPending}
        onClick={() => void onClick()}
      >
        <FilePlus2 aria-hidden="true" />
        {isPending ? t('form.creatingResume') : t('form.createResume')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('form.createResumeHint')}</p>
    </div>
  );
}
