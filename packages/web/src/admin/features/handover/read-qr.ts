/**
 * The text of the QR code in a photo, read in the browser (jsQR): for a counter whose browser has no
 * BarcodeDetector (Safari, Firefox) or no camera — the customer's screenshot, or a photo taken with the
 * tablet's camera app. A phone photo (12 megapixels) is first read scaled down, which is quick and enough
 * for a code that fills a good part of the picture, then larger for a code seen from further away.
 */
import jsQR from 'jsqr';

/** The longer side of the picture jsQR reads, smallest first. */
const SIDES = [1200, 2400];

export class UnreadableImage extends Error {}

type Picture = { image: CanvasImageSource; width: number; height: number; release: () => void };

async function picture(file: Blob): Promise<Picture> {
  // createImageBitmap turns the photo as the camera held it (EXIF orientation) and needs no DOM.
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file).catch(() => {
      throw new UnreadableImage();
    });
    return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  try {
    img.src = url;
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new UnreadableImage();
  }
  return {
    image: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/** The QR code's text, or null when the picture holds none; UnreadableImage when it is no picture. */
export async function readQrCode(file: Blob): Promise<string | null> {
  const pic = await picture(file);
  try {
    const longer = Math.max(pic.width, pic.height);
    if (!longer) throw new UnreadableImage();
    for (const side of SIDES) {
      const scale = Math.min(1, side / longer);
      const width = Math.max(1, Math.round(pic.width * scale));
      const height = Math.max(1, Math.round(pic.height * scale));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new UnreadableImage();
      context.drawImage(pic.image, 0, 0, width, height);
      const found = jsQR(context.getImageData(0, 0, width, height).data, width, height);
      if (found?.data) return found.data;
      // Read whole already: a larger try would read the same pixels.
      if (scale === 1) break;
    }
    return null;
  } finally {
    pic.release();
  }
}
