/**
 * A push service for tests (RFC 8030): an HTTPS server on 127.0.0.1 that records every push and answers
 * what the test tells it (201 with a Location by default), and a browser's side of a subscription — a
 * real P-256 key pair and auth secret — that decrypts what arrives (RFC 8291, aes128gcm), written here
 * from the RFC rather than with the library the server encrypts with.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A throwaway self-signed certificate (exported: a server process trusts it through NODE_EXTRA_CA_CERTS) for 127.0.0.1 and localhost (P-256, valid until 2126), made with
 * `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 * -addext "subjectAltName=IP:127.0.0.1,DNS:localhost"`. It guards nothing: only tests trust it.
 */
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgtcXGPuuI9LZidUOz
UmGWpEibU59StWH3xtFs4Ktf60GhRANCAAQYQG+CB8AzNWMIu/k8VR9a5l33SOCZ
uDG9bja6fQUQcLBhi3rdFaImFJtcg1k1ernRax7yzbKWE3rc9BzePHWw
-----END PRIVATE KEY-----
`;
export const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBuzCCAWGgAwIBAgIUGZDq++KEQiM9HnSKVlkpOTGIgKwwCgYIKoZIzj0EAwIw
JDEiMCAGA1UEAwwZQW1hbmF0aSB0ZXN0IHB1c2ggc2VydmljZTAgFw0yNjExMjcx
NzEyMjNaGA8yMTI2MTEwMzE3MTIyM1owJDEiMCAGA1UEAwwZQW1hbmF0aSB0ZXN0
IHB1c2ggc2VydmljZTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABBhAb4IHwDM1
Ywi7+TxVH1rmXfdI4Jm4Mb1uNrp9BRBwsGGLet0VoiYUm1yDWTV6udFrHvLNspYT
etz0HN48dbCjbzBtMB0GA1UdDgQWBBTURux9Dp++DbRSFJXLW9NFQTB6TjAfBgNV
HSMEGDAWgBTURux9Dp++DbRSFJXLW9NFQTB6TjAPBgNVHRMBAf8EBTADAQH/MBoG
A1UdEQQTMBGHBH8AAAGCCWxvY2FsaG9zdDAKBggqhkjOPQQDAgNIADBFAiEAh6Xd
dgcClr+c+pw7u/43WJxNZr2gOGl90NwlKncby68CIEhDDAJ/WtEOAOs1hzfWcU5S
rfmg/CoiKuSyLWgjEiUA
-----END CERTIFICATE-----
`;

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  /** `https://127.0.0.1:<port>`: endpoints are `${origin}/push/<anything>`. */
  origin: string;
  /** An HTTPS agent that trusts the service's certificate (for the push sender). */
  agent: Agent;
  received: ReceivedPush[];
  /** The status of the next answers, in order (then 201 again); a Location comes with 201 only. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const queue: number[] = [];
  let count = 0;
  const server: Server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = queue.shift() ?? 201;
      if (status === 201) res.setHeader('location', `${origin}/message/${++count}`);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 201 ? '' : `test push service answers ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: TLS_CERT, keepAlive: false });
  return {
    origin,
    agent,
    received,
    answerNext: (...statuses) => queue.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's half of a subscription: what `PushSubscription.toJSON().keys` carries, and the means to read. */
export interface TestSubscriber {
  keys: { p256dh: string; auth: string };
  /** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) into its text. */
  decrypt(body: Buffer): string;
}

export function newSubscriber(): TestSubscriber {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // RFC 8188 §2.1 header: salt (16) | record size (4) | idlen (1) | keyid (the sender's public key).
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idlen = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idlen);
      const record = body.subarray(21 + idlen);
      if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes: not a P-256 public key`);
      if (record.length > recordSize) throw new Error('more than one record');
      // RFC 8291 §3.3–3.4.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end--;
      if (plain[end] !== 2) throw new Error('no last-record delimiter');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}
