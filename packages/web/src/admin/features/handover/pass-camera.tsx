/**
 * Scanning a pickup pass's QR code with the device's camera, where the browser reads barcodes itself
 * (BarcodeDetector: Chrome and Edge on Android, ChromeOS, Windows and macOS). Elsewhere the counter types
 * the code, scans it with a barcode scanner, or reads a photo (read-qr.ts). The camera is released as soon
 * as a pass is read or the window closes.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cameraAvailable, openBackCamera, stopCamera } from '../../lib/camera.ts';
import { passCodeOf } from './scanned-text.ts';

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
    : undefined;

/** Whether this browser can read a QR code from the camera by itself. */
export const cameraScanAvailable = (): boolean => detectorClass() !== undefined && cameraAvailable();

/** How often a frame of the video is read. */
const EVERY_MS = 250;

export function PassCamera({
  opened,
  onClose,
  onScan,
}: {
  opened: boolean;
  onClose: () => void;
  /** The text of a pass's QR code (`AMANATI-PASS:<code>`). */
  onScan: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('handover.pass.cameraTitle')}
      size="lg"
    >
      {/* Mounted while the window is open: closing it stops the camera. */}
      {opened && <CameraView onClose={onClose} onScan={onScan} />}
    </Modal>
  );
}

function CameraView({ onClose, onScan }: { onClose: () => void; onScan: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const video = useRef<HTMLVideoElement>(null);
  // A browser may list BarcodeDetector and still refuse QR codes (no barcode service on the device).
  const [detector] = useState<BarcodeDetectorLike | null>(() => {
    try {
      const Detector = detectorClass();
      return Detector ? new Detector({ formats: ['qr_code'] }) : null;
    } catch (err) {
      console.warn('barcode detector unavailable', err);
      return null;
    }
  });
  const [cameraFailed, setCameraFailed] = useState(false);
  const failed = cameraFailed || !detector;
  const [otherCode, setOtherCode] = useState(false);
  // The latest callbacks, so the camera is not reopened when the parent renders again.
  const scanned = useEffectEvent((text: string) => {
    onScan(text);
    onClose();
  });

  useEffect(() => {
    if (!detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const stop = () => {
      done = true;
      clearTimeout(timer);
      stopCamera(stream);
    };
    const look = async () => {
      const v = video.current;
      if (done) return;
      if (v && v.readyState >= 2) {
        const found = await detector.detect(v).catch(() => []);
        if (done) return;
        const pass = found.find((code) => passCodeOf(code.rawValue));
        if (pass) {
          stop();
          scanned(pass.rawValue);
          return;
        }
        setOtherCode(found.length > 0);
      }
      timer = setTimeout(() => void look(), EVERY_MS);
    };

    openBackCamera()
      .then((s) => {
        if (done) return stopCamera(s);
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        void look();
      })
      .catch((err: unknown) => {
        console.warn('camera unavailable', err);
        if (done) return;
        stop();
        setCameraFailed(true);
      });
    return stop;
  }, [detector]);

  return (
    <Stack>
      {failed ? (
        <Text role="alert" c="red.9">
          {t('handover.pass.cameraFailed')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('handover.pass.cameraHint')}</Text>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('handover.pass.cameraTitle')}
            style={{ width: '100%', maxHeight: '60vh', background: '#000' }}
          />
          {otherCode && (
            <Text role="status" size="sm" c="orange.9">
              {t('handover.pass.notPass')}
            </Text>
          )}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
