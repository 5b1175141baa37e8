import { ArrowLeft, MapPin, Pencil, UserPlus } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError, ListSkeleton } from '@/components/list-load-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { optionLabel } from '@/lib/option-label';
import { useCrew } from '../api/get-crew';
import { CrewFormDialog } from './crew-form-dialog';
import { CrewInvitations } from './crew-invitations';
import { CrewMemberList } from './crew-member-list';
import { CrewSummary } from './crew-summary';
import { InviteMemberDialog } from './invite-member-dialog';

/** One crew: what it is, its trades and credentials, its members and (for the foreman) its invitations. */
export function CrewView({ crewId, userId, onBack }: { crewId: string; userId: string; onBack(): void }) {
  const { t } = useTranslation('crews');
  const crew = useCrew(crewId);
  const [dialog, setDialog] = React.useState<'edit' | 'invite' | null>(null);
  const back = (
    <Button type="button" variant="ghost" className="min-h-11 justify-self-start px-2" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {t('view.back')}
    </Button>
  );

  if (crew.isPending)
    return (
      <div className="grid gap-3">
        {back}
        <ListSkeleton />
      </div>
    );
  if (crew.isError)
    return (
      <div className="grid gap-3">
        {back}
        <ListLoadError message={t('view.loadError')} retry={{ label: t('tab.retry'), onRetry: () => void crew.refetch() }} />
      </div>
    );

  const data = crew.data;
  const isForeman = data.foremanId === userId;
  return (
    <div className="grid gap-3" data-testid="crew-view">
      {back}
      <Card>
        <CardHeader className="gap-2 space-y-0">
          <CardTitle level={2} className="break-words text-xl">
            {data.name}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{t('view.size', { count: data.size })}</Badge>
            {data.isLookingForWork && <Badge variant="outline">{t('tab.lookingBadge')}</Badge>}
          </div>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('view.travels', { homeBase: data.homeBase, miles: data.travelRadiusMiles })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('view.availability', { availability: optionLabel('availability', data.availability) })}
          </p>
          <p className="text-sm text-muted-foreground">{t(data.isLookingForWork ? 'view.listed' : 'view.unlisted')}</p>
          {isForeman && (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button type="button" className="min-h-11" onClick={() => setDialog('invite')}>
                <UserPlus aria-hidden="true" />
                {t('view.invite')}
              </Button>
              <Button type="button" variant="outline" className="min-h-11" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                {t('view.edit')}
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          <CrewSummary crew={data} />
          <CrewMemberList crew={data} userId={userId} onLeft={onBack} />
          {isForeman && <CrewInvitations crewId={data.id} />}
        </CardContent>
      </Card>
      {isForeman && (
        <>
          <InviteMemberDialog crewId={data.id} open={dialog === 'invite'} onOpenChange={(open) => setDialog(open ? 'invite' : null)} />
          <CrewFormDialog crew={data} open={dialog === 'edit'} onOpenChange={(open) => setDialog(open ? 'edit' : null)} />
        </>
      )}
    </div>
  );
}
