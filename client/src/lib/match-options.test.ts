import { describe, expect, it } from 'vitest';
import { matchOptions } from './match-options';

const TRADES = [
  { value: 'diesel-mechanic', label: 'Mecánico diésel', keywords: ['diesel', 'mechanic'] },
  { value: 'pipeline-welder', label: 'Soldador de tuberías', keywords: ['welder', 'pipeline'] },
  { value: 'welder', label: 'Soldador', keywords: ['welder', 'weld'] },
  { value: 'electrician', label: 'Electricista', keywords: ['electrician'] },
];

const values = (text: string) => matchOptions(TRADES, text).map((option) => option.value);

describe('matchOptions', () => {
  it('finds a label in the reader’s language, accents and case aside, starts-with first', () => {
    expect(values('soldador')).toEqual(['welder', 'pipeline-welder']);
    expect(values('SOLDADOR')).toEqual(['welder', 'pipeline-welder']);
    expect(values('mecanico diesel')).toEqual(['diesel-mechanic']);
    expect(values('tuberias')).toEqual(['pipeline-welder']);
  });

  it('finds an option by a keyword in the other language, after label matches', () => {
    expect(values('welder')).toEqual(['pipeline-welder', 'welder']);
    expect(values('electrician')).toEqual(['electrician']);
  });

  it('every typed word must appear; blank text finds everything; nothing found is empty', () => {
    expect(values('soldador electricista')).toEqual([]);
    expect(values('   ')).toEqual(TRADES.map((option) => option.value));
    expect(values('xyz')).toEqual([]);
  });
});
