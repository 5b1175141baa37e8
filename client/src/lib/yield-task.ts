/**
 * Resolves in a new task, so the work after it does not lengthen the current one. A message, not a timer: hidden
 * tabs hold timers back (up to a second) and do not hold messages. BOOT_SCRIPT (core/shared/boot-script.ts) yields
 * between the shell's chunks the same way.
 */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
