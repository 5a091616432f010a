import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { COMPLAINT_TEXT_MAX } from '../../../contract/moderation.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'

/**
 * A complaint against one decision, posted to the page's route action (works without script).
 * `decisionId` goes along when the page lists several decisions; the action's refusal shows here
 * only when it was about this decision.
 */
export function ComplaintForm({ decisionId }: { decisionId?: string }) {
  const { t } = useTranslation()
  const id = useId()
  const failure = useFormFailure()
  const [busy, setBusy] = useState(false)
  const mine = failure && (!decisionId || failure.values?.decision_id === decisionId) ? failure : undefined
  const fieldError = mine?.fieldErrors.text
  const formError = mine && !fieldError ? mine.error || t('appeals.complaint.failed') : undefined
  return (
    <Form method="post" noValidate onSubmit={() => setBusy(true)} className="mt-4 space-y-3">
      {decisionId && <input type="hidden" name="decision_id" value={decisionId} />}
      {formError && <Notice tone="error">{formError}</Notice>}
      <Field id={id} label={t('appeals.complaint.label')} hint={t('appeals.complaint.hint')} error={fieldError} required>
        {(control) => (
          <textarea {...control} name="text" rows={4} maxLength={COMPLAINT_TEXT_MAX} dir="auto" defaultValue={mine?.values?.text ?? ''} />
        )}
      </Field>
      <SubmitButton busy={busy && !failure} busyLabel={t('appeals.complaint.sending')}>
        {t('appeals.complaint.submit')}
      </SubmitButton>
    </Form>
  )
}
