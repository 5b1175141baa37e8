import type { FastifyRequest } from 'fastify';
import i18next from 'i18next';
import enErrors from '@core/locales/en/errors.json' with { type: 'json' };
import enEmails from '@core/locales/en/emails.json' with { type: 'json' };
import esErrors from '@core/locales/es/errors.json' with { type: 'json' };
import esEmails from '@core/locales/es/emails.json' with { type: 'json' };
import enPublicPages from '@core/locales/en/public-pages.json' with { type: 'json' };
import esPublicPages from '@core/locales/es/public-pages.json' with { type: 'json' };
import type { CodedMessage, MessageParams } from '@core/shared/messages';
import { LANGUAGES, type Language } from '@core/shared/options';

// The client's errors catalogue is this one (core/locales), so the API and the screen say the same words.
// The e-mails' texts (and the interview calendar file's) sit beside it, checked by the same catalogue test.
const translator = i18next.createInstance();
void translator.init({
  resources: {
    en: { errors: enErrors, emails: enEmails, 'public-pages': enPublicPages },
    es: { errors: esErrors, emails: esEmails, 'public-pages': esPublicPages },
  },
  ns: ['errors', 'emails', 'public-pages'],
  defaultNS: 'errors',
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first English or Spanish language of an Accept-Language header by its q weights (es-MX is Spanish), if any. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...rest] = entry.trim().split(';');
      const q = rest.map((part) => /^\s*q=([\d.]+)\s*$/.exec(part)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]!.toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLanguage);
}

/** The language an answer speaks: the signed-in user's saved one, else the browser's Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? languageFromHeader(request.headers['accept-language']) ?? 'en';
}

/** A server-written page's language: ?lang when it names one (askedLanguage), else the browser's Accept-Language, else English. */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): { language: Language; askedLanguage?: Language } {
  const asked = (query as Record<string, unknown> | undefined)?.lang;
  const askedLanguage = LANGUAGES.find((language) => language === asked);
  return { language: askedLanguage ?? languageFromHeader(acceptLanguage) ?? 'en', askedLanguage };
}

/** A coded message in `language`: English as written (the spec's wording), another language from the errors catalogue by its code. */
export function localizeMessage(language: Language, { message, code, params }: CodedMessage): string {
  if (language === 'en') return message;
  return translator.t(code, { lng: language, ...params, defaultValue: message });
}

/** A text of the e-mails catalogue with its values ({{placeholders}}; `count` picks the plural form). */
export type Translate = (key: string, params?: MessageParams) => string;

/** The e-mails catalogue in `language`: what a message to a user says in the language they chose. */
export function emailTexts(language: Language): Translate {
  return (key, params) => translator.t(key, { lng: language, ns: 'emails', ...params });
}

/** The texts of the pages the server writes itself (/jobs), in `language`. */
export function publicPageTexts(language: Language): Translate {
  return (key, params) => translator.t(key, { lng: language, ns: 'public-pages', ...params });
}
