import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
    // Vendor code is split so customer routes never pull back-office chunks and caching survives deploys.
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/@mantine') || id.includes('node_modules/react')) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
