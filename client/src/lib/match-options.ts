import { foldText } from '@core/jobs/fold-text';

/** One choice of a searchable list: its stored value, its label in the reader's language, and other words that find it. */
export interface SearchableOption {
  value: string;
  label: string;
  /** Synonyms, the other language's names: 'welder' finds Soldador, 'soldador' finds Welder. */
  keywords?: readonly string[];
}

/**
 * The options a typed text finds, accents and case aside ('mecanico diesel' finds Mecánico diésel): every word
 * typed must appear in the label or a keyword. The label equal to the text comes first, then labels that start with
 * it, then labels that hold its words, then those found only by a keyword; each group keeps the list's order. An empty text finds them all.
 */
export function matchOptions<T extends SearchableOption>(options: readonly T[], text: string): T[] {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const query = words.join(' ');
  const ranked: Array<{ option: T; rank: number }> = [];
  for (const option of options) {
    const label = foldText(option.label);
    const haystack = [label, ...(option.keywords ?? []).map(foldText)].join(' ');
    if (!words.every((word) => haystack.includes(word))) continue;
    const rank = label === query ? 0 : label.startsWith(query) ? 1 : words.every((word) => label.includes(word)) ? 2 : 3;
    ranked.push({ option, rank });
  }
  // Array.prototype.sort is stable, so equal ranks keep the list's order.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ option }) => option);
}
