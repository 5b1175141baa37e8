import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each feature keeps its texts in locales/<lang>/<namespace>.json; adding a file registers it.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(catalogues)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  resources[language!] ??= {};
  resources[language!]![namespace!] = module.default;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
