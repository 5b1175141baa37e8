import { z } from 'zod';
import { phoneSchema } from '../shared/phone';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { LANGUAGES } from '../shared/options';
import { REVIEW_MESSAGES } from '../reviews/schemas';

/**
 * A worker's work history (issue 52): each hire on CrewBridge is a verified entry ('hire'); work done elsewhere is
 * an entry the worker adds ('added'), which the contact he names may confirm or correct through a one-time link.
 */
export const WORK_HISTORY_TEXT_MAX = 120;
export const WORK_HISTORY_NOTE_MAX = 500;
/** Days a confirmation link works. */
export const WORK_HISTORY_LINK_DAYS = 14;
/** Confirmation requests one worker may send a day: each may be a paid text. */
export const WORK_HISTORY_REQUESTS_PER_DAY = 10;
export const CONFIRMATION_CHANNELS = ['email', 'sms'] as const;

export const WORK_HISTORY_MESSAGES = defineMessages('work_history', {
  employerNameRequired: `Enter the employer's name (at most ${WORK_HISTORY_TEXT_MAX} characters)`,
  tradeRequired: `Enter the trade or job title (at most ${WORK_HISTORY_TEXT_MAX} characters)`,
  dateInvalid: 'Enter dates as YYYY-MM-DD',
  endBeforeStart: 'The end date cannot be before the start date',
  contactNameRequired: `Enter the contact's name (at most ${WORK_HISTORY_TEXT_MAX} characters)`,
  contactEmailInvalid: "Enter the contact's e-mail address",
  contactRequired: "Give the contact's e-mail address or US phone number",
  contactPhoneNotUs: 'Enter a US phone number like (832) 555-0147',
  noteTooLong: `The note must be at most ${WORK_HISTORY_NOTE_MAX} characters`,
  channelInvalid: 'Choose e-mail or text',
  languageInvalid: 'Choose English or Spanish',
  channelWithoutAddress: 'This contact has no address for that channel',
  entryNotFound: 'The work history entry was not found',
  alreadyConfirmed: 'This entry is already confirmed',
  requestsPaused: `You can send at most ${WORK_HISTORY_REQUESTS_PER_DAY} confirmation requests a day; try again tomorrow`,
  requestSent: 'The confirmation request was sent',
  historyPrivate: "Only the worker and employers he applied to can read a worker's work history",
  linkInvalid: 'This confirmation link is not valid',
  linkUsed: 'This confirmation link was already used',
  linkExpired: 'This confirmation link has expired; ask the worker to send a new one',
  actionInvalid: 'Choose to confirm or to correct the entry',
  confirmerNameRequired: `Enter your name (at most ${WORK_HISTORY_TEXT_MAX} characters)`,
  correctionRequired: 'Say what to correct',
  confirmed: 'Thank you: the entry is confirmed',
  corrected: 'Thank you: the entry is corrected and confirmed',
});

const isoDate = z
  .string({ error: WORK_HISTORY_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, WORK_HISTORY_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: WORK_HISTORY_MESSAGES.dateInvalid,
  });
// A form's empty field is 'no value': the same schema reads the API's JSON and the worker's form.
const blankTo =
  <T>(empty: T) =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? empty : value;
const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(WORK_HISTORY_TEXT_MAX, message);
const datesInOrder = (body: { startDate?: string; endDate?: string | null }) =>
  !body.startDate || !body.endDate || body.endDate >= body.startDate;

export const createWorkHistoryEntrySchema = z
  .object({
    employerName: text(WORK_HISTORY_MESSAGES.employerNameRequired),
    /** A trade of the catalogue (TRADES, shown and e-mailed in the reader's language) or the worker's own words. */
    trade: text(WORK_HISTORY_MESSAGES.tradeRequired),
    startDate: isoDate,
    endDate: z.preprocess(blankTo(null), isoDate.nullable().optional()),
    contactName: text(WORK_HISTORY_MESSAGES.contactNameRequired),
    contactEmail: z.preprocess(
      blankTo(undefined),
      z.email({ error: WORK_HISTORY_MESSAGES.contactEmailInvalid }).max(254, WORK_HISTORY_MESSAGES.contactEmailInvalid).optional(),
    ),
    /** A US number (stored E.164). */
    contactPhone: z.preprocess(
      blankTo(undefined),
      phoneSchema.refine((phone) => phone.startsWith('+1'), WORK_HISTORY_MESSAGES.contactPhoneNotUs).optional(),
    ),
  })
  .refine(datesInOrder, { message: WORK_HISTORY_MESSAGES.endBeforeStart, path: ['endDate'] })
  .refine((body) => body.contactEmail !== undefined || body.contactPhone !== undefined, {
    message: WORK_HISTORY_MESSAGES.contactRequired,
    path: ['contactEmail'],
  });
