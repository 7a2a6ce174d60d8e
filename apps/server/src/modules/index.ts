/** Every domain's routes, registered in one place. */
import type { FastifyInstance } from 'fastify';

export async function registerModules(app: FastifyInstance): Promise<void> {
  // Domains register here as they are built (auth, registration, password-reset, profile, wallet, platform…).
  void app;
}
