/**
 * A pass's QR code as an image: black modules on white with a quiet zone of 4 modules drawn into the
 * image itself, so it stays white on a dark page, on a white card padded further. 260 px on every
 * screen (a phone's scanner at the counter reads it from arm's length); never wider than its column.
 */
import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { toString as qrSvg, type QRCodeToStringOptions } from 'qrcode';

export const QR_SIZE = 260;

/** The QR code's rendering: SVG (sharp at any size, no canvas), error correction M. */
export const QR_OPTIONS = {
  type: 'svg',
  margin: 4,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000ff', light: '#ffffffff' },
} as const satisfies QRCodeToStringOptions;

/** `value` as a data URL of its QR code's SVG. */
export const qrDataUrl = async (value: string): Promise<string> =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await qrSvg(value, QR_OPTIONS))}`;

export function PassQr({ value, alt }: { value: string; alt: string }) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrDataUrl(value)
      .then((src) => {
        if (current) setImage({ value, src });
      })
      .catch((error: unknown) => console.warn('pickup pass: the QR code could not be drawn', error));
    return () => {
      current = false;
    };
  }, [value]);
  const frame = {
    background: '#ffffff',
    padding: 8,
    borderRadius: 8,
    lineHeight: 0,
    maxWidth: '100%',
  } as const;
  return (
    <div style={frame}>
      {image?.value === value ? (
        <img
          src={image.src}
          alt={alt}
          width={QR_SIZE}
          height={QR_SIZE}
          data-testid="pickup-qr"
          style={{ display: 'block', maxWidth: '100%', height: 'auto', imageRendering: 'pixelated' }}
        />
      ) : (
        <Skeleton width={QR_SIZE} height={QR_SIZE} maw="100%" radius={0} />
      )}
    </div>
  );
}
