import { BellRing, Expand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * What a search that found nothing offers (issue 55): the next radius when a place is searched and a wider one
 * exists, and an alert for these filters when the visitor may keep one (not an employer).
 */
export function EmptySearchOffers({
  widerMiles,
  onWiden,
  onAlert,
  isAlerting,
}: {
  /** The next radius, or null when there is no place or no wider radius. */
  widerMiles: number | null;
  onWiden(miles: number): void;
  onAlert?(): void;
  isAlerting: boolean;
}) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <p className="mt-3 text-lg font-semibold">{t('search.noMatchTitle')}</p>
      <p className="text-muted-foreground">{t('search.noMatchDescription')}</p>
      {(widerMiles !== null || onAlert) && (
        <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
          {widerMiles !== null && (
            <Button type="button" onClick={() => onWiden(widerMiles)}>
              <Expand aria-hidden="true" />
              {t('search.widenRadius', { miles: widerMiles })}
            </Button>
          )}
          {onAlert && (
            <Button type="button" variant="outline" disabled={isAlerting} onClick={onAlert}>
              <BellRing aria-hidden="true" />
              {isAlerting ? t('search.alertSaving') : t('search.alertMe')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
