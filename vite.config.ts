import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The few react-i18next features the app uses, without i18next's 17 KB gzip (docs/decisions/0001).
  resolve: { alias: [{ find: /^react-i18next$/, replacement: path.resolve(import.meta.dirname, 'web/i18n/react-i18n-lite.tsx') }] },
  // Unhashed public files (favicon, illustrations, the share image) live with the web app.
  publicDir: 'web/public',
  build: { assetsInlineLimit: 0 },
  // Test output and app data change while the dev server runs; they are not sources.
  server: { watch: { ignored: ['**/.tmp/**', '**/test-results/**', '**/data/**', '**/build/**'] } },
})