export type CreateWorkHistoryEntryRequest = z.input<typeof createWorkHistoryEntrySchema>;
export type NewWorkHistoryEntry = z.output<typeof createWorkHistoryEntrySchema>;

export const workHistoryIdParamsSchema = z.object({ id: uuidSchema(WORK_HISTORY_MESSAGES.entryNotFound) });
export const workerWorkHistoryParamsSchema = z.object({ id: uuidSchema(REVIEW_MESSAGES.workerNotFound) });

export const confirmationRequestSchema = z.object({
  channel: z.enum(CONFIRMATION_CHANNELS, { error: WORK_HISTORY_MESSAGES.channelInvalid }),
  language: z.enum(LANGUAGES, { error: WORK_HISTORY_MESSAGES.languageInvalid }),
});
export type ConfirmationRequest = z.input<typeof confirmationRequestSchema>;
export const confirmationRequestResultSchema = z.object({ message: z.string(), expiresAt: z.string() });

export const workHistoryEntrySchema = z.object({
  /** An added entry's id, or a hire's application id. */
  id: z.string(),
  source: z.enum(['hire', 'added']),
  employerName: z.string(),
  trade: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** "Verified hire": a hire on CrewBridge. */
  isVerifiedHire: z.boolean(),
  /** "Confirmed by <name>, <company>" for an added entry its contact confirmed (or corrected). */
  confirmation: z
    .object({ name: z.string(), company: z.string(), confirmedAt: z.string(), wasCorrected: z.boolean(), note: z.string().nullable() })
    .nullable(),
  /**
   * Only for the worker himself: whom the entry names, and until when the last link sent is open ("Awaiting
   * confirmation"; null when none is out, used or expired).
   */
  contact: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), awaitingUntil: z.string().nullable() })
    .nullable(),
});
export type WorkHistoryEntry = z.infer<typeof workHistoryEntrySchema>;
export const workHistoryListSchema = z.object({ entries: z.array(workHistoryEntrySchema) });
export type WorkHistoryList = z.infer<typeof workHistoryListSchema>;

export const confirmationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the link page shows: the entry as the worker wrote it, and whether the link still works. */
export const confirmationPreviewSchema = z.object({
  workerName: z.string(),
  employerName: z.string(),
  trade: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  contactName: z.string(),
  language: z.enum(LANGUAGES),
  state: z.enum(['pending', 'used', 'expired']),
  expiresAt: z.string(),
});
export type ConfirmationPreview = z.infer<typeof confirmationPreviewSchema>;

export const confirmationAnswerSchema = z
  .object({
    action: z.enum(['confirm', 'correct'], { error: WORK_HISTORY_MESSAGES.actionInvalid }),
    confirmerName: text(WORK_HISTORY_MESSAGES.confirmerNameRequired),
    /** The confirmer's company, when it is not the entry's employer name. */
    company: text(WORK_HISTORY_MESSAGES.employerNameRequired).optional(),
    correction: z
      .object({
        trade: text(WORK_HISTORY_MESSAGES.tradeRequired).optional(),
        startDate: isoDate.optional(),
        endDate: z.preprocess(blankTo(null), isoDate.nullable().optional()),
        note: z.string().trim().max(WORK_HISTORY_NOTE_MAX, WORK_HISTORY_MESSAGES.noteTooLong).optional(),
      })
      .optional(),
  })
  .refine((body) => body.action === 'confirm' || (body.correction !== undefined && Object.keys(body.correction).length > 0), {
    message: WORK_HISTORY_MESSAGES.correctionRequired,
    path: ['correction'],
  });
export type ConfirmationAnswer = z.input<typeof confirmationAnswerSchema>;
export type ParsedConfirmationAnswer = z.output<typeof confirmationAnswerSchema>;
