/** The dictionary key of an event's label (`parcel.customs_hold` → `webhooks.events.parcel_customs_hold`). */
export const eventLabelKey = (type: string) => `webhooks.events.${type.replace('.', '_')}`;
