/**
 * The answers to a signed-in page's first reads, asked for by the inline boot script before the page's code arrived
 * (core/shared/boot-script.ts, core/routes.ts `bootRequests`). Each is taken once, by the first GET of its URL.
 */
interface BootRequests {
  token: string;
  /** null: the request failed (offline, cancelled): the caller asks again. */
  responses: Record<string, Promise<Response | null> | undefined>;
}

declare global {
  interface Window {
    crewbridgeBootRequests?: BootRequests;
  }
}

/** The boot script's answer for a GET of `url`, if it asked for one with `token` (a session since changed reads its own). */
export function takeBootResponse(url: string, token: string | null): Promise<Response | null> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.crewbridgeBootRequests;
  const response = boot?.responses[url];
  if (!boot || !response) return undefined;
  delete boot.responses[url];
  return boot.token === token ? response : undefined;
}
