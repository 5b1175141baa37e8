import * as React from 'react';
import { searchCredentials, type CredentialDefinition } from '@core/credentials/catalogue';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const MAX_SUGGESTIONS = 8;
const HIDE_AFTER_BLUR_MS = 200;

/**
 * The catalogue search both credential pickers type into: a WAI-ARIA combobox (arrows move the
 * highlight, Enter picks, Escape closes the list and not the dialog around it).
 */
export function CredentialSearchInput({
  id,
  catalogue,
  text,
  onTextChange,
  onPick,
  searching = true,
  closeOnPick = false,
  disabled,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string;
  /** The entries that may be picked. */
  catalogue: readonly CredentialDefinition[];
  text: string;
  onTextChange(text: string): void;
  onPick(credential: CredentialDefinition): void;
  /** False hides the list (e.g. while the text is an entry already picked). */
  searching?: boolean;
  closeOnPick?: boolean;
  disabled?: boolean;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  // Closing after a blur waits for a click on an option; focus coming back first cancels it.
  const closeTimer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const suggestions = isOpen && searching && !disabled ? searchCredentials(catalogue, text, MAX_SUGGESTIONS) : [];
  const listId = `${id}-options`;
  const optionId = (index: number) => `${listId}-${index}`;
  const active = suggestions[activeIndex];

  const pick = (credential: CredentialDefinition) => {
    onPick(credential);
    if (closeOnPick) setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? suggestions.length : activeIndex;
      if (suggestions.length > 0) setActiveIndex((from + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && suggestions.length > 0) {
      // With the list open, Enter picks; it never submits the form around the picker.
      event.preventDefault();
      if (active) pick(active);
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        value={text}
        autoComplete="off"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          onTextChange(event.target.value);
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
