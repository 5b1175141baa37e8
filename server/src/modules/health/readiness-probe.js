/**
 * A check answered from its last result while that is younger than `maxAgeMs`, and then still answered
 * at once from the stale result while a new check runs behind it (one at a time). Under load a readiness
 * query waits for a pool connection behind the requests; a load balancer timing that wait out would take
 * every busy instance out together. `maxAgeMs` 0 runs the check on every call.
 */
export function createReadinessProbe(check, maxAgeMs, now = () => performance.now()) {
    let last = null;
    let running = null;
    const refresh = () => (running ??= check().then((value) => {
        last = { value, at: now() };
        running = null;
        return value;
    }));
    return async () => {
        if (last && maxAgeMs > 0) {
            if (now() - last.at >= maxAgeMs)
                void refresh();
            return last.value;
        }
        return refresh();
    };
}
