import { useTranslation } from 'react-i18next'
import { logout } from '../../contract/auth.ts'
import { call, urlOf } from '../lib/api.ts'

/**
 * Ends the session on the server (the cookie is httpOnly, so only the server can clear it) and
 * goes to /login with a full page load, so every part of the page forgets the account.
 */
export function SignOutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <form
      method="post"
      action={urlOf(logout)}
      onSubmit={async (event) => {
        event.preventDefault()
        await call(logout)
        window.location.assign('/login')
      }}
    >
      <button type="submit" className={className}>
        {t('nav.sign_out')}
      </button>
    </form>
  )
}
