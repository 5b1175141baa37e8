import type { FastifyRequest } from 'fastify';
import i18next from 'i18next';
import enErrors from '@core/locales/en/errors.json' with { type: 'json' };
import esErrors from '@core/locales/es/errors.json' with { type: 'json' };
import type { CodedMessage } from '@core/shared/messages';
import { LANGUAGES, type Language } from '@core/shared/options';

// The client's errors catalogue is this one (core/locales), so the API and the screen say the same words.
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { errors: enErrors }, es: { errors: esErrors } },
  ns: ['errors'],
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

/** A coded message in `language`: English as written (the spec's wording), another language from the errors catalogue by its code. */
export function localizeMessage(language: Language, { message, code, params }: CodedMessage): string {
  if (language === 'en') return message;
  return translator.t(code, { lng: language, ...params, defaultValue: message });
}
