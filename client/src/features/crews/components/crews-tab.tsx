import { Plus, Users } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Crew } from '@core/crews/schemas';
import { ListLoadError, ListSkeleton } from '@/components/list-load-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useWorkerCrews } from '@/lib/api/get-worker-crews';
import { useAuth } from '@/lib/auth';
import { optionLabel } from '@/lib/option-label';
import { CrewFormDialog } from './crew-form-dialog';
import { CrewView } from './crew-view';

/** The worker dashboard's crews tab (issue 51): his crews, forming one, and one crew opened (?crew=<id>). */
export function CrewsTab() {
  const { t } = useTranslation('crews');
  const { user } = useAuth();
  const crews = useWorkerCrews(user?.id);
  const [params, setParams] = useSearchParams();
  const [isCreating, setIsCreating] = React.useState(false);
  const openCrewId = params.get('crew');
  const openCrew = (crewId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (crewId) next.set('crew', crewId);
      else next.delete('crew');
      return next;
    });

  if (!user) return null;
  if (openCrewId) return <CrewView crewId={openCrewId} userId={user.id} onBack={() => openCrew(null)} />;

  return (
    <section aria-labelledby="crews-heading" className="grid gap-4" data-testid="crews-tab">
      <div className="grid gap-2">
        <h2 id="crews-heading" className="text-xl font-semibold">
          {t('tab.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('tab.intro')}</p>
        <Button type="button" className="min-h-11 justify-self-start" onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" />
          {t('tab.create')}
        </Button>
      </div>
      {crews.isPending && <ListSkeleton />}
      {crews.isError && (
        <ListLoadError message={t('tab.loadError')} retry={{ label: t('tab.retry'), onRetry: () => void crews.refetch() }} />
      )}
      {crews.data?.length === 0 && (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-6 text-center text-sm text-muted-foreground">
            <Users className="h-8 w-8" aria-hidden="true" />
            {t('tab.empty')}
          </CardContent>
        </Card>
      )}
      {crews.data && crews.data.length > 0 && (
        <ul className="grid gap-3">
          {crews.data.map((crew) => (
            <li key={crew.id}>
              <CrewCard crew={crew} isForeman={crew.foremanId === user.id} onOpen={() => openCrew(crew.id)} />
            </li>
          ))}
        </ul>
      )}
      <CrewFormDialog open={isCreating} onOpenChange={setIsCreating} onSaved={(crew) => openCrew(crew.id)} />
    </section>
  );
}

function CrewCard({ crew, isForeman, onOpen }: { crew: Crew; isForeman: boolean; onOpen(): void }) {
  const { t } = useTranslation('crews');
  return (
    <Card data-testid="crew-card">
      <CardContent className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 break-words text-lg font-semibold">{crew.name}</h3>
          <Badge variant={isForeman ? 'default' : 'secondary'}>{t(isForeman ? 'tab.foremanBadge' : 'tab.memberBadge')}</Badge>
          {crew.isLookingForWork && <Badge variant="outline">{t('tab.lookingBadge')}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{t('tab.summary', { count: crew.size, homeBase: crew.homeBase })}</p>
        {crew.trades.length > 0 && <p className="text-sm">{crew.trades.map((trade) => optionLabel('trade', trade)).join(', ')}</p>}
        <Button type="button" variant="outline" className="min-h-11 justify-self-start" onClick={onOpen}>
          {t('tab.open', { name: crew.name })}
        </Button>
      </CardContent>
    </Card>
  );
}
