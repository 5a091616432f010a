import { createContext, type RouterContextProvider } from 'react-router'
import type { ErrorCode, ErrorDetail } from '../contract/errors.ts'
import type { Language } from '../contract/language.ts'
import type { WebServices } from '../server/app.ts'
import type { Catalog } from '../server/i18n.ts'
import type { SessionUser } from '../server/plugins/auth.ts'

/**
 * The one seam between the web app and the server: the web imports server types only here, and
 * only as types (`npm run check:boundaries` enforces it); everything else it shares with the
 * server lives in contract/ or content/.
 */
export type { Catalog, SessionUser, WebServices }

/** What the server hands every loader for one request (built in server/plugins/web.ts). */
export interface RequestContext {
  lang: Language
  dir: 'ltr' | 'rtl'
  /** CSP nonce of this response; inline scripts without it do not run. */
  nonce: string
  /** The request's whole language catalog (server side); loaders pick namespaces from it (web/i18n/route-translations.ts). */
  catalog: Catalog
  /** Whether the visitor has accepted the cookie notice (cookie_consent cookie). */
  consented: boolean
  /** The signed-in account (cookie session), or null for visitors. */
  user: SessionUser | null
  publicUrl: string
  /** The source offer of the running version (SOURCE_URL), linked from every page's footer. */
  sourceUrl: string
  production: boolean
  /** Development mode and a client on this machine: the dev mailbox and test checkout show only then. */
  localDevClient: boolean
  services: WebServices
  /** Only on a form post to a route action: what the action may do besides calling services. */
  form?: FormPost
}

/**
 * What a route action needs from the request it answers (built in server/plugins/web.ts; used
 * through web/lib/form-action.server.ts, docs/how-to/add-a-form-action.md).
 */
export interface FormPost {
  /** The client's address as the API sees it (TRUST_PROXY), for the services' per-address limits. */
  ip: string
  /** This request's session token (cookie), for sign-out. */
  sessionToken: string | null
  /** Whether the visitor named a language (cookie or Accept-Language), as the login API asks. */
  namedLanguage: boolean
  /** Whether that language was picked on the site (the `lang` cookie), not only the browser's. */
  chosenLanguage: boolean
  /** Sets the session cookies on this answer (sign-in). */
  startSession: (session: { token: string; role: string }) => void
  /** Clears them (sign-out). */
  endSession: () => void
  /** A multipart post's files (the dashboard's photos, the profile photo), received before the action (server/plugins/web-form-upload.ts). */
  upload?: FormUpload
  /** An error the API would answer with `code` (and messages for fields), for the action to throw. */
  refusal: (code: ErrorCode, details?: ErrorDetail[]) => Error
  /** A service's error as the API answers it, in the request's language; null for an unknown error (a 500). */
  failure: (error: unknown) => FormFailure | null
}

/**
 * The files of a multipart form post, kept on disk until the answer is sent, so a batch of photos
 * holds one photo's bytes in memory at a time, like the API's one upload per request.
 */
export interface FormUpload {
  /** Each received file's bytes, read when called. */
  files: (() => Promise<Buffer>)[]
  /** More files came than the form takes; the first ones were kept. */
  more: boolean
  /** One or more photos were over the size limit and left out; the others were kept. */
  tooLarge?: boolean
  /** Why the files were not received (too large, image work busy, a broken body): throw it, the API's answer. */
  error?: unknown
}

/** A refused form post: the API's message and code, and the message of each field it names. */
export interface FormFailure {
  status: number
  error: string
  code: string
  fieldErrors: Record<string, string>
  /** What was posted, less passwords, so the form shows it again. */
  values?: Record<string, string>
}

export const requestContext = createContext<RequestContext>()

export function getRequestContext(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext)
}
