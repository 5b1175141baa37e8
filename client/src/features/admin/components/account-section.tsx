import type * as React from 'react';
import { useTranslation } from 'react-i18next';

/** One list of the account detail (jobs, applications, reports, payments), with "None." when empty. */
export function AccountSection({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <section className="grid gap-2 rounded-md border bg-white p-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {empty ? <p className="text-muted-foreground">{t('accounts.none')}</p> : <ul className="grid gap-1">{children}</ul>}
    </section>
  );
}
