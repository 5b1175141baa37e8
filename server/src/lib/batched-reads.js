/**
 * Reads asked for together go to the database together: the reads asked for in one turn of the
 * event loop, or while `maxInFlight` batches are running, share the next call of `readAll` (at
 * most `maxBatch` of them). Every read still starts after its caller asked, so it sees all that
 * was committed before; under load many requests share one round trip and its fixed cost.
 */
export function createBatchedReader(readAll, { maxInFlight = 2, maxBatch = 64 } = {}) {
    let waiting = [];
    let inFlight = 0;
    let scheduled = false;
    const stats = { reads: 0, batches: 0 };
    function dispatch() {
        scheduled = false;
        while (inFlight < maxInFlight && waiting.length > 0) {
            const batch = waiting.slice(0, maxBatch);
            waiting = waiting.slice(maxBatch);
            inFlight += 1;
            stats.batches += 1;
            stats.reads += batch.length;
            readAll(batch.map((read) => read.input))
                .then((outs) => batch.forEach((read, i) => read.resolve(outs[i])), (error) => batch.forEach((read) => read.reject(error)))
                .finally(() => {
                inFlight -= 1;
                dispatch();
            });
        }
    }
    return {
        read(input) {
            return new Promise((resolve, reject) => {
                waiting.push({ input, resolve, reject });
                if (!scheduled && inFlight < maxInFlight) {
                    scheduled = true;
                    setImmediate(dispatch);
                }
            });
        },
        stats: () => ({ ...stats }),
    };
}
