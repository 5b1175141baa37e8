import { createInflate, createInflateRaw } from 'node:zlib';
/**
 * How many bytes `data` really inflates to, whatever a header declares, counting no further than
 * just past `budget` so that a bomb costs no more than the budget. A corrupt stream counts what it
 * gave before failing, since a lenient decoder would have produced that much too.
 */
export function inflatedSize(data, format, budget) {
    return new Promise((resolve) => {
        const inflater = format === 'raw' ? createInflateRaw({ chunkSize: 64 * 1024 }) : createInflate({ chunkSize: 64 * 1024 });
        let size = 0;
        inflater.on('data', (chunk) => {
            size += chunk.length;
            if (size > budget) {
                inflater.destroy();
                resolve(size);
            }
        });
        inflater.on('end', () => resolve(size));
        inflater.on('error', () => resolve(size));
        inflater.end(data);
    });
}
