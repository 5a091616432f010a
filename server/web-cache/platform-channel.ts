/**
 * Channel every instance listens on: the operator's platform settings, plan prices or legal
 * texts changed; drop what shows them (the payload names which, for the logs).
 */
export const SITE_CHANGED_CHANNEL = 'site_changed'
