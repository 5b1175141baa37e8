import { describe, expect, it } from 'vitest';
import { createBatchedReader } from './batched-reads';
/** A readAll whose calls are recorded and answered when the test says. */
function controlledReads() {
    const calls = [];
    const readAll = (inputs) => new Promise((resolve, reject) => {
        calls.push({ inputs, answer: () => resolve(inputs.map((n) => `row ${n}`)), fail: reject });
    });
    return { calls, readAll };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
describe('createBatchedReader', () => {
    it('sends the reads of one turn together and answers each with its own result', async () => {
        const { calls, readAll } = controlledReads();
        const reader = createBatchedReader(readAll);
        const answers = Promise.all([reader.read(1), reader.read(2), reader.read(3)]);
        await nextTurn();
        expect(calls.map((call) => call.inputs)).toEqual([[1, 2, 3]]);
        calls[0].answer();
        expect(await answers).toEqual(['row 1', 'row 2', 'row 3']);
        expect(reader.stats()).toEqual({ reads: 3, batches: 1 });
    });
    it('holds reads while maxInFlight batches run, then sends them together', async () => {
        const { calls, readAll } = controlledReads();
        const reader = createBatchedReader(readAll, { maxInFlight: 1 });
        const first = reader.read(1);
        await nextTurn();
        const later = [reader.read(2), reader.read(3)];
        await nextTurn();
        expect(calls).toHaveLength(1);
        calls[0].answer();
        expect(await first).toBe('row 1');
        await nextTurn();
        expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3]]);
        calls[1].answer();
        expect(await Promise.all(later)).toEqual(['row 2', 'row 3']);
    });
    it('splits a crowd into batches of maxBatch', async () => {
        const { calls, readAll } = controlledReads();
        const reader = createBatchedReader(readAll, { maxInFlight: 2, maxBatch: 2 });
        const answers = Promise.all([1, 2, 3, 4, 5].map((n) => reader.read(n)));
        await nextTurn();
        expect(calls.map((call) => call.inputs)).toEqual([
            [1, 2],
            [3, 4],
        ]);
        calls.forEach((call) => call.answer());
        await nextTurn();
        await nextTurn();
        expect(calls.map((call) => call.inputs).at(-1)).toEqual([5]);
        calls[2].answer();
        expect(await answers).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
    });
    it('rejects every read of a failed batch, and later reads still go', async () => {
        const { calls, readAll } = controlledReads();
        const reader = createBatchedReader(readAll);
        const failed = [reader.read(1), reader.read(2)];
        await nextTurn();
        calls[0].fail(new Error('connection lost'));
        for (const read of failed)
            await expect(read).rejects.toThrow('connection lost');
        const after = reader.read(3);
        await nextTurn();
        calls[1].answer();
        expect(await after).toBe('row 3');
    });
});
