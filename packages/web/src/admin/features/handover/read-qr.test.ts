// A photo's QR code is read with jsQR: a large photo first scaled down, then larger if nothing was found;
// a small one once, as it is; a file that is no picture says so; the decoded bitmap is always released.
import { afterEach, describe, expect, it, vi } from 'vitest';
import jsQR from 'jsqr';
import { readQrCode, UnreadableImage } from './read-qr.ts';

vi.mock('jsqr', () => ({ default: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(jsQR).mockReset();
});

function stubPicture(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width, height, close })),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        drawImage,
        getImageData: (_x: number, _y: number, w: number, h: number) => ({
          data: new Uint8ClampedArray(w * h * 4),
        }),
      }) as never,
  );
  return { close, drawImage };
}
const photo = () => new File(['jpeg'], 'pass.jpg', { type: 'image/jpeg' });
const sizesRead = () => vi.mocked(jsQR).mock.calls.map(([data, w, h]) => [data.length, w, h]);

describe('readQrCode', () => {
  it('reads a phone photo scaled down first, then larger', async () => {
    const { close, drawImage } = stubPicture(4000, 3000);
    vi.mocked(jsQR)
      .mockReturnValueOnce(null)
      .mockReturnValueOnce({ data: 'AMANATI-PASS:K7M2QX' } as ReturnType<typeof jsQR>);
    expect(await readQrCode(photo())).toBe('AMANATI-PASS:K7M2QX');
    expect(sizesRead()).toEqual([
      [1200 * 900 * 4, 1200, 900],
      [2400 * 1800 * 4, 2400, 1800],
    ]);
    expect(drawImage.mock.calls.map((c) => c.slice(1))).toEqual([
      [0, 0, 1200, 900],
      [0, 0, 2400, 1800],
    ]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('reads a small picture once, as it is, and gives null when it holds no QR code', async () => {
    const { close } = stubPicture(640, 480);
    vi.mocked(jsQR).mockReturnValue(null);
    expect(await readQrCode(photo())).toBeNull();
    expect(sizesRead()).toEqual([[640 * 480 * 4, 640, 480]]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('tells a file that is no picture', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() =>
        Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
      ),
    );
    await expect(readQrCode(new File(['%PDF'], 'a.pdf'))).rejects.toBeInstanceOf(UnreadableImage);
    expect(jsQR).not.toHaveBeenCalled();
  });
});
