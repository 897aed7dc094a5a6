/**
 * The sign-up form's values, rules and payload (spec §2, §3, §5). Field rules come from the shared
 * `signupFormSchema`; the registry-extract file and the password confirmation are checked here too.
 */
import type { UseFormReturnType } from '@mantine/form';
import { needsRegistryExtract, signupFormSchema, type SignupInput } from '@amanati/shared/accounts';
import { LIMITS } from '@amanati/shared/constants';
import { MSG, type MessageCode } from '@amanati/shared/messages';
import { codeResolver } from '../../lib/form.ts';
import { messageText } from '../../lib/messages.ts';

export interface SignupValues {
  /** '1' individual, '2' organisation (an entrepreneur is an organisation with `indEntrepreneur`). */
  type: '1' | '2';
  indEntrepreneur: boolean;
  foreignCitizen: boolean;
  email: string;
  password: string;
  confirmPassword: string;
  nameKa: string;
  lastNameKa: string;
  nameEn: string;
  lastNameEn: string;
  personId: string;
  orgName: string;
  orgNameEn: string;
  orgId: string;
  city: string;
  filial: string;
  address: string;
  phone: string;
  terms: boolean;
  file: File | null;
}

export type SignupForm = UseFormReturnType<SignupValues>;

export const initialSignupValues: SignupValues = {
  type: '1',
  indEntrepreneur: false,
  foreignCitizen: false,
  email: '',
  password: '',
  confirmPassword: '',
  nameKa: '',
  lastNameKa: '',
  nameEn: '',
  lastNameEn: '',
  personId: '',
  orgName: '',
  orgNameEn: '',
  orgId: '',
  city: '',
  filial: '',
  address: '',
  phone: '',
  terms: false,
  file: null,
};

/** The choices that change which fields are shown. */
export type SignupChoiceValues = Pick<SignupValues, 'type' | 'indEntrepreneur' | 'foreignCitizen'>;
export const choicesOf = ({
  type,
  indEntrepreneur,
  foreignCitizen,
}: SignupChoiceValues): SignupChoiceValues => ({
  type,
  indEntrepreneur,
  foreignCitizen,
});

/** What the form shows for these values. */
export function signupShape(v: SignupChoiceValues) {
  const organisationType = v.type === '2';
  const entrepreneur = organisationType && v.indEntrepreneur;
  return {
    organisationType,
    entrepreneur,
    /** A company (LTD/LLC): names in both languages and the 9-digit id instead of a personal id. */
    company: organisationType && !entrepreneur,
    georgianNames: !v.foreignCitizen,
    needsFile: needsRegistryExtract({ type: organisationType ? 2 : 1 }),
  };
}

export type SignupShape = ReturnType<typeof signupShape>;

/** The fields on screen for these choices: server errors about other fields go to the general warning. */
export function visibleFields(values: SignupValues): Set<string> {
  const shape = signupShape(values);
  const fields = [
    'email',
    'password',
    'confirmPassword',
    'nameEn',
    'lastNameEn',
    'city',
    'filial',
    'address',
    'phone',
    'terms',
  ];
  if (shape.georgianNames) fields.push('nameKa', 'lastNameKa');
  if (shape.company) fields.push('orgName', 'orgNameEn', 'orgId');
  else fields.push('personId');
  if (shape.needsFile) fields.push('file');
  return new Set(fields);
}

const trimmed = (s: string) => s.trim() || undefined;

/** The wire payload of spec §3: only the fields the account type uses. */
export function toSignupPayload(v: SignupValues): SignupInput {
  const shape = signupShape(v);
  return {
    type: shape.organisationType ? 2 : 1,
    email: v.email.trim(),
    password: v.password,
    nameKa: shape.georgianNames ? trimmed(v.nameKa) : undefined,
    lastNameKa: shape.georgianNames ? trimmed(v.lastNameKa) : undefined,
    nameEn: v.nameEn.trim(),
    lastNameEn: v.lastNameEn.trim(),
    phone: v.phone.trim(),
    city: v.city,
    address: v.address.trim(),
    personId: shape.company ? undefined : trimmed(v.personId),
    orgName: shape.company ? trimmed(v.orgName) : undefined,
    orgNameEn: shape.company ? trimmed(v.orgNameEn) : undefined,
    orgId: shape.company ? trimmed(v.orgId) : undefined,
    filial: v.filial,
    indEntrepreneur: String(shape.entrepreneur),
    foreignCitizen: v.foreignCitizen,
    confirmPassword: v.confirmPassword,
    terms: v.terms,
  };
}

const FILE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'];
/** For the file picker; the server still judges the bytes. */
export const FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** Spec §5 files: png, jpg or pdf, at most 3022117 bytes; entrepreneurs and organisations must attach one. */
export function registryFileProblem(file: File | null, required: boolean): MessageCode | null {
  if (!file) return required ? MSG.registryExtractRequired : null;
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!FILE_EXTENSIONS.includes(extension)) return MSG.incorrectFileType;
  if (file.size > LIMITS.fileMaxBytes) return MSG.fileTooLarge;
  return null;
}

const schemaErrors = codeResolver(signupFormSchema);

/** Every rule of spec §5 at once, as texts in the user's language keyed by field. */
export function validateSignup(v: SignupValues): Record<string, string> {
  const errors: Record<string, string> = schemaErrors(toSignupPayload(v));
  // The schema compares the passwords only once everything else is valid; say it at once.
  if (!errors.confirmPassword && v.confirmPassword && v.password !== v.confirmPassword)
    errors.confirmPassword = messageText(MSG.passwordMismatch);
  const shape = signupShape(v);
  const fileCode = shape.needsFile ? registryFileProblem(v.file, true) : null;
  if (fileCode) errors.file = messageText(fileCode);
  return errors;
}

/** Server codes about the file that arrive without a field name. */
export const FILE_CODES: readonly string[] = [
  MSG.fileTooLarge,
  MSG.incorrectFileType,
  MSG.registryExtractRequired,
  MSG.fileRequired,
];
