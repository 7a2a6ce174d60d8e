/**
 * Runs once before the server tests: prepares a migrated template database so that each test file
 * gets its own clean copy quickly (a PGlite folder copy, or a PostgreSQL `CREATE DATABASE … TEMPLATE`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../db/client';
import { prepareTemplate } from './database';

/**
 * Each run has its own template: two runs on one PostgreSQL server (two checkouts, or CI beside a
 * developer) used to share one name, and the second run's `drop database` pulled the template from
 * under the first one's `create database … template`.
 */
const TEMPLATE_DB = `kilau_test_template_${randomBytes(5).toString('hex')}`;

type Teardown = () => Promise<void> | void;

/**
 * Both server projects (modules shared by a worker's files, and kept apart: decision 0221) name
 * this set-up, and Vitest runs it once for each: the first call prepares the template, the second
 * is given the same one. Kept on the runner's global object, which both calls share.
 */
const shared = globalThis as { kilauTestTemplate?: Promise<Teardown> };

export default async function setup(): Promise<Teardown | undefined> {
  if (shared.kilauTestTemplate) {
    await shared.kilauTestTemplate;
    return undefined;
  }
  shared.kilauTestTemplate = prepare();
  return shared.kilauTestTemplate;
}

async function prepare(): Promise<Teardown> {
  // The test files run in worker threads (decision 0185), and the demo seed draws its images with
  // sharp. On glibc, libvips is unloaded when the last thread holding it ends, while another test
  // file's thread may be drawing with it: the whole run then dies without a report. Loaded here, in
  // the runner's own thread, it stays loaded until the run ends.
  await import('sharp');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const handle = await openDb(url.toString(), '');
    await prepareTemplate(handle);
    await handle.close();
    process.env.KILAU_TEST_TEMPLATE = TEMPLATE_DB;
    return async () => {
      const teardown = new pg.Client({ connectionString: pgUrl });
      await teardown.connect();
      await teardown.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await teardown.end();
    };
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'kilau-test-'));
  const dir = path.join(root, 'template');
  const handle = await openDb(undefined, dir);
  await prepareTemplate(handle);
  await handle.close();
  process.env.KILAU_TEST_TEMPLATE = dir;
  process.env.KILAU_TEST_ROOT = root;
  return async () => {
    rmSync(root, { recursive: true, force: true });
  };
}
