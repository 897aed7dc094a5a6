/**
 * Links that carry a secret (a `token=` parameter: password reset) work as a sign-in for their holder.
 * Once the mail is sent the outbox row no longer needs them, so they are replaced by a placeholder:
 * anyone reading the outbox later (staff tools, a backup) gets nothing to use.
 */
export const LINK_PLACEHOLDER = '[link removed after sending]';

const SECRET_LINK = /https?:\/\/[^\s"'<>]*[?&]token=[^\s"'<>]*/gi;

export function redactSecretLinks(text: string): string {
  return text.replace(SECRET_LINK, LINK_PLACEHOLDER);
}
