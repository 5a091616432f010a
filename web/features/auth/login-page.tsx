import { useTranslation } from 'react-i18next'
import { AuthPanel } from './auth-panel.tsx'
import { LoginForm } from './login-form.tsx'

/** Login: the form beside a decorative panel (the panel shows from large screens up). */
export function LoginPage() {
  const { t } = useTranslation()
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2 lg:gap-10">
        <section className="mx-auto w-full max-w-md self-center rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-600/5 ring-zinc-200 sm:p-10 lg:max-w-none">
          <h1 id="login-title" className="text-3xl font-extrabold tracking-tight text-zinc-900">
            {t('login.title')}
          </h1>
          <p className="mt-2 mb-8 text-zinc-600">{t('login.subtitle')}</p>
          <LoginForm />
        </section>
        <AuthPanel className="hidden lg:flex" />
      </div>
    </div>
  )
}
