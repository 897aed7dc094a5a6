/**
 * The project's own dictionaries, read the way the app reads them, so a journey finds the texts a user
 * sees in the chosen language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type Lang = 'ka' | 'en' | 'ru';

type Dict = Record<string, unknown>;
const dictionaries = new Map<string, Dict>();

function dictionary(lang: Lang, ns: string): Dict {
  const key = `${lang}/${ns}`;
  let dict = dictionaries.get(key);
  if (!dict) {
    dict = JSON.parse(
      readFileSync(path.join(root, `packages/web/src/locales/${lang}/${ns}.json`), 'utf8'),
    ) as Dict;
    dictionaries.set(key, dict);
  }
  return dict;
}

function lookup(dict: Dict, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((node, part) => (node as Dict | undefined)?.[part], dict);
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** `t('parcels:form.add')`, `t('common:actions.close')`, with {{vars}} and i18next plural suffixes. */
export function translator(lang: Lang): Translate {
  return (key, vars = {}) => {
    const [ns, keyPath] = key.includes(':') ? key.split(':') : ['common', key];
    const dict = dictionary(lang, ns!);
    let value = lookup(dict, keyPath!);
    if (value === undefined && typeof vars.count === 'number') {
      const form = new Intl.PluralRules(lang).select(vars.count);
      value = lookup(dict, `${keyPath}_${form}`) ?? lookup(dict, `${keyPath}_other`);
    }
    if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

/** A RegExp matching the text exactly (for accessible names), special characters escaped. */
export const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
