import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { RESUME_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { matchesQuery, type Faq } from '../features/site-pages/faq-search';

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string) => JSON.parse(readFileSync(path.join(localesDir, language, 'site-pages.json'), 'utf8')) as object;
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { 'site-pages': read('en') }, es: { 'site-pages': read('es') } },
  defaultNS: 'site-pages',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const faqsIn = (lng: string) =>
  translator.t('help.faqs', { lng, returnObjects: true, resumeFormats: 'PDF, DOC or DOCX', resumeMaxMb: UPLOAD_MAX_MB.resume }) as Faq[];
const categoriesIn = (lng: string) => translator.t('help.categories', { lng, returnObjects: true }) as { title: string; query: string }[];

describe('help center search', () => {
  it.each(['en', 'es'])('%s: every category opens at least one question', (lng) => {
    const faqs = faqsIn(lng);
    for (const category of categoriesIn(lng)) {
      expect({ category: category.title, found: faqs.filter((faq) => matchesQuery(faq, category.query)).length > 0 }).toEqual({
        category: category.title,
        found: true,
      });
    }
  });

  it('finds the billing question for "cancel subscription" and "cancelar suscripcion"', () => {
    expect(
      faqsIn('en')
        .filter((faq) => matchesQuery(faq, 'cancel subscription'))
        .map((faq) => faq.question),
    ).toEqual(['How do subscriptions and billing work for employers?']);
    expect(faqsIn('es').filter((faq) => matchesQuery(faq, 'Cancelar suscripcion')).length).toBe(1);
  });

  it("states the uploader's resume limits, not copies of them", () => {
    const resumeAnswer = (lng: string) => faqsIn(lng).find((faq) => faq.answer.includes('PDF, DOC or DOCX'))?.answer ?? '';
    expect(resumeAnswer('en')).toContain(`${UPLOAD_MAX_MB.resume} MB`);
    expect(resumeAnswer('es')).toContain(`${UPLOAD_MAX_MB.resume} MB`);
    expect(RESUME_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx']);
  });
});
