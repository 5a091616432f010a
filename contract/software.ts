/**
 * The software's own name and colour, what a platform shows until its operator sets theirs. Apart
 * from the neutral settings (site-defaults.ts), as the page meta and the root of every public page
 * need only these two.
 */

export const DEFAULT_BRAND_COLOR = '#7c3aed'

/** The software's own name: the platform's name until the operator sets theirs. */
export const SOFTWARE_NAME = 'Looktag'
