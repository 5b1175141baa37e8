import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SAME_IN_SPANISH, listCatalogueTexts, planNameText, roleText, trainingProgramTexts } from '@core/shared/catalogue-texts';
import { SEED_TRAINING_PROGRAMS } from '@core/training/programs';

// The catalogue namespace is keyed by core's catalogue texts: English exactly as core (the spec)
// writes it, Spanish for every one of them.
const localesDir = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string) => JSON.parse(readFileSync(path.join(localesDir, language, 'catalogue.json'), 'utf8')) as object;
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { catalogue: read('en') }, es: { catalogue: read('es') } },
  defaultNS: 'catalogue',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const texts = listCatalogueTexts();

describe('catalogue texts', () => {
  it('lists every catalogue once, under distinct keys', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(new Set(texts.map((text) => text.key)).size).toBe(texts.length);
    expect(roleText('Pipeline Welder').key).toBe('role.pipeline-welder');
    expect(planNameText('basic-annual')).toEqual({ key: 'plan.basic-annual', en: 'Basic Job Post' });
  });

  it('keeps the English of core word for word in the English namespace', () => {
    const stale = texts.filter((text) => translator.t(text.key, { lng: 'en' }) !== text.en).map((text) => text.key);
    expect(stale).toEqual([]);
  });

  it('has a Spanish text for every item, different from the English unless allowlisted', () => {
    const untranslated = texts
      .filter((text) => {
        const spanish = translator.t(text.key, { lng: 'es', fallbackLng: false, defaultValue: '' });
        return spanish.trim() === '' || (spanish === text.en && !CATALOGUE_SAME_IN_SPANISH.includes(text.key));
      })
      .map((text) => text.key);
    expect(untranslated).toEqual([]);
  });

  it('words every seeded training program in Spanish, keeping its credential and brand names', () => {
    // Acronyms name credentials, agencies and equipment (OSHA 30, NCCER, CDL, AWS D1.1, PLC): the same in both languages.
    const acronyms = (value: string) => value.match(/\b[A-Z][A-Z0-9]+\b/g) ?? [];
    expect(SEED_TRAINING_PROGRAMS.length).toBeGreaterThan(10);
    for (const program of SEED_TRAINING_PROGRAMS) {
      const texts = trainingProgramTexts(program);
      expect(texts.features).toHaveLength(program.features.length);
      for (const text of [texts.title, texts.description, ...texts.features]) {
        const spanish = translator.t(text.key, { lng: 'es', fallbackLng: false, defaultValue: '' });
        expect(spanish.trim(), text.key).not.toBe('');
        expect(spanish, text.key).not.toBe(text.en);
        expect(acronyms(spanish), text.key).toEqual(expect.arrayContaining(acronyms(text.en)));
      }
    }
  });

  it('leaves a program the catalogue does not list as written', () => {
    const title = trainingProgramTexts({
      title: 'Scaffold Builder Basics',
      description: 'Frames and planks.',
      features: ['Hands-on'],
    }).title;
    expect(translator.t(title.key, { lng: 'es', defaultValue: title.en })).toBe('Scaffold Builder Basics');
  });

  it('allowlists only texts that really read the same in Spanish', () => {
    for (const key of CATALOGUE_SAME_IN_SPANISH) {
      const english = texts.find((text) => text.key === key)?.en;
      expect(translator.t(key, { lng: 'es' })).toBe(english);
    }
  });
});
