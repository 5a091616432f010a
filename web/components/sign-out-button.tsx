import { useTranslation } from 'react-i18next'
import { siteLinks } from '../../contract/site-links.ts'

/**
 * Ends the session on the server (the cookie is httpOnly, so only the server can clear it) and
 * goes to /login with a full page load, so every part of the page forgets the account.
 */
export function SignOutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <form
      method="post"
      action={siteLinks.logout.path}
      onSubmit={async (event) => {
        event.preventDefault()
        const { signOut } = await import('./sign-out.ts')
        await signOut()
        window.location.assign('/login')
      }}
    >
      <button type="submit" className={className}>
        {t('nav.sign_out')}
      </button>
    </form>
  )
}
