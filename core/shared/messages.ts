/**
 * The one registry of user-facing messages. Each domain defines its texts with `defineMessages`
 * and every text gets a stable code, `<domain>.<snake_case_key>` (e.g. `jobs.not_found`): the API
 * answers `{ message, code }`, and a client can translate by code, or a zod form error through
 * `codeOf(its message)`. A text belongs to one rule: a domain that needs another's text reuses
 * that constant outside its own `defineMessages` call.
 */

/** The values of a message with parameters, named as its catalogue's {{placeholders}}: flat, so any client can interpolate them. */
export type MessageParams = Record<string, string | number>;

type MessageFormat = (params: never) => string;

/** A message with parameters, which carries its code because its texts cannot be looked up. */
export type CodedFormat<F extends MessageFormat> = F & {
  readonly code: string;
  /** The text with its code and its values, as an error answer carries them. */
  readonly coded: (params: Parameters<F>[0]) => CodedMessage;
};

type DefinedMessages<T> = { readonly [K in keyof T]: T[K] extends MessageFormat ? CodedFormat<T[K]> : T[K] };

const codeByText = new Map<string, string>();
const registeredCodes = new Set<string>();

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function defineMessages<const T extends Record<string, string | MessageFormat>>(domain: string, messages: T): DefinedMessages<T> {
  const defined: Record<string, string | CodedFormat<MessageFormat>> = {};
  for (const [key, message] of Object.entries(messages)) {
    const code = `${domain}.${snakeCase(key)}`;
    if (typeof message === 'function') {
      defined[key] = Object.assign((params: never) => message(params), {
        code,
        coded: (params: never): CodedMessage => ({ message: message(params), code, params }),
      });
    } else {
      const owner = codeByText.get(message);
      // The same code again is a module evaluated twice (hot reload), not a second rule.
      if (owner && owner !== code) throw new Error(`"${message}" is already ${owner}; reuse that constant for ${code}`);
      codeByText.set(message, code);
      defined[key] = message;
    }
    registeredCodes.add(code);
  }
  return defined as DefinedMessages<T>;
}

/** The code of a registered text, or undefined for any other text. */
export function codeOf(message: string): string | undefined {
  return codeByText.get(message);
}

/** A message with the code of its rule and, for texts that carry parameters, their values. */
export interface CodedMessage {
  message: string;
  code: string;
  params?: MessageParams;
}

/** The code of a text that must be registered (a constant of a message map); throws otherwise. */
export function requireCode(message: string): string {
  const code = codeByText.get(message);
  if (!code) throw new Error(`"${message}" is not a registered message`);
  return code;
}

/** The code of a failed validation whose message is zod's own rather than a registered one. */
export const VALIDATION_CODE = 'validation.invalid';

const CODE_BY_STATUS: Record<number, string> = {
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  429: 'request.rate_limited',
};

/** The code of an error answer whose text is not one of ours (Fastify's, a plugin's, a proxy's). */
export function codeForStatus(status: number): string {
  if (status >= 500) return requireCode(SERVER_MESSAGES.error);
  if (status === 404) return REQUEST_MESSAGES.notFound.code;
  return CODE_BY_STATUS[status] ?? requireCode(REQUEST_MESSAGES.invalid);
}

/** Every code an error answer can carry (what a translation catalogue must cover). */
export function listMessageCodes(): string[] {
  return [...new Set([...registeredCodes, VALIDATION_CODE, ...Object.values(CODE_BY_STATUS)])].sort();
}

/** Texts several domains' forms share. */
export const FIELD_MESSAGES = defineMessages('field', {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Enter a phone number like (832) 555-0147, or + and the country code for a number outside the US',
  locationRequired: 'Location is required',
  nameTooLong: 'Name must be at most 100 characters',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageTooLong: 'Message must be at most 5000 characters',
  nothingToChange: 'Nothing to change',
});

export const REQUEST_MESSAGES = defineMessages('request', {
  invalid: 'Invalid request',
  invalidJson: 'Request body is not valid JSON',
  urlTooLong: 'This address is too long',
  notFound: ({ method, path }: { method: string; path: string }) => `Route ${method} ${path} not found`,
  crossSite: 'This request did not come from CrewBridge and was refused',
});

export const SERVER_MESSAGES = defineMessages('server', {
  error: 'Something went wrong. Please try again.',
});
