import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'
import { useSite } from '../../lib/use-site.ts'
import { FollowFields } from './follow-fields.tsx'

/**
 * /{username}/follow: the follow form as a page of its own, where the creator page's Follow link
 * leads before its script runs (with the script, the same form opens in a dialog). It posts to
 * the route action, so it works without JavaScript; after it, the page says to check the inbox.
 */
export function FollowPage({ username, name, sent }: { username: string; name: string; sent: boolean }) {
  const { t } = useTranslation()
  const site = useSite().identity.name
  const id = useId()
  const failure = useFormFailure()
  const [busy, setBusy] = useState(false)
  const values = { creator: name, site }
  const errors = {
    email: failure?.fieldErrors.email,
    consent: failure?.fieldErrors.consent,
    form: failure && !Object.keys(failure.fieldErrors).length ? failure.error || t('followers.form.failed') : undefined,
  }
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <section className="rounded-3xl bg-white p-6 text-start shadow-xl ring-1 ring-zinc-200 sm:p-8">
        <h1 className="text-2xl font-bold text-zinc-900" dir="auto">
          {t('followers.form.title', values)}
        </h1>
        {sent ? (
          <div className="mt-4 space-y-4" role="status">
            <Notice tone="success">{t('followers.form.sent')}</Notice>
          </div>
        ) : (
          <Form method="post" noValidate onSubmit={() => setBusy(true)} className="mt-3 space-y-4">
            <FollowFields
              id={id}
              errors={errors}
              email={failure?.values?.email}
              texts={{
                intro: t('followers.form.intro', values),
                email_label: t('followers.form.email_label'),
                consent: t('followers.form.consent', values),
              }}
            />
            <SubmitButton busy={busy && !failure} busyLabel={t('followers.form.loading')}>
              {t('followers.form.submit')}
            </SubmitButton>
          </Form>
        )}
        <p className="mt-6">
          <Link to={`/${username}`} className={linkClass} dir="auto">
            {name}
          </Link>
        </p>
      </section>
    </div>
  )
}
