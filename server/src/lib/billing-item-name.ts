import { ANNUAL_INVOICE_SUFFIX } from '@core/payments/catalogue';
import { parseInvoiceDescription, type CatalogueText, type InvoiceDescription } from '@core/shared/catalogue-texts';
import type { Translate } from './language';

/**
 * What a billing message (receipt, credit note, failed payment, plan ended) calls the thing paid for, in the
 * reader's language. Payments stores an invoice's description in English (a plan's catalogue name, " (annual)",
 * "Refund - " before another, a pay-per-hire fee with the job's title); the e-mails catalogue's `billing.plan`
 * is the client's `catalogue` namespace `plan` (billing-item-name.test.ts keeps the two equal), so an e-mail, a
 * text and the billing tab name a plan alike. A job's title and text no catalogue wrote read as stored.
 */
export function billingItemName(t: Translate, description: string): string {
  const label = (text: CatalogueText) => t(`billing.${text.key}`, { defaultValue: text.en });
  const describe = (parsed: InvoiceDescription): string => {
    if (parsed.kind === 'refund') return t('billing.refund', { item: describe(parsed.of) });
    if (parsed.kind === 'payPerHire') return t('billing.pay_per_hire', { title: parsed.jobTitle });
    if (parsed.kind === 'other') return parsed.text;
    return parsed.isAnnual ? t('billing.annual', { name: label(parsed.name) }) : label(parsed.name);
  };
  return describe(parseInvoiceDescription(description));
}

/** A renewing plan's name (a catalogue item, annual or not) as billingItemName words it. */
export function billingPlanName(t: Translate, item: { name: string; isAnnual: boolean } | undefined, storedName: string): string {
  if (!item) return storedName;
  return billingItemName(t, item.isAnnual ? `${item.name}${ANNUAL_INVOICE_SUFFIX}` : item.name);
}
