import { Crown } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { Crew, CrewMember } from '@core/crews/schemas';
import { FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { optionLabel } from '@/lib/option-label';
import { useRemoveCrewMember } from '../api/remove-crew-member';
import { useUpdateCrew } from '../api/update-crew';
import { memberName } from '../utils/crew-text';

type Action = { kind: 'remove' | 'foreman' | 'leave'; member: CrewMember };

/** The members; the foreman removes one or hands him the foreman role, and any member leaves. */
export function CrewMemberList({ crew, userId, onLeft }: { crew: Crew; userId: string; onLeft(): void }) {
  const { t } = useTranslation('crews');
  const [action, setAction] = React.useState<Action | null>(null);
  const remove = useRemoveCrewMember();
  const update = useUpdateCrew();
  const isForeman = crew.foremanId === userId;
  const nameOf = (member: CrewMember) => memberName(member, t('view.memberUnnamed'));
  const me = crew.members.find((member) => member.userId === userId);

  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('view.actionFailed'), description: getErrorMessage(error, t('view.actionFailedFallback')) });

  const confirm = () => {
    if (!action) return;
    const { kind, member } = action;
    if (kind === 'foreman') {
      update.mutate(
        { crewId: crew.id, input: { foremanId: member.userId } },
        {
          onSuccess: () => {
            toast({ title: t('view.foremanChanged', { name: nameOf(member) }) });
            setAction(null);
          },
          onError: failed,
        },
      );
      return;
    }
    remove.mutate(
      { crewId: crew.id, userId: member.userId },
      {
        onSuccess: () => {
          toast({ title: t(kind === 'leave' ? 'view.left' : 'view.removed') });
          setAction(null);
          if (kind === 'leave') onLeft();
        },
        onError: failed,
      },
    );
  };

  const texts =
    action &&
    {
      remove: {
        title: t('view.removeTitle', { name: nameOf(action.member) }),
        description: t('view.removeDescription', { name: nameOf(action.member), crew: crew.name }),
        action: t('view.removeAction'),
        pending: t('view.removing'),
      },
      foreman: {
        title: t('view.foremanTitle', { name: nameOf(action.member) }),
        description: t('view.foremanDescription', { name: nameOf(action.member), crew: crew.name }),
        action: t('view.foremanAction'),
        pending: t('view.handingOver'),
      },
      leave: {
        title: t('view.leaveTitle', { crew: crew.name }),
        description: t('view.leaveDescription'),
        action: t('view.leaveAction'),
        pending: t('view.leaving'),
      },
    }[action.kind];

  return (
    <section aria-labelledby={`crew-${crew.id}-members`} className="grid gap-2 text-sm">
      <h3 id={`crew-${crew.id}-members`} className="font-semibold">
        {t('view.membersHeading')}
      </h3>
      <ul className="grid gap-2">
        {crew.members.map((member) => (
          <li key={member.userId} className="grid gap-2 rounded-md border p-3" data-testid="crew-member">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 break-words font-medium">
                {nameOf(member)} {member.userId === userId && <span className="text-muted-foreground">{t('view.you')}</span>}
              </span>
              {member.role === 'foreman' && (
                <Badge variant="secondary" className="gap-1">
                  <Crown className="size-3" aria-hidden="true" />
                  {t('tab.foremanBadge')}
                </Badge>
              )}
            </div>
            <p className="text-muted-foreground">{member.primaryTrade ? optionLabel('trade', member.primaryTrade) : t('view.noTrade')}</p>
            {isForeman && member.userId !== userId && (
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" className="min-h-11" onClick={() => setAction({ kind: 'foreman', member })}>
                  {t('view.makeForeman', { name: nameOf(member) })}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11 text-destructive"
                  onClick={() => setAction({ kind: 'remove', member })}
                >
                  {t('view.remove', { name: nameOf(member) })}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {me && (
        <div>
          <Button type="button" variant="outline" className="min-h-11" onClick={() => setAction({ kind: 'leave', member: me })}>
            {t('view.leave')}
          </Button>
        </div>
      )}
      {action && texts && (
        <FormDialog
          open
          onOpenChange={(open) => !open && setAction(null)}
          idPrefix={`crew-${crew.id}-${action.kind}`}
          title={texts.title}
          description={texts.description}
          cancelLabel={t('view.cancel')}
          actionLabel={texts.action}
          pendingLabel={texts.pending}
          isPending={remove.isPending || update.isPending}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
