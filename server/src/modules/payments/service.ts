/**
 * The payments module's public face: routes, other modules and app.ts import from here. Each
 * concern lives in its own file: the providers, checkout by card, PayPal, Stripe's webhooks,
 * what a payment grants, saved cards, the purchase and invoice history, and pay-per-hire fees.
 */
export { createPaymentProviders, paymentConfig, type PaymentProviders, type PurchaseGrants } from './providers';
export { confirmPayment, confirmTestCardPayment, createCardIntent } from './checkout';
export { capturePayPalOrder, createPayPalOrder } from './paypal';
export { handleStripeWebhook } from './webhooks';
export { handlePayPalWebhook, reconcilePendingRefunds } from './refund-webhooks';
export {
  createCardSetup,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  saveSetupCard,
  saveTestCard,
  toPaymentMethodDto,
} from './payment-methods';
export { listInvoices, listPurchases, toPurchaseDto } from './invoices';
export { emailInvoice, getInvoicePdf, type InvoiceMailer } from './invoice-documents';
export { recordPayPerHireFee, voidPayPerHireFee } from './pay-per-hire';
export { findConsolePayment, listConsolePayments, refundInvoice, type RefundInput } from './refunds';
export { findDefaultCard, recordRenewalCharge } from './renewal-charges';
export { BILLING_EVENT_TYPES, type BillingEvent } from './providers';
