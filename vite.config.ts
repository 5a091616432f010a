import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/** The chunks web/root.tsx imports statically (vite.config's groups and the bundler's runtime). */
const ROOT_IMPORTS = /^assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The few react-i18next features the app uses, without i18next's 17 KB gzip (docs/decisions/0001).
  resolve: { alias: [{ find: /^react-i18next$/, replacement: path.resolve(import.meta.dirname, 'web/i18n/react-i18n-lite.tsx') }] },
  // Unhashed public files (favicon, illustrations, the share image) live with the web app.
  publicDir: 'web/public',
  build: {
    assetsInlineLimit: 0,
    // Every page runs the root's chunk, which imports these at once: before any lazy import they are
    // loaded, and naming them in each lazy import's preload list only made the public pages' chunks longer.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ROOT_IMPORTS.test(dep)) },
    // Two shared chunks instead of a dozen: every public page loads both, and one gzip stream
    // compresses better than several small ones (3 KB less per page, docs/decisions/0032).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The small helpers every public route module imports (lazy parts, page meta, route translations,
            // the web faces' stylesheet address: alone, its chunk cost 0.1 KB gzip of the root's eager imports).
            {
              name: 'shell',
              test: /web[\\/]lib[\\/](lazy-named|fonts)|web[\\/]seo|web[\\/]i18n[\\/]route-translations|contract[\\/]language|preload-helper/,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server render minified, functions' and classes' names kept (readable stack traces),
    // parameters and local variables shortened: the public pages' inline head scripts are its
    // functions' source text, sent in every page (docs/decisions/0047, 0049).
    ssr: {
      build: {
        minify: 'oxc',
        rolldownOptions: {
          output: {
            minify: {
              mangle: { keepNames: true },
              compress: { keepNames: { function: true, class: true } },
              codegen: { removeWhitespace: true },
            },
          },
        },
      },
    },
  },
  // Test output and app data change while the dev server runs; they are not sources.
  server: { watch: { ignored: ['**/.tmp/**', '**/test-results/**', '**/data/**', '**/build/**'] } },
})
