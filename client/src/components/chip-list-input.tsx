import { Plus, X } from 'lucide-react';
import * as React from 'react';
import { addChip } from '@core/shared/chips';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A list of short texts shown as removable chips (skills, requirements, benefits): Enter or the
 * plus button adds one; blanks and case-insensitive duplicates are ignored.
 */
export function ChipListInput({
  id,
  value,
  onChange,
  placeholder,
  addLabel,
  removeLabel,
  emptyText,
  maxItems,
  maxLength,
  disabled = false,
}: {
  id: string;
  value: string[];
  onChange(next: string[]): void;
  placeholder?: string;
  addLabel: string;
  removeLabel(item: string): string;
  /** Shown instead of the chips while the list is empty. */
  emptyText?: string;
  maxItems?: number;
  maxLength?: number;
  disabled?: boolean;
}) {
  const [draft, setDraft] = React.useState('');
  const isFull = maxItems !== undefined && value.length >= maxItems;

  const add = () => {
    if (isFull) return;
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
          maxLength={maxLength}
          disabled={disabled || isFull}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} disabled={disabled || isFull} aria-label={addLabel}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length === 0 ? (
        emptyText && <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item} className="max-w-full">
              <Badge variant="secondary" className="max-w-full gap-1 py-1 pl-3 pr-1 text-sm font-medium">
                <span>{item}</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  onClick={() => onChange(value.filter((chip) => chip !== item))}
                  disabled={disabled}
                  aria-label={removeLabel(item)}
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
