import { z } from 'zod'
import { beacons } from './beacons.ts'
import { endpoint, pathOf } from './endpoint.ts'

/**
 * Ids are checked by the service, so a malformed one is the same 404 as an unknown one. UUIDs
 * ignore case, and the database answers ids in lower case: a link typed in capitals is the same
 * image (and the same visit) once lowered here.
 */
const ImageParams = z.object({ imageId: z.string().toLowerCase() })
const PageParams = z.object({ username: z.string() })
/** Lowered like image ids. */
const TagParams = z.object({ tagId: z.string().toLowerCase() })

/** The page's referrer and utm_source, as the beacon passes them on (a beacon's own Referer is our page). */
const BeaconQuery = z.object({
  ref: z.string().max(2048).optional().catch(undefined),
  utm: z.string().max(100).optional().catch(undefined),
})

const onImage = <E extends (typeof beacons)['click' | 'engage' | 'share' | 'coupon_copy']>(beacon: E) =>
  endpoint({ ...beacon, params: ImageParams, query: BeaconQuery })

export const trackingApi = {
  click: onImage(beacons.click),
  engage: onImage(beacons.engage),
  share: onImage(beacons.share),
  coupon_copy: onImage(beacons.coupon_copy),
  pageView: endpoint({ ...beacons.pageView, params: PageParams, query: BeaconQuery }),
  /**
   * Not an API call (left out of the API document): the tag button's link. Counts the click, then
   * 302 to the product link; an unknown tag is a 404 in plain text.
   */
  follow: endpoint({
    method: 'GET',
    path: '/go/:tagId',
    access: 'public',
    tag: 'public',
    summary: "A shopping tag's link: counts the click, then on to the product",
    params: TagParams,
    response: null,
    status: 302,
    hidden: true,
  }),
}

/** The redirect a tag button points at (trackingApi.follow). */
export const tagRedirectPath = (tagId: string) => pathOf(trackingApi.follow.path, { tagId })
