import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each feature keeps its texts in locales/<lang>/<namespace>.json; adding a file registers it.
// The app shell's namespaces ship with the first script; a feature's arrive with its page
// (useTranslation suspends until they are in), so the first screen downloads no other page's texts.
const SHELL_NAMESPACES = ['common', 'meta', 'app-shell', 'options'];
const bundled = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/common.json', '../locales/*/meta.json', '../locales/*/app-shell.json', '../locales/*/options.json'],
  { eager: true },
);
const onDemand = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const cataloguePath = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;

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
    const load = onDemand[cataloguePath(language, namespace)];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n.use(onDemandCatalogues).use(initReactI18next).init({
  resources,
  partialBundledLanguages: true,
  ns: SHELL_NAMESPACES,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
