import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAccountSearch } from '../api/get-accounts';
import { AccountDetailView } from './account-detail';
import { accountName } from './account-name';

/** Accounts by e-mail, name or company; one opens with its jobs, applications, reports and payments. */
export function AccountsTab() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = React.useState('');
  const [query, setQuery] = React.useState({ q: '', page: 1 });
  const [openId, setOpenId] = React.useState<string | null>(null);
  const search = useAccountSearch(query.q, query.page);

  if (openId) return <AccountDetailView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div className="grid gap-3">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: draft.trim(), page: 1 });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="admin-account-search">{t('accounts.search')}</Label>
          <Input id="admin-account-search" type="search" value={draft} maxLength={200} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <Button type="submit">{t('accounts.searchAction')}</Button>
      </form>
      {search.isPending && <p className="text-muted-foreground">{t('loading')}</p>}
      {search.isError && <p role="alert">{t('loadError')}</p>}
      {search.data && search.data.accounts.length === 0 && <p className="text-muted-foreground">{t('accounts.empty')}</p>}
      {search.data && search.data.accounts.length > 0 && (
        <ul className="grid gap-2">
          {search.data.accounts.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                className="grid w-full gap-1 rounded-md border bg-white p-3 text-left text-sm hover:bg-slate-50"
                onClick={() => setOpenId(account.id)}
              >
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-all">{accountName(account)}</span>
                  <Badge variant="outline">{t(`accounts.types.${account.userType}`)}</Badge>
                  {account.frozenAt && <Badge variant="danger">{t('accounts.frozen')}</Badge>}
                </span>
                <span className="break-all text-muted-foreground">{account.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.data && (query.page > 1 || search.data.hasMore) && (
        <nav className="flex gap-2" aria-label={t('accounts.pages')}>
          <Button variant="outline" disabled={query.page === 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            {t('accounts.previous')}
          </Button>
          <Button variant="outline" disabled={!search.data.hasMore} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
            {t('accounts.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
