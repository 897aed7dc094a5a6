/** Checks a form's values with a shared zod schema (the server's own rules): field → text, or nothing. */
import type { z } from 'zod';
import { codeText } from './errors.ts';

export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
  /** Keys like `title.ka` for nested fields (Mantine's form paths) instead of the top-level name. */
  nested = false,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = (nested ? issue.path.join('.') : String(issue.path[0] ?? '')) || 'form';
    errors[field] ??= codeText(issue.message);
  }
  return { data: null, errors };
}
