import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { BroadcastBody, MAX_EXPIRY_DAYS, MaxExpiryBody } from '../../../contract/admin.ts'
import { adminApi } from '../../../contract/admin-api.ts'
import { NOTIFICATION_MESSAGE_MAX, notificationsApi } from '../../../contract/notifications.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** Max expiry days (1–365, default 7): the furthest expiry date creators may give an image. */
export function MaxExpiryForm({ current }: { current: number }) {
  const { t } = useTranslation()
  const id = useId()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [flash, show] = useFlash()
  const { errors, busy, onSubmit } = useForm({
    schema: MaxExpiryBody,
    read: (form) => {
      const raw = String(new FormData(form).get('maxExpiryDays') ?? '').trim()
      return { maxExpiryDays: raw === '' ? undefined : raw }
    },
    send: (body) => call(adminApi.maxExpiry, { body }),
    onSuccess: () => {
      show('success', t('admin.settings.max_expiry_updated'))
      void revalidator.revalidate()
    },
    onFailure: () => show('error', t('admin.settings.max_expiry_failed')),
  })
  const error = errors.maxExpiryDays

  return (
    <div className={cardClass}>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-x-3">
        <Field
          id={`${id}-days`}
          label={t('admin.settings.max_expiry_label')}
          hint={t('admin.settings.max_expiry_hint')}
          error={error}
          className="min-w-0 flex-1 basis-48"
        >
          {(p) => (
            <input
              {...p}
              name="maxExpiryDays"
              type="number"
              inputMode="numeric"
              min={MAX_EXPIRY_DAYS.min}
              max={MAX_EXPIRY_DAYS.max}
              step={1}
              defaultValue={current}
              key={current}
              className={`${p.className} tabular-nums`}
            />
          )}
        </Field>
        <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('admin.settings.updating')} className="mt-[1.625rem] px-6">
          {t('admin.settings.update')}
        </SubmitButton>
      </form>
      <FlashMessage flash={flash} />
    </div>
  )
}

/** A message for every creator (their dashboard bell); plain text, at most 500 characters. */
export function BroadcastForm() {
  const { t } = useTranslation()
  const id = useId()
  const hydrated = useHydrated()
  const [message, setMessage] = useState('')
  const [flash, show] = useFlash()
  const { errors, busy, onSubmit } = useForm({
    schema: BroadcastBody,
    read: () => ({ message }),
    send: (body) => call(notificationsApi.send, { body }),
    onSuccess: () => {
      setMessage('')
      show('success', t('admin.broadcast.sent'))
    },
    onFailure: () => show('error', t('admin.broadcast.failed')),
  })
  const error = errors.message

  const full = message.length >= NOTIFICATION_MESSAGE_MAX
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
        {t('admin.broadcast.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3">
        <Field
          id={`${id}-message`}
          label={t('admin.broadcast.label')}
          hint={t('admin.broadcast.hint')}
          error={error}
          after={
            <p className={`mt-1 text-end text-xs tabular-nums ${full ? 'font-semibold text-red-700' : 'text-zinc-600'}`}>
              {t('admin.broadcast.counter', { count: message.length, max: NOTIFICATION_MESSAGE_MAX })}
            </p>
          }
        >
          {(p) => (
            <textarea
              {...p}
              name="message"
              rows={3}
              dir="auto"
              maxLength={NOTIFICATION_MESSAGE_MAX}
              // Text typed before hydration would reach the DOM but not `message`: no count, an empty send.
              disabled={!hydrated}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              className={`${p.className} resize-y`}
            />
          )}
        </Field>
        <div>
          <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('admin.broadcast.sending')} className="px-6">
            {t('admin.broadcast.send')}
          </SubmitButton>
        </div>
      </form>
      <FlashMessage flash={flash} />
    </section>
  )
}
