import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createOutboxMail, readOutbox, readOutboxAttachment } from './outbox.adapter.ts'

describe('outbox mail adapter', () => {
  const dirs: string[] = []
  const outbox = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    dirs.push(dir)
    return { dir, mail: createOutboxMail({ dir, from: 'Looktag <no-reply@looktag.local>' }) }
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('writes a complete .eml file per message', async () => {
    const { dir, mail } = outbox()
    await mail.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
  })

  it("sends as MAIL_FROM names itself, else under the platform's name at the time of sending", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    dirs.push(dir)
    let name = 'Atelier Nord'
    const named = createOutboxMail({ dir, from: 'Shop Team <team@example.org>', platformName: () => name })
    const bare = createOutboxMail({ dir, from: 'no-reply@example.org', platformName: () => name })
    await named.send({ to: 'kept@example.com', subject: 'Hi', text: 'Hello' })
    await bare.send({ to: 'first@example.com', subject: 'Hi', text: 'Hello' })
    name = 'Studio Süd – مرحبا'
    await bare.send({ to: 'renamed@example.com', subject: 'Hi', text: 'Hello' })
    const from = async (to: string) => (await readOutbox(dir, 5, to))[0]?.from
    expect(await from('kept@example.com')).toBe('Shop Team <team@example.org>')
    expect(await from('first@example.com')).toBe('Atelier Nord <no-reply@example.org>')
    expect(await from('renamed@example.com')).toBe('Studio Süd – مرحبا <no-reply@example.org>')
  })

  it('reads non-ASCII subjects and bodies back, single-part and with an HTML part', async () => {
    const { dir, mail } = outbox()
    await mail.send({ to: 'a@example.com', subject: 'مرحبا بك في Looktag', text: 'نص عربي طويل — Grüße aus Berlin' })
    await mail.send({
      to: 'b@example.com',
      subject: 'Grüße',
      text: 'Passwort zurücksetzen: https://looktag.example/reset',
      html: '<p>Passwort</p>',
    })
    const messages = await readOutbox(dir)
    const first = messages.find((m) => m.to === 'a@example.com')
    const second = messages.find((m) => m.to === 'b@example.com')
    expect(first).toMatchObject({ to: 'a@example.com', subject: 'مرحبا بك في Looktag', text: 'نص عربي طويل — Grüße aus Berlin' })
    expect(second).toMatchObject({ to: 'b@example.com', subject: 'Grüße', text: 'Passwort zurücksetzen: https://looktag.example/reset' })
  })

  it('reads back the HTML part and the one-click unsubscribe headers of a follower mail', async () => {
    const { dir, mail } = outbox()
    await mail.send({
      to: 'd@example.com',
      subject: 'إطلالة جديدة',
      text: 'إلغاء الاشتراك: https://looktag.example/followers/unsubscribe/x',
      html: '<html lang="ar" dir="rtl"><body><p>إطلالة جديدة</p></body></html>',
      headers: {
        'List-Unsubscribe': '<https://looktag.example/api/followers/unsubscribe/x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    const [message] = await readOutbox(dir)
    expect(message?.html).toContain('<html lang="ar" dir="rtl">')
    expect(message?.html).toContain('إطلالة جديدة')
    expect(message).toMatchObject({
      listUnsubscribe: '<https://looktag.example/api/followers/unsubscribe/x>',
      listUnsubscribePost: 'List-Unsubscribe=One-Click',
    })
  })

  it('attaches files and reads them back byte for byte, next to the text', async () => {
    const { dir, mail } = outbox()
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 255, 254])])
    await mail.send({
      to: 'c@example.com',
      subject: 'Rechnung',
      text: 'Ihre Rechnung liegt bei.',
      html: '<p>Ihre Rechnung liegt bei.</p>',
      attachments: [{ filename: 'LT-2026-000001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    })
    const [message] = await readOutbox(dir)
    expect(message).toMatchObject({
      text: 'Ihre Rechnung liegt bei.',
      attachments: [{ filename: 'LT-2026-000001.pdf', contentType: 'application/pdf', size: pdf.length }],
    })
    expect(await readOutboxAttachment(dir, message!.id, 'LT-2026-000001.pdf')).toEqual(pdf)
    expect(await readOutboxAttachment(dir, message!.id, 'other.pdf')).toBeUndefined()
    expect(await readOutboxAttachment(dir, '../secret.eml', 'LT-2026-000001.pdf')).toBeUndefined()
  })

  it('reads nothing from a missing folder', async () => {
    expect(await readOutbox(path.join(tmpdir(), 'does-not-exist-outbox'))).toEqual([])
  })
})
