import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Unhashed public files (favicon, illustrations, the share image) live with the web app.
  publicDir: 'web/public',
  build: { assetsInlineLimit: 0 },
})
