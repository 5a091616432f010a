import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useActionData, useNavigate, useRouteLoaderData } from 'react-router'
import { birthdateRange, type CurrentUser, GENDERS, PROFILE_LIMITS, ProfileUpdate } from '../../../contract/auth.ts'
import { usersApi } from '../../../contract/users.ts'
import { SubmitButton, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { type FieldErrors, useForm } from '../../components/form/use-form.ts'
import { UsernameInput } from '../../components/form/username-input.tsx'
import { Notice } from '../../components/notice.tsx'
import type { FormFailure } from '../../context.ts'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import type { RootData } from '../../root.tsx'
import { AvatarField } from './avatar-field.tsx'
import { LimitedTextField } from './limited-text-field.tsx'

/** The spec's pauses: on to /dashboard after a save, and how long a failure stays. */
export const SAVED_REDIRECT_MS = 2000
export const ERROR_CLEAR_MS = 3000

export type ProfileData = Pick<
  CurrentUser,
  'username' | 'email' | 'page_name' | 'phone' | 'birthdate' | 'gender' | 'country' | 'specialization' | 'introduction' | 'photo'
>

/**
 * Profile settings, sent as multipart (text fields plus the optional `photo`): by the script through
 * the API, or, before it runs and without it, as a plain post to the page's action (profile-action.server.ts).
 */
export function ProfileForm({ profile: stored }: { profile: ProfileData }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const publicUrl = (useRouteLoaderData('root') as RootData | undefined)?.publicUrl ?? ''
  // A plain post's answer: saved, or refused with what was typed, shown again.
  const answer = useActionData() as { saved?: true; failure?: FormFailure } | undefined
  const failure = answer?.failure
  const profile = { ...stored, ...failure?.values } as ProfileData & { pageName?: string }
  const [username, setUsername] = useState(profile.username)
  const [status, setStatus] = useState<{ kind: 'idle' | 'saved' } | { kind: 'failed'; message: string }>(() =>
    answer?.saved ? { kind: 'saved' } : failure ? { kind: 'failed', message: failure.error } : { kind: 'idle' },
  )
  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    initialErrors: failure?.fieldErrors,
    schema: ProfileUpdate,
    read: (form) => Object.fromEntries([...new FormData(form).entries()].filter(([, value]) => typeof value === 'string')),
    // The photo is checked as it is chosen (AvatarField); its message stays until another is chosen.
    check: (invalid): FieldErrors => ({ photo: errors.photo, ...invalid }),
    send: (_, form) => {
      setStatus({ kind: 'idle' })
      const data = new FormData(form)
      // An empty file input still sends an empty part; leave it out.
      const photo = data.get('photo')
      if (photo instanceof File && photo.size === 0) data.delete('photo')
      return call(usersApi.updateProfile, { form: data })
    },
    onSuccess: () => setStatus({ kind: 'saved' }),
    onFailure: (error) => {
      const { code } = error
      if (code === 'USERNAME_TAKEN' || code === 'USERNAME_LOOKALIKE')
        setErrors((e) => ({ ...e, username: error.error || t('auth.username_taken') }))
      if (code === 'IMAGE_INVALID' || code === 'PAYLOAD_TOO_LARGE') setErrors((e) => ({ ...e, photo: error.error }))
      setStatus({ kind: 'failed', message: error.error || t('profile.failed') })
    },
    codeFields: { USERNAME_TAKEN: 'username', USERNAME_LOOKALIKE: 'username', IMAGE_INVALID: 'photo', PAYLOAD_TOO_LARGE: 'photo' },
  })

  useEffect(() => {
    if (status.kind === 'saved') {
      const timer = setTimeout(() => navigate('/dashboard'), SAVED_REDIRECT_MS)
      return () => clearTimeout(timer)
    }
    if (status.kind === 'failed') {
      const timer = setTimeout(() => setStatus({ kind: 'idle' }), ERROR_CLEAR_MS)
      return () => clearTimeout(timer)
    }
  }, [status, navigate])

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => (status.kind === 'saved' ? event.preventDefault() : onSubmit(event))}
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name
        if (name !== 'photo' && errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
      }}
      aria-labelledby="profile-title"
      className="space-y-6"
    >
      {/* Without script nothing moves on to the dashboard after a save: the form stays usable. */}
      <fieldset disabled={hydrated && status.kind === 'saved'} className="space-y-6">
        <legend className="sr-only">{t('profile.title')}</legend>
        <Section title={t('profile.sections.photo')}>
          <AvatarField
            current={profile.photo}
            username={username}
            error={errors.photo}
            onError={(message) => setErrors(({ photo: _, ...rest }) => (message ? { ...rest, photo: message } : rest))}
          />
        </Section>

        <Section title={t('profile.sections.account')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="profile-username" label={t('profile.fields.username')} required error={errors.username}>
              {(p) => <UsernameInput {...p} value={username} onChange={(e) => setUsername(e.target.value)} />}
            </Field>
            <Field id="profile-email" label={t('profile.fields.email')} hint={t('profile.hints.email')}>
              {(p) => (
                <input
                  {...p}
                  type="email"
                  dir="ltr"
                  readOnly
                  aria-readonly="true"
                  value={profile.email}
                  className={`${p.className} rtl:text-end`}
                />
              )}
            </Field>
            <Field
              id="profile-pageName"
              label={t('profile.fields.page_name')}
              required
              hint={t('profile.hints.page_name')}
              error={errors.pageName}
            >
              {(p) => (
                <input
                  {...p}
                  name="pageName"
                  type="text"
                  autoComplete="nickname"
                  maxLength={PROFILE_LIMITS.pageName}
                  defaultValue={profile.pageName ?? profile.page_name}
                />
              )}
            </Field>
          </div>
          <Notice tone="warning" className="mt-5">
            <p>{t('profile.link_warning')}</p>
            <p className="mt-1 font-normal">
              {t('profile.link_current')}{' '}
              <bdi dir="ltr" className="font-semibold break-all">
                {`${publicUrl}/${username.trim() || profile.username}`}
              </bdi>
            </p>
          </Notice>
        </Section>

        <Section title={t('profile.sections.public')}>
          <div className="space-y-5">
            <LimitedTextField
              id="profile-specialization"
              name="specialization"
              label={t('profile.fields.specialization')}
              defaultValue={profile.specialization ?? ''}
              error={errors.specialization}
            />
            <LimitedTextField
              id="profile-introduction"
              name="introduction"
              label={t('profile.fields.introduction')}
              defaultValue={profile.introduction ?? ''}
              error={errors.introduction}
              multiline
            />
          </div>
        </Section>

        <Section title={t('profile.sections.personal')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="profile-phone" label={t('profile.fields.phone')} required={false} error={errors.phone}>
              {(p) => (
                <input
                  {...p}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  dir="ltr"
                  maxLength={PROFILE_LIMITS.phone}
                  defaultValue={profile.phone ?? ''}
                  className={`${p.className} rtl:text-end`}
                />
              )}
            </Field>
            <Field id="profile-birthdate" label={t('profile.fields.birthdate')} required={false} error={errors.birthdate}>
              {(p) => (
                <input
                  {...p}
                  name="birthdate"
                  type="date"
                  autoComplete="bday"
                  {...birthdateRange()}
                  defaultValue={profile.birthdate ?? ''}
                />
              )}
            </Field>
            <Field id="profile-gender" label={t('profile.fields.gender')} required={false} error={errors.gender}>
              {(p) => (
                <select {...p} name="gender" autoComplete="sex" defaultValue={profile.gender ?? ''}>
                  <option value="">{t('register.gender.none')}</option>
                  {GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`register.gender.${gender}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="profile-country" label={t('profile.fields.country')} required={false} error={errors.country}>
              {(p) => (
                <input
                  {...p}
                  name="country"
                  type="text"
                  autoComplete="country-name"
                  maxLength={PROFILE_LIMITS.country}
                  defaultValue={profile.country ?? ''}
                />
              )}
            </Field>
          </div>
        </Section>
      </fieldset>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-zinc-200 bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:rounded-3xl sm:border-0 sm:bg-transparent sm:p-0">
        <div role="status">
          {status.kind === 'saved' && (
            <Notice tone="success" className="mb-4">
              {t('profile.success')}
            </Notice>
          )}
        </div>
        {status.kind === 'failed' && (
          <Notice tone="error" className="mb-4">
            {status.message}
          </Notice>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/dashboard" className={secondaryButtonClass}>
            {t('profile.cancel')}
          </Link>
          <SubmitButton busy={busy} disabled={hydrated && status.kind === 'saved'} busyLabel={t('profile.saving')}>
            {t('profile.save')}
          </SubmitButton>
        </div>
      </div>
    </form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-7">
      <h2 className="mb-5 text-lg font-bold text-zinc-900">{title}</h2>
      {children}
    </section>
  )
}
