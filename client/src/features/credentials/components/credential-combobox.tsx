import type { CredentialDefinition } from '@core/credentials/catalogue';
import { CredentialSearchInput } from '@/components/credential-search-input';

export interface CredentialChoice {
  name: string;
  /** The catalogue entry picked; null while the text is the worker's own. */
  credentialId: string | null;
}

/** One credential, from the catalogue or in the worker's own words; typing after a pick makes the text free again. */
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
  return (
    <CredentialSearchInput
      id={id}
      catalogue={catalogue}
      text={value.name}
      onTextChange={(name) => onChange({ name, credentialId: null })}
      onPick={(credential) => onChange({ name: credential.name, credentialId: credential.id })}
      searching={!value.credentialId}
      closeOnPick
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
