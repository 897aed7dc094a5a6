/**
 * The dashboard's currency converter and volume-weight calculator modals (spec §2, §5): the very
 * widgets of the public home page in a modal, so both sides compute and show the same figures (shared
 * `convertToGel` with half-up rounding, shared `volumeWeightText` to 3 significant digits), and the
 * converter waits for the live rates instead of converting with defaults.
 */
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CurrencyConverter } from '../../widgets/currency-converter.tsx';
import { VolumeCalculator } from '../../widgets/volume-calculator.tsx';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ConverterModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation('parcels');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tools.converter')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <CurrencyConverter autoFocus />
    </Modal>
  );
}

export function VolumeModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation('parcels');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tools.volume')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <VolumeCalculator autoFocus />
    </Modal>
  );
}
