import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { type FormFailure, type FormPost, getRequestContext, type RequestContext } from '../context.ts'

/** What an action hands its work: the request's context (services, language, user) and form side. */
export interface ActionScope {
  ctx: RequestContext
  form: FormPost
  /** The posted fields as plain strings (a repeated name keeps its first value). */
  fields: Record<string, string>
}

/** The fields of a form as the contract schema reads them; a refusal is answered like the API's. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  return schema.parse(fields)
}

/**
 * The one way a route action runs a service call (docs/how-to/add-a-form-action.md): reads the
 * form, runs `work`, and answers what it returns (a redirect, or data for the page). An error the
 * API would answer (AppError, a schema's refusal) becomes `data({ error, code, fieldErrors },
 * { status })` in the request's language, shown in the form; anything else is a 500 as elsewhere.
 */
export async function formAction<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  work: (scope: ActionScope) => Promise<T>,
) {
  const ctx = getRequestContext(args.context)
  const form = ctx.form
  if (!form) throw new Error('formAction runs only on a form post (server/plugins/web.ts)')
  const fields: Record<string, string> = {}
  for (const [name, value] of await args.request.formData()) if (typeof value === 'string') fields[name] ??= value
  try {
    return await work({ ctx, form, fields })
  } catch (error) {
    // A redirect (or another answer) thrown on purpose goes out as it is.
    if (error instanceof Response) throw error
    const failure = form.failure(error)
    if (!failure) throw error
    const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !/password/i.test(name)))
    return data({ failure: { ...failure, values } } as { failure: FormFailure }, { status: failure.status })
  }
}

/** The failure an action answered with, if any (for `useActionData`). */
export type { FormFailure }
