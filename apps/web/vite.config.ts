import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// `vite build --ssr` builds the prerender (src/prerender.tsx) for Node: the build's own script
// (scripts/route-preloads.mjs) renders the public screens with it (decision 0110).
const prerenderBuild = {
  plugins: [react()],
  build: {
    outDir: 'dist-prerender',
    ssr: 'src/prerender.tsx',
    emptyOutDir: true,
    sourcemap: false,
    // Modules run in the order the sources import them, whatever chunk each lands in: the browser
    // globals (src/ssr-globals.ts, imported first) must be in place before the session store reads
    // local storage as it loads, and a module shared by the prerender's own code and a lazy screen
    // (the served pages' data, decision 0182) is otherwise put in a chunk that runs before them.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
};

/**
 * The page's first script (src/early.ts), built on its own as one classic script: the server lists
 * it first in a customer screen's head, where it must run before the app's modules have arrived, so
 * it can neither be a module nor share a chunk with the app (decision 0115). Written as
 * assets/early.<hash>.js, which scripts/route-preloads.mjs finds and the server serves as immutable.
 */
function earlyScript(): Plugin {
  return {
    name: 'kilau-early-script',
    apply: 'build',
    async generateBundle() {
      const out = await esbuild({
        entryPoints: [fileURLToPath(new URL('./src/early.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
      });
      const source = out.outputFiles[0]?.text;
      if (!source) throw new Error('early.ts built to nothing');
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: `assets/early.${hash}.js`, source });
    },
  };
}

/**
 * The built index.html names the entry's style sheet after its scripts; it goes before them. It
 * blocks the first paint while the module scripts do not, and the browser asks for resources in
 * the order it meets them, six at a time on HTTP/1.1: behind five scripts it waited a round
 * (decision 0115).
 */
function styleSheetsFirst(): Plugin {
  return {
    name: 'kilau-style-sheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/[ \t]*<script type="module"/);
        if (sheets.length === 0 || firstScript < 0) return html;
        const rest = sheets.reduce((out, sheet) => out.replace(sheet, ''), html.slice(firstScript));
        return `${html.slice(0, firstScript)}${sheets.join('')}${rest}`;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? prerenderBuild
    : {
        plugins: [
          react(),
          earlyScript(),
          styleSheetsFirst(),
          // Mantine's Table module imports its ScrollContainer, and so ScrollArea and @floating-ui, even
          // where no page renders it; a native overflow box takes its place (decision 0107).
          {
            name: 'kilau-table-without-scroll-area',
            enforce: 'pre',
            resolveId(source, importer) {
              if (source === './TableScrollContainer.mjs' && importer?.includes('@mantine')) {
                return fileURLToPath(new URL('./src/lib/table-scroll-container.tsx', import.meta.url));
              }
              return null;
            },
          },
          // Every script, style sheet and SVG is written beside itself as .br and .gz at build time, at the
          // highest levels (a build pays once, every visit gains); the server sends them as they are
          // (@fastify/static preCompressed) instead of compressing each reply (decision 0050).
          compression({
            include: /\.(js|mjs|css|html|svg|json|txt)$/,
            exclude: /\.vite[\\/]/,
            threshold: 1024,
            skipIfLargerOrEqual: true,
            algorithms: [
              defineAlgorithm('brotliCompress', {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                },
              }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
            logLevel: 'silent',
          }),
        ],
        server: {
          port: 5173,
          proxy: {
            '/v1': 'http://localhost:3000',
            '/v2': 'http://localhost:3000',
            '/dev': 'http://localhost:3000',
          },
        },
        build: {
          outDir: 'dist',
          sourcemap: false,
          // The manifest lets `npm run bench` measure what each route loads.
          manifest: true,
          // Fewer, larger chunks: each chunk is compressed on its own, so forty small ones cost about
          // 10 kB gzip more than the same code in a few (decision 0051). React, the router, TanStack Query
          // and Mantine's core load with every page anyway; the form stack, zod and the Mantine
          // components that a dozen pages share each go in one chunk.
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                // A common chunk under 16 kB is copied into each chunk that imports it: on a phone's
                // HTTP/1.1 link (six connections, each request a 562 ms round trip on Slow 4G) thirty
                // chunks of under 1 kB cost more than their bytes (decision 0110). It needs
                // preserveEntrySignatures: false. A module that must exist once (state, a React
                // context) belongs in the entry or a named group, never copied.
                experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
                groups: [
                  {
                    name: 'framework',
                    // With the session store and the general texts every page reads: on their own they
                    // became two more chunks once the back-office also imported them.
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]hooks)[\\/]|src[\\/]lib[\\/]session\.ts|messages[\\/]general\.ts/,
                    tags: ['$initial'],
                    priority: 3,
                  },
                  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 2 },
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                  // The customer's `ui` chunk: the Mantine components that the entry pages (landing, login,
                  // registration) and the customer shell paint with, named here rather than chosen by how
                  // many chunks share them, so that screens added elsewhere (the back-office's) do not move
                  // what a customer loads (decision 0101). Every other component goes in the chunk of the
                  // screens that use it. With them the shared texts (messages/common.ts), which nearly every
                  // page and the customer shell read: left out, the build copied them into the shell and into
                  // each screen, twice on every customer route (decision 0110, third round).
                  {
                    name: 'ui',
                    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Button|Center|CloseButton|Container|Group|Input|InputBase|List|Loader|Paper|PasswordInput|SimpleGrid|Stack|Text|TextInput|ThemeIcon|Title|UnstyledButton|VisuallyHidden)[\\/]|messages[\\/]common\.ts/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
);
