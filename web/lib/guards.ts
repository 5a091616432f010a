import { type RouterContextProvider, redirect } from 'react-router'
import type { PlanType } from '../../contract/plans.ts'
import { getRequestContext, type SessionUser } from '../context.ts'

export interface GuardOptions {
  /** Where a visitor without a session goes. The spec's general guard sends them to `/`. */
  redirectTo?: string
  /** The role the page needs. */
  role?: SessionUser['role']
  /** The plan the page needs (`ai` unlocks AI Studio, Campaigns and My Shop). */
  plan?: PlanType
  /** Where a signed-in account without the role or plan goes (defaults to `redirectTo`). */
  otherwise?: string
}

/** Where an account lands after login: admins on /admin, creators on /dashboard. */
export function homeFor(user: Pick<SessionUser, 'role'>) {
  return user.role === 'admin' ? '/admin' : '/dashboard'
}

/**
 * The route guard for loaders: returns the session's account or throws a redirect. The session
 * comes from the httpOnly cookie (read by the server), so the check holds for server rendering
 * and client navigations alike; the API checks again on every call.
 */
export function requireUser(context: Readonly<RouterContextProvider>, options: GuardOptions = {}): SessionUser {
  const { redirectTo = '/', role, plan, otherwise = redirectTo } = options
  const { user } = getRequestContext(context)
  if (!user) throw redirect(redirectTo)
  if (role && user.role !== role) throw redirect(otherwise)
  if (plan && user.planType !== plan) throw redirect(otherwise)
  return user
}

/** For pages only visitors need (login, registration): a signed-in account goes to its home. */
export function redirectSignedIn(context: Readonly<RouterContextProvider>) {
  const { user } = getRequestContext(context)
  if (user) throw redirect(homeFor(user))
}

/**
 * The signed-in account's full record (the CurrentUser shape) for a guarded page. If it cannot be
 * read (the account vanished meanwhile), the visitor goes to /login, as the spec says.
 */
export async function loadCurrentUser(context: Readonly<RouterContextProvider>, session: SessionUser) {
  try {
    return await getRequestContext(context).services.users.me(session)
  } catch {
    throw redirect('/login')
  }
}
