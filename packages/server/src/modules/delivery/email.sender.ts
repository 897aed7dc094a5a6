/** E-mail by SMTP (nodemailer); without SMTP_URL there is no sender and mail is kept for staff. */
import { createTransport } from 'nodemailer';
import type { ChannelSender } from './channel.ts';

export function smtpSender(smtpUrl: string, from: string): ChannelSender {
  const transport = createTransport(smtpUrl);
  return {
    async send(m) {
      const info = await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
      });
      return { status: 'sent', providerRef: typeof info.messageId === 'string' ? info.messageId : undefined };
    },
  };
}
