import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useOpenCrewConversation } from '@/lib/api/open-crew-conversation';
import { useAuth } from '@/lib/auth';

/**
 * "Message crew": opens the one conversation of a crew application (the employer and every member) in the
 * dashboard's Messages tab. `applicationId` is any member's application of it: the employer's applicant card or a
 * member's own application. Texts come from the messaging catalogue, which both dashboards load.
 */
export function MessageCrewButton({
  applicationId,
  crewName,
  className,
  size,
  variant = 'outline',
}: { applicationId: string; crewName: string; className?: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation('messaging');
  const { user } = useAuth();
  const navigate = useNavigate();
  const openConversation = useOpenCrewConversation();
  if (!user || user.userType === 'operator') return null;
  const dashboard = user.userType === 'employer' ? '/employer-dashboard' : '/worker-dashboard';
  const open = () =>
    openConversation.mutate(applicationId, {
      onSuccess: ({ conversationId }) => navigate(`${dashboard}?${new URLSearchParams({ tab: 'messages', conversation: conversationId })}`),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('crew.openFailed'), description: getErrorMessage(error, t('sendFailedFallback')) }),
    });
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      className={className}
      aria-label={t('crew.messageCrewLabel', { crew: crewName })}
      disabled={openConversation.isPending}
      onClick={open}
    >
      <MessageSquare aria-hidden="true" />
      {t('crew.messageCrew')}
    </Button>
  );
}
