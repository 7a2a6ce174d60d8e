import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
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
  },
});
