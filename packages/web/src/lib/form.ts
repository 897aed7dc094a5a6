/**
 * Forms validate with the shared zod schemas (the same rules the server applies, spec §5); the schemas
 * speak in message codes, shown here in the user's language.
 */
import { schemaResolver, type GetInputPropsReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { messageText } from './messages.ts';

export function codeResolver(schema: StandardSchemaV1) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Record<string, unknown>) =>
    Object.fromEntries(
      // Each error is a schema issue's message, a string (Mantine types form errors as any React node).
      Object.entries(resolve(values) as Record<string, string>).map(([field, code]) => [
        field,
        messageText(code),
      ]),
    );
}

/** An input's props with the change handler typed (Mantine types it `any`), for a field that does more on change. */
export type FieldInputProps = Omit<GetInputPropsReturnType, 'onChange'> & {
  onChange: (event: unknown) => void;
};
