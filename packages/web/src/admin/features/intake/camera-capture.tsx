/**
 * A photo of the label from the laptop's camera (getUserMedia): a live preview, "take photo" keeps one
 * JPEG frame. The camera is released as soon as the window closes.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openBackCamera, stopCamera } from '../../lib/camera.ts';

export function CameraCapture({
  opened,
  onClose,
  onCapture,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  onCapture: (file: File) => void;
  /** What the photo is of; the label's photo at intake. */
  title?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={title ?? t('intake.camera.title')}
      size="lg"
    >
      {/* Mounted while the window is open: each opening asks for the camera afresh. */}
      {opened && <CameraView onClose={onClose} onCapture={onCapture} />}
    </Modal>
  );
}

function CameraView({ onClose, onCapture }: { onClose: () => void; onCapture: (file: File) => void }) {
  const { t } = useTranslation('admin');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live: MediaStream | null = null;
    let cancelled = false;
    openBackCamera()
      .then((s) => {
        if (cancelled) return stopCamera(s);
        live = s;
        setStream(s);
      })
      .catch((err: unknown) => {
        console.warn('camera unavailable', err);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      stopCamera(live);
    };
  }, []);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
    }
  }, [stream]);

  const take = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        onCapture(new File([blob], `label-${Date.now()}.jpg`, { type: 'image/jpeg' }));
        onClose();
      },
      'image/jpeg',
      0.85,
    );
  };

  return (
    <Stack>
      {failed ? (
        <Text role="alert" c="red.9">
          {t('intake.camera.failed')}
        </Text>
      ) : (
        <video ref={video} muted playsInline style={{ width: '100%', background: '#000' }} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={take} disabled={!stream}>
          {t('intake.camera.take')}
        </Button>
      </Group>
    </Stack>
  );
}
