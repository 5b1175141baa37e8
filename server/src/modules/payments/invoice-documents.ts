import { shownEmail } from '@core/auth/phone-sign-in-schemas';
import type { User } from '@core/auth/schemas';
import { formatInvoiceNumber, PAYMENT_MESSAGES } from '@core/payments/schemas';
import type { Language } from '@core/shared/options';
import { formatPhone } from '@core/shared/phone';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import type { Executor } from '../../db/client';
import { emailTexts, type Translate } from '../../lib/language';
import type { MailAttachment } from '../../lib/mailer';
import { billingItemName } from '../../lib/billing-item-name';
import { buildTextPdf } from '../../lib/text-pdf';
import { AppError } from '../../plugins/errors';
import { findCreditedInvoiceNumber } from './credited-invoice-repository';
import * as repo from './repository';

/**
 * What sends an invoice's e-mail: the notifications module's notifier, which sits beside payments
 * in the module graph, so infrastructure.ts hands it in (its `email`, `text` and `url`, nothing else).
 */
export interface InvoiceMailer {
  email(
    db: Executor,
    message: {
      userId: string | null;
      to: string;
      language: Language;
      kind: string;
      compose: (locale: { t: Translate }) => {
        subject: string;
        content: { heading: string; paragraphs: string[]; action?: { label: string; url: string } };
        attachments?: MailAttachment[];
      };
    },
  ): Promise<boolean>;
  /** The same message's texts and push, on the channels the user turned on for `type` (no e-mail). */
  text(
    db: Executor,
    notification: {
      userId: string;
      type: 'billing';
      compose: (locale: { t: Translate }) => {
        subject: string;
        content: { heading: string; paragraphs: string[]; action?: { label: string; url: string } };
      };
      text: (locale: { t: Translate }) => { line: string; action?: { label: string; url: string } };
    },
  ): Promise<boolean>;
  url(path: string): string;
}

const billingPath = (userType: string) => (userType === 'worker' ? '/worker-dashboard?tab=billing' : '/employer-dashboard?tab=billing');

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A day as its reader reads it: their language, their zone (the Central zone when the browser never told theirs). */
function readerDate(at: Date, language: Language, timeZone: string | null) {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: zone }).format(at);
  try {
    return format(timeZone ?? DEFAULT_TIME_ZONE);
  } catch {
    return format(DEFAULT_TIME_ZONE);
  }
}

/** What a document and its e-mail say: the number, the day, the amount and what was paid for, in `language`. */
async function facts(db: Executor, row: repo.InvoiceWithOwner, language: Language, timeZone: string | null) {
  const { invoice } = row;
  const isCreditNote = invoice.status === 'refunded';
  const credited = isCreditNote ? await findCreditedInvoiceNumber(db, invoice.id) : null;
  return {
    isCreditNote,
    number: formatInvoiceNumber(invoice.number!),
    /** The invoice a credit note credits (null for an invoice, or a credit note whose refund is not on record). */
    creditedNumber: credited === null ? null : formatInvoiceNumber(credited),
    date: readerDate(invoice.createdAt, language, timeZone),
    amount: usd(invoice.amountCents),
    item: billingItemName(emailTexts(language), invoice.description),
  };
}

type InvoiceFacts = Awaited<ReturnType<typeof facts>>;

/** "Invoice CB-000012", "Credit note CB-000014 for invoice CB-000012". */
function documentTitle(t: Translate, f: InvoiceFacts) {
  if (!f.isCreditNote) return t('invoice.pdf_invoice', { number: f.number });
  return f.creditedNumber
    ? t('invoice.pdf_credit_note_for', { number: f.number, invoice: f.creditedNumber })
    : t('invoice.pdf_credit_note', { number: f.number });
}

/**
 * The invoice's PDF in its owner's language, dates in `timeZone` (the reader's). The text is drawn by
 * pdf-lib, which writes every string as escaped hex, so no user text can break the document.
 */
export async function renderInvoicePdf(db: Executor, row: repo.InvoiceWithOwner, timeZone: string | null) {
  return drawInvoicePdf(row, await facts(db, row, row.language, timeZone));
}

/**
 * Who the invoice bills: the company and its address, or the address; an account that joined by
 * phone has no address to print (issue 55), so its name, or its number, instead of the placeholder.
 */
function billedTo(row: repo.InvoiceWithOwner) {
  const email = shownEmail(row.email);
  if (row.company) return email ? `${row.company} <${email}>` : row.company;
  return email || [row.firstName, row.lastName].filter(Boolean).join(' ') || (row.phone ? formatPhone(row.phone) : '');
}

function drawInvoicePdf(row: repo.InvoiceWithOwner, f: InvoiceFacts) {
  const t = emailTexts(row.language);
  return buildTextPdf([
    'CrewBridge',
    '',
    documentTitle(t, f),
    t('invoice.pdf_date', { date: f.date }),
    t('invoice.pdf_billed_to', { name: billedTo(row) }),
    '',
    t('invoice.pdf_item', { item: f.item }),
    t('invoice.pdf_amount', { amount: f.amount }),
    '',
    t(f.isCreditNote ? 'invoice.pdf_refunded' : 'invoice.pdf_paid'),
    t('invoice.pdf_currency'),
  ]);
}

export const invoiceFileName = (number: number) => `${formatInvoiceNumber(number)}.pdf`;

/** An invoice's PDF for its owner or an operator; anyone else is told it does not exist (404). */
export async function getInvoicePdf(db: Executor, reader: User, invoiceId: string) {
  const row = await repo.findInvoiceWithOwner(db, invoiceId);
  const mayRead = row && (row.invoice.userId === reader.id || reader.userType === 'operator');
  if (!mayRead || row.invoice.number === null) throw new AppError(404, PAYMENT_MESSAGES.invoiceNotFound);
  return { pdf: await renderInvoicePdf(db, row, reader.timeZone ?? null), fileName: invoiceFileName(row.invoice.number) };
}

/** Queues the receipt (a charge) or credit note (a refund) e-mail, the PDF attached, in its owner's language. */
export async function emailInvoice(tx: Executor, mailer: InvoiceMailer | null, invoiceId: string) {
  if (!mailer) return;
  const row = await repo.findInvoiceWithOwner(tx, invoiceId);
  if (!row || row.invoice.number === null) return;
  const f = await facts(tx, row, row.language, row.timeZone);
  const pdf = await drawInvoicePdf(row, f);
  const kind = f.isCreditNote ? 'refund' : 'charge';
  const params = {
    number: f.number,
    amount: usd(Math.abs(row.invoice.amountCents)),
    item: f.item,
    date: f.date,
    invoice: f.creditedNumber ?? '',
  };
  const body = f.creditedNumber ? `invoice.${kind}_body_for` : `invoice.${kind}_body`;
  await mailer.email(tx, {
    userId: row.invoice.userId,
    to: row.email,
    language: row.language,
    kind: `invoice_${kind}`,
    compose: ({ t }) => ({
      subject: t(`invoice.${kind}_subject`, params),
      content: {
        heading: t(`invoice.${kind}_heading`),
        paragraphs: [t(body, params)],
        action: { label: t('invoice.action'), url: mailer.url(billingPath(row.userType)) },
      },
      attachments: [
        {
          filename: invoiceFileName(row.invoice.number!),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    }),
  });
}
