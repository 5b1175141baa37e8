import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
/**
 * Built-in provider for running without Stripe keys: intents are recorded locally and a
 * Stripe test card number decides the outcome. No money moves and nothing leaves the machine.
 */
export function createTestCardProvider(readRecord) {
    return {
        mode: 'test',
        async createIntent() {
            const id = `pi_test_${randomBytes(12).toString('hex')}`;
            return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
        },
        retrieveIntent: readRecord,
        setup: null,
    };
}
export function intentIdFromClientSecret(clientSecret) {
    const match = /^(pi_test_[0-9a-f]+)_secret_[0-9a-f]+$/.exec(clientSecret);
    return match ? match[1] : null;
}
// Stripe's documented test numbers: https://docs.stripe.com/testing
const TEST_CARDS = {
    '4242424242424242': { brand: 'visa' },
    '4000056655665556': { brand: 'visa' },
    '5555555555554444': { brand: 'mastercard' },
    '378282246310005': { brand: 'amex' },
    '4000000000000002': { declineMessage: PAYMENT_MESSAGES.cardDeclined },
    '4000000000009995': { declineMessage: PAYMENT_MESSAGES.insufficientFunds },
    '4000000000000069': { declineMessage: PAYMENT_MESSAGES.expiryPast },
};
export function chargeTestCard(input) {
    const number = input.number.replace(/\s+/g, '');
    const card = TEST_CARDS[number];
    if (!card)
        return { approved: false, message: PAYMENT_MESSAGES.testCardsOnly };
    if ('declineMessage' in card)
        return { approved: false, message: card.declineMessage };
    return { approved: true, card: { brand: card.brand, last4: number.slice(-4), expMonth: input.expMonth, expYear: input.expYear } };
}
