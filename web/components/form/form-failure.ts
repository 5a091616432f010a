import { useActionData } from 'react-router'
import type { FormFailure } from '../../context.ts'

/**
 * What the page's route action refused the last post with (web/lib/form-action.server.ts): the
 * message and field messages, already in the page's language. Undefined before a post and after
 * a success. Imports nothing but React Router, so public pages may use it.
 */
export function useFormFailure(): FormFailure | undefined {
  return (useActionData() as { failure?: FormFailure } | undefined)?.failure
}
