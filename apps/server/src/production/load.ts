/**
 * The load of many customers at once: each walks login → dashboard → a step save, again and again,
 * for a fixed time, against one instance or spread over several. Used by the load test (no error
 * allowed, p95 reported) and by `npm run bench -- production` (one instance against two).
 */
import { SAMPLE_CUSTOMER } from '@kilau/shared';
import {
  type Customer,
  call,
  type FormOptions,
  formOptions,
  login,
  openDashboard,
  outboxMailbox,
  registerAtBank,
  registerCustomer,
  savePersonal,
} from './customers';

export interface LoadCustomer {
  customer: Customer;
  recordId: string;
  n: number;
}

/** Makes `count` customers through the API, `parallel` at a time, each registered at the bank. */
export async function prepareCustomers(
  base: string,
  databaseUrl: string,
  count: number,
  parallel = 8,
): Promise<{ customers: LoadCustomer[]; options: FormOptions }> {
  const mail = outboxMailbox(databaseUrl);
  try {
    const customers: LoadCustomer[] = [];
    let options: FormOptions | null = null;
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let n = next++; n < count; n = next++) {
          const customer = await registerCustomer(base, { sms: mail, email: mail }, 1000 + n);
          options ??= await formOptions(base, customer.token);
          const recordId = await registerAtBank(base, customer, options, 1000 + n);
          customers.push({ customer, recordId, n: 1000 + n });
        }
      }),
    );
    if (!options) throw new Error('no customer was made');
    return { customers, options };
  } finally {
    await mail.close();
  }
}

export interface WalkStats {
  walks: number;
  requests: number;
  errors: string[];
  seconds: number;
  /** Per step, in ms. */
  p50: Record<'login' | 'dashboard' | 'save' | 'walk', number>;
  p95: Record<'login' | 'dashboard' | 'save' | 'walk', number>;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/**
 * Every customer walks at once, for `seconds`, on `bases[i % bases.length]` (a round-robin load
 * balancer). Any answer other than a success is an error, with what was called and answered.
 */
export async function walkFor(
  bases: string[],
  customers: LoadCustomer[],
  options: FormOptions,
  seconds: number,
): Promise<WalkStats> {
  const times = {
    login: [] as number[],
    dashboard: [] as number[],
    save: [] as number[],
    walk: [] as number[],
  };
  const errors: string[] = [];
  let requests = 0;
  let turn = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const timed = async <T>(into: number[], work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await work();
    into.push(performance.now() - t0);
    return out;
  };
  await Promise.all(
    customers.map(async (c, i) => {
      for (let k = 0; performance.now() < until; k++) {
        const base = bases[(i + turn++) % bases.length] as string;
        const t0 = performance.now();
        try {
          const token = await timed(times.login, () => login(base, c.customer.email));
          const me = { ...c.customer, token };
          const dashboard = await timed(times.dashboard, () => openDashboard(base, token));
          for (const reply of dashboard)
            if (reply.status !== 200) throw new Error(`dashboard ${reply.status}`);
          const saved = await timed(times.save, () =>
            savePersonal(
              base,
              me,
              options,
              c.recordId,
              c.n,
              k % 2 ? SAMPLE_CUSTOMER.mothersName : 'Siti Aminah',
            ),
          );
          if (saved.status !== 200) throw new Error(`save ${saved.status} ${JSON.stringify(saved.body)}`);
          // Logging out, as a person closing the app would, keeps the sessions table realistic.
          await call(base, 'POST', '/v2/user/logout', { token, body: {} });
          requests += 6;
          times.walk.push(performance.now() - t0);
        } catch (err) {
          errors.push(`${base}: ${(err as Error).message}`);
        }
      }
    }),
  );
  const pick = (p: number) => ({
    login: percentile(times.login, p),
    dashboard: percentile(times.dashboard, p),
    save: percentile(times.save, p),
    walk: percentile(times.walk, p),
  });
  return {
    walks: times.walk.length,
    requests,
    errors,
    seconds: (performance.now() - started) / 1000,
    p50: pick(50),
    p95: pick(95),
  };
}
