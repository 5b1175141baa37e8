import * as React from 'react';
import { searchCredentials, type CredentialDefinition } from '@core/credentials/catalogue';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const MAX_SUGGESTIONS = 8;
const HIDE_AFTER_BLUR_MS = 200;

export interface CredentialChoice {
  name: string;
  /** The catalogue entry picked; null while the text is the worker's own. */
  credentialId: string | null;
}

/**
 * One credential, from the catalogue or in the worker's own words: a WAI-ARIA combobox that searches
 * the catalogue as you type (arrows move the highlight, Enter picks, Escape closes). Typing after a
 * pick makes the text free again.
 */
export function CredentialCombobox({
  id,
  catalogue,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  catalogue: readonly CredentialDefinition[];
  value: CredentialChoice;
  onChange(next: CredentialChoice): void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  // Closing after a blur waits for a click on an option; focus coming back first cancels it.
  const closeTimer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const suggestions = isOpen && !value.credentialId ? searchCredentials(catalogue, value.name, MAX_SUGGESTIONS) : [];
  const listId = `${id}-options`;
  const optionId = (index: number) => `${listId}-${index}`;
  const active = suggestions[activeIndex];

  const pick = (credential: CredentialDefinition) => {
    onChange({ name: credential.name, credentialId: credential.id });
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? suggestions.length : activeIndex;
      if (suggestions.length > 0) setActiveIndex((from + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active) {
      // Picks the highlighted entry instead of submitting the dialog's form.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        value={value.name}
        autoComplete="off"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange({ name: event.target.value, credentialId: null });
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
  );
}
