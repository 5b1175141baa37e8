import { z } from 'zod';
import { defineMessages } from '../shared/messages';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '../uploads/file-types';
import { CREDENTIAL_IDS } from './catalogue';
import { CREDENTIAL_STATUSES } from './status';
export const CREDENTIAL_MESSAGES = defineMessages('credentials', {
    credentialInvalid: 'Choose a credential from the list or type its name',
    nameTooLong: 'Credential name must be at most 200 characters',
    numberTooLong: 'Credential number must be at most 100 characters',
    issuingBodyTooLong: 'Issuing body must be at most 200 characters',
    dateInvalid: 'Enter a date as YYYY-MM-DD',
    expiresBeforeIssued: 'The expiry date cannot be before the issue date',
    evidenceInvalid: 'Upload a photo or PDF of the credential again',
    notFound: 'Credential not found',
    deleted: 'Credential removed',
});
/**
 * Evidence is a card photo or a PDF, sent through the existing upload flow: a photo as an 'avatar'
 * upload (images, 5 MB), a PDF as a 'document' (10 MB); the wallet keeps only images and PDFs.
 */
export const EVIDENCE_EXTENSIONS = [...IMAGE_EXTENSIONS, '.pdf'];
export const EVIDENCE_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'];
export const EVIDENCE_UPLOAD_TYPES = ['avatar', 'document'];
/** The upload kind a chosen evidence file goes up as. */
export function evidenceUploadType(fileName) {
    return fileName.toLowerCase().endsWith('.pdf') ? 'document' : 'avatar';
}
const blankToNull = (value) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max, message) => z.preprocess(blankToNull, z.string().trim().max(max, message).nullable().optional());
const optionalDate = z.preprocess(blankToNull, z.iso.date(CREDENTIAL_MESSAGES.dateInvalid).nullable().optional());
/** A stored upload, /objects/<folder>/<uuid>, as the upload call answers; the server checks the worker owns it. */
const optionalEvidence = z.preprocess(blankToNull, z
    .string()
    .regex(/^\/objects\/[\w-]+\/[\w-]+$/, CREDENTIAL_MESSAGES.evidenceInvalid)
    .nullable()
    .optional());
const credentialFields = {
    credentialId: z.preprocess(blankToNull, z.enum(CREDENTIAL_IDS, { error: CREDENTIAL_MESSAGES.credentialInvalid }).nullable().optional()),
    name: optionalText(200, CREDENTIAL_MESSAGES.nameTooLong),
    number: optionalText(100, CREDENTIAL_MESSAGES.numberTooLong),
    issuingBody: optionalText(200, CREDENTIAL_MESSAGES.issuingBodyTooLong),
    issuedAt: optionalDate,
    expiresAt: optionalDate,
    evidenceUrl: optionalEvidence,
};
const datesInOrder = (value) => !value.issuedAt || !value.expiresAt || value.expiresAt >= value.issuedAt;
const datesInOrderIssue = { path: ['expiresAt'], message: CREDENTIAL_MESSAGES.expiresBeforeIssued };
/** POST /api/worker/credentials: a catalogue credential (its name and issuing body fill in) or a free-text name. */
export const createWorkerCredentialSchema = z
    .object(credentialFields)
    .refine((value) => Boolean(value.credentialId || value.name), { path: ['credentialId'], message: CREDENTIAL_MESSAGES.credentialInvalid })
    .refine(datesInOrder, datesInOrderIssue);
/**
 * PATCH /api/worker/credentials/:id: any subset; null clears a field. The dates are checked here
 * when both are sent, and against the stored record by the server otherwise.
 */
export const updateWorkerCredentialSchema = z.object(credentialFields).partial().refine(datesInOrder, datesInOrderIssue);
export const workerCredentialParamsSchema = z.object({ id: z.string() });
export const workerCredentialSchema = z.object({
    id: z.string(),
    credentialId: z.string().nullable(),
    name: z.string(),
    number: z.string().nullable(),
    issuingBody: z.string().nullable(),
    issuedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    evidenceUrl: z.string().nullable(),
    status: z.enum(CREDENTIAL_STATUSES),
    /** A certification the career tools list as in progress: shown, but not held (it matches no job requirement). */
    inProgress: z.boolean(),
});
export const credentialDefinitionSchema = z.object({
    id: z.string(),
    name: z.string(),
    issuingBody: z.string(),
    validityMonths: z.number().int().nullable(),
    trades: z.array(z.string()),
    industries: z.array(z.string()),
    aliases: z.array(z.string()),
});
