/**
 * Multipart bodies (file uploads), with strict limits: one file, a couple of small fields, and no
 * file larger than the largest any route accepts (the statement video). Routes read the parts as
 * streams and enforce their own, smaller, per-kind caps while streaming; nothing is buffered whole.
 */
import multipart from '@fastify/multipart';
import { VIDEO_LIMIT_BYTES } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, {
      // Without this a size overrun only marks the stream truncated; with it, iterating the parts
      // fails with 413 as well.
      throwFileSizeLimit: true,
      limits: {
        files: 1,
        fields: 4,
        parts: 5,
        fieldNameSize: 64,
        fieldSize: 256,
        headerPairs: 32,
        // One byte over the cap, so that the route's own meter (which knows the kind's message)
        // is the one that fires; busboy's limit is the backstop.
        fileSize: VIDEO_LIMIT_BYTES,
      },
    });
  },
  { name: 'multipart' },
);
