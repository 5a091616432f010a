import { Trans } from 'react-i18next'

/**
 * "Welcome back, {username}". The username is isolated left to right and kept on one line: in an
 * Arabic sentence a name such as `mila-rose-22` would otherwise be reordered around its hyphens
 * and broken after one of them.
 */
export function WelcomeTitle({ username }: { username: string }) {
  return (
    <Trans
      i18nKey="dashboard.welcome"
      values={{ username }}
      components={{ name: <bdi dir="ltr" className="inline-block max-w-full truncate whitespace-nowrap align-bottom" /> }}
    />
  )
}
