/**
 * Forms validate with the shared zod schemas (the same rules the server applies, spec §5); the schemas
 * speak in message codes, shown here in the user's language.
 */
import { schemaResolver } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { messageText } from './messages.ts';

export function codeResolver(schema: StandardSchemaV1) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, code]) => [field, messageText(String(code))]),
    );
}
