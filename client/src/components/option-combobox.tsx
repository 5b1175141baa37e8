import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { Input } from '@/components/ui/input';
import { useCombobox } from '@/hooks/use-combobox';
import { matchOptions, type SearchableOption } from '@/lib/match-options';
import { cn } from '@/lib/utils';

/**
 * A choice from a long list that can be typed to filter, for a phone where a native select means scrolling
 * through every entry (issue 55): a WAI-ARIA combobox (hooks/use-combobox) whose input shows the chosen label,
 * selects it on focus so typing replaces it, and lists every option until something is typed. Options are 44 px.
 * Leaving it without picking keeps the value it had.
 */
export const OptionCombobox = React.forwardRef<
  HTMLInputElement,
  {
    id: string;
    options: readonly SearchableOption[];
    value: string;
    onValueChange(value: string): void;
    onBlur?(): void;
    placeholder?: string;
    /** Shown in the list when the text finds nothing. */
    noMatchesText: string;
    /** Told to screen readers as the list changes: how many options the text finds. */
    resultsText(count: number): string;
    disabled?: boolean;
    invalid?: boolean;
    describedBy?: string;
  }
>(({ id, options, value, onValueChange, onBlur, placeholder, noMatchesText, resultsText, disabled, invalid, describedBy }, ref) => {
  // null while the worker is not typing: the input then shows the chosen option's label.
  const [query, setQuery] = React.useState<string | null>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const matches = React.useMemo(() => matchOptions(options, query ?? ''), [options, query]);
  const combobox = useCombobox<SearchableOption>({
    listId: `${id}-options`,
    suggest: () => (disabled ? [] : matches),
    onPick: (option) => {
      setQuery(null);
      onValueChange(option.value);
    },
  });
  const { inputProps, activeIndex } = combobox;
  const isOpen = !disabled && combobox.suggestions.length > 0;
  const chosenLabel = options.find((option) => option.value === value)?.label ?? '';
  const hasNoMatches = query !== null && query.trim() !== '' && matches.length === 0 && !disabled;

  React.useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(`${id}-options-${activeIndex}`)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, id]);

  return (
    <div className="relative">
      <Input
        ref={ref}
        id={id}
        {...inputProps}
        aria-expanded={isOpen}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={query ?? chosenLabel}
        placeholder={placeholder}
        disabled={disabled}
        className="pr-9 max-sm:min-h-11"
        onFocus={(event) => {
          inputProps.onFocus();
          event.currentTarget.select();
        }}
        // A tap on the focused input (after a pick closed the list) opens it again.
        onClick={() => {
          if (!isOpen) combobox.open();
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          combobox.open();
        }}
        onBlur={() => {
          inputProps.onBlur();
          setQuery(null);
          onBlur?.();
        }}
      />
      <ChevronDown className="pointer-events-none absolute right-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
      {/* One live region: the count while typing finds options, and (shown) the note when it finds none. */}
      <p
        role="status"
        aria-live="polite"
        className={
          hasNoMatches
            ? 'absolute z-50 mt-1 w-full rounded-md border bg-white px-3 py-3 text-sm text-muted-foreground shadow-lg'
            : 'sr-only'
        }
      >
        {hasNoMatches ? noMatchesText : query !== null && isOpen ? resultsText(matches.length) : ''}
      </p>
      {isOpen && (
        <ul
          ref={listRef}
          id={inputProps['aria-controls']}
          role="listbox"
          className="absolute z-50 mt-1 max-h-72 w-full overflow-y-auto overscroll-contain rounded-md border bg-white py-1 shadow-lg"
        >
          {combobox.suggestions.map((option, index) => (
            <li
              key={option.value}
              {...combobox.optionProps(index, option)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center px-3 py-2 text-base hover:bg-accent md:text-sm',
                index === activeIndex && 'bg-accent',
                option.value === value && 'font-semibold',
              )}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
OptionCombobox.displayName = 'OptionCombobox';
