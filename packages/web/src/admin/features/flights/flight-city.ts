import type { StaffFlight } from '@amanati/shared/answers/admin/flights';

/** The destination city of a flight's parcels (`tbilisi` flag): which branches can hand them over. */
export const cityOf = (flight: StaffFlight) => (flight.tbilisi ? 'tbilisi' : 'kutaisi');
