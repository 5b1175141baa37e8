import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@core/routes';
import { codeOf, listMessageCodes, type MessageParams } from '@core/shared/messages';

// Every text ships in English and Spanish, and every key the code asks for exists: a missing
// key would show its raw name ("card.apply") on a worker's phone.
const localesDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(localesDir);
// The errors namespace, which the server reads too.
const coreLocalesDir = path.resolve(srcDir, '../../core/locales');
const LANGUAGES = ['en', 'es'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, unknown>;

function readCatalogues(language: string): Record<string, Catalogue> {
  return Object.fromEntries(
    [path.join(localesDir, language), path.join(coreLocalesDir, language)].flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalogue]),
    ),
  );
}

/** Every leaf as "a.b.0.c" -> text; arrays (returnObjects lists) keep their indexes. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** What a translation must carry over unchanged: {{placeholders}}, $t() nesting and <tags>. */
function markers(text: unknown) {
  return typeof text === 'string' ? (text.match(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>/g) ?? []).sort() : [];
}

const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogues(language)])) as Record<
  (typeof LANGUAGES)[number],
  Record<string, Catalogue>
>;
const english = catalogues.en;

describe('Spanish and English catalogues', () => {
  it('have the same namespaces', () => {
    expect(Object.keys(catalogues.es).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s: same keys and plural forms, same placeholders and tags', (namespace) => {
    const en = flatten(english[namespace]);
    const es = flatten(catalogues.es[namespace] ?? {});
    expect({ missingInSpanish: [...en.keys()].filter((key) => !es.has(key)) }).toEqual({ missingInSpanish: [] });
    expect({ missingInEnglish: [...es.keys()].filter((key) => !en.has(key)) }).toEqual({ missingInEnglish: [] });
    const changed = [...en.keys()].filter((key) => markers(en.get(key)).join() !== markers(es.get(key)).join());
    expect({ changedPlaceholders: changed }).toEqual({ changedPlaceholders: [] });
  });

  it('keep the brand untranslated wherever English names it', () => {
    const brandCount = (text: unknown) => (typeof text === 'string' ? text.split('CrewBridge').length - 1 : 0);
    const renamed = Object.keys(english).flatMap((namespace) => {
      const es = flatten(catalogues.es[namespace] ?? {});
      return [...flatten(english[namespace]).entries()]
        .filter(([key, text]) => brandCount(text) !== brandCount(es.get(key)))
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(renamed).toEqual([]);
  });
});

// Every module of core, so that every message map is registered (as core's own registry test does).
const coreModules = import.meta.glob<Record<string, unknown>>(['../../../core/**/*.ts', '!../../../core/**/*.test.ts'], { eager: true });

type MessageFormat = ((params: MessageParams) => string) & { code: string };

/** A sample of every message with parameters: the catalogues' texts must say what core says with these values. */
const SAMPLE_PARAMS: Record<string, MessageParams[]> = {
  'request.not_found': [{ method: 'GET', path: '/api/nope' }],
  'auth.wrong_account_type': [{ userTypes: 'employer' }],
  'worker_profile.profile_incomplete': [{ missing: 'Phone Number, Location' }],
  'career.answer_all_questions': [{ answered: 3, total: 10 }],
  'uploads.too_large': [{ maxMb: 5 }],
  'uploads.quota_full': [{ quotaMb: 200 }],
  'payments.wrong_audience': [{ audience: 'worker' }],
  'resumes.plan_ended': [{ planName: 'Flex' }],
  'resumes.limit_reached': [{ planName: 'Standard', limit: 15 }],
  'subscriptions.not_enough_posts': [
    { count: 1, requested: 3 },
    { count: 2, requested: 5 },
  ],
};

describe('errors catalogue', () => {
  const messages = Object.values(coreModules).flatMap((exports) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('_MESSAGES'))
      .flatMap(([, map]) => Object.values(map as Record<string, string | MessageFormat>)),
  );
  const plainMessages = messages.filter((message): message is string => typeof message === 'string');
  const formats = [
    ...new Map(messages.flatMap((message) => (typeof message === 'string' ? [] : [[message.code, message] as const]))).values(),
  ];
  const englishErrors = flatten(english.errors);
  const spanishErrors = flatten(catalogues.es.errors);
  const translator = i18next.createInstance();
  void translator.init({
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { errors: catalogues[language].errors! }])),
    defaultNS: 'errors',
    initAsync: false,
    interpolation: { escapeValue: false },
  });

  it('has every coded message of core in its English words, and every other code an answer can carry', () => {
    expect(plainMessages.length).toBeGreaterThan(150);
    const stale = plainMessages
      .map((message) => ({ code: codeOf(message)!, message }))
      .filter(({ code, message }) => englishErrors.get(code) !== message)
      .map(({ code, message }) => `${code}: "${message}" (add or update it in locales/en and locales/es errors.json)`);
    expect(stale).toEqual([]);
    const uncovered = listMessageCodes().filter((code) => !hasKey('errors', code));
    expect(uncovered).toEqual([]);
  });

  it('words every message with parameters as core does, with the values as {{placeholders}} in both languages', () => {
    expect(formats.map((format) => format.code).sort()).toEqual(Object.keys(SAMPLE_PARAMS).sort());
    for (const format of formats) {
      for (const params of SAMPLE_PARAMS[format.code]!) {
        expect(translator.t(format.code, { lng: 'en', ...params })).toBe(format(params));
        const spanish = translator.t(format.code, { lng: 'es', ...params });
        expect(spanish).not.toMatch(/\{\{|\$t\(|account_types/);
        // A value named through $t() (an account type) is shown in Spanish words; any other as it is.
        const template = String(spanishErrors.get(format.code) ?? spanishErrors.get(`${format.code}_other`));
        for (const [name, value] of Object.entries(params)) {
          if (!template.includes(`.{{${name}}})`)) expect(spanish).toContain(String(value));
        }
      }
    }
  });
});

// ---- keys used in code ----

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : listSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The key itself, a plural of it, or an object under it (read with returnObjects). */
function hasKey(namespace: string, key: string) {
  const keys = flatten(english[namespace] ?? {});
  return [...keys.keys()].some(
    (candidate) => candidate === key || candidate.replace(PLURAL_SUFFIX, '') === key || candidate.startsWith(`${key}.`),
  );
}

interface KeyUse {
  file: string;
  key: string;
  /** A template literal's fixed head ("status." of `status.${x}`): some key must start with it. */
  isPrefix: boolean;
}

/**
 * The patterns this code base uses: t('key'), t("key"), t(cond ? 'a' : 'b'), t(`head.${x}`),
 * t('ns:key'), i18nKey="key" and i18n.t(..., { ns: 'x' }). A file's namespaces are those of its
 * useTranslation calls (none given means common) or of a TFunction<'ns'> it is handed.
 */
function scanFile(file: string) {
  const source = readFileSync(file, 'utf8');
  const namespaces = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const named = [...match[1]!.matchAll(/'([^']+)'/g)].map((ns) => ns[1]!);
    (named.length > 0 ? named : ['common']).forEach((ns) => namespaces.add(ns));
  }
  for (const match of source.matchAll(/TFunction<'([^']+)'>|\{ ns: '([^']+)'/g)) namespaces.add((match[1] ?? match[2])!);

  const uses: KeyUse[] = [];
  const call = /\bt\(\s*(?:'([^']+)'|"([^"]+)"|`([^`$]*)(\$\{)?[^`]*`|[^'"`(),]*\?\s*'([^']+)'\s*:\s*'([^']+)')/g;
  for (const match of source.matchAll(call)) {
    const [, single, double, template, hasExpression, whenTrue, whenFalse] = match;
    for (const key of [single, double, whenTrue, whenFalse]) if (key) uses.push({ file, key, isPrefix: false });
    if (template !== undefined && template !== '') uses.push({ file, key: template, isPrefix: Boolean(hasExpression) });
  }
  for (const match of source.matchAll(/i18nKey=["']([^"']+)["']/g)) uses.push({ file, key: match[1]!, isPrefix: false });
  return { namespaces, uses };
}

function isKnown(use: KeyUse, namespaces: Set<string>) {
  const [namespace, key] = use.key.includes(':') ? use.key.split(':', 2) : [null, use.key];
  const candidates = namespace ? [namespace] : namespaces.size > 0 ? [...namespaces] : Object.keys(english);
  if (!use.isPrefix) return candidates.some((ns) => hasKey(ns, key!));
  // `${list}.${value}`-style keys have no fixed head to check.
  if (key === '') return true;
  return candidates.some((ns) => [...flatten(english[ns] ?? {}).keys()].some((candidate) => candidate.startsWith(key!)));
}

describe('keys used in code', () => {
  const scans = listSourceFiles(srcDir).map(scanFile);
  const uses = scans.flatMap((scan) => scan.uses.map((use) => ({ use, namespaces: scan.namespaces })));

  it("finds the code base's texts (the scan itself works)", () => {
    expect(uses.length).toBeGreaterThan(500);
    expect(uses.some(({ use }) => use.key === 'card.apply')).toBe(true);
    expect(isKnown({ file: 'probe', key: 'card.doesNotExist', isPrefix: false }, new Set(['jobs']))).toBe(false);
    expect(isKnown({ file: 'probe', key: 'common:nav.nope', isPrefix: false }, new Set(['jobs']))).toBe(false);
    expect(isKnown({ file: 'probe', key: 'nope.', isPrefix: true }, new Set(['jobs']))).toBe(false);
  });

  it('every key is in the catalogues', () => {
    const missing = uses
      .filter(({ use, namespaces }) => !isKnown(use, namespaces))
      .map(({ use, namespaces }) => `${path.relative(srcDir, use.file)}: ${use.key} (${[...namespaces].join(', ') || 'any'})`);
    expect(missing).toEqual([]);
  });
});

describe('page titles', () => {
  it('name a page of the meta catalogue for every route of core/routes.ts that has one', () => {
    const pages = (english.meta as { pages: Catalogue }).pages;
    expect(PAGE_ROUTES.filter((route) => route.title && !(route.title in pages)).map((route) => route.path)).toEqual([]);
  });
});
