import * as React from 'react';
import { suggestLocations } from '@core/shared/cities';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const HIDE_AFTER_BLUR_MS = 200;

/**
 * A text input that suggests US cities (more than one character, at most five, hidden 200 ms after blur),
 * as a WAI-ARIA combobox: focus stays in the input, the arrows move the highlighted option, Enter picks it.
 */
export const LocationInput = React.forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValueChange(value: string): void;
  }
>(({ value, onValueChange, id, onBlur, ...props }, ref) => {
  const [isOpen, setIsOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  const suggestions = isOpen ? suggestLocations(value) : [];
  const listId = `${id ?? 'location'}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeCity = suggestions[activeIndex];

  const open = () => {
    setIsOpen(true);
    setActiveIndex(-1);
  };
  const choose = (city: string) => {
    onValueChange(city);
    setIsOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, ArrowUp starts at the last option; both ends wrap.
      const from = activeIndex === -1 && step === -1 ? suggestions.length : activeIndex;
      if (suggestions.length > 0) setActiveIndex((from + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && activeCity) {
      // Picks the city instead of submitting the form around the input.
      event.preventDefault();
      choose(activeCity);
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

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
        aria-activedescendant={activeCity ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          open();
        }}
        onFocus={open}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setTimeout(() => setIsOpen(false), HIDE_AFTER_BLUR_MS);
          onBlur?.(event);
        }}
        {...props}
      />
      {suggestions.length > 0 && (
        <ul id={listId} role="listbox" className="absolute z-50 mt-1 w-full overflow-hidden rounded-md border bg-white shadow-lg">
          {suggestions.map((city, index) => (
            <li
              key={city}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                'block w-full cursor-pointer px-3 py-2 text-left text-sm hover:bg-accent',
                index === activeIndex && 'bg-accent',
              )}
              // Keeps focus (and the list) in the input until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
            >
              {city}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
LocationInput.displayName = 'LocationInput';
