import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Screenshots, failure shots, downloads and the server log (git-ignored). */
export const resultsDir = path.join(repoRoot, 'test-results');
