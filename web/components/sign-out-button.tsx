import { useTranslation } from 'react-i18next'

/**
 * A plain form: the server ends the session (the cookie is httpOnly, so only it can), clears the
 * cookies and sends the browser to /login with a full page load, so every part of the page forgets
 * the account. No script needed, so a click before the page's script has loaded signs out too.
 */
export function SignOutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <form method="post" action="/logout">
      <button type="submit" className={className}>
        {t('nav.sign_out')}
      </button>
    </form>
  )
}
