import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@core/contact/schemas';
import { contactMessages } from '../../db/schema/contact';
import { injectAs } from '../../test/api';
import { createTestApp } from '../../test/test-app';
import { errorBody } from '../../test/error-body';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const form = {
    name: 'Dana Reyes',
    email: 'Dana.Reyes@Example.com',
    subject: 'Posting several jobs',
    category: 'job',
    message: 'Can I post jobs for three sites at once?',
};
let addressCounter = 0;
function send(payload, remoteAddress = `10.1.0.${(addressCounter += 1)}`) {
    return injectAs(ctx.app, null).post('/api/contact', payload, { remoteAddress });
}
describe('POST /api/contact', () => {
    it('stores the message for a signed-out visitor', async () => {
        const response = await send({ ...form, name: '  Dana Reyes ' });
        expect(response.statusCode).toBe(201);
        const { id } = response.json();
        const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
        expect(row).toMatchObject({ ...form, email: 'dana.reyes@example.com' });
    });
    it.each([undefined, ''])('stores no category when it is %j', async (category) => {
        const response = await send({ ...form, category });
        expect(response.statusCode).toBe(201);
        const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
        expect(row?.category).toBeNull();
    });
    it.each([
        ['no name', { name: undefined }, CONTACT_MESSAGES.nameRequired],
        ['a blank name', { name: '  ' }, CONTACT_MESSAGES.nameRequired],
        ['no email', { email: undefined }, CONTACT_MESSAGES.emailRequired],
        ['a malformed email', { email: 'dana-at-example' }, CONTACT_MESSAGES.emailInvalid],
        ['an empty subject', { subject: '' }, CONTACT_MESSAGES.subjectRequired],
        ['an unknown category', { category: 'sales' }, CONTACT_MESSAGES.categoryInvalid],
        ['no message', { message: undefined }, CONTACT_MESSAGES.messageRequired],
        ['a 5001-character message', { message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
    ])('rejects %s with 400', async (_case, change, message) => {
        const response = await send({ ...form, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it('limits one address to 10 messages a minute', async () => {
        for (let i = 0; i < 10; i += 1)
            expect((await send(form, '10.2.0.1')).statusCode).toBe(201);
        expect((await send(form, '10.2.0.1')).statusCode).toBe(429);
    });
});
