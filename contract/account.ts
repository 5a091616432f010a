import { z } from 'zod'
import { PASSWORD_LIMITS } from './auth.ts'
import { endpoint } from './endpoint.ts'

/**
 * Data rights (issue #18, decision 0026): the data export archive and account deletion, by the
 * account holder or by an admin on request.
 */

/** A creator may download their archive once in this many minutes (building it reads every file). */
export const EXPORT_INTERVAL_MINUTES = 10

/** The admin's note of the request an export or deletion answers (ticket number, letter date). */
export const REQUEST_REFERENCE_MAX = 120

export const DeleteAccountBody = z.object({
  password: z.string().min(1, 'validation.required').max(PASSWORD_LIMITS.max, 'auth.password_too_long'),
})

export const RequestReferenceQuery = z.object({
  reference: z.string().trim().max(REQUEST_REFERENCE_MAX, 'account.reference_too_long').optional(),
})

/** The archive's file name: the username and the UTC day it was made (no platform name: it changes). */
export function exportFileName(username: string, at: Date) {
  return `${username}-data-${at.toISOString().slice(0, 10)}.zip`
}

export const AccountIdParams = z.object({ id: z.uuid() })

export const accountApi = {
  exportOwn: endpoint({
    method: 'GET',
    path: '/api/account/export',
    access: 'user',
    tag: 'account',
    summary: 'Download everything held about the signed-in account as one ZIP archive',
    response: null,
    produces: 'application/zip',
  }),
  deleteOwn: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    access: 'user',
    tag: 'account',
    summary: 'Delete the signed-in account after re-entering its password; signs out everywhere',
    body: DeleteAccountBody,
    response: z.null(),
    status: 204,
  }),
  exportFor: endpoint({
    method: 'GET',
    path: '/api/admin/influencers/:id/export',
    access: 'admin',
    tag: 'admin',
    summary: "Download an account's data export on its holder's request (audited with the reference)",
    params: AccountIdParams,
    query: RequestReferenceQuery,
    response: null,
    produces: 'application/zip',
  }),
}
