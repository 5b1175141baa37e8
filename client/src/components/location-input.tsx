import * as React from 'react';
import type { Place } from '@core/shared/cities';
import { Input } from '@/components/ui/input';
import { useCombobox } from '@/hooks/use-combobox';
import { usePlaces } from '@/lib/api/get-places';
import { cn } from '@/lib/utils';

/**
 * A text input that suggests US places and ZIP codes (the server's, most populous first) as a
 * combobox (hooks/use-combobox). Picking a city gives "City, ST"; picking a ZIP gives the ZIP.
 */
export const LocationInput = React.forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValueChange(value: string): void;
  }
>(({ value, onValueChange, id, onBlur, ...props }, ref) => {
  const { places } = usePlaces(value);
  const combobox = useCombobox<Place>({
    listId: `${id ?? 'location'}-suggestions`,
    suggest: () => places,
    onPick: (place) => onValueChange(place.label),
  });
  const { inputProps } = combobox;

  return (
    <div className="relative">
      <Input
        ref={ref}
        id={id}
        value={value}
        {...inputProps}
        onChange={(event) => {
          onValueChange(event.target.value);
          combobox.open();
        }}
        onBlur={(event) => {
          inputProps.onBlur();
          onBlur?.(event);
        }}
        {...props}
      />
      {combobox.suggestions.length > 0 && (
        <ul
          id={inputProps['aria-controls']}
          role="listbox"
          className="absolute z-50 mt-1 w-full overflow-hidden rounded-md border bg-white shadow-lg"
        >
          {combobox.suggestions.map((place, index) => (
            <li
              key={place.label}
              {...combobox.optionProps(index, place)}
              className={cn(
                'block w-full cursor-pointer px-3 py-2 text-left text-sm hover:bg-accent',
                index === combobox.activeIndex && 'bg-accent',
              )}
            >
              {place.label}
              {place.zip && <span className="text-muted-foreground"> · {`${place.name}, ${place.state}`}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
LocationInput.displayName = 'LocationInput';
