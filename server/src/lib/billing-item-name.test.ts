import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { billingItemName, billingPlanName } from './billing-item-name';
import { emailTexts } from './language';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>>;

describe('billing item names', () => {
  // The server cannot import the client's catalogue namespace, so the e-mails catalogue keeps a copy of its plan names.
  it.each(['en', 'es'])('%s: the e-mails catalogue names every plan as the client catalogue does', (language) => {
    expect(read(`core/locales/${language}/emails.json`).billing!.plan).toEqual(read(`client/src/locales/${language}/catalogue.json`).plan);
  });

  it('words a stored description in the reader’s language; a job title and unknown text read as stored', () => {
    const es = emailTexts('es');
    expect(billingItemName(es, 'Subscription Bundle (annual)')).toBe('Paquete de suscripción (anual)');
    expect(billingItemName(es, 'Refund - Standard Resume Plan')).toBe('Reembolso - Plan de currículums Estándar');
    expect(billingItemName(es, 'Pay-Per-Hire Success Fee - Welder $1')).toBe('Tarifa por contratación exitosa - Welder $1');
    expect(billingItemName(es, 'Something {{else}}')).toBe('Something {{else}}');
    expect(billingItemName(emailTexts('en'), 'Refund - Basic Job Post')).toBe('Refund - Basic Job Post');
    expect(billingPlanName(es, { name: 'Flex Resume Plan', isAnnual: false }, 'Flex')).toBe('Plan de currículums Flexible');
    expect(billingPlanName(es, undefined, 'Old Plan')).toBe('Old Plan');
  });
});
