import { z } from 'zod'
import { RequestReferenceQuery } from './account.ts'
import {
  AdminCreatorList,
  AdminFailedRenewalList,
  AdminImageList,
  AdminListQuery,
  AdminMailFailureList,
  AdminOverview,
  AdminSubscriptionList,
  ApprovalBody,
  ApprovalResult,
  AuditLogPage,
  AuditLogQuery,
  MaxExpiryBody,
  PendingStoryList,
  RequireDisclosureBody,
  RoleBody,
} from './admin.ts'
import { endpoint } from './endpoint.ts'

/** The admin area's endpoints (`/api/admin/...`); its answers and forms are declared in contract/admin.ts. */

export const AdminIdParams = z.object({ id: z.uuid() })
export const MaxExpiryResult = z.object({ maxExpiryDays: z.number().int() })

/** Every admin route is guarded by its access and every service call checks the role again. */
const admin = { access: 'admin', tag: 'admin' } as const

export const adminApi = {
  overview: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Active creators (total_influencers) and creators by other status, max expiry days, pending badge requests',
    response: AdminOverview,
  }),
  creators: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/influencers',
    summary: 'Creators and admins, newest first (search by username or email)',
    query: AdminListQuery,
    response: AdminCreatorList,
  }),
  approve: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/influencers/:id/block',
    summary: 'Approve (Active) or block an account; an unpaid account cannot be approved (409 ACCOUNT_UNPAID)',
    params: AdminIdParams,
    body: ApprovalBody,
    response: ApprovalResult,
  }),
  role: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/influencers/:id/role',
    summary: 'Make or revoke admin (not yourself, never the last admin)',
    params: AdminIdParams,
    body: RoleBody,
    response: RoleBody,
  }),
  deleteCreator: endpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/admin/influencers/:id',
    summary: 'Delete an account with its images, files, tags and sessions (audited with the request reference)',
    params: AdminIdParams,
    query: RequestReferenceQuery,
    response: null,
    status: 204,
  }),
  creatorImages: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/influencers/:id/images',
    summary: "All of a creator's images, expired ones too, newest first",
    params: AdminIdParams,
    response: AdminImageList,
  }),
  deleteImage: endpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/admin/images/:id',
    summary: "Delete any creator's image and its files",
    params: AdminIdParams,
    response: null,
    status: 204,
  }),
  maxExpiry: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/max-expiry',
    summary: 'Set the max expiry days of uploads (whole number 1–365)',
    body: MaxExpiryBody,
    response: MaxExpiryResult,
  }),
  requireDisclosure: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/require-disclosure',
    summary: 'Require an ad disclosure choice on every new look',
    body: RequireDisclosureBody,
    response: RequireDisclosureBody,
  }),
  pendingStories: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/pending-stories',
    summary: 'Pending badge requests, oldest first',
    response: PendingStoryList,
  }),
  subscriptions: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/subscriptions',
    summary: 'Latest subscriptions, newest first',
    response: AdminSubscriptionList,
  }),
  failedRenewals: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/failed-renewals',
    summary: 'Failed renewal payments, newest first (amount in cents)',
    response: AdminFailedRenewalList,
  }),
  mailFailures: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/mail-failures',
    summary: 'Mail not handed to the mail server yet: retrying (with the next attempt) or failed, newest first',
    response: AdminMailFailureList,
  }),
  auditLog: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Admin actions, newest first',
    query: AuditLogQuery,
    response: AuditLogPage,
  }),
}
