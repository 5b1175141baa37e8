import { foldText } from '@core/jobs/fold-text';

export type Faq = { question: string; answer: string };

/**
 * Spec 000 section 5 searches the question and the answer, case-insensitively. Every word of the
 * query must be found, in any order and without regard to accents, so "cancel subscription" finds
 * "Cancelling a subscription..." and "facturacion" finds "facturación".
 */
export function matchesQuery(faq: Faq, query: string): boolean {
  const haystack = foldText(`${faq.question} ${faq.answer}`);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
