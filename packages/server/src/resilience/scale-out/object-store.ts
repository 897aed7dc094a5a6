/**
 * An S3-compatible object store in the test process: s3rver (pure JavaScript, files in a temporary
 * directory). It checks the access key of every request; it does not verify AWS Signature V4 itself
 * (`lib/s3-storage.test.ts` checks our signatures' form).
 */
import S3rver from 's3rver';
import type { S3Config } from '../../config/env.ts';

export interface ObjectStore {
  config: S3Config;
  /** The server's S3_* variables pointing at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startObjectStore(directory: string): Promise<ObjectStore> {
  const bucket = 'amanati-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver's one account; any other key is refused with InvalidAccessKeyId.
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'scale-out/',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_PREFIX: config.prefix,
    },
    close: () => server.close(),
  };
}
