import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ANNUAL_INVOICE_SUFFIX, PAY_PER_HIRE_INVOICE_PREFIX, REFUND_INVOICE_PREFIX } from '@core/payments/catalogue';
import { describeInvoice, type InvoiceWords } from './invoice-description';

// The real catalogues, so the test also holds the English wording to what payments writes.
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as object;
const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(['en', 'es'].map((lng) => [lng, { common: read(lng, 'common'), catalogue: read(lng, 'catalogue') }])),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const wordsIn = (lng: 'en' | 'es'): InvoiceWords => ({
  t: (key, params) => translator.t(key, { lng, ...params }),
  label: (text) => (lng === 'en' ? text.en : translator.t(text.key, { lng, ns: 'catalogue', defaultValue: text.en })),
});

describe('describeInvoice', () => {
  const stored = [
    'Basic Job Post',
    `Subscription Bundle${ANNUAL_INVOICE_SUFFIX}`,
    `${PAY_PER_HIRE_INVOICE_PREFIX}Lead Welder`,
    `${REFUND_INVOICE_PREFIX}Boosted Job Post`,
    `${REFUND_INVOICE_PREFIX}${PAY_PER_HIRE_INVOICE_PREFIX}Lead Welder`,
    'Invoice from the old system',
  ];

  it('reads in English exactly as payments stored it', () => {
    expect(stored.map((description) => describeInvoice(description, wordsIn('en')))).toEqual(stored);
  });

  it('names plans, fees and refunds in Spanish; a job title and unknown text stay as written', () => {
    expect(stored.map((description) => describeInvoice(description, wordsIn('es')))).toEqual([
      'Publicación de empleo básica',
      'Paquete de suscripción (anual)',
      'Tarifa por contratación exitosa - Lead Welder',
      'Reembolso - Publicación de empleo destacada',
      'Reembolso - Tarifa por contratación exitosa - Lead Welder',
      'Invoice from the old system',
    ]);
  });
});
