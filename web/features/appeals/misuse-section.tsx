import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { MisuseOverview } from '../../../contract/appeals.ts'
import { formatDate } from '../../../contract/dates.ts'
import { DECISION_MAX_DAYS, DECISION_TEXT_MAX } from '../../../contract/moderation.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'

type CreatorRow = MisuseOverview['creators'][number]

/** The period and facts of a suspension for misuse, posted to the page's action (works without script). */
function SuspendForm({ creator, done }: { creator: CreatorRow; done: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const failure = useFormFailure()
  const mine = failure?.values?.creator_id === creator.id ? failure : undefined
  return (
    <Form method="post" noValidate className="mt-3 grid gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <input type="hidden" name="intent" value="suspend" />
      <input type="hidden" name="creator_id" value={creator.id} />
      <p className="text-sm font-semibold text-amber-900">{t('appeals.admin.suspension_suggested')}</p>
      <div role="status">{done && <Notice tone="success">{t('appeals.admin.suspended_now')}</Notice>}</div>
      {mine && !Object.keys(mine.fieldErrors).length && <Notice tone="error">{mine.error}</Notice>}
      <Field id={`${id}-days`} label={t('appeals.admin.suspend_days')} error={mine?.fieldErrors.duration_days} required>
        {(control) => (
          <input
            {...control}
            name="duration_days"
            type="number"
            inputMode="numeric"
            min={1}
            max={DECISION_MAX_DAYS}
            defaultValue={mine?.values?.duration_days ?? '30'}
          />
        )}
      </Field>
      <Field id={`${id}-facts`} label={t('appeals.admin.suspend_facts')} error={mine?.fieldErrors.facts} required>
        {(control) => (
          <textarea {...control} name="facts" rows={2} maxLength={DECISION_TEXT_MAX} dir="auto" defaultValue={mine?.values?.facts ?? ''} />
        )}
      </Field>
      <SubmitButton busy={false} busyLabel={t('appeals.admin.suspend')} className="justify-self-start">
        {t('appeals.admin.suspend')}
      </SubmitButton>
    </Form>
  )
}

/** Art. 23 at a glance: creators with upheld notices (and the suspension once due), addresses with unfounded ones. */
export function MisuseSection({ overview, suspended }: { overview: MisuseOverview | null; suspended: string | null }) {
  const { t, i18n } = useTranslation()
  const date = (iso: string) => formatDate(iso, i18n.language, 'long')
  if (!overview) return null
  const empty = overview.creators.length === 0 && overview.notifiers.length === 0
  return (
    <section aria-labelledby="misuse-title" className="mt-10">
      <h2 id="misuse-title" className="text-xl font-bold text-zinc-900">
        {t('appeals.admin.misuse_title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-zinc-700">{t('appeals.admin.misuse_intro')}</p>
      {empty && <p className="mt-4 text-zinc-700">{t('appeals.admin.misuse_empty')}</p>}
      {overview.creators.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-zinc-900">{t('appeals.admin.creators')}</h3>
          <ul className="mt-2 space-y-3">
            {overview.creators.map((c) => (
              <li key={c.id} className="rounded-2xl bg-white p-4 text-sm ring-1 ring-zinc-200">
                <p className="font-semibold text-zinc-900">
                  <bdi>@{c.username}</bdi> · {t('appeals.admin.upheld_count', { number: c.upheld })}
                  {c.warned_at && <> · {t('appeals.admin.warned', { date: date(c.warned_at) })}</>}
                </p>
                {c.suspended_until ? (
                  <p className="mt-1 text-zinc-700">{t('appeals.admin.suspended', { date: date(c.suspended_until) })}</p>
                ) : (
                  c.suspension_suggested && <SuspendForm creator={c} done={suspended === c.id} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {overview.notifiers.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-zinc-900">{t('appeals.admin.notifiers')}</h3>
          <ul className="mt-2 space-y-2">
            {overview.notifiers.map((n) => (
              <li key={n.email} className="rounded-2xl bg-white p-4 text-sm ring-1 ring-zinc-200">
                <p className="font-semibold text-zinc-900 [overflow-wrap:anywhere]">
                  <bdi>{n.email}</bdi> · {t('appeals.admin.unfounded_count', { number: n.unfounded })}
                </p>
                {n.refused_until ? (
                  <p className="mt-1 text-red-800">{t('appeals.admin.refused_until', { date: date(n.refused_until) })}</p>
                ) : (
                  n.deprioritised && <p className="mt-1 text-amber-900">{t('appeals.admin.deprioritised')}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
