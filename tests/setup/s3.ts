/**
 * A local S3-compatible server for the tests (s3rver: pure JavaScript, files in a temporary
 * folder, no network), with one empty bucket; the storage settings that point at it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/api/infra/storage.ts";

export interface LocalS3 {
  settings: S3Settings & { kind: "s3" };
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "rigmarket-test"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "rm-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      kind: "s3",
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      // s3rver's fixed credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
