import { useTranslation } from 'react-i18next'
import { addDays, utcToday } from '../../../contract/dates.ts'
import { IMAGE_CATEGORIES, type ImageCategory } from '../../../contract/images.ts'
import { Field } from '../../components/form/field.tsx'

/** Every post has a category: the upload form asks for one, publishing a generated image suggests one. */
export function CategoryField({ id, error, preset }: { id: string; error?: string; preset?: ImageCategory }) {
  const { t } = useTranslation()
  return (
    <Field id={id} label={t('images.category_label')} required error={error}>
      {(p) => (
        <select {...p} name="category" defaultValue={preset ?? ''}>
          {!preset && (
            <option value="" disabled>
              {t('images.category_placeholder')}
            </option>
          )}
          {IMAGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`images.categories.${c}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * The post's last day: from today (UTC) to the admin's window of `maxDays`, which the server
 * enforces too. `preset` fills in the latest day, and follows the window when it changes.
 */
export function ExpiryField({
  id,
  maxDays,
  error,
  preset = false,
  value,
}: {
  id: string
  maxDays: number
  error?: string
  preset?: boolean
  /** A look's current last day (editing it). */
  value?: string
}) {
  const { t } = useTranslation()
  const today = utcToday()
  const latest = addDays(today, maxDays)
  return (
    <Field id={id} label={t('images.expiry_label')} required error={error}>
      {(p) => (
        <input
          {...p}
          name="expiry_date"
          type="date"
          min={today}
          max={latest}
          key={preset ? maxDays : undefined}
          defaultValue={value ?? (preset ? latest : undefined)}
        />
      )}
    </Field>
  )
}
