import * as React from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A list of short texts: Enter or the plus button adds, blanks and duplicates are ignored. */
export function ChipsInput({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  value: string[];
  onChange(value: string[]): void;
  placeholder?: string;
}) {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = React.useState('');

  const add = () => {
    const entry = draft.trim();
    if (entry && !value.some((item) => item.toLowerCase() === entry.toLowerCase())) onChange([...value, entry]);
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={120}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={t('form.addEntry')}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((item) => (
            <li key={item}>
              <Badge variant="secondary" className="gap-1">
                {item}
                <button
                  type="button"
                  className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t('form.removeEntry', { entry: item })}
                  onClick={() => onChange(value.filter((other) => other !== item))}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
