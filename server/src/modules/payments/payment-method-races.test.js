import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { useTwoInstances } from '../../test/two-instances';
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
/** The same number with another expiry is another card. */
const cardExpiring = (month) => ({ ...VISA, expiry: `${String(month).padStart(2, '0')}/35` });
// Saved cards stay one row per card, with one default, when a user's requests run at once on two instances.
describe.skipIf(!process.env.TEST_DATABASE_URL)('saved cards under parallel requests on two instances', () => {
    const apps = useTwoInstances();
    const cardsOf = (userId) => apps[0].db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
    const statusesOf = async (responses) => (await Promise.all(responses)).map((response) => response.statusCode).sort();
    it('stores a card saved 30 times at once once, as the default', async () => {
        const user = await registerUser(apps[0], 'worker');
        const saves = Array.from({ length: 30 }, (_, i) => injectAs(apps[i % 2], user).post('/api/payment-methods/test-mode', VISA));
        expect(await statusesOf(saves)).toEqual([201, ...Array(29).fill(409)]);
        expect((await cardsOf(user.user.id)).map((card) => [card.last4, card.isDefault])).toEqual([['4242', true]]);
    });
    it('keeps the card of 12 payments confirmed at once once', async () => {
        const user = await registerUser(apps[0], 'employer');
        const secrets = [];
        for (let i = 0; i < 12; i += 1) {
            const intent = await injectAs(apps[0], user).post('/api/payments/create-intent', { planId: 'basic', amount: 9900 });
            expect(intent.statusCode).toBe(200);
            secrets.push(intent.json().clientSecret);
        }
        const confirms = secrets.map((clientSecret, i) => injectAs(apps[i % 2], user).post('/api/payments/test-mode/confirm', { clientSecret, ...VISA }));
        expect(await statusesOf(confirms)).toEqual(Array(12).fill(200));
        expect(await cardsOf(user.user.id)).toHaveLength(1);
    });
    it('makes exactly one of 12 different cards saved at once the default', async () => {
        const user = await registerUser(apps[0], 'worker');
        const saves = Array.from({ length: 12 }, (_, i) => injectAs(apps[i % 2], user).post('/api/payment-methods/test-mode', cardExpiring(i + 1)));
        expect(await statusesOf(saves)).toEqual(Array(12).fill(201));
        const cards = await cardsOf(user.user.id);
        expect(cards).toHaveLength(12);
        expect(cards.filter((card) => card.isDefault)).toHaveLength(1);
    });
    it('leaves one default when the default and the next card are removed at once', async () => {
        for (let round = 0; round < 8; round += 1) {
            const user = await registerUser(apps[0], 'worker');
            const ids = [];
            for (let month = 1; month <= 3; month += 1) {
                ids.push((await injectAs(apps[0], user).post('/api/payment-methods/test-mode', cardExpiring(month))).json().id);
            }
            const removals = [ids[0], ids[1]].map((id, i) => injectAs(apps[i % 2], user).delete(`/api/payment-methods/${id}`));
            expect(await statusesOf(removals)).toEqual([200, 200]);
            expect((await cardsOf(user.user.id)).map((card) => [card.id, card.isDefault])).toEqual([[ids[2], true]]);
        }
    });
});
