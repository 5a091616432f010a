import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Unhashed public files (favicon, illustrations, the share image) live with the web app.
  publicDir: 'web/public',
  build: { assetsInlineLimit: 0 },
  // Test output and app data change while the dev server runs; they are not sources.
  server: { watch: { ignored: ['**/.tmp/**', '**/test-results/**', '**/data/**', '**/build/**'] } },
})
