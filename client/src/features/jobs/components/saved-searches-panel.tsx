import { Bookmark, ChevronDown, ChevronUp } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch, SavedSearchFrequency } from '@core/saved-searches/schemas';
import { lazyDialog } from '@/components/lazy-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import type { JobFilters } from '@/lib/api/get-jobs';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { describeFilters, FrequencySelect } from './saved-search-fields';

// Its code (the form, Radix's dialog) loads on the first "Save this search".
const SaveSearchDialog = lazyDialog(
  () => import('./save-search-dialog').then((module) => module.SaveSearchDialog),
  (props) => props.open,
);

interface SavedSearchesPanelProps {
  /** The jobs tab's current filters, saved as they are. */
  filters: JobFilters;
  /** Shows a saved search's jobs in the tab. */
  onOpen(filters: SavedSearch['filters']): void;
}

/** "Save this search" and the worker's saved searches (job alerts): rename, change how often, pause, delete. */
export function SavedSearchesPanel(props: SavedSearchesPanelProps) {
  // Its texts load on demand; nothing else on the tab waits for them. Until then its row of small
  // buttons keeps its height, so the search form and the jobs below do not move when it appears.
  return (
    <React.Suspense fallback={<div aria-hidden="true" className="h-9" />}>
      <SavedSearchesPanelContent {...props} />
    </React.Suspense>
  );
}

function SavedSearchesPanelContent({ filters, onOpen }: SavedSearchesPanelProps) {
  const { t } = useTranslation('saved-searches');
  const [isSaving, setIsSaving] = React.useState(false);
  const [isListOpen, setIsListOpen] = React.useState(false);
  const saved = useSavedSearches();
  const count = saved.data?.length ?? 0;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setIsSaving(true)}>
          <Bookmark aria-hidden="true" />
          {t('saveThisSearch')}
        </Button>
        {count > 0 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={isListOpen}
            aria-controls="saved-searches-list"
            onClick={() => setIsListOpen((open) => !open)}
          >
            {t('savedSearches', { count })}
            {isListOpen ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        )}
      </div>
      {isListOpen && saved.data && (
        <ul id="saved-searches-list" className="grid gap-2" aria-label={t('listLabel')}>
          {saved.data.map((search) => (
            <SavedSearchItem key={search.id} search={search} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <SaveSearchDialog open={isSaving} onOpenChange={setIsSaving} filters={filters} />
    </div>
  );
}

function SavedSearchItem({ search, onOpen }: { search: SavedSearch; onOpen(filters: SavedSearch['filters']): void }) {
  const { t } = useTranslation('saved-searches');
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [isRenaming, setIsRenaming] = React.useState(false);
  const [name, setName] = React.useState(search.name);
  const headingId = `saved-search-${search.id}`;

  const change = (changes: { name?: string; frequency?: SavedSearchFrequency; isPaused?: boolean }) =>
    update.mutateAsync({ id: search.id, ...changes }).catch((error: unknown) => {
      toast({ variant: 'destructive', title: t('errorTitle'), description: getErrorMessage(error, t('errorFallback')) });
      throw error;
    });

  const rename = async (event: React.FormEvent) => {
    event.preventDefault();
    await change({ name });
    setIsRenaming(false);
  };

  return (
    <li aria-label={search.name} className="grid gap-2 rounded-lg border bg-white p-3">
      {isRenaming ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void rename(event).catch(() => undefined)}>
          <FormField id={`${headingId}-name`} label={t('name')}>
            <Input id={`${headingId}-name`} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {t('save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setIsRenaming(false)}>
            {t('cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{search.name}</h3>
          {search.isPaused && <Badge variant="secondary">{t('paused')}</Badge>}
        </div>
      )}
      <p className="text-sm text-muted-foreground">{describeFilters(search.filters, t) || t('allJobs')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${headingId}-frequency`} className="sr-only">
          {t('frequencyFor', { name: search.name })}
        </label>
        <FrequencySelect
          id={`${headingId}-frequency`}
          className="h-9 w-auto"
          value={search.frequency}
          onChange={(event) => void change({ frequency: event.target.value as SavedSearchFrequency }).catch(() => undefined)}
        />
        <Button type="button" size="sm" variant="outline" onClick={() => onOpen(search.filters)}>
          {t('showJobs')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void change({ isPaused: !search.isPaused }).catch(() => undefined)}
        >
          {search.isPaused ? t('resume') : t('pause')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setIsRenaming(true)}>
          {t('rename')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(search.id)}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
