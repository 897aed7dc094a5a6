// Where a timeline event happened, in the reader's words: a warehouse abroad, the city a flight landed in,
// the branch that handed it over, or an address as typed.
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { placeText } from './parcel-timeline.tsx';

describe('timeline places', () => {
  it('names warehouses, arrival cities and branches from the dictionaries, an address as it is', () => {
    const i18n = initTestI18n('ka');
    const t = i18n.getFixedT('ka', 'parcels');
    expect(placeText('tbilisi', t)).toBe('თბილისი');
    expect(placeText('kutaisi', t)).toBe('ქუთაისი');
    expect(placeText('didube', t)).toBe(i18n.t('common:branches.didube', { lng: 'ka' }));
    expect(placeText('warehouse_usa', t)).not.toMatch(/warehouse_usa/);
    expect(placeText('Chavchavadze Ave. 12', t)).toBe('Chavchavadze Ave. 12');
    expect(placeText(null, t)).toBeNull();
  });
});
