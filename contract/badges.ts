import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { httpUrl } from './links.ts'

/** The caption code a creator puts in the post they submit for the verified badge. */
export const BADGE_CAPTION_CODE = '#LooktagVerified'

/** Longest reason an admin gives when rejecting a badge request. */
export const BADGE_REJECTION_REASON_MAX = 500

export const BADGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const

export const StorySubmit = z.object({
  storyUrl: httpUrl({ required: 'badges.url_required', invalid: 'badges.url_invalid' }),
})

export const BadgeRequestView = z.object({
  id: z.uuid(),
  story_url: z.string(),
  status: z.enum(BADGE_REQUEST_STATUSES),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
})

/** The dashboard's badge section: the latest request (if any) and the caption code to use. */
export const MyBadgeRequest = z.object({
  badge_verified: z.boolean(),
  caption_code: z.string(),
  request: BadgeRequestView.nullable(),
})

export type StorySubmit = z.output<typeof StorySubmit>
export type BadgeRequestView = z.output<typeof BadgeRequestView>
export type MyBadgeRequest = z.output<typeof MyBadgeRequest>

/** `PUT /api/badge/{id}`: an admin's decision on a pending request. */
export const BadgeReviewBody = z.object({
  action: z.enum(['approve', 'reject']),
  rejectionReason: z.string().trim().max(BADGE_REJECTION_REASON_MAX, 'validation.too_long').optional(),
})

export const BadgeSubmitted = z.object({ message: z.string(), request: BadgeRequestView })
export const BadgeReviewed = z.object({ status: z.enum(['approved', 'rejected']) })

export const badgesApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/stories/submit',
    access: 'user',
    tag: 'badges',
    summary: 'Request the verified badge with a post URL carrying the caption code',
    body: StorySubmit,
    response: BadgeSubmitted,
    status: 201,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/stories/mine',
    access: 'user',
    tag: 'badges',
    summary: 'My latest badge request and the caption code',
    response: MyBadgeRequest,
  }),
  review: endpoint({
    method: 'PUT',
    path: '/api/badge/:id',
    access: 'admin',
    tag: ['badges', 'admin'],
    summary: 'Admin: approve or reject a pending badge request (optional rejection reason)',
    params: z.object({ id: z.uuid() }),
    body: BadgeReviewBody,
    response: BadgeReviewed,
  }),
}
