import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';
import { useConsoleCrews } from '../api/get-crews';
import { AccountDetailView } from './account-detail';
import { CrewDetailView } from './crew-detail';

/** Crews by name or foreman; one opens with its members (each a link to his account), applications and reports. */
export function CrewsTab() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = React.useState('');
  const [q, setQ] = React.useState('');
  const [openCrewId, setOpenCrewId] = React.useState<string | null>(null);
  const [openAccountId, setOpenAccountId] = React.useState<string | null>(null);
  const crews = useConsoleCrews(q);

  if (openAccountId)
    return <AccountDetailView id={openAccountId} onBack={() => setOpenAccountId(null)} backLabel={t('crews.backToCrew')} />;
  if (openCrewId) return <CrewDetailView id={openCrewId} onBack={() => setOpenCrewId(null)} onOpenAccount={setOpenAccountId} />;
  return (
    <div className="grid gap-3">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="admin-crew-search">{t('crews.search')}</Label>
          <Input id="admin-crew-search" type="search" value={draft} maxLength={200} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <Button type="submit">{t('crews.searchAction')}</Button>
      </form>
      {crews.isPending && <p className="text-muted-foreground">{t('loading')}</p>}
      {crews.isError && <p role="alert">{t('loadError')}</p>}
      {crews.data && crews.data.crews.length === 0 && <p className="text-muted-foreground">{t('crews.empty')}</p>}
      {crews.data && crews.data.crews.length > 0 && (
        <ul className="grid gap-2" aria-label={t('tabs.crews')}>
          {crews.data.crews.map((crew) => (
            <li key={crew.id}>
              <button
                type="button"
                className="grid min-h-11 w-full gap-1 rounded-md border bg-white p-3 text-left text-sm hover:bg-slate-50"
                onClick={() => setOpenCrewId(crew.id)}
              >
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="[overflow-wrap:anywhere]">{crew.name}</span>
                  {crew.openReportCount > 0 && <Badge variant="danger">{t('crews.openReports', { count: crew.openReportCount })}</Badge>}
                </span>
                <span className="break-all text-muted-foreground">
                  {crew.foreman ? t('crews.foreman', { name: crew.foreman.name ?? crew.foreman.email }) : t('crews.noForeman')}
                </span>
                <span className="text-muted-foreground">
                  {[
                    t('crews.size', { count: crew.size }),
                    t('crews.created', { date: formatDate(crew.createdAt) }),
                    t('crews.reports', { count: crew.reportCount }),
                  ].join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
