import { Plus, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_MAX_ITEMS } from '@core/employer-profile/schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Edits a short list of texts (benefits, hiring priorities): type, press Enter or Add, remove by chip. */
export function TextListInput({
  id,
  label,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string[];
  placeholder: string;
  onChange(items: string[]): void;
}) {
  const { t } = useTranslation('employer-profile');
  const [draft, setDraft] = React.useState('');
  const isFull = value.length >= LIST_MAX_ITEMS;

  const add = () => {
    const item = draft.trim();
    if (!item || isFull) return;
    if (!value.includes(item)) onChange([...value, item]);
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={120}
          disabled={isFull}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim() || isFull} aria-label={t('addItem', { list: label })}>
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{t('add')}</span>
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item} className="flex max-w-full items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm">
              <span className="break-words">{item}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('removeItem', { item })}
                onClick={() => onChange(value.filter((existing) => existing !== item))}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
