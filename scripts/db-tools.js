/** A file name's time: 20261127-153000. */
export function timestamp(at = new Date()) {
    return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}
/** The embedded database belongs to one process: refuse while the app answers on its port. */
export async function refuseWhileServing(port) {
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
    if (answered) {
        console.error(`CrewBridge is running on port ${port}: stop it first (the embedded database is one process's).`);
        process.exit(1);
    }
}
