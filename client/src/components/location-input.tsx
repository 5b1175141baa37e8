import * as React from 'react';
import { suggestLocations } from '@core/shared/cities';
import { Input } from '@/components/ui/input';
import { useCombobox } from '@/hooks/use-combobox';
import { cn } from '@/lib/utils';

/** A text input that suggests US cities (more than one character, at most five) as a combobox (hooks/use-combobox). */
export const LocationInput = React.forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValueChange(value: string): void;
  }
>(({ value, onValueChange, id, onBlur, ...props }, ref) => {
  const combobox = useCombobox({
    listId: `${id ?? 'location'}-suggestions`,
    suggest: () => suggestLocations(value),
    onPick: onValueChange,
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
          {combobox.suggestions.map((city, index) => (
            <li
              key={city}
              {...combobox.optionProps(index, city)}
              className={cn(
                'block w-full cursor-pointer px-3 py-2 text-left text-sm hover:bg-accent',
                index === combobox.activeIndex && 'bg-accent',
              )}
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
