import { describe, expect, it } from 'vitest'
import { parseEnvironmentDirective, parseSystemdEnvironmentFile } from './systemd-env.ts'

describe("systemd's EnvironmentFile= reading", () => {
  it('keeps an inline # comment and everything after a blank as part of the value', () => {
    const { values, ignored } = parseSystemdEnvironmentFile(
      'TRUST_PROXY=127.0.0.1            # nginx on this machine\nS3_BUCKET=looktag  S3_PRIVATE_BUCKET=looktag-private\n',
    )
    expect(values).toEqual({
      TRUST_PROXY: '127.0.0.1            # nginx on this machine',
      S3_BUCKET: 'looktag  S3_PRIVATE_BUCKET=looktag-private',
    })
    expect(ignored).toEqual([])
  })

  it('skips whole-line comments with # or ;, blank lines, and blanks around the key and value', () => {
    const { values } = parseSystemdEnvironmentFile('# a comment\n  ; another\n\n  PORT =  3001  \nHOST=0.0.0.0\t\n')
    expect(values).toEqual({ PORT: '3001', HOST: '0.0.0.0' })
  })

  it('reads quotes: single literally, double with their escapes, pieces joined', () => {
    const { values } = parseSystemdEnvironmentFile(`A='x # y \\n'\nB="say \\"hi\\" \\$HOME \\q"\nC="one"'two'three\nD=""\n`)
    expect(values).toEqual({ A: 'x # y \\n', B: 'say "hi" $HOME \\q', C: 'onetwothree', D: '' })
  })

  it('joins lines ended by a backslash, in values and in comments', () => {
    const { values } = parseSystemdEnvironmentFile('A=one \\\ntwo\n# comment \\\nB=still the comment\nC="x\\\ny"\n')
    expect(values).toEqual({ A: 'one two', C: 'xy' })
  })

  it('ignores lines without "=" or with a key that is no variable name, and says which', () => {
    const { values, ignored } = parseSystemdEnvironmentFile('export A=1\nB\n1C=2\nD=4\n')
    expect(values).toEqual({ D: '4' })
    expect(ignored).toEqual(['line 1: "export A" is not a variable name', 'line 2: no "=" in "B"', 'line 3: "1C" is not a variable name'])
  })

  it('lets a later assignment win', () => {
    expect(parseSystemdEnvironmentFile('A=1\nA=2').values).toEqual({ A: '2' })
  })
})

describe("a unit's Environment= line", () => {
  it('holds blank-separated, optionally quoted assignments', () => {
    expect(parseEnvironmentDirective('PORT=3001 RUN_WORKERS=false "GREETING=hello world"')).toEqual({
      PORT: '3001',
      RUN_WORKERS: 'false',
      GREETING: 'hello world',
    })
  })
})
