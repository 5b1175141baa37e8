import { describe, expect, it } from 'vitest';
import { encodeEvent, MAX_NOTIFY_BYTES } from '../../lib/pg-event-bus';
describe('encodeEvent (NOTIFY payload)', () => {
    it('sends small events whole', () => {
        const event = { userId: 'u1', type: 'message.created', payload: { id: 'm1', content: 'hi' } };
        expect(JSON.parse(encodeEvent(event))).toEqual(event);
    });
    it('sends only the id of an event too large for NOTIFY', () => {
        const event = { userId: 'u1', type: 'message.created', payload: { id: 'm1', content: '€'.repeat(4000) } };
        const encoded = encodeEvent(event);
        expect(Buffer.byteLength(encoded)).toBeLessThan(MAX_NOTIFY_BYTES);
        expect(JSON.parse(encoded)).toEqual({ userId: 'u1', type: 'message.created', payload: { id: 'm1', partial: true } });
    });
});
