import { Plus, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { addChip } from '@core/worker-profile/options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A list of removable chips; Enter or the plus button adds one, blanks and duplicates are ignored. */
export function ChipInput({
  id,
  value,
  onChange,
  placeholder,
  addLabel,
  disabled,
}: {
  id: string;
  value: string[];
  onChange(next: string[]): void;
  placeholder: string;
  addLabel: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('worker-profile');
  const [draft, setDraft] = React.useState('');

  const add = () => {
    const next = addChip(value, draft);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} disabled={disabled} aria-label={addLabel}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('form.noneYet')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item}>
              <Badge variant="secondary" className="gap-1 py-1 pl-3 pr-1 text-sm font-medium">
                {item}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  onClick={() => onChange(value.filter((chip) => chip !== item))}
                  disabled={disabled}
                  aria-label={t('form.remove', { item })}
                >
                  <X className="h-3 w-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
