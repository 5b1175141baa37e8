/**
 * A strict reader for the XML our feeds write (a declaration, elements without attributes, text with
 * the predefined entities, CDATA sections): it throws at the first thing XML 1.0 does not allow, where
 * lenient parsers (xmldom) let a stray "]]>", a control character or a lone surrogate through.
 */
export interface XmlElement {
  name: string;
  children: XmlElement[];
  /** The element's own text, CDATA and entities resolved. */
  text: string;
}

const XML_CHARACTERS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const NAME = /^[A-Za-z_][\w.-]*$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeText(raw: string, at: number): string {
  if (raw.includes(']]>')) throw new Error(`"]]>" in text at ${at}`);
  if (raw.includes('<')) throw new Error(`"<" in text at ${at}`);
  return raw.replace(/&([^;]*);|&/g, (_match: string, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`bare "&" at ${at}`);
    if (entity in ENTITIES) return ENTITIES[entity]!;
    const code = /^#x([0-9a-fA-F]+)$/.exec(entity)?.[1] ?? /^#(\d+)$/.exec(entity)?.[1];
    if (!code) throw new Error(`unknown entity &${entity}; at ${at}`);
    return String.fromCodePoint(entity.startsWith('#x') ? parseInt(code, 16) : Number(code));
  });
}

export function parseWellFormedXml(xml: string): XmlElement {
  if (!XML_CHARACTERS.test(xml)) throw new Error('a character XML 1.0 does not allow');
  let position = 0;
  const declaration = /^<\?xml [^?]*\?>\s*/.exec(xml);
  if (declaration) position = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (position < xml.length) {
    if (xml.startsWith('<![CDATA[', position)) {
      const end = xml.indexOf(']]>', position);
      if (end < 0 || stack.length === 0) throw new Error(`CDATA outside an element or unclosed at ${position}`);
      stack[stack.length - 1]!.text += xml.slice(position + 9, end);
      position = end + 3;
    } else if (xml.startsWith('</', position)) {
      const end = xml.indexOf('>', position);
      const name = xml.slice(position + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}> at ${position}`);
      position = end + 1;
    } else if (xml[position] === '<') {
      const end = xml.indexOf('>', position);
      const selfClosing = xml[end - 1] === '/';
      const name = xml.slice(position + 1, selfClosing ? end - 1 : end).trim();
      if (!NAME.test(name)) throw new Error(`bad tag <${name}> at ${position}`);
      const element: XmlElement = { name, children: [], text: '' };
      if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
      else if (root) throw new Error(`a second root <${name}> at ${position}`);
      else root = element;
      if (!selfClosing) stack.push(element);
      position = end + 1;
    } else {
      const end = xml.indexOf('<', position);
      const raw = xml.slice(position, end < 0 ? xml.length : end);
      if (stack.length === 0) {
        if (raw.trim() !== '') throw new Error(`text outside the root at ${position}`);
      } else stack[stack.length - 1]!.text += decodeText(raw, position);
      position = end < 0 ? xml.length : end;
    }
  }
  if (stack.length > 0 || !root) throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`);
  return root;
}

/** The text of each named child, for one <job>. */
export function childTexts(element: XmlElement): Record<string, string> {
  return Object.fromEntries(element.children.map((child) => [child.name, child.text]));
}
