import { describe, expect, it } from 'vitest'
import { assemble, type BaseDeps } from './assemble.ts'

const base = { publicUrl: 'http://localhost' } as unknown as BaseDeps

function createClockModule() {
  return { services: { clock: { now: () => 1 } }, web: ['clock'] as const }
}
function createReportModule({ clock }: { clock: { now(): number } }) {
  return { services: { report: { at: () => clock.now() + 1 } } }
}
function createOtherClockModule() {
  return { services: { clock: { now: () => 2 } } }
}

describe('the module list', () => {
  it('hands each module the services built above it, and the web only the ones named in `web`', () => {
    const built = assemble(base).add(createClockModule).add(createReportModule)
    expect(built.services.report.at()).toBe(2)
    expect(Object.keys(built.web)).toEqual(['clock'])
    expect(built.modules.map((m) => m.name)).toEqual(['Clock', 'Report'])
  })

  it('does not compile when a module comes before a service it needs', () => {
    // @ts-expect-error createReportModule needs `clock`, which no module above it provides
    const built = assemble(base).add(createReportModule)
    expect(() => (built.services as { report: { at(): number } }).report.at()).toThrow(TypeError)
  })

  it('refuses two modules providing the same name when the app starts, naming both', () => {
    expect(() => assemble(base).add(createClockModule).add(createOtherClockModule)).toThrow(
      'Module OtherClock provides "clock", which another module or the base already provides',
    )
  })
})
