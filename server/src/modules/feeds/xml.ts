// The one place feed XML is escaped. XML 1.0 allows tab, LF, CR and the code points from U+0020 up, except
// the surrogates and U+FFFE/U+FFFF; C1 controls are allowed but discouraged, and no reader wants them in a job.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The text without the characters an XML 1.0 document cannot hold (NUL and other controls, lone surrogates). */
export function stripInvalidXml(text: string): string {
  return text.replace(NOT_XML_CHARACTER, () => '');
}

/** Text for an element's content or an attribute value. */
export function escapeXml(text: string): string {
  return stripInvalidXml(text).replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** Text in a CDATA section: a "]]>" inside is split across two sections, so it cannot end the first one early. */
export function cdata(text: string): string {
  return `<![CDATA[${stripInvalidXml(text).replaceAll(']]>', () => ']]]]><![CDATA[>')}]]>`;
}

/** `<name><![CDATA[text]]></name>`, or nothing when there is no value. */
export function cdataElement(name: string, text: string | null | undefined): string {
  return text == null || text === '' ? '' : `<${name}>${cdata(text)}</${name}>`;
}
