import { EventEmitter } from 'node:events';

/** Something that happened for one user: a message, an application status change, an interview. */
export interface UserEvent {
  userId: string;
  type: string;
  payload: unknown;
}

/**
 * Delivers user events to every app instance: in-process for the embedded single server,
 * PostgreSQL LISTEN/NOTIFY when several instances share one database (messaging issue).
 */
export interface EventBus {
  publish(event: UserEvent): Promise<void>;
  subscribe(listener: (event: UserEvent) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessEventBus(): EventBus {
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
