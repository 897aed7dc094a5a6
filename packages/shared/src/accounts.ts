/** Account payloads of spec §5/§7 as zod schemas: the one rule set for forms and server. */
import { z } from 'zod';
import { BRANCH_CODES, BRANCHES, LIMITS } from './constants.ts';
import { CITY_CODES } from './cities.ts';
import { MSG } from './messages.ts';
import { isFilled, parseBooleanish, RE } from './validation.ts';

const requiredText = (max = 200) =>
  z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .refine(isFilled, MSG.required)
    .max(max, MSG.invalidValue);

export const emailSchema = z
  .string(MSG.required)
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.invalidEmail)
  .pipe(z.email(MSG.invalidEmail))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string(MSG.required)
  .min(1, MSG.required)
  .min(LIMITS.passwordMinLength, MSG.passwordTooShort)
  .max(LIMITS.passwordMaxLength, MSG.passwordTooLong);

export const phoneSchema = z
  .string(MSG.required)
  .trim()
  .min(1, MSG.required)
  .regex(RE.phone, MSG.phoneNineDigits);
export const citySchema = z
  .string(MSG.required)
  .min(1, MSG.required)
  .refine((c) => CITY_CODES.includes(c), MSG.invalidCity);
export const branchCodeSchema = z
  .string(MSG.chooseBranch)
  .min(1, MSG.chooseBranch)
  .refine((b) => (BRANCH_CODES as string[]).includes(b), MSG.invalidBranch);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The sign-up payload as the wire carries it (spec §3). Which fields are required depends on the
 * account type, the entrepreneur flag and the foreign-citizen switch, so they are checked together.
 */
export const signupPayloadSchema = z
  .object({
    type: z.preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      z.union([z.literal(1), z.literal(2)], MSG.invalidValue),
    ),
    email: emailSchema,
    password: passwordSchema,
    nameKa: optionalText,
    lastNameKa: optionalText,
    nameEn: requiredText(60).regex(RE.latinLetters, MSG.onlyLatinLetters),
    lastNameEn: requiredText(60).regex(RE.latinLetters, MSG.onlyLatinLetters),
    phone: phoneSchema,
    city: citySchema,
    address: requiredText(200),
    personId: optionalText,
    orgName: optionalText,
    orgNameEn: optionalText,
    orgId: optionalText,
    filial: branchCodeSchema,
    indEntrepreneur: z.preprocess(parseBooleanish, z.boolean()).default(false),
    foreignCitizen: z.preprocess(parseBooleanish, z.boolean()).default(false),
    // Not in §3's payload (older clients never send them), but checked whenever a client does.
    confirmPassword: z.string().optional(),
    terms: z.preprocess(parseBooleanish, z.boolean()).optional(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.password)
      fail('confirmPassword', MSG.passwordMismatch);
    if (v.terms === false) fail('terms', MSG.termsRequired);
    const isOrganisation = v.type === 2 && !v.indEntrepreneur;
    if (!v.foreignCitizen) {
      for (const key of ['nameKa', 'lastNameKa'] as const) {
        const value = v[key];
        if (!value) fail(key, MSG.required);
        else if (!RE.georgianLetters.test(value)) fail(key, MSG.onlyGeorgianLetters);
      }
    }
    if (isOrganisation) {
      if (!v.orgName) fail('orgName', MSG.required);
      else if (!RE.georgianLettersAndSpaces.test(v.orgName)) fail('orgName', MSG.onlyGeorgianLetters);
      if (!v.orgNameEn) fail('orgNameEn', MSG.required);
      else if (!RE.orgNameEn.test(v.orgNameEn) || v.orgNameEn.length > 120)
        fail('orgNameEn', MSG.orgNameInvalid);
      if (!v.orgId) fail('orgId', MSG.required);
      else if (!RE.orgId.test(v.orgId)) fail('orgId', MSG.orgIdNineDigits);
    } else if (v.foreignCitizen) {
      if (v.personId && !RE.passportNumber.test(v.personId)) fail('personId', MSG.passportNumberInvalid);
    } else if (!v.personId) fail('personId', MSG.required);
    else if (!RE.personalId.test(v.personId)) fail('personId', MSG.personalIdElevenDigits);
  });
export type SignupPayload = z.output<typeof signupPayloadSchema>;
export type SignupInput = z.input<typeof signupPayloadSchema>;

