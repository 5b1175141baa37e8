/**
 * The one registry of user-facing messages. Each domain defines its texts with `defineMessages`
 * and every text gets a stable code, `<domain>.<snake_case_key>` (e.g. `jobs.not_found`): the API
 * answers `{ message, code }`, and a client can translate by code, or a zod form error through
 * `codeOf(its message)`. A text belongs to one rule: a domain that needs another's text reuses
 * that constant outside its own `defineMessages` call.
 */
type MessageFormat = (...args: never[]) => string;

/** A message with parameters, which carries its code because its texts cannot be looked up. */
export type CodedFormat<F extends MessageFormat> = F & { readonly code: string };

type DefinedMessages<T> = { readonly [K in keyof T]: T[K] extends MessageFormat ? CodedFormat<T[K]> : T[K] };

const codeByText = new Map<string, string>();
const registeredCodes = new Set<string>();

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function defineMessages<const T extends Record<string, string | MessageFormat>>(
  domain: string,
  messages: T,
): DefinedMessages<T> {
  const defined: Record<string, string | CodedFormat<MessageFormat>> = {};
  for (const [key, message] of Object.entries(messages)) {
    const code = `${domain}.${snakeCase(key)}`;
    registeredCodes.add(code);
    if (typeof message === 'function') {
      defined[key] = Object.assign((...args: never[]) => message(...args), { code });
      continue;
    }
    const owner = codeByText.get(message);
    // The same code again is a module evaluated twice (hot reload), not a second rule.
    if (owner && owner !== code) throw new Error(`"${message}" is already ${owner}; reuse that constant for ${code}`);
    codeByText.set(message, code);
    defined[key] = message;
  }
  return defined as DefinedMessages<T>;
}

/** The code of a registered text, or undefined for any other text. */
export function codeOf(message: string): string | undefined {
  return codeByText.get(message);
}

/** Codes of answers whose text is not one of ours (Fastify's, a plugin's, zod's own). */
export const FALLBACK_CODES = {
  validation: 'validation.invalid',
  notFound: 'request.not_found',
  tooLarge: 'request.too_large',
  unsupportedMediaType: 'request.unsupported_media_type',
  rateLimited: 'request.rate_limited',
} as const;

/** Every code an error answer can carry (what a translation catalogue must cover). */
export function listMessageCodes(): string[] {
  return [...new Set([...registeredCodes, ...Object.values(FALLBACK_CODES)])].sort();
}

/** Texts several domains' forms share. */
export const FIELD_MESSAGES = defineMessages('field', {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  locationRequired: 'Location is required',
  nameTooLong: 'Name must be at most 100 characters',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
});

export const REQUEST_MESSAGES = defineMessages('request', {
  invalid: 'Invalid request',
  invalidJson: 'Request body is not valid JSON',
  routeNotFound: (method: string, path: string) => `Route ${method} ${path} not found`,
  crossSite: 'This request did not come from CrewBridge and was refused',
});

export const SERVER_MESSAGES = defineMessages('server', {
  error: 'Something went wrong. Please try again.',
});
