/** How a customs group is named to the customer: by its shop (a typed shop by its name) or its sender, and where it flies. */
import type { CustomsParcel } from '@amanati/shared/answers/customs';
import { parcelShop } from '../lib/labels.ts';

type Source = Pick<CustomsParcel, 'personal' | 'senderName' | 'shop' | 'otherShop'>;

/** As the group key reads it: a personal parcel by its sender, any other by its shop. */
export const groupSource = (p: Source): { sender: string } | { shop: string } =>
  p.personal && p.senderName ? { sender: p.senderName } : { shop: parcelShop(p) };

/** "Amazon · flight CN-7", "from Nino · not flown yet, from the USA". */
export function groupLabel(
  p: Source & Pick<CustomsParcel, 'flightId' | 'country'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const source = groupSource(p);
  return t('groupTotal.label', {
    from: 'sender' in source ? t('groupTotal.fromSender', { sender: source.sender }) : source.shop,
    where: p.flightId
      ? t('groupTotal.flight', { flight: p.flightId })
      : t('groupTotal.notFlown', { country: t(`common:countries.${p.country}`) }),
  });
}
