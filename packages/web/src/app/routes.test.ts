import { describe, expect, it } from 'vitest';
import { pages } from './page-modules.ts';
import { ROUTES, type PageSource } from './routes.ts';

describe('the route table', () => {
  it("loads each route's page from the source the build and the journeys know it by", async () => {
    for (const route of ROUTES) {
      const loaded = await pages[route.source as PageSource].load();
      const named: unknown = await import(/* @vite-ignore */ `../${route.source}`);
      expect(loaded, route.path).toBe(named);
    }
  });

  it('lists every page module once and every path once', () => {
    expect(new Set(ROUTES.map((r) => r.source))).toEqual(new Set(Object.keys(pages)));
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('gives landing pages a path without parameters, as their own HTML needs', () => {
    const landing = ROUTES.filter((r) => r.landing).map((r) => r.path);
    expect(landing).toContain('/home');
    for (const path of landing) expect(path).not.toMatch(/[:*]/);
  });
});
