// SpanKeys (issue 50): a load finds its keys by their span of a batch's text; it must answer as a Map of the cut strings.
import { describe, expect, it } from 'vitest';
import { finishHash, HASH_START, hashSpan, hashStep, NO_KEY, SpanKeys } from './span-keys';

describe('SpanKeys', () => {
  it('numbers each distinct span in the order added, and finds it again by any span of the same text', () => {
    const keys = new SpanKeys();
    const expected = new Map<string, number>();
    // Many keys (the table grows several times), lengths 0 to 30, accents and digits, each met inside a longer text.
    const words = Array.from({ length: 20_000 }, (_, n) => `${'tubería'.slice(0, n % 8)}${n.toString(36).repeat(1 + (n % 4))}`);
    words.push('', 'a', 'ab', 'électricien', 'electricien');
    const wrong: string[] = [];
    for (const word of [...words, ...words.slice(0, 500)]) {
      const text = `\x1d${word}\x1e${word}`;
      const found = keys.find(text, 1, 1 + word.length);
      if (found !== (expected.get(word) ?? NO_KEY)) wrong.push(`find ${word}`);
      if (found === NO_KEY) expected.set(word, keys.add(text, 1, 1 + word.length));
    }
    expect(keys.size).toBe(expected.size);
    for (const [word, id] of expected) if (keys.key(id) !== word || keys.find(word) !== id) wrong.push(`key ${word}`);
    expect(wrong).toEqual([]);
    expect(keys.find('absent')).toBe(NO_KEY);
    expect(keys.find('électricie')).toBe(NO_KEY);
  });

  it('hashes a text walked unit by unit as it hashes the span', () => {
    for (const word of ['', 'x', 'pipefitter', 'soldadura en tubería', '🙂 welder']) {
      let hash = HASH_START;
      for (let i = 0; i < word.length; i += 1) hash = hashStep(hash, word.charCodeAt(i));
      expect(finishHash(hash)).toBe(hashSpan(`..${word}..`, 2, 2 + word.length));
    }
  });

  it('keeps a key cut from a long text as a string of its own', () => {
    const keys = new SpanKeys();
    const text = `${'x'.repeat(100_000)}electricianship${'y'.repeat(100)}`;
    const id = keys.add(text, 100_000, 100_015);
    expect(keys.key(id)).toBe('electricianship');
    expect(keys.find('electricianship')).toBe(id);
  });
});
