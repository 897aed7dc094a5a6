/** Small flags of the three countries we ship from, drawn inline (no image requests, no emoji font needed). */
import { useTranslation } from 'react-i18next';

const STRIPE = 20 / 13;

const DRAWINGS: Record<string, React.ReactNode> = {
  '1': (
    <>
      <rect width="30" height="20" fill="#EE1C25" />
      <path
        fill="#FFDE00"
        d="M5 2L5.68 4.07L7.85 4.07L6.09 5.36L6.76 7.43L5 6.15L3.24 7.43L3.91 5.36L2.15 4.07L4.32 4.07z"
      />
      <g fill="#FFDE00">
        <circle cx="10" cy="2" r=".8" />
        <circle cx="12" cy="4" r=".8" />
        <circle cx="12" cy="7" r=".8" />
        <circle cx="10" cy="9" r=".8" />
      </g>
    </>
  ),
  '2': (
    <>
      <rect width="30" height="20" fill="#B22234" />
      <g fill="#fff">
        {[1, 3, 5, 7, 9, 11].map((i) => (
          <rect key={i} y={i * STRIPE} width="30" height={STRIPE} />
        ))}
      </g>
      <rect width="12" height={7 * STRIPE} fill="#3C3B6E" />
    </>
  ),
  '3': (
    <>
      <rect width="30" height="20" fill="#E30A17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.25" cy="10" r="4" fill="#E30A17" />
      <path
        fill="#fff"
        d="M14.8 10L16.46 9.46L16.46 7.72L17.48 9.13L19.14 8.59L18.12 10L19.14 11.41L17.48 10.87L16.46 12.28L16.46 10.54z"
      />
    </>
  ),
};

/**
 * The flag of country 1 (China), 2 (USA) or 3 (Turkey), named for screen readers unless `decorative`
 * (when the country's name is written next to it).
 */
export function CountryFlag({
  country,
  size = 24,
  decorative = false,
}: {
  country: string | number;
  size?: number;
  decorative?: boolean;
}) {
  const { t } = useTranslation('common');
  const drawing = DRAWINGS[String(country)];
  if (!drawing) return null;
  return (
    <svg
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(`countries.${country}`) })}
      viewBox="0 0 30 20"
      width={size}
      height={(size * 2) / 3}
      style={{ borderRadius: 2, flexShrink: 0, verticalAlign: 'middle' }}
    >
      {drawing}
    </svg>
  );
}
