import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The api serves apps/console/dist in production; in dev Vite proxies the api and the socket.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    // The libs are consumed from source (no build step in dev); jest maps them the same way.
    alias: {
      '@parkflow/domain': here('../../libs/domain/src/index.ts'),
      '@parkflow/workflows': here('../../libs/workflows/src/index.ts'),
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 15 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
