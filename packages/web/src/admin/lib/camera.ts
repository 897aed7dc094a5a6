/** The device's camera as the back office uses it: label photos at intake, pickup passes at the counter. */

export const cameraAvailable = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The back camera of a phone or tablet (a laptop's only one), video only. */
export const openBackCamera = (): Promise<MediaStream> =>
  navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });

/** Releases the camera (its light goes off). */
export const stopCamera = (stream: MediaStream | null): void =>
  stream?.getTracks().forEach((track) => track.stop());
