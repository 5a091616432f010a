import { endpoint } from './endpoint.ts'

/**
 * The visitor tracking calls, as every public page sends them. Declared here without their input
 * schemas, because public pages load no zod (docs/public-pages.md); `trackingApi`
 * (contract/tracking.ts) adds the schemas the server validates with.
 */

/** `coupon_copy` is the coupon code's copy button on the public card. */
export const TRACKING_KINDS = ['click', 'engage', 'share', 'coupon_copy'] as const
export type TrackingKind = (typeof TRACKING_KINDS)[number]

const imageBeacon = <K extends TrackingKind>(kind: K) =>
  endpoint({
    method: 'POST',
    path: `/api/public/${kind}/:imageId` as `/api/public/${K}/:imageId`,
    access: 'public',
    tag: 'public',
    summary: `Count a ${kind} on a public image (204 also when not counted)`,
    response: null,
    status: 204,
  })

/** Each answers 204, also when nothing was counted. */
export const beacons = {
  click: imageBeacon('click'),
  engage: imageBeacon('engage'),
  share: imageBeacon('share'),
  coupon_copy: imageBeacon('coupon_copy'),
  pageView: endpoint({
    method: 'POST',
    path: '/api/public/page_view/:username',
    access: 'public',
    tag: 'public',
    summary: "Count a visit of a creator's page or shop (204 also when not counted)",
    response: null,
    status: 204,
  }),
}
