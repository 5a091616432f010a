import { Notice } from '../../components/notice.tsx'

/** The follow form's texts, filled in (the dialog brings them in its chunk, the follow page from its loader). */
export interface FollowTexts {
  intro: string
  email_label: string
  consent: string
}

export interface FollowErrors {
  email?: string
  consent?: string
  form?: string
}

/** The follow form's fields: an address and the consent line naming the creator and the platform. */
export function FollowFields({ id, texts, errors, email }: { id: string; texts: FollowTexts; errors: FollowErrors; email?: string }) {
  return (
    <>
      <p className="text-sm text-zinc-600">{texts.intro}</p>
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-zinc-800">
          {texts.email_label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          defaultValue={email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className="mt-1 block min-h-11 w-full rounded-xl border border-zinc-300 px-3 text-zinc-900 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-zinc-700">
          <input
            name="consent"
            type="checkbox"
            required
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>{texts.consent}</span>
        </label>
        {errors.consent && (
          <p id={`${id}-consent-error`} className="mt-1 text-sm text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
    </>
  )
}
