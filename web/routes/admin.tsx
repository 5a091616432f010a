import { getRequestContext } from '../context.ts'
import { AdminPage } from '../features/admin/admin-page.tsx'
import { accountMeta } from '../features/auth/page-meta.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/admin'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'admin', { noindex: true })

const PAGE_SIZE = 20

/** Admins only (everyone else goes to /). Reads one page of accounts, searchable by name or email. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireUser(context, { role: 'admin', redirectTo: '/' })
  const url = new URL(request.url)
  const search = url.searchParams.get('search')?.trim().slice(0, 100) ?? ''
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const { total, influencers } = await getRequestContext(context).services.users.listAccounts(admin, {
    search: search || undefined,
    page,
    limit: PAGE_SIZE,
  })
  return {
    adminId: admin.id,
    search,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    influencers,
  }
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminPage {...loaderData} />
}
