import { searchCredentials, type CredentialDefinition } from '@core/credentials/catalogue';
import { Input } from '@/components/ui/input';
import { useCombobox } from '@/hooks/use-combobox';
import { cn } from '@/lib/utils';

const MAX_SUGGESTIONS = 8;

/**
 * The catalogue search both credential pickers type into, as a combobox (hooks/use-combobox).
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
  const combobox = useCombobox({
    listId: `${id}-options`,
    suggest: () => (searching && !disabled ? searchCredentials(catalogue, text, MAX_SUGGESTIONS) : []),
    onPick,
    closeOnPick,
  });

  return (
    <div className="relative">
      <Input
        id={id}
        value={text}
        {...combobox.inputProps}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          onTextChange(event.target.value);
          combobox.open();
        }}
      />
      {combobox.suggestions.length > 0 && (
        <ul
          id={combobox.inputProps['aria-controls']}
          role="listbox"
          className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-white shadow-lg"
        >
          {combobox.suggestions.map((credential, index) => (
            <li
              key={credential.id}
              {...combobox.optionProps(index, credential)}
              className={cn('cursor-pointer px-3 py-2 text-sm hover:bg-accent', index === combobox.activeIndex && 'bg-accent')}
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
