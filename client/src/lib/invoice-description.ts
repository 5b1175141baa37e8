import { parseInvoiceDescription, type CatalogueText, type InvoiceDescription } from '@core/shared/catalogue-texts';

type InvoiceKey = 'invoice.refund' | 'invoice.payPerHire' | 'invoice.annual';

/** The wording an invoice needs: common's `invoice.*` templates, and a catalogue name in the reader's language. */
export interface InvoiceWords {
  t(key: InvoiceKey, params: Record<string, string>): string;
  label(text: CatalogueText): string;
}

/**
 * An invoice's stored description (payments writes it in English: a plan's name, " (annual)", a
 * pay-per-hire fee with the job's title, "Refund - " before another) in the reader's words; text no
 * catalogue wrote, and a job's title, read as stored. `useInvoiceDescription` (lib/catalogue-label.ts)
 * hands it the active language's words.
 */
export function describeInvoice(description: string, words: InvoiceWords): string {
  const describe = (parsed: InvoiceDescription): string => {
    if (parsed.kind === 'refund') return words.t('invoice.refund', { item: describe(parsed.of) });
    if (parsed.kind === 'payPerHire') return words.t('invoice.payPerHire', { title: parsed.jobTitle });
    if (parsed.kind === 'other') return parsed.text;
    return parsed.isAnnual ? words.t('invoice.annual', { name: words.label(parsed.name) }) : words.label(parsed.name);
  };
  return describe(parseInvoiceDescription(description));
}
