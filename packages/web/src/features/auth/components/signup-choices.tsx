/**
 * The sign-up choices that decide which fields follow (spec §3): account type, entrepreneur, foreign
 * citizen, and the registry extract an organisation attaches (checked as soon as it is picked).
 */
import type { RefObject } from 'react';
import { Checkbox, FileInput, Group, Radio, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/messages.ts';
import { FILE_ACCEPT, registryFileProblem, type SignupForm, type SignupShape } from '../signup-form.ts';

interface Props {
  form: SignupForm;
  shape: SignupShape;
  /** The first field, focused when the panel opens. */
  firstRef: RefObject<HTMLInputElement | null>;
}

export function SignupChoices({ form, shape, firstRef }: Props) {
  const { t } = useTranslation('auth');

  function onFile(file: File | null) {
    form.setFieldValue('file', file, { forceUpdate: false });
    const code = registryFileProblem(file, false);
    if (code) form.setFieldError('file', messageText(code));
  }

  return (
    <>
      <Radio.Group label={t('signup.accountType')} {...form.getInputProps('type')} key={form.key('type')}>
        <Group mt="xs" gap="lg">
          <Radio ref={firstRef} data-autofocus value="1" label={t('signup.individual')} />
          <Radio value="2" label={t('signup.organisation')} />
        </Group>
      </Radio.Group>
      {shape.organisationType && (
        <Checkbox
          label={t('signup.entrepreneur')}
          {...form.getInputProps('indEntrepreneur', { type: 'checkbox' })}
          key={form.key('indEntrepreneur')}
        />
      )}
      <Switch
        label={t('signup.foreignCitizen')}
        description={t('signup.foreignHint')}
        {...form.getInputProps('foreignCitizen', { type: 'checkbox' })}
        key={form.key('foreignCitizen')}
      />
      {shape.needsFile && (
        <FileInput
          label={t('signup.file')}
          description={t('signup.fileHint')}
          placeholder={t('signup.filePlaceholder')}
          accept={FILE_ACCEPT}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('signup.fileClear') }}
          {...form.getInputProps('file')}
          key={form.key('file')}
          onChange={onFile}
        />
      )}
    </>
  );
}