/** Entrepreneurs and organisations attach a registry extract (spec §5). */
export const needsRegistryExtract = (p: Pick<SignupPayload, 'type'>): boolean => p.type === 2;

/**
 * The sign-up form must fill the confirmation and tick the terms; the payload schema checks that they
 * agree (the password matches, the terms are accepted) on the server too.
 */
export const signupFormSchema = z
  .object({
    confirmPassword: z.string(MSG.required).min(1, MSG.required),
    terms: z.literal(true, MSG.termsRequired),
  })
  .and(signupPayloadSchema);

export const signinSchema = z.object({
  email: z.string(MSG.required).trim().min(1, MSG.required).max(254, MSG.incorrectCredentials),
  password: z
    .string(MSG.required)
    .min(1, MSG.required)
    .max(LIMITS.passwordMaxLength, MSG.incorrectCredentials),
  /** "Remember me": a long session with it, a short one without (security review finding 17). */
  remember: z.preprocess(parseBooleanish, z.boolean()).default(false),
});

export const updateProfileSchema = z.object({
  city: citySchema,
  phone: phoneSchema,
  address: requiredText(200),
});

/**
 * Ours (issue 16 §6): a foreign citizen's Georgian tax number, which customs clearance needs. Its own
 * call, so `updateprofile` keeps the three fields spec §7 names.
 */
export const taxNumberSchema = z.object({
  taxNumber: z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .regex(RE.georgianTaxNumber, MSG.taxNumberInvalid),
});

export const changePasswordSchema = z
  .object({
    oldPassword: z.string(MSG.required).min(1, MSG.required),
    newPassword: passwordSchema,
    newRePassword: z.string(MSG.required).min(1, MSG.required),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.newRePassword)
      ctx.addIssue({ code: 'custom', path: ['newRePassword'], message: MSG.passwordMismatch });
  });

export const forgetPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string(MSG.required).min(20, MSG.resetLinkInvalid).max(200, MSG.resetLinkInvalid),
    newPassword: passwordSchema,
    newRePassword: z.string(MSG.required).min(1, MSG.required),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.newRePassword)
      ctx.addIssue({ code: 'custom', path: ['newRePassword'], message: MSG.passwordMismatch });
  });

/** `branch/create`: city Tbilisi or Kutaisi, address a branch code of that city (spec §4, spec-readings). */
export const branchChoiceSchema = z
  .object({
    city: z.preprocess(
      (c) => (typeof c === 'string' ? c.trim().toLowerCase().replace(/^_|_$/g, '') : c),
      z.enum(['tbilisi', 'kutaisi'], MSG.chooseBranch),
    ),
    address: z.string(MSG.chooseBranch).min(1, MSG.chooseBranch),
  })
  .superRefine((v, ctx) => {
    const branch = BRANCHES.find((b) => b.code === v.address);
    if (!branch || branch.city !== v.city)
      ctx.addIssue({ code: 'custom', path: ['address'], message: MSG.chooseBranch });
  });

export const emailPreferencesSchema = z.object({ emailNotifications: z.boolean(MSG.invalidValue) });

/** An account's names as the wire spells them: a person's in Georgian and Latin letters, a company's. */
export const accountNamesShape = {
  nameKa: z.string(),
  lastNameKa: z.string(),
  nameEn: z.string(),
  lastNameEn: z.string(),
  LTDName: z.string(),
  LTDNameEn: z.string(),
  indEntrepreneur: z.boolean(),
};

/** `candidate` of `userInformation`: every Account field of spec §3. */
export const candidateSchema = z.object({
  _id: z.string(),
  AXID: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.number(),
  role: z.string(),
  balance: z.number(),
  deptSum: z.number(),
  foreignCitizen: z.boolean(),
  emailNotifications: z.boolean(),
  takedPlaced: z.object({ city: z.string(), address: z.string() }),
  information: z.object({
    city: z.string(),
    address: z.string(),
    passportId: z.string(),
    orgId: z.string(),
    /** Ours (issue 16 §6): a foreign citizen's Georgian tax number; this server always sends it ('' when none). */
    taxNumber: z.string().optional(),
    ...accountNamesShape,
  }),
  createdAt: z.string(),
  /**
   * Ours (issue 16 §6): customs clearance needs a Georgian tax number this foreign citizen has not given
   * yet (a parcel of theirs that is not yet handed over needs clearance). Only `userInformation` says.
   */
  taxNumberNeeded: z.boolean().optional(),
});
export type Candidate = z.infer<typeof candidateSchema>;
