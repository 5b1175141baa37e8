import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from './extract';
import { DOCUMENT_LIMITS, DOCX_MIME, DocumentLimitError, PDF_MIME } from './limits';
import { assertPdfStreamsWithinLimits } from './pdf-limits';
import {
  bombDocumentPart,
  buildZip,
  deflatedPart,
  docxParts,
  pdfWithLargeContentStream,
  pdfWithLargeImage,
  sampleDocx,
  samplePdf,
} from './test-documents';
import { assertZipWithinLimits } from './zip-limits';

const MB = 1024 * 1024;

/** The longest the event loop was held while `work` ran, in ms. */
async function longestEventLoopStall(work: () => Promise<unknown>): Promise<{ error?: unknown; stallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const error = await work().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  delay.disable();
  return { error, stallMs: delay.max / 1e6 };
}

describe('zip limits', () => {
  it('refuses a zip whose central directory declares more than the cap, before inflating anything', async () => {
    // Not deflate data at all: inflating it would fail as unreadable rather than over the limit.
    const part = { ...deflatedPart('word/document.xml', ''), data: randomBytes(1024), declaredSize: 30 * MB };
    await expect(assertZipWithinLimits(buildZip(docxParts(part)), 20 * MB)).rejects.toThrow(/declares/);
  });

  it('refuses a zip whose entry inflates past the cap although its headers say 4 KB', async () => {
    const zip = buildZip(docxParts(await bombDocumentPart(50, 4096)));
    await expect(assertZipWithinLimits(zip, 20 * MB)).rejects.toThrow(DocumentLimitError);
  });

  it('lets a real .docx through', async () => {
    await expect(assertZipWithinLimits(sampleDocx(['Dana Reyes']), 20 * MB)).resolves.toBeUndefined();
  });
});

describe('PDF limits', () => {
  it('refuses a PDF whose content stream inflates past the cap', async () => {
    const pdf = await pdfWithLargeContentStream(20);
    expect(pdf.length).toBeLessThan(200 * 1024);
    await expect(assertPdfStreamsWithinLimits(pdf, 8 * MB)).rejects.toThrow(DocumentLimitError);
  });

  it('leaves out image streams, which text extraction never decodes', async () => {
    await expect(assertPdfStreamsWithinLimits(await pdfWithLargeImage('Photo resume', 12), 8 * MB)).resolves.toBeUndefined();
  });
});

describe('extractDocumentText', () => {
  it('reads a DOCX and a PDF in a worker thread', async () => {
    expect(await extractDocumentText(sampleDocx(['Dana Reyes', 'Pipe welder, 6 years']), DOCX_MIME)).toBe(
      'Dana Reyes\n\nPipe welder, 6 years',
    );
    expect(await extractDocumentText(await pdfWithLargeImage('Photo resume', 12), PDF_MIME)).toContain('Photo resume');
  });

  it('reads a PDF no further than its first pages, and gives back no more than maxChars', async () => {
    const pdf = await samplePdf(Array.from({ length: 25 }, (_, index) => `Page ${String(index + 1).padStart(2, '0')} of my resume`));
    const text = await extractDocumentText(pdf, PDF_MIME);
    expect(text).toContain(`Page ${DOCUMENT_LIMITS.maxPdfPages}`);
    expect(text).not.toContain(`Page ${DOCUMENT_LIMITS.maxPdfPages + 1}`);
    expect(await extractDocumentText(pdf, PDF_MIME, { maxChars: 30 })).toBe('Page 01 of my resume\nPage 02 o');
  });

  it('refuses a DOCX that inflates to 200 MB while saying 4 KB, without holding the event loop', async () => {
    const bomb = buildZip(docxParts(await bombDocumentPart(200, 4096)));
    const started = performance.now();
    const { error, stallMs } = await longestEventLoopStall(() => extractDocumentText(bomb, DOCX_MIME));
    expect(error).toBeInstanceOf(DocumentLimitError);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(stallMs).toBeLessThan(100);
  });

  it('refuses a PDF with a 20 MB content stream without holding the event loop', async () => {
    const pdf = await pdfWithLargeContentStream(20);
    const { error, stallMs } = await longestEventLoopStall(() => extractDocumentText(pdf, PDF_MIME));
    expect(error).toBeInstanceOf(DocumentLimitError);
    expect(stallMs).toBeLessThan(100);
  });

  it('ends a worker still reading at the time limit, and reads the next file with a fresh one', async () => {
    const pdf = await samplePdf(['Dana Reyes']);
    // Twenty pages: a warm worker read the one-page file within the millisecond on a fast host.
    const long = await samplePdf(Array.from({ length: 20 }, (_, index) => `Page ${index + 1}`));
    await expect(extractDocumentText(long, PDF_MIME, { timeoutMs: 1 })).rejects.toThrow(/within 1 ms/);
    expect(await extractDocumentText(pdf, PDF_MIME)).toBe('Dana Reyes');
  });

  it('ends a worker whose parse outgrows its heap', async () => {
    // A megabyte of empty paragraphs, under every size cap, parses into far more objects than a 32 MB heap holds.
    const paragraphs = '<w:p><w:r><w:t>x</w:t></w:r></w:p>'.repeat(MB / 34);
    const docx = buildZip(docxParts(deflatedPart('word/document.xml', `<w:document><w:body>${paragraphs}</w:body></w:document>`)));
    await expect(extractDocumentText(docx, DOCX_MIME, { maxHeapMb: 32, timeoutMs: 60_000 })).rejects.toThrow(DocumentLimitError);
  });
});
