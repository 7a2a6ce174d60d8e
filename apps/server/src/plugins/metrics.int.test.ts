/**
 * GET /metrics (decision 0076): closed unless configured, then only for the scraper's token; the
 * request histogram by route pattern (never the raw URL with its ids), the job queue's depth and
 * the process's own figures, in Prometheus's text format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';

const TOKEN = 'metrics-scraper-token-0123456789';

describe('/metrics', () => {
  let t: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    closed = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  const scrape = (app: TestApp, token?: string) =>
    app.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 404 when not configured, 401 without the right token', async () => {
    expect((await scrape(closed, TOKEN)).statusCode).toBe(404);
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `${TOKEN}x`)).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/v2/master_data/platform' });
    await t.app.inject({ method: 'GET', url: '/v1/trade-transaction/00000000-0000-4000-8000-000000000001' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/secret-token-in-url' });
    const res = await scrape(t, TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} 3/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/health"/);
    // The pattern, not the id; an unknown path does not become a label of its own.
    expect(text).toContain('route="/v1/trade-transaction/:id",status_code="401"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).not.toContain('secret-token-in-url');
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    // The scrape does not count itself.
    expect(text).not.toContain('route="/metrics"');
  });

  it('shows the job queue by state and the process’s own figures', async () => {
    // A type no handler knows (the queue's typed enqueue refuses it), so the job stays waiting.
    await t.db.insert(jobs).values({ type: 'mail.never-handled', payload: {} });
    const text = (await scrape(t, TOKEN)).body;
    expect(text).toMatch(/kilau_jobs\{state="waiting"\} [1-9]/);
    expect(text).toMatch(/kilau_jobs\{state="dead"\} \d+/);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
