import { EventEmitter } from 'node:events';
export function createInProcessEventBus() {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    return {
        async publish(event) {
            emitter.emit('event', event);
        },
        subscribe(listener) {
            emitter.on('event', listener);
            return () => emitter.off('event', listener);
        },
        async close() {
            emitter.removeAllListeners();
        },
    };
}
