// @ts-check
// `npm start`: installs dependencies if missing, builds what changed, then runs the server, which
// migrates and (in the embedded mode) seeds its database and serves the app on PORT (3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { declaredMajor, isOlderThanDeclared } from './declared-node.mjs';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

if (isOlderThanDeclared(process.version)) {
  console.warn(
    `Kilau declares Node.js ${declaredMajor()} (package.json engines); this is ${process.version}, which is older and may be past its end of life. It starts, but install Node.js ${declaredMajor()} LTS.`,
  );
}

ensureDependencies();
ensureBuilt();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
