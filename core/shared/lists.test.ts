import { describe, expect, it } from 'vitest';
import { alternatives } from './lists';

describe('alternatives', () => {
  it('writes a list of alternatives as Intl.ListFormat does in English and Spanish', () => {
    const items = ['PDF', 'DOC', 'DOCX', 'TXT'];
    for (const language of ['en', 'es'] as const) {
      for (let count = 0; count <= items.length; count += 1) {
        const list = items.slice(0, count);
        expect(alternatives(list, language), `${language} ${count}`).toBe(
          new Intl.ListFormat(language, { type: 'disjunction' }).format(list),
        );
      }
    }
  });
});
