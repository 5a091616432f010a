import type { z } from 'zod'

/**
 * One API call, declared once: the server registers its route from this (server/plugins/endpoints.ts)
 * and the browser calls it through `call()` (web/lib/api.ts), so a path, an input or an answer type
 * is written in one place. Paths name parameters as `:name`.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: `/${string}`
  /** Who may call it; the server turns this into the guard that runs before the body is read. */
  access: Access
  /** OpenAPI group (or groups, e.g. a feature's admin call) and one line on what it does. */
  tag: string | readonly string[]
  summary: string
  /** More on what it does, where one line is not enough. */
  description?: string
  params?: z.ZodType
  query?: z.ZodType
  /** A JSON body. */
  body?: z.ZodType
  /**
   * A multipart/form-data body: its text fields as a schema (for the API document) and the names of
   * its file fields. The route reads the stream itself, so nothing is buffered before the guard.
   */
  form?: { fields: z.ZodObject; files: readonly string[] }
  /** The success answer; `null` for one without a body (204). */
  response: z.ZodType | null
  /** The success status; 200 unless said. A redirect's (302) is set before the handler sends its Location. */
  status?: 200 | 201 | 202 | 204 | 302 | 303
  /** Other answers by status beside the success one, e.g. a health check's `{ 503: Health }`. */
  responses?: { readonly [status: number]: z.ZodType }
  /** Not JSON (CSV, PDF, text): documented, and not callable through the JSON client. */
  produces?: string
  /** Left out of the API document: a provider's webhook, the site's redirects, robots.txt. */
  hidden?: boolean
}

/**
 * public: anyone; user: a signed-in account; admin: an admin; ai: a creator on the AI plan;
 * local-dev: development mode and a client on this machine (test checkout, dev mailbox).
 */
export type Access = 'public' | 'user' | 'admin' | 'ai' | 'local-dev'

export const endpoint = <const E extends Endpoint>(definition: E): E => definition

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a successful call answers. */
export type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined

/** The path parameters a caller passes, as the server reads them. */
export type ParamsOf<E extends Endpoint> = { [K in keyof Out<E['params']>]: string | number }

/** Query fields: optional where the server has a default, typed as the server reads them. */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? { [K in keyof z.input<E['query']>]: K extends keyof z.output<E['query']> ? z.output<E['query']>[K] : never }
  : undefined

export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined

/** `/api/tags/:id` with `{ id: 'x y' }` → `/api/tags/x%20y`. */
export function pathOf(path: string, params: Record<string, string | number> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: missing parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
