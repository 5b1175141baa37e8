import { describe, expect, it } from 'vitest';
import { parseWellFormedXml } from '../../test/well-formed-xml';
import { cdata, escapeXml, stripInvalidXml } from './xml';

describe('feed XML escaping', () => {
  it('drops what XML 1.0 cannot hold: controls, lone surrogates, U+FFFE/U+FFFF; keeps tabs, line ends and astral characters', () => {
    expect(stripInvalidXml('a\u0000b\u0001c\u000Bd\u001Fe\u007Ff\u0085g\uD800h\uDFFFi\uFFFEj\uFFFFk')).toBe('abcdefghijk');
    expect(stripInvalidXml('tab\there\r\nline 🔧 ñ')).toBe('tab\there\r\nline 🔧 ñ');
  });

  it('splits "]]>" across CDATA sections, so the text reads back whole', () => {
    for (const text of [']]>', 'a]]>b', ']]]]>]]>', 'x]]', '>]]>>', '<![CDATA[ inner ]]>']) {
      const root = parseWellFormedXml(`<t>${cdata(text)}</t>`);
      expect(root.text).toBe(text);
    }
  });

  it('escapes markup and quotes in element text', () => {
    const text = `<b a="1">Tom & Jerry's</b>\u0002`;
    expect(escapeXml(text)).toBe('&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&apos;s&lt;/b&gt;');
    expect(parseWellFormedXml(`<t>${escapeXml(text)}</t>`).text).toBe(`<b a="1">Tom & Jerry's</b>`);
  });
});
