import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useUnverifiedEmployers } from '../api/get-unverified-employers';

/** Today's list of employer accounts nobody verified whose jobs workers can see now, each opening its account. */
export function UnverifiedEmployers({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useUnverifiedEmployers();
  return (
    <section className="grid gap-2 rounded-md border bg-white p-3" aria-labelledby="admin-unverified-title">
      <h2 id="admin-unverified-title" className="flex items-center gap-2 text-base font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
        {t('today.unverified.title')}
        {data && data.employers.length > 0 && <Badge variant="warning">{data.employers.length}</Badge>}
      </h2>
      <p className="text-sm text-muted-foreground">{t('today.unverified.intro')}</p>
      {isPending && <p className="text-sm text-muted-foreground">{t('loading')}</p>}
      {isError && <p role="alert">{t('loadError')}</p>}
      {data && data.employers.length === 0 && <p className="text-sm text-muted-foreground">{t('today.unverified.empty')}</p>}
      {data && data.employers.length > 0 && (
        <ul className="grid gap-2">
          {data.employers.map((employer) => (
            <li key={employer.id}>
              <button
                type="button"
                className="grid min-h-11 w-full gap-1 rounded-md border p-3 text-left text-sm hover:bg-slate-50"
                onClick={() => onOpen(employer.id)}
              >
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-all">{employer.companyName || employer.email}</span>
                  <Badge variant="warning">{t('today.unverified.jobs', { count: employer.publishedJobs })}</Badge>
                </span>
                <span className="break-all text-muted-foreground">{employer.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
