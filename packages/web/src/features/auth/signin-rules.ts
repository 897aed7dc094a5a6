/**
 * Spec §5 sign-in rule: both fields required; an empty field is marked and nothing is sent.
 * The same verdicts as `signinSchema` (a test holds them together), written without zod because the
 * sign-in panel is part of the first page's JavaScript.
 */
export interface SigninValues {
  email: string;
  password: string;
}

export type SigninProblems = Partial<Record<keyof SigninValues, 'required'>>;

export function signinProblems(values: SigninValues): SigninProblems {
  const problems: SigninProblems = {};
  if (values.email.trim() === '') problems.email = 'required';
  if (values.password === '') problems.password = 'required';
  return problems;
}
