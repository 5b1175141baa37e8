import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, PDF_MIME } from './document-text/limits';
import { readDocumentText } from './document-text/read-text';
import { buildTextPdf } from './text-pdf';
/** The PDF's lines as the resume reader sees them (pdf.js wants a plain Uint8Array, not a Buffer). */
const readLines = async (pdf) => (await readDocumentText(new Uint8Array(pdf), PDF_MIME, DOCUMENT_LIMITS)).split('\n');
describe('buildTextPdf', () => {
    it('writes a one-page PDF whose lines read back as written, Spanish accents included', async () => {
        const lines = [
            'Marcus Rivera - Journeyman Electrician',
            'Houston, TX | (555) 555-0142',
            'Soldador de tubería, año 2019: señalización y montaje en obra',
            'Certificación OSHA 30 – “Técnico” (Ángel Núñez)',
        ];
        const pdf = await buildTextPdf(lines);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect((await PDFDocument.load(pdf, { throwOnInvalidObject: true })).getPageCount()).toBe(1);
        expect(await readLines(pdf)).toEqual(lines);
    });
    it('shows characters Helvetica cannot encode as ? instead of failing', async () => {
        const pdf = await buildTextPdf(['Crew 👷 lead 中文 ✓', 'tab\there', 'line\nbreak', '(parens) \\ slash']);
        expect(await readLines(pdf)).toEqual(['Crew ? lead ?? ?', 'tab?here', 'line?break', '(parens) \\ slash']);
    });
    it('writes an empty page for no lines', async () => {
        const pdf = await buildTextPdf([]);
        expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
        expect((await readLines(pdf)).join('').trim()).toBe('');
    });
});
