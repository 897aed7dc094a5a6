import { describe, expect, it } from 'vitest';
import { signinSchema } from '@amanati/shared/accounts';
import { signinProblems } from './signin-rules.ts';

describe('sign-in rule without zod', () => {
  it('gives the same verdicts as the shared signinSchema', () => {
    const samples = [
      { email: '', password: '' },
      { email: '   ', password: 'x' },
      { email: 'AX10001', password: '' },
      { email: 'AX10001', password: ' ' },
      { email: ' demo@amanati.ge ', password: 'demo12345' },
    ];
    for (const sample of samples) {
      const result = signinSchema.safeParse(sample);
      const schemaFields = result.success ? [] : result.error.issues.map((i) => String(i.path[0]));
      expect(Object.keys(signinProblems(sample)).sort(), JSON.stringify(sample)).toEqual(schemaFields.sort());
    }
  });
});
