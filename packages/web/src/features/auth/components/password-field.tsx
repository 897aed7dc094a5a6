/**
 * Mantine's PasswordInput with what it leaves out: `aria-invalid` on the input when there is an error
 * (its error text is already linked), and a show/hide button that is named and reachable by keyboard.
 */
import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    return (
      <PasswordInput
        ref={ref}
        aria-invalid={props.error ? true : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
        visibilityToggleFocusable
        {...props}
      />
    );
  },
);
