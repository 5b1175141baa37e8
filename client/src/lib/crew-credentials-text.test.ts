import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { credentialRollupText } from './crew-credentials-text';

// The real catalogues: the test holds the wording the crew view shows.
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
const read = (language: string) => JSON.parse(readFileSync(path.join(localesDir, language, 'crews.json'), 'utf8')) as object;
const en = read('en');
const es = read('es');

const names: Record<string, string> = { 'osha-30-construction': 'OSHA 30', twic: 'TWIC', 'forklift-operator': 'Forklift' };
const nameOf = (id: string) => names[id] ?? id;

async function crewsT(language: 'en' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { crews: en }, es: { crews: es } },
    ns: ['crews'],
    defaultNS: 'crews',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'crews');
}

describe('credentialRollupText (issue 51: "4 of 6 hold OSHA 30, 2 TWIC")', () => {
  const crew = {
    size: 6,
    credentials: [
      { credentialId: 'osha-30-construction', holders: 4 },
      { credentialId: 'twic', holders: 2 },
    ],
  };

  it('writes the most held first with the crew size, then the others with their counts', async () => {
    expect(credentialRollupText(crew, nameOf, await crewsT('en'))).toBe('4 of 6 hold OSHA 30, 2 TWIC');
  });

  it('in Spanish', async () => {
    expect(credentialRollupText(crew, nameOf, await crewsT('es'))).toBe('4 de 6 tienen OSHA 30, 2 TWIC');
  });

  it('is empty when no member holds a catalogue credential, and names an id the catalogue does not know as itself', async () => {
    const t = await crewsT('en');
    expect(credentialRollupText({ size: 3, credentials: [] }, nameOf, t)).toBe('');
    expect(credentialRollupText({ size: 3, credentials: [{ credentialId: 'new-card', holders: 1 }] }, nameOf, t)).toBe(
      '1 of 3 hold new-card',
    );
  });
});
