/**
 * SMS through smsoffice.ge, a Georgian SMS gateway (HTTP API v2, docs/integrations/sms.md):
 * POST https://smsoffice.ge/api/v2/send/ with the form fields key, destination (995XXXXXXXXX), sender,
 * content and urgent; the answer is JSON `{ Success, Message, Output, ErrorCode }`, ErrorCode 0 meaning
 * "accepted for delivery".
 */
import type { ChannelSender } from '../channel.ts';

export interface SmsOfficeConfig {
  url: string;
  apiKey: string;
  sender: string;
}

interface SmsOfficeAnswer {
  Success?: boolean;
  Message?: string;
  Output?: unknown;
  ErrorCode?: number;
}

/** The gateway's codes for a destination it will never deliver to: retrying cannot help. */
const BAD_DESTINATION = new Set([10]);

export function smsOfficeSender(config: SmsOfficeConfig, fetchImpl: typeof fetch = fetch): ChannelSender {
  return {
    async send(m) {
      const response = await fetchImpl(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: config.apiKey,
          destination: m.to,
          sender: config.sender,
          content: m.text,
          // Codes and holds are time-critical; the gateway's "urgent" skips its queue of bulk sends.
          urgent: 'true',
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`smsoffice answered HTTP ${response.status}`);
      const answer = (await response.json()) as SmsOfficeAnswer;
      if (answer.Success === true && (answer.ErrorCode ?? 0) === 0)
        return {
          status: 'sent',
          providerRef: typeof answer.Output === 'string' ? answer.Output : undefined,
        };
      const why = `smsoffice error ${answer.ErrorCode ?? '?'}: ${answer.Message ?? ''}`.trim();
      if (BAD_DESTINATION.has(answer.ErrorCode ?? -1)) return { status: 'gone', reason: why };
      throw new Error(why);
    },
  };
}
