/** The parcel table for wide screens, which app/first-page.ts starts loading for a customer on a desktop. */
import { earlyModule } from '../../lib/early-module.ts';

export const parcelTable = earlyModule(() => import('./components/parcel-table.tsx'));
