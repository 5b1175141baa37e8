import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useMessageEmployerAboutJob } from '../api/message-employer';

/** A worker's "Message employer" on a job: opens that thread in the dashboard's Messages tab, ready to write first. */
export function MessageEmployerButton({ jobId, company, className }: { jobId: string; company: string; className?: string }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const messageEmployer = useMessageEmployerAboutJob();
  const open = () =>
    messageEmployer.mutate(jobId, {
      onSuccess: ({ conversationId }) =>
        navigate(`/worker-dashboard?${new URLSearchParams({ tab: 'messages', conversation: conversationId })}`),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('messageEmployer.failed'),
          description: getErrorMessage(error, t('toast.tryAgain')),
        }),
    });
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      aria-label={t('messageEmployer.label', { company })}
      disabled={messageEmployer.isPending}
      onClick={open}
    >
      <MessageSquare aria-hidden="true" />
      {t('messageEmployer.button')}
    </Button>
  );
}
