import { X } from 'lucide-react';
import * as React from 'react';
import type { CredentialDefinition } from '@core/credentials/catalogue';
import { CredentialSearchInput } from '@/components/credential-search-input';
import { Badge } from '@/components/ui/badge';

/** Picks several catalogue credentials: the catalogue search, the picked ones as removable chips. */
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
  const exclude = new Set([...value, ...unavailable]);
  const nameOf = (credentialId: string) => catalogue.find((credential) => credential.id === credentialId)?.name ?? credentialId;

  return (
    <div className="grid gap-2">
      <CredentialSearchInput
        id={id}
        catalogue={catalogue.filter((credential) => !exclude.has(credential.id))}
        text={text}
        onTextChange={setText}
        onPick={(credential) => {
          onChange([...value, credential.id]);
          setText('');
        }}
        disabled={value.length >= maxItems}
        placeholder={placeholder}
        describedBy={describedBy}
      />
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
