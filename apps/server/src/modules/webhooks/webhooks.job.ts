/**
 * The delivery job (decision 0114): one attempt of one delivery per job row; the next attempt, if
 * any, is a new row booked by the attempt itself (delivery.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DELIVER_JOB } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

export default fp(
  async function webhookDeliveryJob(app: FastifyInstance) {
    const hooks = new WebhooksService(app);
    app.jobs.register(DELIVER_JOB, async ({ delivery_id }) => {
      await hooks.deliverScheduled(delivery_id);
    });
  },
  { name: 'webhooks-delivery-job' },
);
