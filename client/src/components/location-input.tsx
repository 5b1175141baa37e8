import * as React from 'react';
import { suggestLocations } from '@core/shared/cities';
import { Input } from '@/components/ui/input';

const HIDE_AFTER_BLUR_MS = 200;

/** A text input that suggests US cities (more than one character, at most five, hidden 200 ms after blur). */
export const LocationInput = React.forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValueChange(value: string): void;
  }
>(({ value, onValueChange, id, onBlur, ...props }, ref) => {
  const [isOpen, setIsOpen] = React.useState(false);
  const suggestions = isOpen ? suggestLocations(value) : [];
  const listId = `${id ?? 'location'}-suggestions`;

  return (
    <div className="relative">
      <Input
        ref={ref}
        id={id}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          onValueChange(event.target.value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={(event) => {
          setTimeout(() => setIsOpen(false), HIDE_AFTER_BLUR_MS);
          onBlur?.(event);
        }}
        {...props}
      />
      {suggestions.length > 0 && (
        <ul id={listId} role="listbox" className="absolute z-50 mt-1 w-full overflow-hidden rounded-md border bg-white shadow-lg">
          {suggestions.map((city) => (
            <li key={city} role="option" aria-selected={city === value}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-accent focus:bg-accent focus:outline-none"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onValueChange(city);
                  setIsOpen(false);
                }}
              >
                {city}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
LocationInput.displayName = 'LocationInput';
