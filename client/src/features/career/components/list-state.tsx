import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Loader2, Plus } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ListStateProps<T> {
  query: UseQueryResult<T[]>;
  title: string;
  newLabel: string;
  emptyTitle: string;
  emptyText: string;
  errorText: string;
  onCreate(): void;
  children(items: T[]): React.ReactNode;
}

/** One tab's list with its heading, 'new' button, loading spinner, empty call to action and error. */
export function ListState<T>({ query, title, newLabel, emptyTitle, emptyText, errorText, onCreate, children }: ListStateProps<T>) {
  const { t } = useTranslation('career');
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{title}</h2>
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          {newLabel}
        </Button>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-10" role="status">
          <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900"
        >
          <AlertTriangle className="h-6 w-6" aria-hidden="true" />
          <p>{errorText}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-white p-8 text-center">
          <h3 className="font-semibold">{emptyTitle}</h3>
          <p className="text-sm text-muted-foreground">{emptyText}</p>
          <Button variant="outline" className="mt-2" onClick={onCreate}>
            {newLabel}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">{children(query.data)}</div>
      )}
    </section>
  );
}
