// Checks the city, goods-category and shop lists.
import { describe, it, expect } from 'vitest';
import { CITIES, CITY_CODES, isCityCode } from './cities.ts';
import { CATEGORIES, CATEGORY_CODES } from './categories.ts';
import { OTHER_SHOP, SHOPS_BY_COUNTRY, isShopOf, shopCodesFor } from './shops.ts';
import type { Localized } from './localized.ts';

const CODE = /^_[A-Z]+(?:_[A-Z]+)*_$/;
const SHOP_CODE = /^_[A-Z0-9]+(?:_[A-Z0-9]+)*_$/;
const GEORGIAN = /^[\u10D0-\u10FF]+(?:[ -][\u10D0-\u10FF]+)*$/;
const CYRILLIC = /^[\u0400-\u04FF]+(?:[ -][\u0400-\u04FF]+)*$/;
const LATIN = /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/;

function expectLocalized(name: Localized): void {
  expect(name.ka, JSON.stringify(name)).toMatch(GEORGIAN);
  expect(name.en, JSON.stringify(name)).toMatch(LATIN);
  expect(name.ru, JSON.stringify(name)).toMatch(CYRILLIC);
}

function expectUnique(values: readonly string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('cities', () => {
  it('has about a hundred well-formed, unique codes with Tbilisi first', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(90);
    expect(CITIES.length).toBeLessThanOrEqual(120);
    expect(CITIES[0]?.code).toBe('_TBILISI_');
    expectUnique(CITY_CODES);
    for (const code of CITY_CODES) expect(code).toMatch(CODE);
    expect(CITY_CODES).toEqual(CITIES.map((c) => c.code));
  });

  it('names every city in Georgian, English and Russian, without duplicates', () => {
    for (const city of CITIES) expectLocalized(city.name);
    expectUnique(CITIES.map((c) => c.name.ka));
    expectUnique(CITIES.map((c) => c.name.en));
    expectUnique(CITIES.map((c) => c.name.ru));
  });

  it('lists the rest alphabetically by English name', () => {
    const rest = CITIES.slice(1).map((c) => c.name.en);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('recognises city codes', () => {
    expect(isCityCode('_TBILISI_')).toBe(true);
    expect(isCityCode('_KUTAISI_')).toBe(true);
    expect(isCityCode('_BATUMI_')).toBe(true);
    expect(isCityCode('TBILISI')).toBe(false);
    expect(isCityCode('_tbilisi_')).toBe(false);
    expect(isCityCode('')).toBe(false);
  });
});

describe('goods categories', () => {
  it('has twenty well-formed, unique codes in the spec order', () => {
    expect(CATEGORY_CODES).toHaveLength(20);
    expectUnique(CATEGORY_CODES);
    for (const code of CATEGORY_CODES) expect(code).toMatch(CODE);
    expect(CATEGORY_CODES[0]).toBe('_ELECTRONICS_');
    expect(CATEGORY_CODES[19]).toBe('_OTHER_GOODS_');
    expect(CATEGORIES.map((c) => c.code)).toEqual([...CATEGORY_CODES]);
  });

  it('names every category in Georgian, English and Russian', () => {
    for (const category of CATEGORIES) expectLocalized(category.name);
    expectUnique(CATEGORIES.map((c) => c.name.ka));
  });
});

describe('shops', () => {
  it('has five Chinese, six American and four Turkish named shops', () => {
    expect(SHOPS_BY_COUNTRY[1]).toHaveLength(5);
    expect(SHOPS_BY_COUNTRY[2]).toHaveLength(6);
    expect(SHOPS_BY_COUNTRY[3]).toHaveLength(4);
  });

  it('has well-formed, unique codes, names and https urls', () => {
    const all = [...SHOPS_BY_COUNTRY[1], ...SHOPS_BY_COUNTRY[2], ...SHOPS_BY_COUNTRY[3]];
    expectUnique(all.map((s) => s.code));
    expect(OTHER_SHOP).toBe('_OTHER_SHOP_');
    expect(OTHER_SHOP).toMatch(CODE);
    for (const shop of all) {
      expect(shop.code).toMatch(SHOP_CODE);
      expect(shop.code).not.toBe(OTHER_SHOP);
      expect(shop.name.trim()).not.toBe('');
      expect(new URL(shop.url).protocol).toBe('https:');
    }
  });

  it('gives the named codes plus other for each country, nothing for an unknown one', () => {
    expect(shopCodesFor(1)).toEqual(['_TAOBAO_', '_TMALL_', '_1688_', '_ALIEXPRESS_', '_JD_', OTHER_SHOP]);
    expect(shopCodesFor(2)).toHaveLength(7);
    expect(shopCodesFor(3)).toHaveLength(5);
    for (const country of [1, 2, 3]) expect(shopCodesFor(country).at(-1)).toBe(OTHER_SHOP);
    expect(shopCodesFor(0)).toEqual([]);
    expect(shopCodesFor(4)).toEqual([]);
    expect(shopCodesFor(1.5)).toEqual([]);
    expect(shopCodesFor(Number.NaN)).toEqual([]);
  });

  it('checks that a shop belongs to a country', () => {
    expect(isShopOf(1, '_TAOBAO_')).toBe(true);
    expect(isShopOf(2, '_AMAZON_')).toBe(true);
    expect(isShopOf(3, '_TRENDYOL_')).toBe(true);
    expect(isShopOf(1, OTHER_SHOP)).toBe(true);
    expect(isShopOf(2, '_TAOBAO_')).toBe(false);
    expect(isShopOf(3, '_AMAZON_')).toBe(false);
    expect(isShopOf(4, OTHER_SHOP)).toBe(false);
    expect(isShopOf(4, '_TAOBAO_')).toBe(false);
    expect(isShopOf(1, '')).toBe(false);
  });
});
