/**
 * "PDF, DOC, or DOCX" / "PDF, DOC o DOCX": alternatives as Intl.ListFormat's disjunction writes them
 * in English and Spanish. Written here because a phone's first Intl list format loads its locale
 * data in the middle of the page's start; lists.test.ts holds it to Intl's output.
 */
export function alternatives(items: readonly string[], language: 'en' | 'es'): string {
  if (items.length <= 1) return items.join('');
  const or = language === 'es' ? 'o' : 'or';
  if (items.length === 2) return `${items[0]} ${or} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${language === 'es' ? '' : ','} ${or} ${items.at(-1)}`;
}
