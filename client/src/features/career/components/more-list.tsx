import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ROADMAP_CARD_ITEMS } from '@core/career/options';

/** The first items of a list, then '+n more'. */
export function MoreList<T>({ items, label, render }: { items: T[]; label: string; render(item: T): React.ReactNode }) {
  const { t } = useTranslation('career');
  const hidden = items.length - ROADMAP_CARD_ITEMS;
  return (
    <div>
      <h4 className="text-sm font-semibold">{label}</h4>
      <ul className="mt-1.5 grid gap-1.5 text-sm">{items.slice(0, ROADMAP_CARD_ITEMS).map(render)}</ul>
      {hidden > 0 && <p className="mt-1.5 text-xs font-medium text-muted-foreground">{t('more', { count: hidden })}</p>}
    </div>
  );
}
