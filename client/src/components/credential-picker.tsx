import { X } from 'lucide-react';
import * as React from 'react';
import { searchCredentials, type CredentialDefinition } from '@core/credentials/catalogue';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const MAX_SUGGESTIONS = 8;
const HIDE_AFTER_BLUR_MS = 200;

/**
 * Picks several catalogue credentials: a WAI-ARIA combobox that searches the catalogue as you type
 * (arrows move the highlight, Enter adds it, Escape closes), the picked ones as removable chips.
 */
export function CredentialPicker({
  id,
  value,
  onChange,
  catalogue,
  unavailable = [],
  maxItems,
  placeholder,
  removeLabel,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange(next: string[]): void;
  catalogue: readonly CredentialDefinition[];
  /** Ids that cannot be picked here (chosen in the other list). */
  unavailable?: readonly string[];
  maxItems: number;
  placeholder?: string;
  removeLabel(name: string): string;
  describedBy?: string;
}) {
  const [text, setText] = React.useState('');
  const [isOpen, setIsOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  // Closing after a blur waits for a click on an option; focus coming back first cancels it.
  const closeTimer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const isFull = value.length >= maxItems;
  const exclude = React.useMemo(() => new Set([...value, ...unavailable]), [value, unavailable]);
  const suggestions =
    isOpen && !isFull
      ? searchCredentials(
          catalogue.filter((credential) => !exclude.has(credential.id)),
          text,
          MAX_SUGGESTIONS,
        )
      : [];
  const listId = `${id}-options`;
  const optionId = (index: number) => `${listId}-${index}`;
  const active = suggestions[activeIndex];
  const nameOf = (credentialId: string) => catalogue.find((credential) => credential.id === credentialId)?.name ?? credentialId;

  const pick = (credential: CredentialDefinition) => {
    onChange([...value, credential.id]);
    setText('');
    setActiveIndex(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? suggestions.length : activeIndex;
      if (suggestions.length > 0) setActiveIndex((from + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Never submits the form around the picker.
      event.preventDefault();
      if (active) pick(active);
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Input
          id={id}
          value={text}
          autoComplete="off"
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={describedBy}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          disabled={isFull}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setIsOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => setIsOpen(false), HIDE_AFTER_BLUR_MS);
          }}
          onKeyDown={onKeyDown}
        />
        {suggestions.length > 0 && (
          <ul id={listId} role="listbox" className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-white shadow-lg">
            {suggestions.map((credential, index) => (
              <li
                key={credential.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={cn('cursor-pointer px-3 py-2 text-sm hover:bg-accent', index === activeIndex && 'bg-accent')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(credential)}
              >
                <span className="font-medium">{credential.name}</span>
                <span className="block text-xs text-muted-foreground">{credential.issuingBody}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((credentialId) => (
            <li key={credentialId} className="max-w-full">
              <Badge variant="secondary" className="max-w-full gap-1 py-1 pl-3 pr-1 text-sm font-medium">
                <span>{nameOf(credentialId)}</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onChange(value.filter((chosen) => chosen !== credentialId))}
                  aria-label={removeLabel(nameOf(credentialId))}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
