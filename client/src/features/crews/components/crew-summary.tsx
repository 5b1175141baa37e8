import { useTranslation } from 'react-i18next';
import type { Crew } from '@core/crews/schemas';
import { useCredentialNames } from '@/lib/api/get-credential-catalogue';
import { optionLabel } from '@/lib/option-label';
import { credentialRollupText } from '@/lib/crew-credentials-text';

/** Size, trades with counts and the credentials the members hold, rolled up: "4 of 6 hold OSHA 30, 2 TWIC". */
export function CrewSummary({ crew }: { crew: Crew }) {
  const { t } = useTranslation('crews');
  const nameOf = useCredentialNames();
  const credentials = credentialRollupText(crew, nameOf, t);
  return (
    <div className="grid gap-4 text-sm">
      <section aria-labelledby={`crew-${crew.id}-trades`} className="grid gap-1.5">
        <h3 id={`crew-${crew.id}-trades`} className="font-semibold">
          {t('view.tradesHeading')}
        </h3>
        {crew.tradeCounts.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {crew.tradeCounts.map(({ trade, count }) => (
              <li key={trade} className="rounded-full bg-slate-100 px-2.5 py-1">
                {t('view.tradeCount', { count, trade: optionLabel('trade', trade) })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('view.noTrades')}</p>
        )}
        {crew.trades.length > 0 && (
          <p className="text-muted-foreground">
            {t('view.crewTrades', { trades: crew.trades.map((trade) => optionLabel('trade', trade)).join(', ') })}
          </p>
        )}
      </section>
      <section aria-labelledby={`crew-${crew.id}-credentials`} className="grid gap-1.5">
        <h3 id={`crew-${crew.id}-credentials`} className="font-semibold">
          {t('view.credentialsHeading')}
        </h3>
        <p data-testid="crew-credentials" className={credentials ? undefined : 'text-muted-foreground'}>
          {credentials || t('view.noCredentials')}
        </p>
      </section>
    </div>
  );
}
