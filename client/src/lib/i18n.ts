import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { codeOf, type MessageParams } from '@core/shared/messages';
import { LANGUAGES, type Language } from '@core/shared/options';

// Each feature keeps its texts in locales/<lang>/<namespace>.json; adding a file registers it.
// The app shell's English namespaces ship with the first script; a feature's arrive with its page
// and Spanish ones with their first use (useTranslation suspends until they are in), so the first
// screen downloads no other page's or language's texts.
const SHELL_NAMESPACES = ['common', 'meta', 'app-shell', 'options'];
const bundled = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/en/common.json', '../locales/en/meta.json', '../locales/en/app-shell.json', '../locales/en/options.json'],
  { eager: true },
);
type CatalogueLoader = () => Promise<{ default: Record<string, unknown> }>;
// Error texts live in core/locales, where the API reads them too: one wording for the screen and the API.
const onDemand = new Map<string, CatalogueLoader>(
  Object.entries({
    ...import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json'),
    ...import.meta.glob<{ default: Record<string, unknown> }>('../../../core/locales/*/errors.json'),
  }).map(([path, load]) => [/locales\/([^/]+\/[^/]+)\.json$/.exec(path)![1]!, load]),
);

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(bundled)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  resources[language!] ??= {};
  resources[language!]![namespace!] = module.default;
}

const onDemandCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = onDemand.get(`${language}/${namespace}`);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * The language of the HTML the page arrived with: pre-rendered at build (#root's data-prerendered)
 * or by the server (data-rendered); none for the app's bare shell.
 */
export function renderedLanguage(): Language | null {
  const root = typeof document.getElementById === 'function' ? document.getElementById('root') : null;
  const language = root?.dataset.rendered ?? root?.dataset.prerendered;
  return isLanguage(language) ? language : null;
}

/**
 * The language a link asks for (?lang=es), else the choice kept in this browser, else the language
 * the page was rendered in for this browser (renderedLanguage), else the first English
 * or Spanish entry of the browser's languages (es-MX is Spanish). The page thus paints and starts
 * in one language.
 */
export function detectLanguage(): Language {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(saved)) return saved;
  const rendered = renderedLanguage();
  if (rendered) return rendered;
  const primary = (navigator.languages ?? [navigator.language]).map((tag) => tag.split('-')[0]!.toLowerCase()).find(isLanguage);
  return primary ?? 'en';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the interface and keeps the choice in this browser. */
export function applyLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  if (language !== i18n.language) void i18n.changeLanguage(language);
}

/**
 * A server answer's or a form's message in the active language. English shows the text as written
 * (the spec's wording); another language shows the errors catalogue's text for the message's code
 * with `params` (the values of a message with parameters), or the text as written when its code has none.
 */
export function translateMessage(message: string, code: string | undefined = codeOf(message), params?: MessageParams): string {
  if (!code || currentLanguage() === 'en') return message;
  return i18n.t(code, { ns: 'errors', ...params, defaultValue: message });
}

// Screen readers and the browser's hyphenation and translation offers read the page's language here.
// Error texts are read outside render (a failed request's toast), so they load with the language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (language !== 'en') void i18n.loadNamespaces('errors');
});

void i18n
  .use(onDemandCatalogues)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    ns: SHELL_NAMESPACES,
    lng: detectLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;
