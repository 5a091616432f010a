/**
 * The error page for the site layout's error boundary, loaded when a page fails. error-page.tsx is
 * also imported at once by other chunks, and importing it lazily too would make the bundler build
 * its module object at run time, with a helper in every page's JavaScript; this module is only
 * ever imported lazily.
 */
export { ErrorPage } from './error-page.tsx'
