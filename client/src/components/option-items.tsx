import { optionLabel, type OptionList } from '@/lib/option-label';

/** A select's empty choice and one option per value of a core list, labelled in the active language. */
export function OptionItems({ list, values, placeholder }: { list: OptionList; values: readonly string[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {optionLabel(list, value)}
        </option>
      ))}
    </>
  );
}
